import { toCents, toEuros } from "../money";

// The tenant's space (issue 74 item 4, ADR 113): an imported deposit held is written as a pair of ledger lines (the
// deposit due, then the money that paid it), which a list of movements would read as « Reste dû » between them. The
// space shows it apart, « Dépôt de garantie détenu : X € », from the pair's credit lines.

/** The deposit held by the agency as the import declared it (euros), from the account's lines (euros). */
export const depotGarantieDetenu = (ecritures: readonly { type: string; credit: number }[]) =>
  toEuros(
    ecritures.filter((e) => e.type === "depotDetenu").reduce((s, e) => s + toCents(e.credit), 0),
  );

/** The movements the space lists: every line but the deposit held's pair, shown apart. */
export const mouvementsDuLocataire = <T extends { type: string }>(ecritures: readonly T[]) =>
  ecritures.filter((e) => e.type !== "depotDetenu");
