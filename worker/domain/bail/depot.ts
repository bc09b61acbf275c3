// The security deposit's cap by kind of lease, in cents: loi n° 89-462, art. 22 (unfurnished: one month's rent
// excluding charges), art. 25-6 (furnished, student lease: two months), titre Ier ter, art. 25-13 (bail mobilité: none, which the lease states).
import { eurosFr } from "../loyer";
import { REGLES_BAIL, type TypeBail } from "./types-bail";

/** The highest deposit allowed for this rent excluding charges (cents). */
export const depotMaximum = (type: TypeBail, loyerHC: number) =>
  REGLES_BAIL[type].depotMois * loyerHC;

/** The cap as the form and the messages say it. */
export function plafondDepotLibelle(type: TypeBail): string {
  const mois = REGLES_BAIL[type].depotMois;
  if (mois === 0) return "aucun dépôt de garantie";
  return `${mois === 1 ? "un mois" : "deux mois"} de loyer hors charges`;
}

/** The refusal of a deposit above its cap (message for depotGarantie), or null. Amounts in cents. */
export function regleDepot(
  type: TypeBail,
  loyerHC: number | null | undefined,
  depot: number | null | undefined,
): string | null {
  if (depot == null || loyerHC == null) return null;
  const max = depotMaximum(type, loyerHC);
  if (depot <= max) return null;
  if (max === 0)
    return "Aucun dépôt de garantie ne peut être exigé pour un bail mobilité (titre Ier ter de la loi du 6 juillet 1989).";
  const article = type === "nu" ? "article 22" : "article 25-6";
  return `Le dépôt de garantie ne peut excéder ${plafondDepotLibelle(type)}, soit ${eurosFr(max)} (${article} de la loi du 6 juillet 1989).`;
}
