// The register of mandates of one year (loi Hoguet, décret 1972-678 art. 72): one line per number, in order,
// cancelled ones included with their date. The pages are numbered by the layout's footer ("Page 1 / N").
import { NATURE_MANDAT_LIBELLE, type LigneRegistre } from "../domain/mandats/registre";
import { createDocument, dateCourte, type DocumentContext } from "./layout";

export interface RegistreMandatsData {
  annee: number;
  lignes: LigneRegistre[];
}

const colonnes = [
  { titre: "N°", largeur: 1.1 },
  { titre: "Date", largeur: 1.25 },
  { titre: "Nature", largeur: 1 },
  { titre: "Mandant(s)", largeur: 2.2 },
  { titre: "Bien", largeur: 2.35 },
  { titre: "Durée", largeur: 0.9 },
  { titre: "Fin / annulation", largeur: 1.3 },
];

/** "Annulé le 12/03/2026", or the end of the period. */
const finOuAnnulation = (l: LigneRegistre) =>
  l.dateAnnulation ? `Annulé le ${dateCourte(l.dateAnnulation)}` : dateCourte(l.dateFin);

export async function registreMandatsPdf(
  d: RegistreMandatsData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const carte = ctx.agence.carteProfessionnelle;
  const doc = await createDocument({
    ...ctx,
    titre: `Registre des mandats ${d.annee}`,
    sousTitre: carte ? `Carte professionnelle n° ${carte}` : undefined,
  });
  if (!d.lignes.length) doc.paragraph("Aucun mandat cette année.", { italic: true });
  // One sequence per card: a card changed during the year starts its own, printed under its own heading.
  const cartes = [...new Set(d.lignes.map((l) => l.carte))];
  for (const c of cartes) {
    if (cartes.length > 1)
      doc.heading(c ? `Carte professionnelle n° ${c}` : "Sans carte professionnelle renseignée");
    doc.table(
      colonnes,
      d.lignes
        .filter((l) => l.carte === c)
        .map((l) => [
          l.numero,
          dateCourte(l.date),
          NATURE_MANDAT_LIBELLE[l.nature],
          l.mandants,
          l.bien,
          l.duree,
          finOuAnnulation(l),
        ]),
      { size: 8 },
    );
  }
  return doc.finish();
}
