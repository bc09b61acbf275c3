// The lease: the standard contract of its kind (décret n° 2015-587, annexe 1 unfurnished, annexe 2 furnished and
// student; the bail mobilité of titre Ier ter of loi n° 89-462 on the furnished model), its sections in the decree's
// order. Only what goes where: the wording is in contrat-location-textes.ts, the rules of each kind in
// worker/domain/bail/, the layout in layout.ts.
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
import { adresseClient, adresseLogement, nomClient, nomCaution, titulaires } from "./parties";
import { annexesDuBail } from "../domain/mobilier/annexe";
import { MENTIONS_DDT } from "../domain/bail/annexes";
import * as T from "./contrat-location-textes";
import { REGLES_BAIL, estMeuble, typeBail, type TypeBail } from "../domain/bail/types-bail";
import { enZoneTendue, zoneLoyer } from "../domain/bail/zone";
import { libelleException } from "../domain/reglementation/relocation";
import {
  PLAFONDS_HONORAIRES,
  type PlafondsHonoraires,
  plafondsAu,
} from "../domain/bail/honoraires";
import { estPassoire, rappelDecence, SANS_REVISION_DPE } from "../domain/bail/energie";

export async function contratLocationPdf(
  b: DossierBundle,
  ctx: DocumentContext,
  /** The fee ceilings' table the lease check reads (Paramètres > Référentiels); the shipped rows by default. */
  plafonds: readonly PlafondsHonoraires[] = PLAFONDS_HONORAIRES,
  /** The lot's diagnostics annexed, each with its dates (issue 63); absent: the annex in general terms. */
  diagnostics?: { titre: string; lignes: string[]; mentions?: string[] },
  garantie?: [string, string] | null /* Visale or GLI (domain/garanties/mention-bail.ts) */,
): Promise<Uint8Array> {
  const { dossier: d, appartement: a, locataire: l } = b;
  const holders = titulaires(l, b.colocataires);
  // The tenant's record says whether the premises are their main residence (Locataire.rp).
  const type = typeBail(d.typeBail);
  // A bail mobilité (titre Ier ter) says nothing of a main or secondary residence (issue 39).
  const mobilite = type === "mobilité";
  const principale = mobilite || l.rp !== false;
  const residence = mobilite
    ? ""
    : ` à usage de résidence ${principale ? "principale" : "secondaire"}`;
  const regle = REGLES_BAIL[type];
  const zone = zoneLoyer(a);
  const doc = await createDocument({
    ...ctx,
    titre: type === "mobilité" ? "Bail mobilité" : "Contrat de location",
    sousTitre: `${regle.logement}${residence}`,
  });
  doc.paragraph(principale ? T.referenceLegale(type) : T.referenceSecondaire(type), {
    italic: true,
    size: 8.5,
    muted: true,
  });

  doc.heading("I. Désignation des parties");
  doc.paragraph("Le bailleur", { bold: true });
  for (const p of b.proprietaires)
    doc.fields([
      ["Nom", nomClient(p)],
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
    [
      "Équipements d'accès aux technologies de l'information et de la communication",
      a.equipementsTic,
    ],
    ["Identifiant fiscal du logement", a.identifiantFiscal],
  ]);
  energie(doc, a);
  if (estMeuble(type)) doc.paragraph(T.MEUBLE, { size: 8.5 });
  if (mobilite) {
    doc.paragraph(T.MOBILITE_MOTIF, { size: 8.5 });
    doc.fields([["Motif du bail mobilité", capitalise(d.motifMobilite ?? "")]]);
  }
  doc.paragraph("B. Destination des locaux", { bold: true });
  const usage =
    a.destination === "usage mixte"
      ? "usage mixte professionnel et d'habitation"
      : "usage exclusif d'habitation";
  doc.paragraph(
    mobilite
      ? `Le logement est loué à ${usage}.`
      : `Le logement est loué à ${usage}, à titre de résidence ${principale ? "principale" : "secondaire"} du locataire.`,
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
    ["Durée du contrat", duree(d.dateDebutBail, d.dateFinBail, regle.dureeMois)],
    ["Entrée dans les lieux", dateLongue(d.dateEntree)],
    ["Durée légale", capitalise(regle.duree)],
    ["Au terme du contrat", capitalise(regle.reconduction)],
    ["Préavis du locataire", capitalise(preavisLocataire(type, enZoneTendue(zone)))],
    ["Congé du bailleur", capitalise(regle.congeBailleur)],
  ]);
  if (mobilite) doc.paragraph(T.MOBILITE_DUREE, { size: 8.5 });

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
      // No complement: the line is left out, never "Aucun" (issue 39).
      [
        "Complément de loyer",
        (enc.complementLoyer ?? 0) > 0 ? eurosEtLettres(enc.complementLoyer) : "",
      ],
      ["Justification du complément", enc.caracteristiqueLoyer],
    ]);
  }
  if (filled(d.dernierLoyerPrecedent)) {
    doc.paragraph(T.LOYER_PRECEDENT, { size: 8.5 });
    doc.fields([
      ["Dernier loyer acquitté", euros(d.dernierLoyerPrecedent)],
      ["Date de versement", dateLongue(d.dateDernierLoyerPrecedent)],
    ]);
  }
  // Issue 73: the decree's case under which the rent exceeds the previous one (décret n° 2017-1198).
  if (d.exceptionLoyer)
    doc.fields([
      ["Loyer au-delà du précédent", libelleException(d.exceptionLoyer)],
      ["Justification", d.exceptionLoyerMotif ?? ""],
    ]);
  revision(doc, type, a.classeEnergie, d);
  doc.paragraph("B. Charges récupérables", { bold: true });
  if (type === "mobilité") {
    doc.fields([["Forfait mensuel de charges", eurosEtLettres(d.loyerCharge)]]);
    doc.paragraph(T.CHARGES_FORFAIT, { size: 8.5 });
  } else {
    doc.fields([["Provision mensuelle sur charges", eurosEtLettres(d.loyerCharge)]]);
    doc.paragraph(T.CHARGES, { size: 8.5 });
  }
  doc.paragraph("C. Modalités de paiement", { bold: true });
  doc.table(
    [
      { titre: "Montant mensuel", largeur: 3 },
      { titre: "En euros", align: "right" },
    ],
    [
      ["Loyer hors charges", euros(d.loyerHC)],
      [type === "mobilité" ? "Forfait de charges" : "Provision sur charges", euros(d.loyerCharge)],
      { cells: ["Total mensuel", euros(d.loyerTTC)], bold: true },
    ],
  );
  doc.paragraph(
    `Soit un total mensuel de ${eurosEtLettres(d.loyerTTC)}, payable le ${jour(d.jourQuitance)} de chaque mois. ${T.PAIEMENT}`,
  );

  doc.heading("V. Garanties");
  if (type === "mobilité") doc.paragraph(T.DEPOT_MOBILITE);
  else {
    doc.fields([["Dépôt de garantie", eurosEtLettres(d.depotGarantie)]]);
    doc.paragraph(T.depot(type), { size: 8.5 });
  }
  // Each guarantor as entered: simple or solidaire (Caution.cautionSolidaire), never solidaire by default.
  if (b.cautions.length)
    doc.fields(
      b.cautions.map((c): [string, string] => [
        c.cautionSolidaire ? "Caution solidaire" : "Caution simple",
        nomCaution(c),
      ]),
    );
  if (garantie) doc.fields([garantie]);

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
      [
        "Honoraires à la charge du bailleur",
        filled(d.honorairesBailleurTTC)
          ? `${eurosEtLettres(d.honorairesBailleurTTC)} TTC`
          : T.HONORAIRES_BAILLEUR,
      ],
      ["Référence", d.numFraisDossier],
    ]);
    // Décret n° 2015-587, annexe, VII: the ceilings in force at the signature, for the apartment's zone.
    const p = plafondsAu(d.dateCreationBail, plafonds);
    doc.fields([
      [
        "Plafond visite, dossier et bail",
        `${perSquareMetre(p.parM2[zone])} de surface habitable (zone ${zone})`,
      ],
      [
        "Plafond état des lieux d'entrée",
        `${perSquareMetre(p.etatDesLieuxParM2)} de surface habitable`,
      ],
    ]);
    doc.paragraph(T.HONORAIRES, { size: 8.5 });
  }
  const clauses = d.clauses?.clausesText;
  if (filled(clauses)) {
    doc.paragraph("Conditions particulières", { bold: true });
    doc.paragraph(clauses);
  }

  // The annexes and the signatures on one page: they never stand alone at the top of a page.
  doc.keepTogether(() => {
    doc.heading("VII. Annexes");
    // A furnished lease annexes its furniture inventory (loi 89-462 art. 25-5), after the entry inventory.
    const annexes = annexesDuBail(T.ANNEXES, estMeuble(type)).flatMap((x) =>
      x === T.ANNEXE_DDT && diagnostics
        ? [`- ${diagnostics.titre}`, ...diagnostics.lignes.map((l) => `\u00a0\u00a0\u00a0• ${l}`)]
        : [`- ${x}`],
    );
    doc.paragraph(annexes.join("\n"), { size: 8.5 });
    // The living area and the asbestos report: the lease names them, they are not among its annexes.
    if (diagnostics?.mentions?.length)
      doc.paragraph(
        [MENTIONS_DDT, ...diagnostics.mentions.map((l) => `\u00a0\u00a0\u00a0• ${l}`)].join("\n"),
        { size: 8.5 },
      );

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
  });
  return doc.finish();
}

/** "Trois ans, jusqu'au 30 novembre 2029" from the lease's dates (duree-bail.ts, shared with the guarantor's deed). */
function duree(debut: string, fin: string | null, legaleMois: number): string {
  const t = dureeBail(debut, fin, legaleMois);
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

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Art. 15 (unfurnished): one month in zone tendue, else three months save the listed cases; furnished: one month. */
function preavisLocataire(type: TypeBail, tendue: boolean): string {
  if (type === "nu" && tendue)
    return "un mois, le logement étant situé en zone tendue (article 15)";
  return REGLES_BAIL[type].preavisLocataire;
}

type Document = Awaited<ReturnType<typeof createDocument>>;

/**
 * The revision clause (art. 17-1): none for a bail mobilité, nor for a dwelling of class F or G, whose rent may not
 * be revised (loi n° 2021-1104): a note says why instead.
 */
function revision(
  doc: Document,
  type: TypeBail,
  classe: string | null | undefined,
  d: DossierBundle["dossier"],
) {
  if (type === "mobilité") return doc.paragraph(T.REVISION_MOBILITE, { size: 8.5 });
  if (estPassoire(classe)) return doc.paragraph(SANS_REVISION_DPE(classe ?? ""), { size: 8.5 });
  doc.paragraph(T.REVISION, { size: 8.5 });
  doc.fields([
    ["Date de révision", "Chaque année à la date anniversaire de la prise d'effet du contrat"],
    ["Trimestre de référence de l'IRL", d.indiceTrim],
    ["Indice de référence (IRL)", nombre(d.indice)],
  ]);
}

/**
 * The energy mentions (loi n° 89-462, art. 3; décret n° 2015-587, annexe, II A as amended): the DPE classes, the
 * estimated yearly expense with its reference year, and the decency reminder for classes F and G (art. 6).
 */
function energie(doc: Document, a: DossierBundle["appartement"]) {
  const classes = join(
    [
      filled(a.classeEnergie) && `classe énergie ${a.classeEnergie}`,
      filled(a.classeClimat) && `classe climat ${a.classeClimat}`,
    ],
    ", ",
  );
  const depense =
    filled(a.depenseEnergieMin) || filled(a.depenseEnergieMax)
      ? join(
          [
            filled(a.depenseEnergieMin) && filled(a.depenseEnergieMax)
              ? `entre ${euros(a.depenseEnergieMin)} et ${euros(a.depenseEnergieMax)} par an`
              : `${euros(a.depenseEnergieMin ?? a.depenseEnergieMax)} par an`,
            filled(a.anneeReferenceEnergie) && `prix de référence de ${a.anneeReferenceEnergie}`,
          ],
          ", ",
        )
      : "";
  if (!classes && !depense) return;
  doc.fields([
    ["Performance énergétique (DPE)", capitalise(classes)],
    ["Dépenses annuelles d'énergie estimées", depense],
  ]);
  if (depense) doc.paragraph(T.DEPENSE_ENERGIE, { size: 8.5 });
  const rappel = rappelDecence(a.classeEnergie);
  if (rappel) doc.paragraph(rappel, { size: 8.5 });
}
