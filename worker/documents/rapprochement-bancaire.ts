// The bank reconciliation statement of one account for one month (état de rapprochement bancaire), what the agency's
// financial guarantor audits. Only what goes where; the figures are worker/domain/banque/rapprochement.ts.
import type { Rapprochement } from "../domain/banque/rapprochement";
import {
  createDocument,
  dateCourte,
  dateLongue,
  euros,
  type DocumentContext,
  type Row,
} from "./layout";

export interface RapprochementData extends Rapprochement {
  compte: string;
  du: string;
  au: string;
  /** The closing day of the account's last statement ending by the month's end; null when there is none. */
  soldeAu: string | null;
  /** That statement's own closing balance, as the bank printed it; null when no statement gives one. */
  soldeBancaire: number | null;
}

const colonnes = [
  { titre: "Date", largeur: 1.1 },
  { titre: "Libellé", largeur: 4.2 },
  { titre: "Montant", largeur: 1.4, align: "right" as const },
];

export async function rapprochementBancairePdf(
  d: RapprochementData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const doc = await createDocument({
    ...ctx,
    titre: "État de rapprochement bancaire",
    sousTitre: `${d.compte} — du ${dateLongue(d.du)} au ${dateLongue(d.au)}`,
  });
  doc.heading("Synthèse");
  doc.table(
    [
      { titre: "Désignation", largeur: 4 },
      { titre: "Montant", largeur: 1.4, align: "right" },
    ],
    [
      d.soldeAu === null || d.soldeBancaire === null
        ? ["Solde bancaire (aucun relevé ne l'indique)", "non connu"]
        : [`Solde au ${dateCourte(d.soldeAu)} (relevé)`, euros(d.soldeBancaire)],
      ["Mouvements bancaires du mois", euros(d.mouvements)],
      ["Encaissements enregistrés aux comptes des locataires", euros(d.encaissements)],
      { cells: ["Écart à expliquer", euros(d.ecart)], bold: true },
      [
        "Lignes bancaires non rapprochées",
        euros(d.nonRapprochees.reduce((s, l) => s + l.montant, 0)),
      ],
      ["Lignes bancaires écartées", euros(d.ecartees.reduce((s, l) => s + l.montant, 0))],
      [
        "Paiements sans ligne bancaire (à déduire)",
        euros(-d.sansLigne.reduce((s, p) => s + p.montant, 0)),
      ],
      { cells: ["Écart non expliqué", euros(d.residuel)], bold: true },
    ],
  );
  const section = (titre: string, rows: Row[]) => {
    doc.heading(titre);
    if (rows.length) doc.table(colonnes, rows, { size: 8.5 });
    else doc.paragraph("Aucune.", { italic: true, size: 8.5 });
  };
  section(
    "Lignes bancaires non rapprochées",
    d.nonRapprochees.map((l) => [dateCourte(l.date), l.libelle, euros(l.montant)]),
  );
  section(
    "Lignes bancaires écartées",
    d.ecartees.map((l) => [
      dateCourte(l.date),
      `${l.libelle}${l.motif ? ` — ${l.motif}` : ""}`,
      euros(l.montant),
    ]),
  );
  section(
    "Paiements enregistrés sans ligne bancaire",
    d.sansLigne.map((p) => [
      dateCourte(p.date),
      [p.dossier, p.mode, p.reference].filter(Boolean).join(" — "),
      euros(p.montant),
    ]),
  );
  doc.paragraph(
    d.residuel === 0
      ? "Les mouvements bancaires du mois et les comptes des locataires concordent au centime près, aux éléments listés ci-dessus près."
      : `Un écart de ${euros(d.residuel)} reste à expliquer.`,
    { italic: true, size: 8.5 },
  );
  return doc.finish();
}
