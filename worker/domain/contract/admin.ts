import { z } from "zod";
import { relancesConfigSchema } from "../schemas/relances";
import { ID, type Operation } from "./operation";
import { dataOf } from "./shapes";
import { tableauDeBord } from "./tableau-de-bord";

// The admin's settings (outbox, reminders, backup), the dashboard, and the global search.

/** A run of the daily job as Paramètres > Tâches shows it (services/job-runs.ts). */
export const jobRun = z
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

/** A mail of the outbox (GET /Outbox, services/outbox.ts); one read alone carries its text. */
export const outboxMail = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    status: z.enum(["pending", "sending", "sent", "failed"]),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    sentAt: z.string().nullable(),
    createdAt: z.string(),
    QuitanceId: z.number().int().nullable(),
  })
  .meta({ id: "EmailSortant" });
const outboxMailRead = outboxMail.extend({ body: z.string() });

/** A record the global search found (services/search.ts): enough to recognise it. */
const searchHit = z.object({
  type: z.enum(["Client", "Appartement", "Locataire", "Dossier"]),
  id: z.number().int(),
  label: z.string(),
  detail: z.string().meta({ description: "Adresse, locataire… ; « archivé » pour un archivé" }),
});

/** What a restore put back (services/backup/restore.ts). */
const restoreResult = z.object({
  tables: z.number().int(),
  rows: z.number().int(),
  objects: z.number().int(),
  message: z.string(),
});

const relancesConfig = z.object({
  etapes: z.array(
    z.object({
      etape: z.literal([1, 2, 3]),
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
    ok: {
      200: { description: "Les résultats, par type d'enregistrement", json: dataOf(searchHit) },
    },
    errors: [401, 403],
  },
  "GET /dashboard": {
    tag: "Tableau de bord",
    summary:
      "Le tableau de bord : appartements par statut, préavis, intendances, encaissements, impayés",
    access: "admin",
    query: z.object({
      page: z
        .string()
        .optional()
        .meta({ description: "Page des appartements en préavis ou vacants, à partir de 1" }),
      taille: z
        .string()
        .optional()
        .meta({ description: "Lignes de cette page, 1 à 500 ; absente : 5" }),
    }),
    ok: { 200: { description: "Les chiffres du jour (Paris)", json: tableauDeBord } },
    errors: [400, 401, 403],
  },
  "GET /Outbox": {
    tag: "Paramètres",
    summary: "Les e-mails envoyés, en attente ou en échec",
    access: "admin",
    ok: {
      200: {
        description: "Les e-mails, et si un transport est configuré",
        json: z.object({ data: z.array(outboxMail), transport: z.boolean() }),
      },
    },
    errors: [401, 403],
  },
  "GET /Outbox/:id": {
    tag: "Paramètres",
    summary: "Un e-mail avec son texte (ses liens compris)",
    access: "admin",
    params: { id: ID },
    ok: { 200: { description: "L'e-mail, son objet et son texte", json: outboxMailRead } },
    errors: [401, 403, 404],
  },
  "POST /Outbox/:id/resend": {
    tag: "Paramètres",
    summary: "Renvoyer un e-mail",
    access: "admin",
    params: { id: ID },
    ok: { 200: { description: "L'e-mail après l'envoi", json: outboxMail } },
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
    confirmation: true,
  },
  "POST /sauvegarde/restaurer": {
    tag: "Paramètres",
    summary: "Restaurer une sauvegarde dans une instance vide",
    access: "admin",
    body: { raw: "application/zip", description: "L'archive de GET /sauvegarde" },
    ok: { 200: { description: "Ce qui a été restauré", json: restoreResult } },
    errors: [400, 401, 403, 409, 413, 415],
  },
} as const satisfies Record<string, Operation>;
