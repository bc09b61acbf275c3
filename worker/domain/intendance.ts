// Caretaking missions (intendances) and their renewal (spec 4 and 9). Pure: shared by the server and the web.
import { addYears } from "./dates";
import { roundCents } from "./money";

/** The two natures one Intendance row can have (one table, told apart by `nature`). */
export const NATURES_INTENDANCE = ["mission", "depense"] as const;

/** A renewed mission's price before tax (spec 9: "Renewed intendance: prixHT 100"), in cents. */
export const PRIX_HT_RENOUVELLEMENT = 10_000;
/** The rate a caretaking form starts with (spec 9: "Intendance VAT 20 in some forms"). */
export const TVA_INTENDANCE = 20;

/** TTC = HT x (1 + taux/100), to the cent: the price whose HT (prixHT = prix / (1 + tva/100)) gives back `htCents`. */
export const ttcFromHt = (htCents: number, tauxPercent: number) =>
  roundCents(htCents * (1 + tauxPercent / 100));

type MissionIntendance = {
  AppartementId: number | null;
  dateDepart: string;
  dateFin: string;
  tva: number | null;
};

/**
 * The mission a renewal creates (spec 4): the same apartment and rate one year later (29 February becomes
 * 28 February), not paid, not renewed, at 100 euros before tax: its TTC price is the one whose HT is exactly 100
 * at that rate, so that the stored prix and prixHT agree (prixHT is always derived from prix).
 */
export function renouvellement(m: MissionIntendance) {
  const tva = m.tva ?? TVA_INTENDANCE;
  return {
    nature: "mission" as const,
    AppartementId: m.AppartementId,
    dateDepart: addYears(m.dateDepart, 1),
    dateFin: addYears(m.dateFin, 1),
    tva,
    prixCents: ttcFromHt(PRIX_HT_RENOUVELLEMENT, tva),
    regle: false,
    renouvele: false,
  };
}
