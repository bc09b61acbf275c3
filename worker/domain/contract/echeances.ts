import { z } from "zod";
import { renouvellementSchema } from "../bail/renouvellement";
import { TYPES_DIAGNOSTIC } from "../diagnostics/types";
import { date, dateRequise, entier, nombre, surface, texte } from "../schemas/fields";
import { NIVEAUX_ECHEANCE, TYPES_ECHEANCE } from "../echeances/types";
import { ID, type Operation } from "./operation";
import { readOne } from "./shapes";

// Issue 63: the legal calendar. A lot's diagnostics and their validity, a lease's renewal (refused on a dwelling
// no longer decent), and one calendar of every dated obligation of the agency.

const staff = "staff" as const;

/** One diagnostic as entered: PUT's item. */
const classeDpe = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toUpperCase() || null : v),
  z
    .enum(["A", "B", "C", "D", "E", "F", "G"], { error: "Une classe de A à G est attendue." })
    .nullish(),
);

export const diagnosticSaisiSchema = z.object({
  type: z.enum(TYPES_DIAGNOSTIC, { error: "Type de diagnostic inconnu." }),
  dateRealisation: dateRequise(),
  resultat: texte(),
  classe: classeDpe,
  // An ADEME attestation's class (arrêtés du 25 mars 2024 et du 13 août 2025), its day and source.
  classeApresAttestation: classeDpe,
  dateAttestation: date(),
  sourceAttestation: texte(),
  energieFinale: nombre().refine((v) => v == null || (v >= 0 && v <= 10_000), {
    message: "Une consommation entre 0 et 10 000 kWh/m²/an est attendue.",
  }),
  positif: z.boolean({ error: "Oui ou non est attendu." }).nullish(),
  surface: surface(),
  FichierId: entier(1),
});

/** PUT's body: the lot's whole set (a kind left out is removed); a bare array is taken as well. */
export const diagnosticsSaisisSchema = z.preprocess(
  (v) => (Array.isArray(v) ? { diagnostics: v } : v),
  z.object({ diagnostics: z.array(diagnosticSaisiSchema).max(TYPES_DIAGNOSTIC.length) }),
);

const etatDiagnostic = z.object({
  type: z.enum(TYPES_DIAGNOSTIC),
  libelle: z.string(),
  requis: z.boolean(),
  raison: z.string(),
  statut: z.enum(["valide", "expire", "manquant", "non_requis"]),
  nature: z
    .enum(["annexe", "mention", "a_disposition"])
    .meta({ description: "Annexé au bail, mentionné dans le bail, ou tenu à disposition" }),
  avertissement: z.string().nullable(),
  finValidite: z
    .string()
    .nullable()
    .meta({ description: "Dernier jour de validité ; null : illimitée ou absent" }),
  regle: z.string(),
  diagnostic: diagnosticSaisiSchema.extend({ id: z.number() }).nullable(),
});

const diagnostics = z
  .object({
    AppartementId: z.number(),
    date: z
      .string()
      .meta({ description: "Le jour auquel la validité est dite (aujourd'hui par défaut)" }),
    diagnostics: z.array(etatDiagnostic),
    decence: z
      .string()
      .nullable()
      .meta({ description: "La raison d'indécence à cette date, ou null" }),
  })
  .meta({ id: "Diagnostics" });

/** GET and PUT /Appartement/{id}/diagnostics' answer (the web's type). */
export type DiagnosticsLot = z.infer<typeof diagnostics>;
export type EtatDiagnosticApi = z.infer<typeof etatDiagnostic>;

export const echeance = z
  .object({
    date: z.string(),
    type: z.enum(TYPES_ECHEANCE),
    niveau: z.enum(NIVEAUX_ECHEANCE),
    AppartementId: z.number().optional(),
    DossierId: z.number().optional(),
    MissionId: z.number().optional(),
    FournisseurId: z.number().optional(),
    libelle: z.string(),
    regle: z.string(),
  })
  .meta({ id: "Echeance" });

const mandatReconduit = z
  .object({
    id: z.number(),
    numeroMandat: z.string().nullable(),
    dateSignature: z.string().nullable(),
    dureeMandatMois: z.number().nullable(),
    reconductionsMax: z.number().nullable(),
    reconductions: z.number().meta({ description: "Reconductions enregistrées" }),
  })
  .meta({ id: "MandatReconduit" });

const echeancesQuery = z.object({
  du: z
    .string()
    .optional()
    .meta({ description: "Premier jour (AAAA-MM-JJ) ; sans lui, tout ce qui est échu" }),
  au: z
    .string()
    .optional()
    .meta({ description: "Dernier jour (AAAA-MM-JJ) ; sans lui, un an après aujourd'hui" }),
  type: z
    .string()
    .optional()
    .meta({ description: "Un ou plusieurs types, séparés par des virgules" }),
  niveau: z
    .string()
    .optional()
    .meta({ description: "expire, bientot ou ok (séparés par des virgules)" }),
});

export const ECHEANCE_OPERATIONS = {
  "GET /Appartement/:id/diagnostics": {
    tag: "Échéances",
    summary: "Les diagnostics d'un appartement, requis ou non, et leur validité à une date",
    access: staff,
    params: { id: ID },
    query: z.object({ date: z.string().optional() }),
    ok: { 200: { description: "Les diagnostics", json: diagnostics } },
    errors: [400, 401, 403, 404],
  },
  "PUT /Appartement/:id/diagnostics": {
    tag: "Échéances",
    summary:
      "Enregistrer les diagnostics d'un appartement (l'ensemble : un type absent est retiré)",
    access: staff,
    params: { id: ID },
    body: { json: diagnosticsSaisisSchema },
    ok: { 200: { description: "Les diagnostics", json: diagnostics } },
    errors: [400, 401, 403, 404],
  },
  "POST /Dossier/:id/renouvellement": {
    tag: "Dossier",
    summary:
      "Renouveler un bail pour sa durée légale (refusé sur un logement qui n'est plus décent à cette date)",
    access: staff,
    params: { id: ID },
    body: { json: renouvellementSchema },
    ok: { 200: { description: "Le dossier renouvelé", json: readOne("Dossier") } },
    errors: [400, 401, 403, 404, 409],
  },
  "GET /Mission/:id/lettreReconduction": {
    tag: "Échéances",
    summary:
      "La lettre d'information du mandant sur la reconduction du mandat de gestion (C. consom., art. L215-1), en PDF",
    access: staff,
    params: { id: ID },
    ok: { 200: { description: "La lettre", file: "application/pdf" } },
    errors: [401, 403, 404, 409],
  },
  "POST /Mission/:id/reconduction": {
    tag: "Échéances",
    summary:
      "Enregistrer une reconduction du mandat de gestion (refusée au-delà de son nombre maximal de reconductions)",
    access: staff,
    params: { id: ID },
    ok: { 200: { description: "Le mandat reconduit", json: mandatReconduit } },
    errors: [401, 403, 404, 409],
  },
  "GET /echeances": {
    tag: "Échéances",
    summary:
      "Toutes les échéances datées de l'agence (diagnostics, baux, assurances, mandats, agence)",
    access: staff,
    query: echeancesQuery,
    ok: {
      200: { description: "Les échéances, par date", json: z.object({ data: z.array(echeance) }) },
    },
    errors: [400, 401, 403],
  },
  "GET /echeances/export": {
    tag: "Échéances",
    summary: "Les échéances en CSV (mêmes filtres)",
    access: staff,
    query: echeancesQuery,
    ok: { 200: { description: "Le fichier CSV", file: "text/csv" } },
    errors: [400, 401, 403],
  },
} as const satisfies Record<string, Operation>;
