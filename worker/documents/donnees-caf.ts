import { numeroLisible } from "../domain/validation/identifiants";
// The CAF sheet (issue 73, item 7): the fields of the Cerfa « Attestation de loyer » filled from the records, in the
// order of the form's sections, to copy into the Cerfa or the CAF's partner portal. Not the form itself: none of its
// artwork, only its questions and the records' answers; what the records lack reads « À compléter ».
import type { DonneesCaf } from "../domain/attestations/donnees-caf";
import {
  createDocument,
  dateCourte,
  dateLongue,
  join,
  nombre,
  ouiNon,
  type DocumentContext,
  type Text,
} from "./layout";

const A_COMPLETER = "À compléter";
const ou = (v: Text) => (v === null || v === undefined || v === "" ? A_COMPLETER : v);

export async function donneesCafPdf(d: DonneesCaf, ctx: DocumentContext): Promise<Uint8Array> {
  const doc = await createDocument({
    ...ctx,
    titre: `Données de l'attestation de loyer CAF (cerfa n° ${d.formulaire.cerfa})`,
    sousTitre: `À reporter sur le formulaire ou le portail partenaires de la CAF — établies le ${dateLongue(d.date)}`,
  });
  doc.heading("Le bailleur");
  for (const b of d.bailleur.personnes)
    doc.fields([
      ["Nom ou raison sociale", b.nom],
      ["Adresse", ou(b.adresse)],
      ["N° SIRET (société)", numeroLisible(b.siret)],
    ]);
  if (!d.bailleur.personnes.length) doc.fields([["Nom ou raison sociale", A_COMPLETER]]);
  const r = d.bailleur.representant;
  if (r)
    doc.fields([
      ["Représenté par", r.nom],
      ["Qualité", r.qualite],
      ["Adresse", ou(r.adresse)],
      ["N° SIRET", numeroLisible(r.siret)],
      ["Carte professionnelle", r.carteProfessionnelle],
    ]);
  const l = d.logement;
  doc.heading("Le logement");
  doc.fields([
    ["Adresse", ou(join([l.adresse, join([l.codePostal, l.ville])], ", "))],
    ["Date d'entrée dans le logement", dateCourte(l.dateEntree)],
    [
      "Surface habitable",
      l.surfaceHabitable == null ? A_COMPLETER : `${nombre(l.surfaceHabitable)} m²`,
    ],
    ["Nombre de pièces principales", ou(l.nombrePieces)],
    ["Logement meublé", ou(ouiNon(l.meuble))],
    ["Type de bail", l.typeBail],
    ["Logement conventionné", ou(ouiNon(l.conventionne))],
  ]);
  doc.heading(d.locataires.length > 1 ? "Les locataires" : "Le locataire");
  for (const t of d.locataires)
    doc.fields([
      [t.qualite, join([t.titre, t.prenom, t.nom])],
      ["Date de naissance", ou(dateCourte(t.dateNaissance))],
    ]);
  doc.heading("Le loyer");
  doc.fields([
    ["Période", d.loyer.periodeLibelle],
    ["Loyer mensuel hors charges", d.loyer.loyerHorsCharges.texte],
    ["Charges mensuelles", d.loyer.charges.texte],
    ["Montant total", d.loyer.montantTotal.texte],
  ]);
  // The payment's answers, what the records lack and the signature on one page: on a sheet that runs onto a second
  // page, the signature sat there alone under the running header, apart from what it attests.
  doc.keepTogether(() => {
    doc.heading("Le paiement du loyer");
    doc.fields([
      ["Le locataire est à jour de son loyer", ouiNon(d.paiement.aJour)],
      ["Montant impayé à ce jour", d.paiement.aJour ? null : d.paiement.impaye.texte],
      ["Versement de l'aide (tiers payant)", ou(ouiNon(d.versementAide.tiersPayant))],
    ]);
    if (d.manquants.length) {
      doc.heading("À compléter (absent du dossier)");
      doc.paragraph(d.manquants.map((m) => m.libelle).join(" ; "), { size: 8.5 });
    }
    doc.signatures([{ role: d.signature.qualite, nom: d.signature.signataire }], {
      lieu: d.signature.lieu,
      date: dateLongue(d.signature.date),
    });
  });
  return doc.finish();
}
