import { z } from "zod";
import {
  booleen,
  choix,
  date,
  dateRequise,
  entier,
  entierRequis,
  idOptionnel,
  montant,
  montantRequis,
  MSG,
  parDefaut,
  pourcentage,
  tauxTva,
  texteRequis,
} from "./fields";
import { MODES_ACCOMPTE } from "./enums";
import { estMandatGestion, MONTANTS_FORFAIT } from "../mission-type";

const MSG_REQUIS = MSG.requis;

export const missionSchema = z
  .object({
    type: texteRequis(),
    domicileUnique: booleen(false),
    nbAppart: entierRequis(1, undefined, "Le nombre d'appartements doit être au moins 1."),
    dateSignature: date(),
    tauxTva: parDefaut(tauxTva(), 20),
    // Management fee, percent TTC of the rent and charges collected (issue 38).
    honorairesGestion: parDefaut(pourcentage(), 0),
    // The same fee as a rate HT, when the mandate states it so (issue 60); the TTC rate then follows from tauxTva.
    honorairesGestionHT: pourcentage(),
    // Spec 5: required for a fixed-price mission; a management mandate (issue 60) has none, stored as 0.
    accompte1: montant(),
    accompte2: montant(),
    reliquat: montant(),
    valeurMissionAppt: montant(),
    valeurTotalMission: montant(), // derived: nbAppart x valeurMissionAppt
    // The mandate's term in months from dateSignature: its end and renewals are in the calendar (issue 63).
    dureeMandatMois: entier(1, 600, "Une durée de 1 à 600 mois est attendue."),
    // The most tacit renewals its clause allows (loi Hoguet: a mandate of limited duration); blank: not stated.
    reconductionsMax: entier(0, 99, "Un nombre de reconductions de 0 à 99 est attendu."),
    // Works up to this amount TTC are ordered without the owners' approval (issue 76); blank: always asked.
    plafondTravauxTTC: montant(),
  })
  .superRefine(
    (m, ctx) => {
      // With `when`, fields may still hold what was sent (a number as type): the type read only if it is text.
      if (estMandatGestion(typeof m.type === "string" ? m.type : null)) return;
      for (const f of MONTANTS_FORFAIT)
        if (m[f] == null) ctx.addIssue({ code: "custom", path: [f], message: MSG_REQUIS });
    },
    // Also when another field failed (zod skips an object's refinement then): a first « Créer » with the type or
    // the number of lots blank flagged those two alone, and the four amounts only at the second try.
    { when: (p) => Object.prototype.toString.call(p.value) === "[object Object]" },
  );

export const accompteSchema = z
  .object({
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
  })
  .superRefine((a, ctx) => {
    // As an intendance's (schemas/intendance.ts): an instalment ending before it starts is a typo of a date.
    if (a.dateDepart && a.dateFin && a.dateFin < a.dateDepart)
      ctx.addIssue({ code: "custom", path: ["dateFin"], message: MSG.finAvantDepart });
  });
