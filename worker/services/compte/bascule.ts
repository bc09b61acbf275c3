import { eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { Quitance } from "../../db/schema";
import { introuvable } from "../../domain/labels";
import { planLoyers } from "../../domain/proprietaire/loyers";
import { notFound } from "../../lib/errors";
import { clearResponseCaches, type Ports } from "../../ports";
import type { LigneRejouee } from "../../ports/kept-ledgers";
import { inOneTripApres } from "../one-trip";
import {
  anciensDe,
  anciensJsonSql,
  datation,
  dernierVu,
  ecritureStatementVide,
  ecrireStatement,
  ecrituresLoyerDe,
  ecrituresLoyerSql,
  proprietairesDe,
  proprietairesJsonSql,
  reconcilierLoyers,
} from "../proprietaire/loyers";
import { type Compte, lignesRejoueesDe, lireCompte, rejeuSql } from "./ledger";
import { etatsDe, etatsSql, projection } from "./projection";
import { marquerTerme, SYSTEME, switchState, termeApi } from "./termes";

// The spec's status switch (GET /Quitance/switchState/{true|false}/{id}) in one read and one write batch, either way
// (ADR 165 « Statut remis à impayé », ADR 167 « payé »): on the edge two round trips with the session's check, where
// an interactive transaction took fourteen to sixteen. What both sides share lives here: the read (the term, and its
// dossier's account in one statement), the guard (nothing appended to the ledger since the read, then each write
// only if the one before it wrote what it had to: `changes()`, which only this batch's own writes can satisfy), the
// batch's tail (the term's mark, the replay's projection, the owners' entries, the term read back) and the fallback
// to the transaction (termes.ts) when the guard refused, which then decides under the write lock.

/** The read's columns both sides need, as JSON text. */
type Commun = Record<"lignes" | "etats" | "proprietaires" | "loyers" | "anciens", string | null>;

/**
 * The term found by `terme` (a condition on "Quitance": its id, or the e-mailed link's uuid), and its dossier's
 * account as one statement of JSON columns plus the caller's own (`colonnes`, given the dossier's SQL: `, (…) as "x"`
 * each): two reads sent together, which on the edge go in one round trip (with the session's check where there is
 * one: entry/round-trips.ts; a batch would go apart). The term undefined when unknown.
 */
export async function lireTermeEtCompte<C extends Record<string, unknown>>(
  ports: Ports,
  terme: SQL,
  colonnes: (dossier: SQL) => SQL,
) {
  const d = sql`(select "DossierId" from "Quitance" where ${terme})`;
  const [[q], [lu]] = await Promise.all([
    ports.db.select().from(Quitance).where(terme),
    ports.db.all<Commun & C>(sql`select (${rejeuSql(d)}) as "lignes", (${etatsSql(d)}) as "etats",
      (${proprietairesJsonSql(d)}) as "proprietaires", (${ecrituresLoyerSql(d)}) as "loyers",
      (${anciensJsonSql(d)}) as "anciens" ${colonnes(d)}`),
  ]);
  // A term outside any dossier has no account (null): the transaction sets its flags as the spec says.
  if (!q || q.DossierId == null || !lu) return { q, compte: null };
  const lignes = lignesRejoueesDe([{ j: lu.lignes }]);
  return {
    q,
    compte: { q, dossierId: q.DossierId, lu, lignes, vu: lignes.at(-1)?.id ?? 0 },
  };
}

/** The switch's read (lireTermeEtCompte by the term's id): 404 in French for an unknown term. */
export async function lireBascule<C extends Record<string, unknown>>(
  ports: Ports,
  id: number,
  colonnes: (dossier: SQL) => SQL,
) {
  const { q, compte } = await lireTermeEtCompte<C>(ports, eq(Quitance.id, id), colonnes);
  if (!q) throw notFound(introuvable("Quitance"));
  return compte;
}

/**
 * In SQL: the term is still the dossier's and no line was appended to the dossier's ledger after `vu`, the last one
 * read (on Node the two reads are not one snapshot: a term moved in between fails this too).
 */
export const commeLu = (id: number, dossierId: number, vu: number): SQL =>
  sql`exists (select 1 from "Quitance" where "id" = ${id} and "DossierId" = ${dossierId})
    and not exists (select 1 from "Ecriture" where "DossierId" = ${dossierId} and "id" > ${vu})`;

/** In SQL: the batch's statement just before wrote `n` rows (not counting its triggers' rows). */
export const ecrit = (n: number): SQL => sql`changes() = ${n}`;

/** One side's batch: its own writes first (after the mark when it records the tenant's answer), then the tail. */
export interface Bascule<F> {
  id: number;
  dossierId: number;
  /** The read's JSON columns (lireBascule). */
  lu: Commun;
  /** The caller's writes, each under the guard (`commeLu`, then `ecrit`), before the term's mark. */
  avant: BatchItem<"sqlite">[];
  /** The mark's condition: the caller's last write wrote what it had to, or, with none, `commeLu`. */
  garde: SQL;
  /** The account once the batch has written (the new lines under ids of their own: only the order counts). */
  prevu: Compte<LigneRejouee>;
  /**
   * The tenant's answer from the e-mailed link (ADR 171): the mark records it too and is the batch's first write,
   * as the transaction's conditional write is; the caller's writes are then chained on it.
   */
  declaration?: boolean;
  /**
   * What happens when the guard refused (nothing was written): `parLaTransaction`, or the link's, which may answer
   * from the term the refused batch read back (ADR 173: an answer already taken is a 409 without the transaction).
   */
  repli: (terme: typeof Quitance.$inferSelect | undefined) => Promise<F>;
}

/** The switch's fallback: the transaction (termes.ts) decides under the write lock and answers the term. */
export const parLaTransaction =
  (ports: Ports, id: number, paye: boolean, auteur: string) => async () =>
    termeApi(ports, await switchState(ports, id, paye, auteur));

/**
 * Runs the caller's writes with the tail in one batch: the term's status known (before the replay's writes, as the
 * transaction wrote it), the projection of `prevu` (the term's stored `statusInconu` taken as already false), the
 * owners' entries under their own guard, the term read back. `reponse` builds the answer from the term and the
 * answers of the caller's writes; when the guard refused (nothing written), the transaction answers instead.
 */
export async function basculer<R, F>(
  ports: Ports,
  b: Bascule<F>,
  reponse: (terme: typeof Quitance.$inferSelect, avant: readonly unknown[]) => R,
): Promise<R | F> {
  const { id, dossierId, lu, prevu } = b;
  const createdAt = ports.clock.now().toISOString();
  const stockes = etatsDe([{ j: lu.etats }]).map((e) =>
    e.id === id ? { ...e, statusInconu: false } : e,
  );
  const proprietaires = proprietairesDe(lu.proprietaires);
  const loyers = ecrituresLoyerDe([{ j: lu.loyers }]);
  const plan = planLoyers(
    prevu.lettrage,
    proprietaires,
    loyers,
    datation(ports),
    anciensDe(lu.anciens),
  );
  const ctx = { DossierId: dossierId, auteur: SYSTEME, createdAt };
  const marque = marquerTerme(ports, id, createdAt, b.garde, b.declaration);
  const enTete = b.declaration !== undefined;
  // Each term's update, then the owners' entries, only if the update before it wrote its one row. No read stands
  // between two chained writes (ADR 165: one there cost the edge 8 round trips instead of 2).
  const etats = projection(ports, dossierId, prevu, stockes, ecrit(1));
  const proprio =
    ecrireStatement(ports, plan, proprietaires, ctx, dernierVu(loyers), ecrit(1)) ??
    ecritureStatementVide(ports);
  const { tete, queue } = await inOneTripApres(
    ports,
    enTete ? [marque, ...b.avant, ...etats] : [...b.avant, marque, ...etats],
    [proprio, ports.db.select().from(Quitance).where(eq(Quitance.id, id))],
  );
  const [ecrites, [terme]] = queue;
  const debut = enTete ? 1 : 0;
  const marquee = tete[enTete ? 0 : b.avant.length];
  // A line appended in between: nothing was written, the transaction does it on the ledger as it is.
  if (!terme || !Array.isArray(marquee) || !marquee.length) return b.repli(terme);
  clearResponseCaches(ports);
  // The owners' entries changed in between without a line of the tenant's (rare): written from the ledger as it is.
  if (plan.length && ecrites.rowsAffected === 0)
    await reconcilierLoyers(
      ports,
      dossierId,
      async () => (await lireCompte(ports, dossierId)).lettrage,
      SYSTEME,
    );
  return reponse(terme, tete.slice(debut, debut + b.avant.length));
}
