import { z } from "zod";
import {
  booleen,
  date,
  dateRequise,
  idOptionnel,
  montant,
  parDefaut,
  montantRequis,
  texte,
} from "./fields";

export const quitanceSchema = z.object({
  numero: texte(),
  date: dateRequise(),
  dateFin: date(),
  DossierId: idOptionnel(),
  AppartementId: idOptionnel(),
  ClientId: idOptionnel(),
  LocataireId: idOptionnel(),
  prixHC: parDefaut(montant(), 0),
  charge: parDefaut(montant(), 0),
  relance: booleen(false),
  regle: booleen(false),
  statusInconu: booleen(true),
  automatique: booleen(false),
  /** Amount received on a partly paid term (a "Reçu" for it); null when nothing or everything was received. */
  montantRegle: montant(),
  /** The payment date a quittance states; set to the day the term becomes paid when not given. */
  dateReglement: date(),
});

/** Manual generation form: both dates and both amounts are required. */
export const quitanceManuelleSchema = z.object({
  date: dateRequise(),
  dateFin: dateRequise(),
  prixHC: montantRequis(),
  charge: montantRequis(),
});
