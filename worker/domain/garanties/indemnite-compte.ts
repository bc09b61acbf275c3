// How an insurer's indemnity reads on the tenant's account and attestation (issue 78 item 2, ADR 122): it settles
// the terms for the owners, but the tenant did not pay them, so it reads « Indemnité <organisme> », never as a
// tenant's payment. The payment's mode marks it (written by services/garanties/indemnites.ts).

export const MODE_INDEMNITE = "Indemnité d'assurance (subrogation)";

const PREFIXE = "Indemnité ";

/** The account line of an indemnity: its reference is « <organisme> (<mois>) ». */
export const libelleIndemnite = (reference: string) => `${PREFIXE}${reference}`.trim();

/** The indemnity lines of an account, by entry id, with what the attestation prints: « Indemnité <organisme> ». */
export function indemnitesDuCompte(
  rows: readonly { id: number; type: string; libelle: string }[],
): Map<number, string> {
  return new Map(
    rows
      .filter((e) => e.type === "paiement" && e.libelle.startsWith(PREFIXE))
      .map((e) => [e.id, e.libelle.replace(/ \(\d{4}-\d{2}\)$/, "")]),
  );
}
