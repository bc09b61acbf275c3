import { z } from "zod";
import { NATURES_CHARGE } from "../gerance/natures";
import {
  choixRequis,
  dateRequise,
  idOptionnel,
  montantRequis,
  texteRequis,
} from "../schemas/fields";

// An owner's charge typed by hand (issue 60, item 2): a debit of one owner's account that no Intendance expense
// carries (their insurance, their taxe foncière paid by the agency...), with its nature, which the 2044 and the
// documents read. A debit only: money owed to an owner comes from the business events (rents, reversals), never
// from a form. A lot, when named, must be one of the owner's.

export const MSG_MONTANT_NUL = "Le montant doit être supérieur à zéro.";
export const MSG_PAS_SON_LOT = "Cet appartement n'appartient pas à ce propriétaire.";

export const depenseManuelleSchema = z.object({
  date: dateRequise(),
  libelle: texteRequis(),
  montant: montantRequis().refine((m) => m > 0, MSG_MONTANT_NUL),
  natureCharge: choixRequis(NATURES_CHARGE),
  AppartementId: idOptionnel(),
});
