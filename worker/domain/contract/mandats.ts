import { z } from "zod";
import { MODES_VERIFICATION, STATUTS_IBAN } from "../iban-verification/regles";
import { verificationIbanSchema } from "../iban-verification/schemas";
import { agenceSecuriteSchema } from "../deux-facteurs/schemas";
import { agenceSchema } from "../mandats/agence-schema";
import { NATURES_MANDAT } from "../mandats/registre";
import type { Operation } from "./operation";
import { generated } from "./shapes";

// The register of mandates and the agency's settings (ADR 027): admin only.

const tag = "Mandats";

const ligne = z
  .object({
    numero: z.string().meta({ examples: ["2026-0042"] }),
    sequence: z.number().int(),
    carte: z.string().meta({ description: "La carte professionnelle dont c'est la séquence" }),
    date: z.string(),
    nature: z.enum(NATURES_MANDAT),
    mandants: z.string(),
    bien: z.string(),
    dateDebut: z.string().nullable(),
    dateFin: z.string().nullable(),
    duree: z.string(),
    dateAnnulation: z.string().nullable(),
    MissionId: z.number().int().nullable(),
    IntendanceId: z.number().int().nullable(),
  })
  .meta({ id: "LigneRegistreMandats" });

const agence = z
  .object({
    nom: z.string(),
    adresse: z.string(),
    siret: z.string(),
    siren: z.string(),
    numeroTVA: z.string(),
    telephone: z.string(),
    email: z.string(),
    carteProfessionnelle: z.string(),
    cciDelivrance: z.string(),
    garantFinancier: z.string(),
    montantGarantie: z.number().nullable().meta({ description: "En euros" }),
    assureurRCP: z.string(),
    policeRCP: z.string(),
    iban: z
      .string()
      .meta({ description: "IBAN du compte séquestre (débiteur des reversements SEPA)" }),
    bic: z.string(),
    envoiCompteRendu: z.boolean().meta({
      description: "Le job mensuel envoie les comptes-rendus de gérance après les reversements",
    }),
    mentionExonerationTVA: z.string().meta({
      description: "Motif d'exonération imprimé sur une facture à 0 % de TVA",
    }),
    ics: z.string().meta({ description: "Identifiant créancier SEPA des prélèvements (ICS)" }),
    delaiPrenotification: z
      .number()
      .int()
      .meta({ description: "Jours entre la pré-notification (avis d'échéance) et le prélèvement" }),
    carteProfessionnelleFin: z
      .string()
      .nullable()
      .meta({ description: "Fin de validité de la carte professionnelle (AAAA-MM-JJ)" }),
    garantieFinanciereFin: z
      .string()
      .nullable()
      .meta({ description: "Fin de la garantie financière (AAAA-MM-JJ)" }),
    assuranceRcpFin: z.string().nullable().meta({
      description: "Fin de l'assurance responsabilité civile professionnelle (AAAA-MM-JJ)",
    }),
    mentionsManquantes: z.array(z.string()).meta({
      description:
        "Ce qui manque aux factures (SIRET, n° de TVA) : un avertissement en français par mention",
    }),
    verificationIban: z.enum(MODES_VERIFICATION).meta({
      description:
        "Comment un IBAN de propriétaire saisi ou modifié devient vérifié : par une deuxième personne, ou aussi 72 heures après l'e-mail au propriétaire",
    }),
    ibanStatut: z.enum(STATUTS_IBAN).meta({
      description:
        "Le compte séquestre : « a_verifier » après une modification, jusqu'à sa confirmation par un autre administrateur ou comptable (aucun fichier SEPA d'ici là)",
    }),
    ibanModifiePar: z.string().nullable(),
    ibanModifieAt: z.string().nullable(),
    exigerDeuxFacteurs: z.boolean().meta({
      description:
        "Tout le personnel doit avoir un second facteur : sans lui, seule sa configuration reste ouverte (403 deux_facteurs_requis)",
    }),
  })
  .meta({ id: "Agence" });

const annee = { schema: z.string().meta({ examples: ["2026"] }), description: "Année (AAAA)" };

export const MANDAT_OPERATIONS = {
  "GET /registreMandats": {
    tag,
    summary: "Le registre des mandats d'une année : numéros dans l'ordre, annulés compris",
    access: "admin",
    query: z.object({ annee: z.string().meta({ examples: ["2026"] }) }),
    ok: {
      200: {
        description: "Les mandats de l'année",
        json: z.object({ annee: z.number().int(), data: z.array(ligne) }),
      },
    },
    errors: [400, 401, 403],
  },
  "GET /registreMandats/:annee/generate": {
    tag,
    summary: "Le registre des mandats d'une année (PDF, pages numérotées)",
    access: "admin",
    params: { annee },
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [400, 401, 403],
  },
  "GET /agence": {
    tag,
    summary:
      "Les paramètres de l'agence (carte, garantie, assurance), valeurs de l'hébergement par défaut",
    access: "finance",
    ok: { 200: { description: "Les paramètres en vigueur", json: agence } },
    errors: [401, 403],
  },
  "PUT /agence": {
    tag,
    summary:
      "Modifier les paramètres de l'agence (un champ vide reprend la valeur de l'hébergement)",
    description:
      "Changer l'IBAN ou le BIC du compte séquestre le met « à vérifier » : aucun fichier SEPA tant qu'un autre administrateur ou comptable ne l'a pas confirmé (POST /agence/iban/confirmer). exigerDeuxFacteurs: true est refusé (409) tant que l'administrateur n'a pas lui-même activé son second facteur. Changer le compte séquestre (iban, bic) ou l'ICS demande une confirmation récente de la session (POST /api/user/confirmer, 5 minutes) : sinon 403 `confirmation_requise` « Confirmez votre identité pour continuer. », rien n'est enregistré.",
    access: "admin",
    body: {
      json: agenceSchema
        .partial()
        .extend(verificationIbanSchema.shape)
        .extend(agenceSecuriteSchema.shape),
    },
    ok: { 200: { description: "Les paramètres en vigueur", json: agence } },
    errors: [400, 401, 403, 409],
  },
} as const satisfies Record<string, Operation>;
