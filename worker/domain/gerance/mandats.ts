// The management mandates a compte-rendu names (issue 60 item 4): their number in the register and the fee as the
// mandate states it, "6 % HT" when it was signed HT (the VAT added on each fee), "7,2 % TTC" when it was signed TTC.
import { nombreFr } from "../francais/nombres";

export interface MandatGerance {
  MissionId: number;
  numeroMandat: string | null;
  /** Percent TTC, the rate every fee is computed at. */
  honorairesGestion: number;
  /** Percent HT when the mandate states it so; null when it states it TTC. */
  honorairesGestionHT: number | null;
  tauxTva: number;
}

const pourcent = (x: number) => `${nombreFr(x, 0, 4)} %`;

/** "6 % HT (7,2 % TTC, TVA 20 %)" for a mandate signed HT, "7,2 % TTC" for one signed TTC. */
export function tauxMandat(m: MandatGerance): string {
  if (m.honorairesGestionHT == null) return `${pourcent(m.honorairesGestion)} TTC`;
  return `${pourcent(m.honorairesGestionHT)} HT (${pourcent(m.honorairesGestion)} TTC, TVA ${pourcent(m.tauxTva)})`;
}
