import { z } from "zod";
import { idOf, type Operation } from "./operation";

// Moving an agency in and out (issue 61): the templates, the import (a dry run first, then everything or nothing),
// its undo, and the same files out. Admin only.

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const tag = "Reprise de données";

const FEUILLE = z.enum([
  "Proprietaires",
  "Appartements",
  "Locataires",
  "Baux",
  "Garants",
  "Mandats",
  "Soldes",
]);

const erreurImport = z
  .object({
    feuille: FEUILLE,
    ligne: z.number().int().meta({ description: "La ligne du fichier (l'en-tête est la ligne 1)" }),
    colonne: z
      .string()
      .meta({ description: "L'en-tête de la colonne, tel que le modèle le nomme" }),
    message: z.string().meta({ examples: ["Ligne 12, colonne IBAN : IBAN invalide."] }),
  })
  .meta({ id: "ErreurImport" });

const colonneLue = z.object({
  entete: z.string().meta({ description: "L'en-tête du fichier" }),
  champ: z
    .string()
    .nullable()
    .meta({ description: "La colonne du modèle associée ; null : ignorée" }),
  libelle: z.string().nullable().meta({ description: "L'en-tête du modèle de ce champ" }),
});

const feuilleVerifiee = z
  .object({
    lignes: z.number().int(),
    creer: z.number().int(),
    mettreAJour: z.number().int(),
    colonnes: z.array(colonneLue).meta({ description: "Chaque en-tête du fichier et sa colonne" }),
    apercu: z
      .array(z.record(z.string(), z.unknown()))
      .meta({ description: "Les premières lignes telles qu'elles seront lues (5 au plus)" }),
  })
  .meta({ id: "FeuilleImport" });

const totalSolde = z.object({
  nombre: z.number().int(),
  total: z.number().meta({ description: "En euros, signé comme la feuille Soldes" }),
});
/** Issue 74 item 4: what the sheet Soldes declares, by kind (ADR 113). */
const totauxSoldes = z
  .object({ proprietaire: totalSolde, locataire: totalSolde, depot: totalSolde })
  .meta({ id: "TotauxSoldesImport", description: "Les soldes déclarés, par sorte" });

export const verificationImport = z
  .object({
    feuilles: z.partialRecord(FEUILLE, feuilleVerifiee),
    erreurs: z.array(erreurImport),
    avertissements: z.array(z.string()),
    totaux: totauxSoldes.optional(),
    termes: z
      .object({
        mois: z.string().meta({ description: "Le mois de la date de reprise (AAAA-MM)" }),
        jusqua: z.string().meta({
          description: "Le dernier mois appelé par l'import, celui du jour (AAAA-MM)",
        }),
        nombre: z.number().int().meta({
          description: "Les échéances que l'import créera, de la date de reprise au mois du jour",
        }),
      })
      .nullable()
      .optional()
      .meta({
        description: "null : la date de reprise est à venir (la tâche mensuelle appellera ce mois)",
      }),
    seulConfirmateur: z.boolean().optional().meta({
      description:
        "Vrai quand le fichier a des soldes et que personne d'autre que vous (administrateur ou comptable) ne peut les confirmer : le mode délai des soldes s'offre après l'import",
    }),
  })
  .meta({ id: "VerificationImport" });

const compteParFeuille = z.partialRecord(FEUILLE, z.number().int());

export const importRecord = z
  .object({
    id: z.number().int(),
    statut: z.enum(["en_cours", "termine", "echoue", "annulation", "annule"]),
    dateReprise: z.string(),
    fichiers: z.array(z.string()),
    crees: compteParFeuille,
    misAJour: compteParFeuille,
    lignesTotal: z.number().int(),
    lignesEcrites: z
      .number()
      .int()
      .meta({ description: "La progression d'un import en file d'attente" }),
    erreurs: z.array(erreurImport).nullable(),
    auteur: z.string(),
    createdAt: z.string(),
    termineAt: z.string().nullable(),
    annuleAt: z.string().nullable(),
    annulePar: z.string().nullable(),
    annulable: z.boolean().meta({
      description: "Vrai quand rien d'autre ne désigne encore ce que l'import a créé",
    }),
    raisonNonAnnulable: z.string().nullable().meta({
      description:
        "Pourquoi un import terminé n'est pas annulable (celle du 409 de l'annulation), sinon null",
    }),
    soldes: z.enum(["a_verifier", "confirme"]).nullable().meta({
      description:
        "Les soldes d'ouverture : à vérifier (tenus à part) jusqu'à la confirmation d'un autre administrateur ou comptable ; null sans soldes",
    }),
    soldesConfirmesPar: z.string().nullable().meta({
      description:
        "null quand les soldes ont été retenus par le délai, sans contestation (ADR 132)",
    }),
    soldesConfirmesAt: z.string().nullable(),
    soldesComptentApres: z.string().nullable().meta({
      description:
        "Mode délai : les propriétaires prévenus, les soldes comptent à cet instant sauf contestation",
    }),
    soldesContestesAt: z.string().nullable(),
    soldesContestesPar: z.string().nullable(),
    soldesContestesMotif: z.string().nullable(),
  })
  .meta({ id: "Import" });

const envoi = z.object({
  fichier: z.string().meta({
    format: "binary",
    description:
      "Le classeur (.xlsx), ou un ou plusieurs CSV (un par onglet, nommés comme lui : Baux.csv...), ou leur zip ; le champ se répète (tout champ de fichier est lu : `file` aussi), reconnus par leur contenu",
  }),
  dateReprise: z.string().meta({
    description: "La date de reprise (AAAA-MM-JJ ou JJ/MM/AAAA) : celle des soldes d'ouverture",
  }),
  correspondances: z.string().optional().meta({
    description:
      "JSON { Feuille: { « en-tête du fichier »: champ du modèle ou null } } : une association changée à la main ; gardée pour le prochain fichier aux mêmes en-têtes",
  }),
});

export const IMPORT_OPERATIONS = {
  "GET /imports/modele.xlsx": {
    tag,
    summary: "Le modèle de reprise : un classeur d'un onglet par sorte (et Lisez-moi)",
    description:
      "Onglets Proprietaires, Appartements, Locataires, Baux, Garants, Mandats, Soldes : en-têtes en français (les obligatoires marqués *), deux lignes d'exemple chacun ; l'onglet Lisez-moi décrit chaque colonne et ses autres noms acceptés.",
    access: "admin",
    ok: { 200: { description: "Le classeur", file: XLSX } },
    errors: [401, 403],
  },
  "GET /imports/modele.zip": {
    tag,
    summary: "Le même modèle en fichiers CSV (un par onglet), dans un zip",
    description: "UTF-8 avec BOM, « ; » entre les cellules : ce qu'Excel ouvre tel quel.",
    access: "admin",
    ok: { 200: { description: "Le zip des CSV", file: "application/zip" } },
    errors: [401, 403],
  },
  "POST /imports": {
    tag,
    summary: "Reprendre un portefeuille : vérifier (essai=1), puis tout écrire ou rien",
    description:
      "Avec essai=1 : chaque erreur à sa ligne et sa colonne, rien n'est écrit (200). Sans : tout est écrit en une transaction (201), ou rien (400 avec les mêmes erreurs). Reprendre le même fichier ne crée rien de plus : les fiches sont retrouvées par leur Reference et mises à jour. Sur Cloudflare, un gros fichier est écrit par la file d'attente (202 : suivre GET /Import/{id}) ; rien n'est visible avant la fin.",
    access: "admin",
    query: z.object({
      essai: z.enum(["1", "0", "true", "false"]).optional().meta({
        description: "1 : vérifier seulement",
      }),
    }),
    body: { multipart: envoi },
    ok: {
      200: { description: "La vérification (essai=1) : rien d'écrit", json: verificationImport },
      201: { description: "Importé", json: z.object({ import: importRecord }) },
      202: {
        description: "Cloudflare : en cours d'écriture par la file d'attente",
        json: z.object({ import: importRecord }),
      },
    },
    errors: [400, 401, 403, 413, 415],
  },
  "GET /imports": {
    tag,
    summary: "Les reprises passées, la plus récente d'abord",
    access: "admin",
    ok: { 200: { description: "Les imports", json: z.object({ imports: z.array(importRecord) }) } },
    errors: [401, 403],
  },
  "GET /Import/:id": {
    tag,
    summary: "Une reprise : son état et sa progression",
    access: "admin",
    params: { id: idOf("de l'import") },
    ok: { 200: { description: "L'import", json: z.object({ import: importRecord }) } },
    errors: [401, 403, 404],
  },
  "DELETE /Import/:id": {
    tag,
    summary:
      "Annuler une reprise : supprimer ce qu'elle a créé, tant que rien d'autre ne le désigne",
    description:
      "Les fiches créées (propriétaires, lots, locataires, baux, garants) et les soldes d'ouverture sont supprimés ; les fiches seulement mises à jour restent. 409 avec la raison quand une fiche créée a depuis une quittance, un paiement, un autre bail...",
    access: "admin",
    params: { id: idOf("de l'import") },
    ok: { 200: { description: "L'import annulé", json: z.object({ import: importRecord }) } },
    errors: [401, 403, 404, 409],
  },
  "POST /Import/:id/confirmer": {
    tag,
    summary:
      "Confirmer les soldes d'une reprise (un autre administrateur ou comptable que son auteur)",
    description:
      "Les soldes d'ouverture d'une reprise restent à part (représentation des fonds, reversements) jusqu'à cette confirmation. 403 pour l'auteur de l'import, 409 quand ils sont déjà confirmés ou qu'il n'y en a pas. Demande une confirmation récente de la session.",
    access: "finance",
    confirmation: true,
    params: { id: idOf("de l'import") },
    ok: {
      200: { description: "L'import, soldes confirmés", json: z.object({ import: importRecord }) },
    },
    errors: [401, 403, 404, 409],
  },
  "GET /exports/portefeuille.xlsx": {
    tag,
    summary: "Le portefeuille entier dans le classeur du modèle, soldes à une date compris",
    description:
      "Importé dans une agence vide, il redonne les mêmes propriétaires, lots, locataires, baux, garants et soldes.",
    access: "admin",
    query: z.object({
      date: z
        .string()
        .optional()
        .meta({ description: "La date des soldes (AAAA-MM-JJ) ; par défaut aujourd'hui" }),
    }),
    ok: { 200: { description: "Le classeur", file: XLSX } },
    errors: [400, 401, 403],
  },
} as const satisfies Record<string, Operation>;

export const XLSX_MIME = XLSX;
export type ImportRecord = z.output<typeof importRecord>;
export type VerificationImport = z.output<typeof verificationImport>;
