import type { KeptLedger, KeptLedgers } from "../../ports/kept-ledgers";

// The memory kept by the Node entry for ports.keptLedgers (ADR 057); what it keeps is the floor's type (ADR 100).

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
