// A tenant's SEPA direct debit mandate (issue 41, ADR 041): its reference (RUM) and its lapse. Pure.

/** A mandate unused for 36 months lapses (EPC rulebook): the date it lapses, from its last use or its signature. */
export function dateCaducite(derniereUtilisation: string): string {
  const [a = 0, m = 0, j = 0] = derniereUtilisation.split("-").map(Number);
  return `${a + 3}-${String(m).padStart(2, "0")}-${String(j).padStart(2, "0")}`;
}

export const estCaduc = (derniereUtilisation: string, jour: string) =>
  dateCaducite(derniereUtilisation) <= jour;
