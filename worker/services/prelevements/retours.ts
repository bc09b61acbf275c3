import { sql } from "drizzle-orm";
import { termeDeEndToEndId } from "../../domain/prelevements/pain008";
import { toEuros } from "../../domain/money";
import { CODES_REJET } from "../../domain/prelevements/rejets";
import type { Ports } from "../../ports";

// GET /api/prelevements/retours (issue 41, ADR 041): the bank statement's return lines (a debit line waiting to be
// matched, camt.053/054 or CSV, whose reference or label carries a batch's EndToEndId "PRL{lot}-Q{term}") that name
// a line of a validated batch not rejected yet: each one proposes that line's reject, with the ISO reason the bank
// gave (camt's RtrInf, or a code in the label) when it gave one. Two reads.

interface Retour {
  id: number;
  date: string;
  montant: number;
  libelle: string;
  reference: string | null;
}
interface LigneVive {
  id: number;
  PrelevementId: number;
  QuitanceId: number;
  DossierId: number;
  titulaire: string;
  montant: number;
}

/** The first known ISO reason code (AM04, MD06...) written as a word of the line's texts, null when none is. */
function motifDe(texte: string): string | null {
  const mots = new Set(texte.toUpperCase().split(/[^A-Z0-9]+/));
  return CODES_REJET.find((c) => mots.has(c)) ?? null;
}

export async function retoursProposes(ports: Ports) {
  const [retours, lignes] = await Promise.all([
    ports.db.all<Retour>(sql`select "id", "date", "montant", "libelle", "reference" from "LigneBancaire"
      where "statut" = 'à rapprocher' and "montant" < 0
        and (coalesce("reference", '') || ' ' || "libelle") like '%PRL%-Q%' order by "date", "id"`),
    ports.db.all<LigneVive>(sql`select l."id", l."PrelevementId", l."QuitanceId", l."DossierId", l."titulaire",
        l."montant"
      from "LignePrelevement" l join "Prelevement" p on p."id" = l."PrelevementId"
      where p."statut" = 'valide' and l."rejet" is null`),
  ]);
  const parCle = new Map(lignes.map((l) => [`${l.PrelevementId}-${l.QuitanceId}`, l]));
  const data = [];
  for (const r of retours) {
    const t = termeDeEndToEndId(`${r.reference ?? ""} ${r.libelle}`);
    const l = t && parCle.get(`${t.lot}-${t.QuitanceId}`);
    if (!l) continue;
    data.push({
      LigneBancaireId: r.id,
      date: r.date,
      montant: toEuros(r.montant),
      libelle: r.libelle,
      PrelevementId: l.PrelevementId,
      ligneId: l.id,
      QuitanceId: l.QuitanceId,
      DossierId: l.DossierId,
      titulaire: l.titulaire,
      motif: motifDe(`${r.reference ?? ""} ${r.libelle}`),
    });
  }
  return { data };
}
