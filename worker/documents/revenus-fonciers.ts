// "Aide à la déclaration des revenus fonciers" (issue 38 part 5, ADR 033; issue 60 item 3, ADR 075): the amounts of
// form 2044 for one calendar year from the owner's account, in all and per apartment, each line followed by the
// entries behind it. A help to fill in the form, not the form itself; a year not finished reads « Provisoire » on
// every page.
import type { Justificatif, Ligne, Lignes2044 } from "../domain/gerance/revenus-fonciers";
import { createDocument, dateCourte, dateLongue, euros, type DocumentContext } from "./layout";

export interface RevenusFonciersData extends Lignes2044 {
  annee: number;
  provisoire: boolean;
  proprietaire: string;
  adresse: string;
  parAppartement: (Lignes2044 & { AppartementId: number; designation: string })[];
  justificatifs: Justificatif[];
}

const LIGNES: [keyof Lignes2044, string, string][] = [
  ["ligne211", "211", "Loyers bruts encaissés (hors charges)"],
  ["ligne215", "215", "Total des recettes"],
  ["ligne221", "221", "Frais d'administration et de gestion (honoraires TTC, frais de procédure)"],
  ["ligne222", "222", "Autres frais de gestion : forfait de 20 € par local"],
  ["ligne223", "223", "Primes d'assurance"],
  ["ligne224", "224", "Dépenses de réparation, d'entretien et d'amélioration"],
  ["ligne225", "225", "Charges récupérables non récupérées au départ du locataire"],
  ["ligne227", "227", "Taxe foncière (hors taxe d'enlèvement des ordures ménagères)"],
  ["ligne229", "229", "Provisions pour charges de copropriété payées"],
  ["ligne230", "230", "Régularisation des provisions de l'année précédente (à ajouter)"],
  ["ligne240", "240", "Total des frais et charges (221 à 229, moins 230)"],
  ["resultat", "", "Recettes moins frais et charges, avant intérêts d'emprunt (ligne 250)"],
];

const tableau = (l: Lignes2044) => LIGNES.map(([k, n, libelle]) => [n, libelle, euros(l[k])]);
const colonnes = [
  { titre: "Ligne", largeur: 0.7 },
  { titre: "Libellé", largeur: 5 },
  { titre: "Montant", largeur: 1.4, align: "right" as const },
];
const colonnesDetail = [
  { titre: "Date", largeur: 1 },
  { titre: "Logement", largeur: 2.2 },
  { titre: "Écriture", largeur: 3.4 },
  { titre: "Montant", largeur: 1.2, align: "right" as const },
];

/** The entries behind each line, under the line's number and label; what is left off the form, last. */
function detail(doc: Awaited<ReturnType<typeof createDocument>>, d: RevenusFonciersData) {
  const nom = new Map(d.parAppartement.map((a) => [a.AppartementId, a.designation]));
  const lignes: [Ligne, string][] = [
    ...LIGNES.flatMap(([k, n, libelle]): [Ligne, string][] =>
      k === "ligne215" || k === "ligne240" || k === "resultat"
        ? []
        : [[k, `Ligne ${n} : ${libelle}`]],
    ),
    ["nonReportes", "Non reporté sur la déclaration"],
  ];
  for (const [k, titre] of lignes) {
    const js = d.justificatifs.filter((j) => j.ligne === k);
    if (!js.length) continue;
    doc.heading(`${titre} (${euros(d[k])})`);
    doc.table(
      colonnesDetail,
      js.map((j) => [
        dateCourte(j.date),
        j.AppartementId == null ? "" : (nom.get(j.AppartementId) ?? ""),
        j.libelle,
        euros(j.montant),
      ]),
      { size: 8 },
    );
  }
}

export async function revenusFonciersPdf(
  d: RevenusFonciersData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const doc = await createDocument({
    ...ctx,
    titre: "Aide à la déclaration des revenus fonciers",
    sousTitre: `Revenus de l'année ${d.annee} (déclaration n° 2044)`,
    bandeau: d.provisoire
      ? `Provisoire : l'année ${d.annee} n'est pas terminée, les montants changeront`
      : undefined,
  });
  doc.heading("Propriétaire");
  doc.fields([
    ["Nom", d.proprietaire],
    ["Adresse", d.adresse],
  ]);
  doc.heading(`Montants de l'année ${d.annee}`);
  doc.table(colonnes, tableau(d));
  for (const a of d.parAppartement) {
    doc.heading(a.designation || "Logement");
    doc.table(colonnes, tableau(a), { size: 8.5 });
  }
  if (!d.parAppartement.length)
    doc.paragraph("Aucun mouvement sur le compte cette année.", { italic: true, muted: true });
  detail(doc, d);
  doc.keepTogether(() => {
    doc.space(6);
    for (const note of NOTES) doc.paragraph(note, { italic: true, size: 8.5 });
    doc.paragraph(`Établi le ${dateLongue(ctx.date)} par ${ctx.agence.nom}.`, {
      size: 8.5,
      muted: true,
    });
  });
  return doc.finish();
}

const NOTES = [
  "Montants tirés de votre compte de gestion : loyers encaissés par l'agence l'année civile, hors la part des charges de chaque échéance ; honoraires et dépenses réglés par l'agence pour votre compte, chacune à la ligne de sa nature, annulations déduites. En indivision, chaque montant est votre quote-part, le forfait de 20 € par local compris.",
  "La taxe d'enlèvement des ordures ménagères, récupérable sur le locataire, n'est ni une recette ni une charge ; les dépenses de nature « autre » ne sont reportées sur aucune ligne tant que leur nature n'est pas précisée.",
  "Ligne 225 : le compte ne connaît pas les charges récupérables restées à votre charge au départ d'un locataire ; ajoutez-les s'il y a lieu. Ligne 230 : la part non déductible des provisions de l'année précédente, selon les comptes approuvés du syndic, telle que l'agence l'a saisie. Les intérêts d'emprunt (ligne 250) ne sont pas connus du compte. Vérifiez ces montants avec vos propres justificatifs avant de déclarer.",
];
