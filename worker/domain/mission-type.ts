// The two kinds of Mission (issue 60 item 9). The spec's mission is a fixed price paid in instalments (accompte1,
// accompte2, reliquat, a value per apartment). A management mandate is paid by a fee in percent of the rents
// collected (honorairesGestion) and has no instalments. The kind is read from the mission's `type`, the field the spec
// already has: "Mandat de gestion" (any case, spaces trimmed) is a management mandate, anything else a fixed price.
// No new column: every mission stored before keeps its meaning.

export const TYPE_MANDAT_GESTION = "Mandat de gestion";

export const estMandatGestion = (type: string | null | undefined) =>
  (type ?? "").trim().toLowerCase() === TYPE_MANDAT_GESTION.toLowerCase();

/** The fixed price's amounts, required for a fixed-price mission, 0 for a management mandate. */
export const MONTANTS_FORFAIT = [
  "accompte1",
  "accompte2",
  "reliquat",
  "valeurMissionAppt",
] as const;

/**
 * The TTC rate of a fee signed HT: HT x (1 + VAT / 100), kept to 4 decimals (6 % HT at 20 % -> 7.2 % TTC) so that
 * the fees computed from it are those of the HT rate with its VAT.
 */
export const tauxTTC = (ht: number, tva: number) => Math.round(ht * (100 + tva) * 100) / 10_000;
