import { eurosDe } from "../francais/nombres";
import { parseMontant, toCents } from "../money";

// A supplier invoice's totals HT, TVA and TTC (a walk found only the TTC kept): as the form or the Factur-X XML gives
// them, the third written in from the two others before the schema reads them; the schema then holds
// HT + TVA = TTC to the cent. The TTC alone stays accepted (a client made before, the supplier's space): HT and TVA
// are then unknown, null, never guessed from a rate.

/** The form's names: `montant` is the TTC, as it always was. */
const CHAMPS_TOTAUX = { ht: "montantHT", tva: "montantTVA", ttc: "montant" } as const;

export const msgTotaux = (somme: number) =>
  `Le montant TTC doit être la somme du montant HT et de la TVA (${eurosDe(somme / 100)}).`;
export const MSG_HT_AU_DELA = "Le montant HT ne peut pas dépasser le montant TTC.";
export const MSG_TVA_AU_DELA = "La TVA ne peut pas dépasser le montant TTC.";

/** Cents as a form field writes euros (« 1045.50 »): what the schema then reads like a typed amount. */
const enChamp = (c: number) => (c / 100).toFixed(2);

/**
 * The fields with the missing total written in when the two others are given: TTC = HT + TVA, TVA = TTC - HT,
 * HT = TTC - TVA (never below zero). Unchanged when fewer than two are given, or when one is unreadable: that one is
 * the schema's to refuse, at its field.
 */
export function totauxCompletes(champs: Record<string, string>): Record<string, string> {
  const lu = (k: string) => {
    const v = (champs[k] ?? "").trim();
    if (v === "") return null;
    const n = parseMontant(v);
    return n === null ? undefined : toCents(n);
  };
  const ht = lu(CHAMPS_TOTAUX.ht);
  const tva = lu(CHAMPS_TOTAUX.tva);
  const ttc = lu(CHAMPS_TOTAUX.ttc);
  if (ht === undefined || tva === undefined || ttc === undefined) return champs;
  if (ttc === null)
    return ht !== null && tva !== null ? { ...champs, montant: enChamp(ht + tva) } : champs;
  if (ht !== null && tva === null && ht <= ttc) return { ...champs, montantTVA: enChamp(ttc - ht) };
  if (tva !== null && ht === null && tva <= ttc)
    return { ...champs, montantHT: enChamp(ttc - tva) };
  return champs;
}

/**
 * What is wrong with the totals the schema read (euros), by field: HT and TVA that do not make the TTC to the cent
 * (said at the TTC, with their sum), or one of them over the TTC (the other could not be derived).
 */
export function fautesTotaux(f: {
  montant: number;
  montantHT?: number | null | undefined;
  montantTVA?: number | null | undefined;
}): Partial<Record<"montant" | "montantHT" | "montantTVA", string>> {
  const ttc = toCents(f.montant);
  const ht = f.montantHT == null ? null : toCents(f.montantHT);
  const tva = f.montantTVA == null ? null : toCents(f.montantTVA);
  if (ht !== null && tva !== null) return ht + tva === ttc ? {} : { montant: msgTotaux(ht + tva) };
  if (ht !== null && ht > ttc) return { montantHT: MSG_HT_AU_DELA };
  if (tva !== null && tva > ttc) return { montantTVA: MSG_TVA_AU_DELA };
  return {};
}
