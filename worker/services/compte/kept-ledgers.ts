import type { Lettreur } from "../../domain/compte/lettrage";
import type { EcritureLoyer } from "../../domain/proprietaire/loyers";
import type { LigneRejouee } from "./ledger";

// A payment replays its dossier's whole ledger against the owners' entries of its payments (ADR 007, 031), so it
// read both whole, and parsed them, before each payment: the larger part of its cost that grows with the dossier's
// history (ADR 057). Both are append-only with growing ids (no row is ever updated or deleted: the triggers refuse
// it), so what was read once stays the start of the history for good: a payment that kept it reads only the rows
// appended after it (usually none) and puts them after it. Kept by the Node entry (and the API tests' app), never
// by the edge, whose statements are unchanged.

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

/**
 * At most `max` dossiers, the least recently paid going first: payments come in bursts on a few dossiers (a day's
 * cheques, a bank statement's lines), and a history of a few hundred lines is some tens of kB.
 */
export function memoryKeptLedgers(max = 64): KeptLedgers {
  const kept = new Map<number, KeptLedger>();
  return {
    get(dossierId) {
      const ledger = kept.get(dossierId);
      // Read again: it becomes the most recent (a Map keeps its keys in insertion order).
      if (ledger) {
        kept.delete(dossierId);
        kept.set(dossierId, ledger);
      }
      return ledger;
    },
    set(dossierId, ledger) {
      kept.delete(dossierId);
      if (kept.size >= max) {
        // The least recently paid: the Map's first key.
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      kept.set(dossierId, ledger);
    },
    clear: () => kept.clear(),
  };
}
