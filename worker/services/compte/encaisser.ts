import { sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Ports } from "../../ports";
import { toEuros } from "../../domain/money";
import { introuvable } from "../../domain/labels";
import { badRequest, conflict, MSG_INVALID, notFound } from "../../lib/errors";
import { inOneTrip } from "../one-trip";
import { afterCommit } from "../transaction";
import {
  datation,
  dernierVu,
  ecritureStatementVide,
  ecrireStatement,
  PAIEMENT_EN_COURS,
  reconcilierLoyers,
} from "../proprietaire/loyers";
import { planDuPaiement, planLoyers } from "../../domain/proprietaire/loyers";
import { lettreur, type Lettreur } from "../../domain/compte/lettrage";
import type { KeptLedger, LigneRejouee } from "../../ports/kept-ledgers";
import { compteDe, evenements, soldeDe, lireCompte, type Compte } from "./ledger";
import { etatsDe, etatsStockes, projection } from "./projection";
import {
  lecturePaiementDe,
  lecturePaiement,
  relectureDe,
  relectureStatement,
} from "./paiement-lectures";
import {
  MSG_QUITTANCE_AUTRE_DOSSIER,
  paiementApi,
  paiementPossible,
  paiementStatements,
  type PaiementRow,
} from "./paiements";

// POST /api/Dossier/{id}/paiements in two round trips on the edge (issue 22), instead of one per statement of an
// interactive transaction: the account read with the session's check, then one write batch. The ledger stays
// append-only and the terms' state stays its replay under parallel payments, held by SQL, not by the first read:
// - the payment and its line are written only while the dossier exists and owns the term (paiementPossible);
// - the terms' new state, replayed in JS from the account read plus this payment, is written only while the
//   dossier's ledger is that account plus this payment's line (nothing appended in between);
// - the batch reads back what was appended since the first read (entries only grow: the first read plus these is
//   the whole ledger, without reading the dossier's history twice); if a parallel entry slipped in, the state
//   replayed from that is written in one more round trip, guarded by "nothing appended since". Only the replay of
//   the whole ledger can pass its guard: whoever appends last writes the final state.

export const MSG_PAIEMENT_CHANGE =
  "Le dossier ou la quittance a changé pendant l'enregistrement : le paiement n'a pas été enregistré. Veuillez réessayer.";

/** The payment's line as the replay reads it, after every line written so far (its id is not known yet). */
export const ligneDe = (p: Omit<PaiementRow, "id">): LigneRejouee => ({
  id: PAIEMENT_EN_COURS,
  type: "paiement",
  date: p.date,
  debit: 0,
  credit: p.montant,
  QuitanceId: p.QuitanceId,
  PaiementId: PAIEMENT_EN_COURS,
});

/** The dossier's lines after the one with id `vu`: how many there are. */
const lignesApres = (dossierId: number, vu: number) =>
  sql`(select count(*) from "Ecriture" where "DossierId" = ${dossierId} and "id" > ${vu})`;

/**
 * The first read: the dossier, the term named, the account and the terms' stored state, in one statement
 * (paiement-lectures.ts). The ledger and the owner entries are read after what the host kept of them (ADR 057),
 * whole where it keeps nothing. `montant` (cents): the caller needs, before it writes, what of it is the insurer's
 * (ADR 157: staff's payment by hand), read as a column of the same statement.
 */
export async function lirePourPaiement(
  ports: Ports,
  dossierId: number,
  quitanceId: number | null,
  montant?: number,
) {
  const garde = ports.keptLedgers?.get(dossierId);
  // The kept replay is this payment's alone: it adds its line to it.
  const suivi = garde?.lettreur;
  if (garde) garde.lettreur = undefined;
  const lu = lecturePaiementDe(
    await lecturePaiement(ports, {
      dossierId,
      quitanceId,
      vuLignes: garde?.lignes.at(-1)?.id,
      vuLoyers: garde?.loyers.at(-1)?.id,
      anciens: !garde?.anciens,
      montant,
    }),
  );
  if (!lu.dossier) throw notFound(introuvable("Dossier"));
  if (!lu.terme) throw badRequest(MSG_INVALID, { QuitanceId: MSG_QUITTANCE_AUTRE_DOSSIER });
  const lues = lu.lignes;
  const loyersLus = lu.loyers;
  return {
    lignes: apres(garde?.lignes, lues),
    lettreur: rejoue(suivi, suivi ? lues : apres(garde?.lignes, lues)),
    stored: lu.etats,
    proprietaires: lu.proprietaires,
    loyers: apres(garde?.loyers, loyersLus),
    anciens: garde?.anciens ?? lu.anciens ?? new Set<number>(),
    // The owners' entries match the replay kept, and nothing was appended since: this payment plans its own only.
    aJour: !!(suivi && garde?.loyersAJour && !lues.length && !loyersLus.length),
    part: lu.part,
  };
}
/** The first read, given to `encaisser` by a caller that made it itself. */
export type LuPourPaiement = Awaited<ReturnType<typeof lirePourPaiement>>;

/** `l` (a new replay when none was kept) gone on with these lines. */
function rejoue(l: Lettreur | undefined, lignes: readonly LigneRejouee[]) {
  const suite = l ?? lettreur();
  for (const e of evenements(lignes)) suite.ajouter(e);
  return suite;
}

/** The rows read after those kept, after them (a new array: the kept one may be another payment's). */
const apres = <T>(kept: T[] | undefined, lues: T[]) =>
  kept?.length ? (lues.length ? [...kept, ...lues] : kept) : lues;

/**
 * Keeps the dossier's history as this payment's batch left it (ADR 057), once committed: inside a caller's
 * transaction that may still roll back, the ids of its lines would be given again to other lines.
 */
const garder = (ports: Ports, dossierId: number, ledger: KeptLedger) => {
  const kept = ports.keptLedgers;
  if (kept) void afterCommit(ports, async () => kept.set(dossierId, ledger));
};

/** The replay of the account as committed written where the batch's guard refused the predicted one. */
async function rattraper(ports: Ports, dossierId: number, compte: Compte<LigneRejouee>) {
  const vu = compte.rows.at(-1)?.id ?? 0;
  // Read here, not by the batch: only this rare case needs the terms' state as the batch left it.
  const stored = etatsDe(await etatsStockes(ports, dossierId));
  const [first, ...rest] = projection(
    ports,
    dossierId,
    compte,
    stored,
    sql`${lignesApres(dossierId, vu)} = 0`,
  );
  if (first) await inOneTrip(ports, [first, ...rest]);
}

/** What a caller adds to a payment's write batch: a condition of its own, and a statement run after the rest. */
export interface Suite {
  garde: SQL;
  apres?: BatchItem<"sqlite"> | BatchItem<"sqlite">[];
}

/**
 * A payment checked by its caller, written in two round trips (see above); `suite` rides in the same batch; `lu`:
 * the first read when the caller made it (lirePourPaiement), once, for this payment.
 */
export async function encaisser(
  ports: Ports,
  row: Omit<PaiementRow, "id">,
  suite?: Suite,
  lu?: LuPourPaiement,
) {
  const dossierId = row.DossierId;
  const avant = lu ?? (await lirePourPaiement(ports, dossierId, row.QuitanceId));
  const vu = avant.lignes.at(-1)?.id ?? 0;
  // The account with this payment, its line under a placeholder id: the replay kept goes on with it.
  const rows = [...avant.lignes, ligneDe(row)];
  for (const e of evenements([ligneDe(row)])) avant.lettreur.ajouter(e);
  const prevu: Compte<LigneRejouee> = {
    rows,
    lettrage: avant.lettreur.lettrage(),
    solde: soldeDe(rows),
  };
  const commeLu: SQL = sql`${paiementPossible(row)} and ${lignesApres(dossierId, vu)} = 1`;
  // The owners' share of what this payment settles, and the fee (issue 38): one more statement of the same batch,
  // under the same guard (and "the owners' entries are those read"); read back with the account to check.
  const propre = { PaiementId: PAIEMENT_EN_COURS, date: row.date };
  const ctx = { DossierId: dossierId, auteur: row.auteur, createdAt: row.createdAt };
  // The payments recorded before the owner's account existed are left out here as in the check below: without them,
  // each payment credited those old payments to the owners, then its check reversed that (issue 43: 20 entries
  // written per payment on a seeded dossier, and every later payment read them all).
  const plan = avant.aJour
    ? planDuPaiement(prevu.lettrage, PAIEMENT_EN_COURS, avant.proprietaires, row.date)
    : planLoyers(
        prevu.lettrage,
        avant.proprietaires,
        avant.loyers,
        datation(ports, propre),
        avant.anciens,
      );
  const proprio =
    ecrireStatement(ports, plan, avant.proprietaires, ctx, dernierVu(avant.loyers), commeLu) ??
    ecritureStatementVide(ports);
  const [[written], , ecrites, relus] = await inOneTrip(ports, [
    ...paiementStatements(ports, row, suite?.garde),
    proprio,
    relectureStatement(ports, dossierId, vu, dernierVu(avant.loyers)),
    ...projection(ports, dossierId, prevu, avant.stored, commeLu),
    ...(suite?.apres ? [suite.apres].flat() : []),
  ]);
  // The dossier was removed, or the term moved to another, since the first read: nothing was written.
  if (!written) throw conflict(MSG_PAIEMENT_CHANGE);
  const relu = relectureDe(relus);
  const nouvelles = relu.lignes;
  const loyersApres = relu.loyers;
  // The whole history as the batch committed it; what rattraper and reconcilierLoyers append below is read next time.
  const lignes = [...avant.lignes, ...nouvelles];
  const loyers = [...avant.loyers, ...loyersApres];
  // Nothing slipped in: the only line appended is this payment's, and the only owner entries appended are the
  // plan's, all written. The account is then the one predicted (its line under a placeholder id), and the check
  // below would replay the same lines against the same entries plus the plan's own: it finds nothing, skipped.
  const [sienne, ...autres] = nouvelles;
  if (
    sienne &&
    !autres.length &&
    loyersApres.length === plan.length &&
    ecrites.rowsAffected === plan.length
  ) {
    const answer = reponse({ ...row, id: PAIEMENT_EN_COURS }, prevu, written.id);
    // The replay is the ledger's once the placeholder has the ids the batch gave: kept with it for the next payment.
    avant.lettreur.renommer(PAIEMENT_EN_COURS, sienne.id, written.id);
    garder(ports, dossierId, {
      lignes,
      loyers,
      lettreur: avant.lettreur,
      // Without owners nothing is credited, so the payments settled meanwhile wait for the next whole plan.
      loyersAJour: avant.proprietaires.length > 0,
      anciens: avant.anciens,
    });
    return answer;
  }
  // Something slipped in: the lines and entries are kept, not the replay (it has this payment where it predicted).
  garder(ports, dossierId, { lignes, loyers, anciens: avant.anciens });
  const compte = compteDe(lignes);
  if (nouvelles.length !== 1) await rattraper(ports, dossierId, compte);
  // A parallel entry made the batch's owner entries wrong or unwritten: they are written from the ledger as it is.
  const ici = { PaiementId: written.id, date: row.date };
  if (
    planLoyers(compte.lettrage, avant.proprietaires, loyers, datation(ports, ici), avant.anciens)
      .length
  )
    await reconcilierLoyers(
      ports,
      dossierId,
      async () => (await lireCompte(ports, dossierId)).lettrage,
      row.auteur,
      ici,
    );
  return reponse({ ...row, id: written.id }, compte, written.id);
}

/** The answer: the payment as `compte` replays it (`p.id` its id there), under the id it was given. */
const reponse = (p: PaiementRow, compte: Compte<LigneRejouee>, id: number) => ({
  paiement: { ...paiementApi(p, compte), id },
  solde: toEuros(compte.solde),
});
