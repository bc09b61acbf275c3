import { z } from "zod";
import { ACTIONS } from "../journal/regles";
import { QUOI_TELECHARGEMENT } from "../telechargements/telechargements";
import type { Operation } from "./operation";
import { dataOf } from "./shapes";

// The audit trail (ADR 029): every write, read by admins in Paramètres > Journal.

const ligne = z
  .object({
    at: z.string().meta({ description: "Horodatage ISO 8601 (UTC) de l'écriture" }),
    user: z.string().meta({ description: "L'e-mail de l'auteur, « système » pour les tâches" }),
    action: z.enum(ACTIONS),
    resource: z.string().meta({ examples: ["Client"] }),
    id: z.string().meta({ examples: ["12"] }),
    changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).meta({
      description:
        "Les champs changés : [avant, après] (création : avant null ; suppression : après null). Montants en euros ; mots de passe et jetons masqués.",
      examples: [{ nom: ["Dupont", "Durand"] }],
    }),
    existe: z.boolean().meta({
      description:
        "L'enregistrement existe encore et a sa fiche (Client, Appartement, Locataire, Dossier, Mission) : le journal y mène.",
    }),
    sessionId: z.string().nullable().meta({
      description:
        "La session d'où vient l'écriture (issue 59) : null pour le système, le lien du locataire ou un jeton sans session.",
    }),
  })
  .meta({ id: "LigneJournal" });

/** One download of a SEPA file, a FEC or a backup (issue 59). */
const telechargement = z
  .object({
    id: z.number().int(),
    quoi: z.enum(QUOI_TELECHARGEMENT),
    reference: z.string().meta({
      description: "Le n° du lot (SEPA), l'exercice (FEC) ou « sauvegarde »",
      examples: ["12", "2026"],
    }),
    auteur: z.string().meta({ description: "L'e-mail de l'utilisateur" }),
    sessionId: z.string().nullable().meta({ description: "La session qui a téléchargé" }),
    adresse: z.string().meta({ description: "L'adresse IP de la requête" }),
    at: z.string().meta({ description: "Horodatage ISO 8601 (UTC)" }),
  })
  .meta({ id: "Telechargement" });

export const JOURNAL_OPERATIONS = {
  "GET /journal": {
    tag: "Journal",
    summary: "Le journal des écritures (qui, quand, quoi), du plus récent au plus ancien",
    description:
      "Filtres : resource (le nom d'une table journalisée, Client, AgenceParametres... ; une autre : 400 « Ressource inconnue »), id, user (e-mail), du et au (AAAA-MM-JJ, inclus), limit (1000 par défaut, 5000 au plus).",
    access: "admin",
    query: z.object({
      resource: z.string().optional(),
      id: z.string().optional(),
      user: z.string().optional(),
      du: z.string().optional(),
      au: z.string().optional(),
      limit: z.string().optional(),
    }),
    ok: { 200: { description: "Les lignes du journal", json: z.object({ data: z.array(ligne) }) } },
    errors: [400, 401, 403],
  },
  "GET /telechargements": {
    tag: "Journal",
    summary:
      "Les téléchargements de fichiers sensibles (SEPA, FEC, sauvegarde) : qui, quand, d'où ; les 500 derniers",
    access: "admin",
    ok: {
      200: {
        description: "Les téléchargements, du plus récent au plus ancien",
        json: dataOf(telechargement),
      },
    },
    errors: [401, 403],
  },
} as const satisfies Record<string, Operation>;
