// The lease: the standard contract for an unfurnished main residence (décret n° 2015-587), its sections in the
// decree's order. Only what goes where: the wording is in contrat-location-textes.ts, the layout in layout.ts.
import type { DossierBundle } from "./data";
import { dureeBail } from "./duree-bail";
import {
  createDocument,
  dateLongue,
  euros,
  eurosEtLettres,
  filled,
  jour,
  join,
  nombre,
  text,
  type DocumentContext,
} from "./layout";
import { adresseClient, adresseLogement, nomCaution, titulaires } from "./parties";
import * as T from "./contrat-location-textes";

export async function contratLocationPdf(
  b: DossierBundle,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const { dossier: d, appartement: a, locataire: l } = b;
  const holders = titulaires(l);
  // The tenant's record says whether the premises are their main residence (Locataire.rp).
  const principale = l.rp !== false;
  const doc = await createDocument({
    ...ctx,
    titre: "Contrat de location",
    sousTitre: `Logement nu à usage de résidence ${principale ? "principale" : "secondaire"}`,
  });
  doc.paragraph(principale ? T.REFERENCE_LEGALE : T.REFERENCE_SECONDAIRE, {
    italic: true,
    size: 8.5,
    muted: true,
  });

  doc.heading("I. Désignation des parties");
  doc.paragraph("Le bailleur", { bold: true });
  for (const p of b.proprietaires)
    doc.fields([
      ["Nom", join([p.titre, p.prenom, p.nom])],
      ["Adresse", adresseClient(p)],
    ]);
  doc.fields([
    ["Mandataire", ctx.agence.nom],
    ["Adresse du mandataire", ctx.agence.adresse],
    ["Carte professionnelle", ctx.agence.carteProfessionnelle],
  ]);
  doc.paragraph(T.MANDATAIRE, { size: 8.5 });
  doc.paragraph(holders.length > 1 ? "Les locataires" : "Le locataire", { bold: true });
  for (const h of holders)
    doc.fields([
      ["Nom", h.nom],
      ["Né(e)", h.naissance],
    ]);
  doc.fields([
    ["Adresse e-mail", l.mail],
    ["Téléphone", l.tel],
  ]);

  doc.heading("II. Objet du contrat");
  doc.paragraph("A. Consistance du logement", { bold: true });
  const enc = b.dossier.encadrement;
  doc.fields([
    ["Adresse du logement", adresseLogement(a)],
    ["Situation", join([a.situation, filled(a.etage) && `étage : ${text(a.etage)}`], ", ")],
    ["Type d'habitat", `Immeuble ${a.typeImmeuble}`],
    ["Régime juridique", a.copropriete ? "Copropriété" : "Monopropriété"],
    ["Période de construction", enc?.periodeConstruction ?? a.periodeConstruction],
    [
      "Surface habitable",
      filled(a.surface ?? enc?.surface) ? `${nombre(a.surface ?? enc?.surface)} m²` : "",
    ],
    ["Nombre de pièces principales", a.nbPiece ?? enc?.nbPiece],
    [
      "Éléments d'équipement",
      join(
        [a.elementEquipement, ...b.equipements.filter((e) => !e.collectif).map((e) => e.nom)],
        ", ",
      ),
    ],
    ["Équipements importants", a.elementEquipementImportant],
    ["Chauffage", `Production ${a.chauffage}`],
    ["Eau chaude sanitaire", `Production ${a.eauChaude}`],
  ]);
  doc.paragraph("B. Destination des locaux", { bold: true });
  const usage =
    a.destination === "usage mixte"
      ? "usage mixte professionnel et d'habitation"
      : "usage exclusif d'habitation";
  doc.paragraph(
    `Le logement est loué à ${usage}, à titre de résidence ${principale ? "principale" : "secondaire"} du locataire.`,
  );
  doc.paragraph("C. Locaux, parties et équipements accessoires", { bold: true });
  doc.fields([
    [
      "À usage privatif",
      a.cave ? join(["Cave", filled(a.caveNum) && a.caveNum !== 0 && `n° ${a.caveNum}`]) : "",
    ],
    [
      "À usage commun",
      join(
        [
          ...b.equipements.filter((e) => e.collectif).map((e) => e.nom),
          a.gardiennage && "Gardiennage",
        ],
        ", ",
      ),
    ],
  ]);

  doc.heading("III. Date de prise d'effet et durée du contrat");
  doc.fields([
    ["Prise d'effet", dateLongue(d.dateDebutBail)],
    ["Durée du contrat", duree(d.dateDebutBail, d.dateFinBail)],
    ["Entrée dans les lieux", dateLongue(d.dateEntree)],
  ]);
  doc.paragraph(
    "À défaut de congé donné dans les formes et délais légaux, le contrat est reconduit tacitement pour trois ans (article 10 de la loi du 6 juillet 1989).",
    { size: 8.5 },
  );

  doc.heading("IV. Conditions financières");
  doc.paragraph("A. Loyer", { bold: true });
  doc.fields([["Loyer mensuel hors charges", eurosEtLettres(d.loyerHC)]]);
  if (enc) {
    doc.paragraph(T.ENCADREMENT, { size: 8.5 });
    doc.fields([
      ["Loyer de référence", perSquareMetre(enc.loyerReference)],
      ["Loyer de référence majoré", perSquareMetre(enc.loyerReferenceMajore)],
      ["Loyer de base", euros(loyerDeBase(d.loyerHC, enc.montantBase))],
      ["Plafond du loyer de base", euros(enc.montantBase)],
      [
        "Complément de loyer",
        filled(enc.complementLoyer) && (enc.complementLoyer ?? 0) > 0
          ? eurosEtLettres(enc.complementLoyer)
          : "Aucun",
      ],
      ["Justification du complément", enc.caracteristiqueLoyer],
    ]);
  }
  doc.paragraph(T.REVISION, { size: 8.5 });
  doc.fields([
    ["Date de révision", "Chaque année à la date anniversaire de la prise d'effet du contrat"],
    ["Trimestre de référence de l'IRL", d.indiceTrim],
    ["Indice de référence (IRL)", nombre(d.indice)],
  ]);
  doc.paragraph("B. Charges récupérables", { bold: true });
  doc.fields([["Provision mensuelle sur charges", eurosEtLettres(d.loyerCharge)]]);
  doc.paragraph(T.CHARGES, { size: 8.5 });
  doc.paragraph("C. Modalités de paiement", { bold: true });
  doc.table(
    [
      { titre: "Montant mensuel", largeur: 3 },
      { titre: "En euros", align: "right" },
    ],
    [
      ["Loyer hors charges", euros(d.loyerHC)],
      ["Provision sur charges", euros(d.loyerCharge)],
      { cells: ["Total mensuel", euros(d.loyerTTC)], bold: true },
    ],
  );
  doc.paragraph(
    `Soit un total mensuel de ${eurosEtLettres(d.loyerTTC)}, payable le ${jour(d.jourQuitance)} de chaque mois. ${T.PAIEMENT}`,
  );

  doc.heading("V. Garanties");
  doc.fields([["Dépôt de garantie", eurosEtLettres(d.depotGarantie)]]);
  doc.paragraph(T.DEPOT, { size: 8.5 });
  if (b.cautions.length)
    doc.fields(
      b.cautions.map((c, i): [string, string] => [
        i === 0 ? "Caution solidaire" : "",
        nomCaution(c),
      ]),
    );

  doc.heading("VI. Clauses");
  if (holders.length > 1) doc.paragraph(T.SOLIDARITE);
  doc.paragraph(T.RESOLUTOIRE);
  doc.paragraph(
    "Assurance : le locataire est tenu de s'assurer contre les risques locatifs et d'en justifier lors de la remise des clés, puis chaque année à la demande du bailleur.",
  );
  if (filled(d.fraisDossierTTC) && d.fraisDossierTTC > 0) {
    doc.paragraph("Honoraires de location", { bold: true });
    doc.fields([
      [
        "Honoraires à la charge du locataire",
        `${eurosEtLettres(d.fraisDossierTTC)} TTC, dont TVA ${euros(d.fraisDossierTVA)}`,
      ],
      ["Référence", d.numFraisDossier],
    ]);
    doc.paragraph(T.HONORAIRES, { size: 8.5 });
  }
  const clauses = d.clauses?.clausesText;
  if (filled(clauses)) {
    doc.paragraph("Conditions particulières", { bold: true });
    doc.paragraph(clauses);
  }

  doc.heading("VII. Annexes");
  doc.paragraph(T.ANNEXES.map((x) => `- ${x}`).join("\n"), { size: 8.5 });

  doc.signatures(
    [
      {
        role: "Le bailleur ou son mandataire",
        nom: join([...b.proprietaires.map((p) => join([p.prenom, p.nom])), ctx.agence.nom], ", "),
        mention: T.MENTION_SIGNATURE,
      },
      ...holders.map((h) => ({ role: "Le locataire", nom: h.nom, mention: T.MENTION_SIGNATURE })),
    ],
    {
      lieu: d.lieuSignature,
      date: dateLongue(d.dateCreationBail),
      exemplaires: 1 + holders.length,
    },
  );
  return doc.finish();
}

/** "Trois ans, jusqu'au 30 novembre 2029" from the lease's dates (duree-bail.ts, shared with the guarantor's deed). */
function duree(debut: string, fin: string | null): string {
  const t = dureeBail(debut, fin);
  const said = join([t.libelle, `jusqu'au ${dateLongue(t.fin)}`], ", ");
  return said.charAt(0).toUpperCase() + said.slice(1);
}

/**
 * The lease's base rent (décret n° 2015-587, annexe, IV A): the monthly rent without its complement. The complement
 * is what the rent exceeds the cap by (loyer de référence majoré x surface, stored as montantBase), so the base rent
 * is the rent up to the cap; without a cap, the whole rent.
 */
export function loyerDeBase(loyerHC: number, plafond: number | null | undefined): number {
  return typeof plafond === "number" ? Math.min(loyerHC, plafond) : loyerHC;
}

/** A per-square-metre reference rent (cents): "25,30 € / m²". */
const perSquareMetre = (cents: number | null | undefined) =>
  filled(cents) ? `${euros(cents)} / m²` : "";
