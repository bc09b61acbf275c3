// The insurer's quarterly statement of GLI premiums (issue 78 item 2). Only what goes where; the figures are
// worker/domain/garanties/bordereau.ts.
import type { Bordereau } from "../domain/garanties/bordereau";
import { moisLong } from "../domain/compte/libelles";
import { createDocument, euros, type DocumentContext } from "./layout";

export interface BordereauGliData extends Bordereau {
  assureur: string;
  numeroContrat: string;
  orias: string | null;
}

export async function bordereauGliPdf(d: BordereauGliData, ctx: DocumentContext) {
  const doc = await createDocument({
    ...ctx,
    titre: "Bordereau des primes GLI",
    sousTitre: `${d.assureur}, contrat n° ${d.numeroContrat}, ${d.libelle}`,
  });
  doc.fields([
    ["Assureur", d.assureur],
    ["Contrat groupe", d.numeroContrat],
    ["Intermédiaire (ORIAS)", d.orias],
    ["Total des primes", euros(d.total)],
  ]);
  doc.heading("Primes du trimestre");
  if (d.lignes.length)
    doc.table(
      [
        // The month in words (« novembre 2026 ») and « Mouvement » on one line each.
        { titre: "Lot", largeur: 2.5 },
        { titre: "Locataire", largeur: 2 },
        { titre: "Mois", largeur: 1.55 },
        { titre: "Base", largeur: 1.2, align: "right" },
        { titre: "Taux", largeur: 0.8, align: "right" },
        { titre: "Prime", largeur: 1.1, align: "right" },
        { titre: "Mouvement", largeur: 1.45 },
      ],
      [
        ...d.lignes.map((l) => [
          l.lot,
          l.locataire,
          moisLong(l.mois),
          euros(l.base),
          `${String(l.taux).replace(".", ",")} %`,
          euros(l.prime),
          l.mouvement,
        ]),
        { cells: ["Total", "", "", "", "", euros(d.total), ""], bold: true },
      ],
      { size: 8.5 },
    );
  else doc.paragraph("Aucune prime ce trimestre.", { italic: true, size: 8.5 });
  return doc.finish();
}
