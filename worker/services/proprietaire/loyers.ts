import { sql, type SQL, type Placeholder } from "drizzle-orm";
import type { Ports } from "../../ports";
import type { Lettrage } from "../../domain/compte/lettrage";
import {
  planLoyers,
  type EcritureLoyer,
  type NouvelleEcriture,
  type ProprietaireHonoraires,
} from "../../domain/proprietaire/loyers";
import { today } from "../../lib/dates";

// The owners' entries of the tenant's payments (issue 38, ADR 031), written by the payment's own batch
// (compte/encaisser.ts) or by the transaction that replays the tenant's account (compte/ledger.ts recalculer). The
// plan is pure (domain/proprietaire/loyers.ts); here: its reads, as statements a batch can carry, and its one write,
// guarded by "the owners' entries of this dossier are still those read", so that two requests never both write the
// same correction (the one that comes second finds the ledger changed and writes nothing).

/** The id a plan uses for the payment being written in the same batch, whose id is not known yet. */
export const PAIEMENT_EN_COURS = Number.MAX_SAFE_INTEGER;

/** The owners of the dossier's apartment, their shares, and the fee of the mission covering the apartment and them. */
export const proprietairesStatement = (ports: Ports, dossierId: number) =>
  ports.db.all<ProprietaireDuLot>(proprietairesSql(dossierId));

/** An owner as proprietairesStatement reads them. */
export type ProprietaireDuLot = ProprietaireHonoraires & { AppartementId: number };

/** The owners as one JSON array of value arrays (a payment reads them beside its other reads: compte/encaisser.ts). */
export const proprietairesJsonSql = (dossierId: number | Placeholder | SQL) => sql`
    select json_group_array(json_array("AppartementId", "ClientId", "quotePart", "honorairesGestion", "tauxTva"))
    from (${proprietairesSql(dossierId)})`;

/** proprietairesJsonSql's answer as owners. */
export function proprietairesDe(j: string | null): ProprietaireDuLot[] {
  // JSON.parse gives any: the statement built each owner in this order.
  const rows: [number, number, number, number, number][] = JSON.parse(j ?? "[]");
  return rows.map(([AppartementId, ClientId, quotePart, honorairesGestion, tauxTva]) => ({
    AppartementId,
    ClientId,
    quotePart,
    honorairesGestion,
    tauxTva,
  }));
}

const proprietairesSql = (dossierId: number | Placeholder | SQL) => sql`
    select ap."AppartementId", ap."ClientId", ap."quotePart",
      coalesce(m."honorairesGestion", 0) as "honorairesGestion", coalesce(m."tauxTva", 20) as "tauxTva"
    from "Dossier" d
    join "AppartementProprietaire" ap on ap."AppartementId" = d."AppartementId"
    left join "Mission" m on m."id" = (
      select ma."MissionId" from "MissionAppartement" ma
      join "MissionClient" mc on mc."MissionId" = ma."MissionId" and mc."ClientId" = ap."ClientId"
      where ma."AppartementId" = d."AppartementId" order by ma."MissionId" desc limit 1)
    where d."id" = ${dossierId}
    order by ap."ClientId"`;

/** The columns of an owner entry, in the order of the JSON arrays ecrituresLoyerStatement builds. */
const COLS_LOYER = [
  "id",
  "ClientId",
  "type",
  "libelle",
  "debit",
  "credit",
  "tva",
  "PaiementId",
  "QuitanceId",
  "annuleId",
] as const satisfies readonly (keyof EcritureLoyer)[];
/** An entry as the statement builds it: the values of COLS_LOYER, in that order. */
type ValeursDe<C extends readonly (keyof EcritureLoyer)[]> = {
  -readonly [I in keyof C]: EcritureLoyer[C[I]];
};
type LigneLoyer = ValeursDe<typeof COLS_LOYER>;

/**
 * The owners' entries of the dossier's payments written after the one with id `vu` (0: all), in the order they
 * were written. One JSON array built by SQLite, as the tenant's ledger is read (compte/ledger.ts): a payment reads
 * hundreds of them, and the driver's row objects and their mapping cost several times the parse. Owner entries are
 * append-only and their ids grow, so the entries read earlier followed by these are all of them (a payment's batch
 * reads back only what was appended since its first read).
 */
export const ecrituresLoyerStatement = (ports: Ports, dossierId: number, vu = 0) =>
  ports.db.all<{ j: string | null }>(sql`select (${ecrituresLoyerSql(dossierId, vu)}) as "j"`);

/** ecrituresLoyerStatement's select, without its column's name (a payment reads it beside others). */
export const ecrituresLoyerSql = (
  dossierId: number | Placeholder | SQL,
  vu: number | Placeholder = 0,
) => sql`
    select json_group_array(json_array(${sql.raw(COLS_LOYER.map((c) => `"${c}"`).join(", "))})) from (
      select ${sql.raw(COLS_LOYER.map((c) => `"${c}"`).join(", "))} from "EcritureProprietaire"
      where "DossierId" = ${dossierId} and "PaiementId" is not null and "id" > ${vu} order by "id")`;

/** ecrituresLoyerStatement's answer as entries. */
export function ecrituresLoyerDe(answer: { j: string | null }[]): EcritureLoyer[] {
  // JSON.parse gives any: the statement built each entry in COLS_LOYER's order.
  const lines: LigneLoyer[] = JSON.parse(answer[0]?.j ?? "[]");
  return lines.map(
    ([id, ClientId, type, libelle, debit, credit, tva, PaiementId, QuitanceId, annuleId]) => ({
      id,
      ClientId,
      type,
      libelle,
      debit,
      credit,
      tva,
      PaiementId,
      QuitanceId,
      annuleId,
    }),
  );
}

/** The dossier's payments recorded before the owner's account existed (Paiement.versProprietaires false). */
export const anciensStatement = (ports: Ports, dossierId: number) =>
  ports.db.all<{ id: number }>(anciensSql(dossierId));
const anciensSql = (dossierId: number | Placeholder | SQL) => sql`
    select "id" from "Paiement" where "DossierId" = ${dossierId} and "versProprietaires" = 0`;
/** The same ids as one JSON array (a payment reads them beside its other reads). */
export const anciensJsonSql = (dossierId: number | Placeholder | SQL) =>
  sql`select json_group_array("id") from (${anciensSql(dossierId)})`;
/** anciensJsonSql's answer as a set. */
export const anciensDe = (j: string | null): Set<number> => new Set<number>(JSON.parse(j ?? "[]"));
export const ensemble = (rows: { id: number }[]) => new Set(rows.map((r) => r.id));

/** The newest owner entry of the dossier: what a write's guard compares with. */
export const dernierVu = (rows: EcritureLoyer[]) => rows.at(-1)?.id ?? 0;

/**
 * The condition: the dossier's owner entries of its payments are still those read (nothing appended after `vu`); the
 * lease's other entries (its letting fees, issue 60) are not read by the plan and do not hold it up.
 */
const inchange = (dossierId: number, vu: number) =>
  sql`not exists (select 1 from "EcritureProprietaire" where "DossierId" = ${dossierId} and "id" > ${vu}
    and "PaiementId" is not null)`;

export interface Contexte {
  DossierId: number;
  auteur: string;
  createdAt: string;
}

/**
 * The plan's entries as ONE statement, so its guard is read once before any row is inserted (SQLite materializes
 * a SELECT that reads the table it inserts into). Null when there is nothing to write.
 */
export function ecrireStatement(
  ports: Ports,
  plan: NouvelleEcriture[],
  proprietaires: { AppartementId: number }[],
  ctx: Contexte,
  vu: number,
  garde?: SQL,
) {
  if (!plan.length) return null;
  const appartement = proprietaires[0]?.AppartementId ?? null;
  const paiement = (id: number) =>
    id === PAIEMENT_EN_COURS
      ? sql`(select max("id") from "Paiement" where "DossierId" = ${ctx.DossierId})`
      : sql`${id}`;
  const lignes = sql.join(
    plan.map(
      (e) => sql`select ${e.ClientId} as "ClientId", ${e.type} as "type", ${e.date} as "date",
        ${e.libelle} as "libelle", ${e.debit} as "debit", ${e.credit} as "credit", ${e.tva} as "tva",
        ${appartement} as "AppartementId", ${ctx.DossierId} as "DossierId", ${paiement(e.PaiementId)} as "PaiementId",
        ${e.QuitanceId} as "QuitanceId", ${e.annuleId} as "annuleId", ${ctx.auteur} as "auteur",
        ${ctx.createdAt} as "createdAt"`,
    ),
    sql` union all `,
  );
  const condition = garde
    ? sql`${inchange(ctx.DossierId, vu)} and ${garde}`
    : inchange(ctx.DossierId, vu);
  return ports.db.run(sql`insert into "EcritureProprietaire" ("ClientId", "type", "date", "libelle", "debit",
      "credit", "tva", "AppartementId", "DossierId", "PaiementId", "QuitanceId", "annuleId", "auteur", "createdAt")
    select * from (${lignes}) where ${condition}`);
}

/** A statement that writes nothing: holds the place of the owners' write in a batch when there is none. */
export const ecritureStatementVide = (ports: Ports) => ports.db.run(sql`select 0 where 0`);

/** How the plan dates entries: the request's own payment at its date, anything else (a later change) today. */
export const datation =
  (ports: Ports, propre?: { PaiementId: number; date: string }) => (PaiementId: number) =>
    propre && PaiementId === propre.PaiementId ? propre.date : today(ports.clock);

/**
 * Brings the owners' entries of a dossier in line with its replayed account, inside the caller's transaction (or,
 * outside one, guarded and retried: a parallel request that wrote first makes this one read again).
 */
export async function reconcilierLoyers(
  ports: Ports,
  dossierId: number,
  lire: () => Promise<Lettrage>,
  auteur: string,
  propre?: { PaiementId: number; date: string },
) {
  for (let essai = 0; essai < 5; essai++) {
    const [lettrage, proprietaires, lues, anciens] = await Promise.all([
      lire(),
      proprietairesStatement(ports, dossierId),
      ecrituresLoyerStatement(ports, dossierId),
      anciensStatement(ports, dossierId),
    ]);
    const existantes = ecrituresLoyerDe(lues);
    const plan = planLoyers(
      lettrage,
      proprietaires,
      existantes,
      datation(ports, propre),
      ensemble(anciens),
    );
    const ctx = { DossierId: dossierId, auteur, createdAt: ports.clock.now().toISOString() };
    const stmt = ecrireStatement(ports, plan, proprietaires, ctx, dernierVu(existantes));
    if (!stmt) return;
    const res = await stmt;
    if (res.rowsAffected > 0) return;
  }
}
