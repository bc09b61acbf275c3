import { z } from "zod";
import { relancesConfigSchema } from "../schemas/relances";
import { ID, type Operation } from "./operation";
import { dataOf, object } from "./shapes";

// The admin's settings (outbox, reminders, backup), the dashboard, and the global search.

/** A run of the daily job as Paramètres > Tâches shows it (services/job-runs.ts). */
const jobRun = z
  .object({
    id: z.number().int(),
    startedAt: z.string(),
    trigger: z.string(),
    dossiers: z.number().int(),
    mails: z.number().int(),
    batches: z.number().int(),
    batchesDone: z.number().int(),
    generated: z.number().int(),
    queued: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    errors: z.number().int(),
    failures: z.array(z.object({ at: z.string(), what: z.string(), message: z.string() })),
    updatedAt: z.string(),
  })
  .meta({ id: "ExecutionTache" });

const relancesConfig = z.object({
  etapes: z.array(
    z.object({
      etape: z.number().int(),
      jours: z.number().int(),
      libelle: z.string(),
      cautions: z.boolean(),
    }),
  ),
});

export const ADMIN_OPERATIONS = {
  "GET /search": {
    tag: "Recherche",
    summary: "Recherche globale (?q=), sans accents ni casse",
    access: "staff",
    query: z.object({ q: z.string().optional() }),
    ok: { 200: { description: "Les résultats, par type d'enregistrement", json: dataOf(object) } },
    errors: [401, 403],
  },
  "GET /dashboard": {
    tag: "Tableau de bord",
    summary:
      "Le tableau de bord : appartements par statut, préavis, intendances, encaissements, impayés",
    access: "admin",
    ok: { 200: { description: "Les chiffres du jour (Paris)", json: object } },
    errors: [401, 403],
  },
  "GET /Outbox": {
    tag: "Paramètres",
    summary: "Les e-mails envoyés, en attente ou en échec",
    access: "admin",
    ok: {
      200: {
        description: "Les e-mails, et si un transport est configuré",
        json: z.object({ data: z.array(object), transport: z.boolean() }),
      },
    },
    errors: [401, 403],
  },
  "GET /Outbox/:id": {
    tag: "Paramètres",
    summary: "Un e-mail avec son texte (ses liens compris)",
    access: "admin",
    params: { id: ID },
    ok: { 200: { description: "L'e-mail, son objet et son texte", json: object } },
    errors: [401, 403, 404],
  },
  "POST /Outbox/:id/resend": {
    tag: "Paramètres",
    summary: "Renvoyer un e-mail",
    access: "admin",
    params: { id: ID },
    ok: { 200: { description: "Le résultat de l'envoi", json: object } },
    errors: [401, 403, 404, 503],
  },
  "GET /taches": {
    tag: "Paramètres",
    summary:
      "Les dernières exécutions de la tâche quotidienne : ce qui a été fait, ce qui a échoué",
    access: "admin",
    ok: { 200: { description: "Les exécutions, la plus récente d'abord", json: dataOf(jobRun) } },
    errors: [401, 403],
  },
  "GET /relances/config": {
    tag: "Paramètres",
    summary: "Les étapes de relance (jours après l'échéance)",
    access: "admin",
    ok: { 200: { description: "Les trois étapes", json: relancesConfig } },
    errors: [401, 403],
  },
  "PUT /relances/config": {
    tag: "Paramètres",
    summary: "Changer les jours des étapes de relance",
    access: "admin",
    body: { json: relancesConfigSchema },
    ok: { 200: { description: "Les trois étapes", json: relancesConfig } },
    errors: [400, 401, 403],
  },
  "GET /sauvegarde": {
    tag: "Paramètres",
    summary: "La sauvegarde de toute l'instance (données et fichiers) en zip",
    access: "admin",
    ok: { 200: { description: "L'archive", file: "application/zip" } },
    errors: [401, 403],
  },
  "POST /sauvegarde/restaurer": {
    tag: "Paramètres",
    summary: "Restaurer une sauvegarde dans une instance vide",
    access: "admin",
    body: { raw: "application/zip", description: "L'archive de GET /sauvegarde" },
    ok: { 200: { description: "Ce qui a été restauré", json: object } },
    errors: [400, 401, 403, 409, 413, 415],
  },
} as const satisfies Record<string, Operation>;
