import type { Ecriture } from "../db/schema";
import type { Lettreur } from "../domain/compte/lettrage";
import type { EcritureLoyer } from "../domain/proprietaire/loyers";

// A payment replays its dossier's whole ledger against the owners' entries of its payments (ADR 007, 031), so it
// read both whole, and parsed them, before each payment: the larger part of its cost that grows with the dossier's
// history (ADR 057). Both are append-only with growing ids (no row is ever updated or deleted: the triggers refuse
// it), so what was read once stays the start of the history for good: a payment that kept it reads only the rows
// appended after it (usually none) and puts them after it. Kept by the Node entry (and the API tests' app), never
// by the edge, whose statements are unchanged.

/**
 * What the replay reads of a ledger's line (evenements, soldeDe in services/compte/ledger.ts, whose statement builds
 * these columns in order). On the floor with the kept ledgers that hold them (ADR 100).
 */
export type LigneRejouee = Pick<
  typeof Ecriture.$inferSelect,
  "id" | "type" | "date" | "debit" | "credit" | "QuitanceId" | "PaiementId"
>;

/**
 * The start of a dossier's history, as the payment read it: its lines and its owner entries, each in id order.
 * Never changed once kept (a payment that reads more puts them in a new array): typed as the arrays the owners'
 * plan reads (planLoyers takes a plain array), not as readonly ones it would have to be told to take.
 */
export interface KeptLedger {
  readonly lignes: LigneRejouee[];
  readonly loyers: EcritureLoyer[];
  /**
   * The replay of `lignes`, for the next payment to go on from (ADR 057). One payment takes it (it adds its own
   * line to it): a payment of the same dossier meanwhile replays the lines from the first.
   */
  lettreur?: Lettreur;
  /**
   * The owners' entries in `loyers` are those the replay of `lignes` asks for (the payment that kept them wrote its
   * whole plan): the next payment, if nothing was appended since, plans its own entries only (planDuPaiement).
   */
  loyersAJour?: boolean;
  /** The dossier's payments recorded before the owner's account existed: fixed (a payment is written with the flag set). */
  anciens?: ReadonlySet<number>;
}

export interface KeptLedgers {
  get(dossierId: number): KeptLedger | undefined;
  /** Only what a committed transaction read: a rolled-back line's id would be given again to another line. */
  set(dossierId: number, ledger: KeptLedger): void;
  /** A restore replaces the whole database (its ids included): nothing kept survives it. */
  clear(): void;
}
