// "Aide à la déclaration des revenus fonciers" (issue 38 part 5, ADR 033): the amounts of form 2044 for one calendar
// year from the owner's account, in all and per apartment. A help to fill in the form, not the form itself.
import type { Lignes2044 } from "../domain/gerance/revenus-fonciers";
import { createDocument, dateLongue, euros, type DocumentContext } from "./layout";

export interface RevenusFonciersData extends Lignes2044 {
  annee: number;
  proprietaire: string;
  adresse: string;
  parAppartement: (Lignes2044 & { designation: string })[];
}

const LIGNES: [keyof Lignes2044, string, string][] = [
  ["ligne211", "211", "Loyers bruts encaissés (hors charges)"],
  ["ligne221", "221", "Frais d'administration et de gestion (honoraires TTC)"],
  ["ligne222", "222", "Autres frais de gestion : forfait de 20 € par local"],
  ["ligne224", "224", "Dépenses de réparation, d'entretien et d'amélioration payées"],
  ["ligne229", "229", "Provisions pour charges de copropriété payées"],
];

const tableau = (l: Lignes2044) => LIGNES.map(([k, n, libelle]) => [n, libelle, euros(l[k])]);
const colonnes = [
  { titre: "Ligne", largeur: 0.7 },
  { titre: "Libellé", largeur: 5 },
  { titre: "Montant", largeur: 1.4, align: "right" as const },
];

export async function revenusFonciersPdf(
  d: RevenusFonciersData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const doc = await createDocument({
    ...ctx,
    titre: "Aide à la déclaration des revenus fonciers",
    sousTitre: `Revenus de l'année ${d.annee} (déclaration n° 2044)`,
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
  doc.keepTogether(() => {
    doc.space(6);
    doc.paragraph(
      "Montants tirés de votre compte de gestion : loyers encaissés par l'agence l'année civile, hors la part des charges de chaque échéance ; honoraires et dépenses réglés par l'agence pour votre compte, annulations déduites. Les provisions de copropriété ne sont indiquées que lorsque l'agence les a réglées. Vérifiez-les avec vos propres justificatifs avant de déclarer.",
      { italic: true, size: 8.5 },
    );
    doc.paragraph(`Établi le ${dateLongue(ctx.date)} par ${ctx.agence.nom}.`, {
      size: 8.5,
      muted: true,
    });
  });
  return doc.finish();
}
