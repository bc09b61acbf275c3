import { z } from "zod";
import { booleen, date, dateRequise, entier, entierRequis, idOptionnel, idRequis, montant, montantRequis, nombre, parDefaut, tauxTva, texte, texteRequis } from "./fields";
import { periodeConstruction } from "./appartement";

export const encadrementSchema = z.object({
  surface: nombre(),
  nbPiece: entier(0),
  periodeConstruction: periodeConstruction(),
  loyerReference: montant(),
  loyerReferenceMajore: montant(),
  montantBase: montant(), // derived: loyerReferenceMajore x surface
  complementLoyer: montant({ signe: true }), // derived: loyerHC - montantBase
  caracteristiqueLoyer: texte(),
});

export const clausesSchema = z.object({ clausesText: texte() });

export const dossierSchema = z.object({
  AppartementId: idRequis(),
  LocataireId: idRequis(),
  dateEntree: dateRequise(),
  dateSortie: date(),
  dateCreationBail: dateRequise(),
  dateDebutBail: dateRequise(),
  dateFinBail: date(),
  dateDebutPreavis: date(),
  dateFinPreavis: date(),
  dateRetourCaution: date(),
  depotGarantie: montantRequis(),
  edfEntree: texte(),
  indice: parDefaut(nombre(), 135.84),
  indiceTrim: texte(),
  // Spec 9 default 5 when the field is absent; spec 5 keeps it required, so a blanked value is still refused.
  jourQuitance: z.preprocess((v) => (v === undefined ? 5 : v), entierRequis(1, 31, "Le jour de quittance doit être compris entre 1 et 31.")),
  lieuSignature: parDefaut(texte(), "Paris"),
  loyerHC: montantRequis(),
  loyerCharge: montantRequis(),
  numFraisDossier: texteRequis(),
  fraisDossierTTC: parDefaut(montant(), 0),
  fraisDossierTauxTVA: parDefaut(tauxTva(), 20),
  dateFraisDossier: date(),
  encadrement: encadrementSchema.nullish(),
  clauses: clausesSchema.nullish(),
  caution: booleen(false),
  etatIn: idOptionnel(),
  etatOut: idOptionnel(),
});
export type DossierInput = z.infer<typeof dossierSchema>;
