import { and, eq, type SQL, sql } from "drizzle-orm";
import { Quitance } from "../../db/schema";
import { introuvable } from "../../domain/labels";
import { planLoyers } from "../../domain/proprietaire/loyers";
import { today } from "../../lib/dates";
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
import { toApi } from "../serialize";
import { paiementsDuLocataire } from "./impaye-paiements";
import { compteDe, lignesRejoueesDe, lireCompte, rejeuSql } from "./ledger";
import { annulationsDesPaiements, type PaiementRow } from "./paiements";
import { etatsDe, etatsSql, projection } from "./projection";
import { etatTerme, MOTIF_IMPAYE, SYSTEME, switchState, termeApi } from "./termes";

// « Statut remis à impayé » (GET /Quitance/switchState/false/{id}) in one read and one write batch (ADR 165): on
// the edge two round trips with the session's check, instead of an interactive transaction's sixteen. The read is
// the term and, in one statement, what its transaction read one statement at a time (the ledger as the replay
// reads it, the terms' stored state, the owners and their entries, the indemnities, the payments). The batch writes
// what the transaction wrote: the insurer's part of each payment first (ADR 164), the reversals' lines, the term's
// status known, the terms' state replayed (recalculer's projection), the owners' entries; then reads the term back.
// The rule under parallel requests is SQL's: the first writes hold only while no line was appended to the dossier
// since the read, and each later one only if the one before it wrote what it had to (`changes()`: another click's
// identical reversals must not pass for this one's). A line appended in between (a payment, another click's
// reversal) makes the batch write nothing, and the transaction (termes.ts) decides under the write lock; a payment
// is never reversed twice either way (the unique index on the reversal). The answer is the term as
// `GET /Quitance/{id}` gives it, from the replay predicted (the batch held it to the ledger read).

/** The term's dossier, in SQL: the reads name it before the term's row is known. */
const dossierDuTerme = (id: number) => sql`(select "DossierId" from "Quitance" where "id" = ${id})`;

/** The payments' columns, in the order of the read's arrays. */
type PaiementLu = [
  number,
  number,
  number | null,
  number,
  string,
  string,
  string | null,
  string,
  string,
];

/**
 * The term's row, and its dossier's account as one statement of JSON columns: two reads sent together, which on
 * the edge go with the session's check in one round trip (entry/round-trips.ts; a batch would go apart).
 */
const lecture = (ports: Ports, id: number) => {
  const d = dossierDuTerme(id);
  return Promise.all([
    ports.db.select().from(Quitance).where(eq(Quitance.id, id)),
    ports.db.all<
      Record<"lignes" | "etats" | "proprietaires" | "loyers" | "anciens", string | null> & {
        indemnites: string;
        paiements: string;
      }
    >(sql`select (${rejeuSql(d)}) as "lignes", (${etatsSql(d)}) as "etats",
      (${proprietairesJsonSql(d)}) as "proprietaires", (${ecrituresLoyerSql(d)}) as "loyers",
      (${anciensJsonSql(d)}) as "anciens",
      (select json_group_array("PaiementId") from "Subrogation" where "DossierId" = ${d}) as "indemnites",
      (select json_group_array(json_array("id", "DossierId", "QuitanceId", "montant", "date", "mode", "reference",
        "auteur", "createdAt")) from "Paiement" p where p."DossierId" = ${d} and not exists (
        select 1 from "Ecriture" e where e."type" = 'annulation' and e."PaiementId" = p."id")) as "paiements"`),
  ]);
};

/** The payments not reversed, by id. */
function paiementsDe(j: string): Map<number, PaiementRow> {
  const rows: PaiementLu[] = JSON.parse(j);
  return new Map(
    rows.map(([id, DossierId, QuitanceId, montant, date, mode, reference, auteur, createdAt]) => [
      id,
      { id, DossierId, QuitanceId, montant, date, mode, reference, auteur, createdAt },
    ]),
  );
}

/**
 * In SQL: the term is still the dossier's and no line was appended to the dossier's ledger after `vu`, the last one
 * read (on Node the two reads are not one snapshot: a term moved in between fails this too).
 */
const commeLu = (id: number, dossierId: number, vu: number): SQL =>
  sql`exists (select 1 from "Quitance" where "id" = ${id} and "DossierId" = ${dossierId})
    and not exists (select 1 from "Ecriture" where "DossierId" = ${dossierId} and "id" > ${vu})`;

/** In SQL: the batch's statement just before wrote `n` rows (not counting its triggers' rows). */
const ecrit = (n: number): SQL => sql`changes() = ${n}`;

/** GET /Quitance/switchState/false/{id}: the tenant's payments of the term reversed, the term as the API shows it. */
export async function remettreImpaye(ports: Ports, id: number, auteur: string) {
  const [[q], [lu]] = await lecture(ports, id);
  if (!q) throw notFound(introuvable("Quitance"));
  // A term outside any dossier has no payment to reverse: its flags are set as the spec says, by the transaction.
  if (q.DossierId == null || !lu)
    return termeApi(ports, await switchState(ports, id, false, auteur));
  const dossierId = q.DossierId;
  const lignes = lignesRejoueesDe([{ j: lu.lignes }]);
  const paiements = paiementsDe(lu.paiements);
  const indemnites = new Set<number>(JSON.parse(lu.indemnites));
  const aAnnuler = paiementsDuLocataire(compteDe(lignes).lettrage, id, indemnites).flatMap(
    (p) => paiements.get(p) ?? [],
  );
  const createdAt = ports.clock.now().toISOString();
  const vu = lignes.at(-1)?.id ?? 0;
  const lu0 = commeLu(id, dossierId, vu);
  // The account once reversed: each reversal's line after those read (its id is the batch's; only the order counts).
  const jour = today(ports.clock);
  const reversals = aAnnuler.map(
    (p, i): LigneRejouee => ({
      id: vu + 1 + i,
      type: "annulation",
      date: jour,
      debit: p.montant,
      credit: 0,
      QuitanceId: p.QuitanceId,
      PaiementId: p.id,
    }),
  );
  const prevu = compteDe([...lignes, ...reversals]);
  // The term's status is known before the replay's writes, as the transaction wrote it.
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
  const [premiere, ...autres] = aAnnuler;
  const annulations = premiere
    ? annulationsDesPaiements(ports, [premiere, ...autres], MOTIF_IMPAYE, auteur, createdAt, lu0)
    : null;
  // Nothing to reverse: the term's mark needs the ledger as read; else the reversals all written just before it.
  const marque = ports.db
    .update(Quitance)
    .set({ statusInconu: false, updatedAt: createdAt })
    .where(and(eq(Quitance.id, id), annulations ? ecrit(aAnnuler.length) : lu0))
    .returning({ id: Quitance.id });
  // Each term's update, then the owners' entries, only if the update before it wrote its one row.
  const etats = projection(ports, dossierId, prevu, stockes, ecrit(1));
  const proprio =
    ecrireStatement(ports, plan, proprietaires, ctx, dernierVu(loyers), ecrit(1)) ??
    ecritureStatementVide(ports);
  const avant = annulations ? [...annulations.assureur, annulations.lignes] : [];
  const { tete, queue } = await inOneTripApres(
    ports,
    [...avant, marque, ...etats],
    [proprio, ports.db.select().from(Quitance).where(eq(Quitance.id, id))],
  );
  const [ecrites, [terme]] = queue;
  const marquee = tete[avant.length];
  // A line appended in between: nothing was written, the transaction does it on the ledger as it is.
  if (!terme || !Array.isArray(marquee) || !marquee.length)
    return termeApi(ports, await switchState(ports, id, false, auteur));
  clearResponseCaches(ports);
  // The owners' entries changed in between without a line of the tenant's (rare): written from the ledger as it is.
  if (plan.length && ecrites.rowsAffected === 0)
    await reconcilierLoyers(
      ports,
      dossierId,
      async () => (await lireCompte(ports, dossierId)).lettrage,
      SYSTEME,
    );
  const modes = new Map([...paiements.values()].map((p) => [p.id, p.mode]));
  return { ...toApi("Quitance", terme), ...etatTerme(terme, prevu, modes) };
}
