// Which credit line of the bank statement is likely an organisme's transfer of housing aid (issue 77 item 2): its
// label names the CAF, the MSA or an allocation (« ALLOC », « ALLOCATIONS FAMILIALES »). The matching screen then
// proposes to split it across the tenants it pays rather than to match it to one tenant.

/** "MSA", "CAF" or null, from a line's label and counterparty. */
export function organismeDuLibelle(texte: string): "CAF" | "MSA" | null {
  const t = texte
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase();
  if (/\bMSA\b/.test(t)) return "MSA";
  if (/\bCAF\b|ALLOC/.test(t)) return "CAF";
  return null;
}
