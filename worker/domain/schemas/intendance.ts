import { z } from "zod";
import { MSG, booleen, choix, date, idOptionnel, montant, tauxTva, texte } from "./fields";
import { MODES_PAIEMENT } from "./enums";
import { NATURES_INTENDANCE } from "../intendance";
import { NATURES_CHARGE } from "../gerance/natures";

// One schema, two natures: a caretaking mission (apartment + period + price) or an expense (label, amount, invoice).
export const intendanceSchema = z
  .object({
    nature: choix(NATURES_INTENDANCE, "mission"),
    AppartementId: idOptionnel(),
    dateDepart: date(),
    dateFin: date(),
    prix: montant(),
    tva: tauxTva(),
    regle: booleen(false),
    payeParAgence: booleen(false),
    renouvele: booleen(false),
    intitule: texte(),
    date: date(),
    montant: montant(),
    numFacture: texte(),
    mode: choix(MODES_PAIEMENT, "Virement"),
    // What the owners' documents and the 2044 call it (issue 60).
    natureCharge: choix(NATURES_CHARGE, "autre"),
  })
  .superRefine((i, ctx) => {
    const need =
      i.nature === "depense"
        ? (["intitule", "montant", "numFacture"] as const)
        : (["AppartementId", "dateDepart", "dateFin", "prix"] as const);
    for (const f of need)
      if (i[f] == null) ctx.addIssue({ code: "custom", path: [f], message: MSG.requis });
    if (i.dateDepart && i.dateFin && i.dateFin < i.dateDepart)
      ctx.addIssue({
        code: "custom",
        path: ["dateFin"],
        message: MSG.finAvantDepart,
      });
  });
