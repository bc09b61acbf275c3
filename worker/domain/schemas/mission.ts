import { z } from "zod";
import {
  booleen,
  choix,
  date,
  dateRequise,
  entierRequis,
  idOptionnel,
  montant,
  montantRequis,
  parDefaut,
  pourcentage,
  tauxTva,
  texteRequis,
} from "./fields";
import { MODES_ACCOMPTE } from "./enums";

export const missionSchema = z.object({
  type: texteRequis(),
  domicileUnique: booleen(false),
  nbAppart: entierRequis(1, undefined, "Le nombre d'appartements doit être au moins 1."),
  dateSignature: date(),
  tauxTva: parDefaut(tauxTva(), 20),
  // Management fee, percent TTC of the rent and charges collected (issue 38).
  honorairesGestion: parDefaut(pourcentage(), 0),
  // The same fee as a rate HT, when the mandate states it so (issue 60); the TTC rate then follows from tauxTva.
  honorairesGestionHT: pourcentage(),
  accompte1: montantRequis(),
  accompte2: montantRequis(),
  reliquat: montantRequis(),
  valeurMissionAppt: montantRequis(),
  valeurTotalMission: montant(), // derived: nbAppart x valeurMissionAppt
});

export const accompteSchema = z.object({
  MissionId: idOptionnel(),
  AppartementId: idOptionnel(),
  dateDepart: dateRequise(),
  dateFin: dateRequise(),
  prix: montantRequis(),
  tva: tauxTva()
    .default(20)
    .refine((v) => v != null, "Ce champ est obligatoire."),
  mode: choix(MODES_ACCOMPTE, "Virement"),
  datePaiement: date(),
  montant: montant(),
  date: date(),
  regle: booleen(false),
});
