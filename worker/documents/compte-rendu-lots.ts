// The compte-rendu's detail an owner can check (issue 60 item 4): each lot's terms (called, collected with the days
// they were paid, unpaid, state), the owner's share when there are several owners, the deposit and who holds it;
// the mandates with their fee as signed. Only what goes where; the figures come from domain/gerance.
import type { LigneLot } from "../domain/gerance/compte-rendu";
import { tauxMandat, type MandatGerance } from "../domain/gerance/mandats";
import { MOIS_FR } from "../domain/dates";
import { dateCourte, euros, pourcent, type Column, type Layout } from "./layout";

/** "Novembre 2026": a term by its month. */
const moisDe = (d: string) => {
  const m = MOIS_FR[Number(d.slice(5, 7)) - 1] ?? "";
  return `${m.charAt(0).toUpperCase()}${m.slice(1)} ${d.slice(0, 4)}`;
};

/** The deposit's line: how much, and who holds it. */
export const mentionDepot = (l: Pick<LigneLot, "depot" | "depotProprietaire">) =>
  `Dépôt de garantie : ${euros(l.depot)}, ${l.depotProprietaire ? "conservé par le propriétaire" : "détenu par l'agence"}.`;

export function lotsEnDetail(doc: Layout, lots: readonly LigneLot[]) {
  for (const l of lots) {
    const indivision = l.part < 100;
    doc.paragraph(
      [l.appartement, l.locataire].filter(Boolean).join(" : ") +
        (indivision ? ` (votre quote-part : ${pourcent(l.part)})` : ""),
      { bold: true },
    );
    if (l.termes.length) {
      const columns: Column[] = [
        { titre: "Échéance", largeur: 1.4 },
        ...(indivision
          ? [{ titre: "Montant du terme", largeur: 1.2, align: "right" as const }]
          : []),
        { titre: indivision ? "Votre part" : "Appelé", largeur: 1.1, align: "right" },
        { titre: "Encaissé", largeur: 1.1, align: "right" },
        { titre: "Payé le", largeur: 1.3 },
        { titre: "Impayé", largeur: 1.1, align: "right" },
        { titre: "État", largeur: 1.4 },
      ];
      doc.table(
        columns,
        l.termes.map((t) => [
          moisDe(t.date),
          ...(indivision ? [euros(t.total)] : []),
          euros(t.appele),
          euros(t.encaisse),
          t.payeLe.map(dateCourte).join(", ") || "—",
          euros(t.impaye),
          t.etat,
        ]),
        { size: 8 },
      );
    }
    if (l.depot) doc.paragraph(mentionDepot(l), { size: 8.5 });
  }
}

export function mandats(doc: Layout, liste: readonly MandatGerance[]) {
  if (!liste.length) return;
  doc.heading(liste.length > 1 ? "Mandats de gestion" : "Mandat de gestion");
  doc.fields(
    liste.map((m) => [
      `Mandat n° ${m.numeroMandat ?? m.MissionId}`,
      `Honoraires de gestion : ${tauxMandat(m)} des loyers et charges encaissés`,
    ]),
  );
}
