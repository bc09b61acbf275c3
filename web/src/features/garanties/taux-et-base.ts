import { type BasePrime, LIBELLES_BASE_PRIME } from "@worker/domain/garanties/regles";

/** A GLI contract's rate with its base, as the list and the lease's card say it: « 2,5 % (loyer et charges) ». */
export const tauxEtBase = (c: { taux: number; base: BasePrime }) =>
  `${String(c.taux).replace(".", ",")} % (${LIBELLES_BASE_PRIME[c.base].toLowerCase()})`;
