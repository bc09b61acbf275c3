import { z } from "zod";
import {
  MSG,
  bic,
  booleen,
  choixOptionnel,
  choixRequis,
  date,
  dateRequise,
  email,
  iban,
  idOptionnel,
  idRequis,
  siret,
  texte,
  texteRequis,
} from "../schemas/fields";
import { ETATS_INTERVENTION, METIERS, METIERS_TRAVAUX } from "./types";

// What staff send for a supplier and a work order (issue 76), with French messages on each field.

/**
 * A trade as the issue writes it (« multi-services », « électricité ») or as the screens send it (`multi_services`,
 * `electricite`): one value either way.
 */
const metierNormalise = (v: unknown) =>
  typeof v === "string"
    ? v
        .trim()
        .toLowerCase()
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/[\s-]+/g, "_")
    : v;
const liste = <T extends readonly [string, ...string[]]>(choix: T) =>
  z.array(z.preprocess(metierNormalise, z.enum(choix, { error: MSG.choix })), {
    error: MSG.choix,
  });
const metiers = liste(METIERS);

/** The décennale's certificate: every field needed, its end not before its start. */
export const decennaleSchema = z
  .object({
    assureur: texteRequis(),
    police: texteRequis(),
    du: dateRequise(),
    au: dateRequise(),
    activites: liste(METIERS_TRAVAUX).min(1, "Indiquez au moins une activité couverte."),
  })
  .refine((d) => d.au >= d.du, {
    path: ["au"],
    message: "La fin de validité doit suivre son début.",
  });

export const rcProSchema = z.object({
  assureur: texteRequis(),
  police: texteRequis(),
  au: date(),
});

/** POST/PUT /api/Fournisseur. */
export const fournisseurSchema = z.object({
  raisonSociale: texteRequis(),
  siret: siret(),
  metiers: metiers.min(1, "Indiquez au moins un métier."),
  contact: texte(),
  tel: texte(),
  mail: email(),
  adresse: texte(),
  codePostal: texte(),
  ville: texte(),
  iban: iban(),
  bic: bic(),
  decennale: decennaleSchema.nullish(),
  rcPro: rcProSchema.nullish(),
});

/** POST /api/interventions: from a tenant's request (DemandeId) or typed by staff. */
export const interventionSchema = z.object({
  AppartementId: idRequis(),
  DemandeId: idOptionnel(),
  FournisseurId: idOptionnel(),
  // Optional as the issue writes the body: left out, the order takes its supplier's first works trade (ADR 178).
  metier: z.preprocess(metierNormalise, choixOptionnel(METIERS_TRAVAUX)),
  objet: texteRequis(),
  description: texte(),
  urgence: booleen(),
  date: date(),
  // The tenant agreed that the supplier calls them: the order of service then prints their contact (item 2).
  contactLocataire: booleen(),
});

/** POST /api/Intervention/{id}/etat: the next state, the supplier's visit day when ordered, a comment. */
export const changementEtatSchema = z.object({
  etat: choixRequis(ETATS_INTERVENTION),
  datePassage: date(),
  commentaire: texte(),
});

/** An admin lifting the décennale warning says why (ADR 135): kept in the order's history. */
export const leveeDecennaleSchema = z.object({ motif: texteRequis() });

/** The owner's answer on a quote above the mandate's ceiling (item 3). */
export const decisionDevisSchema = z.object({
  decision: z.enum(["accepte", "refuse"], {
    error: "Choisissez « accepte » ou « refuse ».",
  }),
  commentaire: texte(),
});
