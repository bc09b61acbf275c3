import { z } from "zod";
import { entierRequis, MSG, montantRequis } from "./fields";

// The non-deductible part of a year's co-ownership provisions for one lot (issue 60 item 3, ADR 075), as the
// syndic's approved accounts state it: staff enter it once the accounts are approved, the next year's 2044 adds it
// back (line 230). Euros on the API, cents inside.

export const coproprieteAnneeSchema = z.object({
  annee: entierRequis(2000, 2100, MSG.annee),
  nonDeductible: montantRequis(),
});
