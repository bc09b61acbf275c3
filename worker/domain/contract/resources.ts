import { z } from "zod";
import { appartementSchema } from "../schemas/appartement";
import { cautionSchema } from "../schemas/caution";
import { clientSchema } from "../schemas/client";
import { dossierSchema } from "../schemas/dossier";
import { etatLieuxSchema } from "../schemas/etat-lieux";
import { intendanceSchema } from "../schemas/intendance";
import { locataireSchema } from "../schemas/locataire";
import { accompteSchema, missionSchema } from "../schemas/mission";
import { quitanceSchema } from "../schemas/quitance";
import {
  equipementSchema,
  fichierSchema,
  imageSchema,
  userSchema,
  variableSchema,
} from "../schemas/reference";
import { CHILD_ID, ID, type Operation } from "./operation";
import { contratGliSchema } from "../garanties/schemas";
import { attenteQuotesParts, statutQuotesParts } from "./quotes-parts";
import { isArchivable } from "../archives/messages";
import { RECORDS, compactListRow, listRow, readOne, type RecordName } from "./shapes";
import { PAGE_MAX, TAILLE_MAX } from "../liste/pagination";
import { FORME_COMPACTE, aUneFormeCompacte } from "../liste/forme";
import { fournisseurSchema } from "../travaux/schemas";

// The generic CRUD of spec 7 (worker/routes/crud.ts) and the links between records, each spelled out per resource:
// GET /Client, GET /Client/{id}, ... as an integrator reads them.

/** The resources of the generic CRUD (spec 7), in the order the server registers them. */
export const RESOURCE_NAMES = [
  "Client",
  "Appartement",
  "Locataire",
  "Mission",
  "Dossier",
  "Variable",
  "Quitance",
  "Accompte",
  "Intendance",
  "Equipement",
  "Image",
  "Caution",
  "EtatLieux",
  "Fichier",
  "User",
  "ContratGli",
  "Fournisseur",
] as const satisfies readonly RecordName[];
export type ResourceName = (typeof RESOURCE_NAMES)[number];

/** The body each resource's POST and PUT take. */
const CRUD: Record<ResourceName, z.ZodType> = {
  Client: clientSchema,
  Appartement: appartementSchema,
  Locataire: locataireSchema,
  Mission: missionSchema,
  Dossier: dossierSchema,
  Variable: variableSchema,
  Quitance: quitanceSchema,
  Accompte: accompteSchema,
  Intendance: intendanceSchema,
  Equipement: equipementSchema,
  Image: imageSchema,
  Caution: cautionSchema,
  EtatLieux: etatLieuxSchema,
  Fichier: fichierSchema,
  User: userSchema,
  ContratGli: contratGliSchema,
  Fournisseur: fournisseurSchema,
};

/** Created by an upload (POST /Fichier, POST /Image: files.ts), not by the generic POST. */
const UPLOADED: readonly ResourceName[] = ["Image", "Fichier"];

/**
 * The links of spec 7 (PUT /{Parent}/{id}/{link}/add|remove/{childId}, DELETE .../remove/...), each with who may
 * remove it with a PUT: the roles that may delete when removing deletes the child (an image, an instalment, a file).
 */
export const RELATION_LINKS = {
  Appartement: { owner: "staff", equipement: "staff", image: "deleters", fichier: "deleters" },
  Mission: { client: "staff", accompte: "deleters", appartement: "staff", fichier: "deleters" },
  Dossier: { caution: "staff", fichier: "deleters" },
  Client: { fichier: "deleters" },
  Locataire: { fichier: "deleters" },
} as const satisfies Partial<Record<RecordName, Record<string, "staff" | "deleters">>>;
export type LinkParent = keyof typeof RELATION_LINKS;
const LINK_PARENTS: readonly LinkParent[] = [
  "Appartement",
  "Mission",
  "Dossier",
  "Client",
  "Locataire",
];
export type LinkName<P extends LinkParent = LinkParent> = keyof (typeof RELATION_LINKS)[P] & string;

/**
 * The fields whose setting or change moves money (issue 59), as the resource's ResourceDef.confirmation checks them:
 * the document says so on its create and update.
 */
const CHAMPS_CONFIRMES: Partial<Record<ResourceName, string>> = {
  Client: "iban ou bic",
  Fournisseur: "iban ou bic",
};
const confirmationDe = (name: ResourceName) => {
  const champs = CHAMPS_CONFIRMES[name];
  return champs
    ? {
        description: `Renseigner ou changer ${champs} demande une confirmation récente de la session (POST /api/user/confirmer, 5 minutes) : sinon 403 \`confirmation_requise\` « Confirmez votre identité pour continuer. », rien n'est enregistré.`,
      }
    : {};
};

/** The list's query parameters the document names (a resource's own columns and named filters besides). */
const LIST_QUERY = z.object({
  page: z.string().optional().meta({ description: "Numéro de page, à partir de 1 (avec taille)" }),
  taille: z
    .string()
    .optional()
    .meta({ description: "Lignes par page, 1 à 500 ; absente : toute la liste" }),
  tri: z.string().optional().meta({ description: "Colonne de tri ; précédée de - : décroissant" }),
  q: z.string().optional().meta({ description: "Mots cherchés (tous), sans accents ni casse" }),
  limit: z.string().optional().meta({ description: "Au plus ce nombre de lignes (sans taille)" }),
  archives: z.string().optional().meta({ description: "1 : les enregistrements archivés aussi" }),
});

/** The list's query for a resource whose whole list has a compact form (ADR 154): `?forme=compacte` more. */
const COMPACT_LIST_QUERY = LIST_QUERY.extend({
  forme: z.enum([FORME_COMPACTE]).optional().meta({
    description:
      "compacte : toute la liste, chaque ligne sans ses champs dont la valeur est null ; absent : tous les champs",
  }),
});

/**
 * A list's 200 (ADR 091): `{ data }` alone without `taille` (strict, so that exactly one of the two forms matches),
 * one page and its counts with it. A page's rows carry the list's derived columns more (loose rows).
 */
const listAnswer = (name: ResourceName) =>
  aUneFormeCompacte(name)
    ? z.union([
        allForms(name),
        z.strictObject({ data: z.array(compactListRow(name)) }).meta({
          description:
            "Avec ?forme=compacte : `{ data }`, toute la liste, chaque ligne sans ses champs dont la valeur est null",
        }),
      ])
    : allForms(name);

/** A list's 200 in its default forms: every field of a row, null included. */
const allForms = (name: ResourceName) =>
  z
    .xor([
      z.strictObject({ data: z.array(listRow(name)) }),
      z.object({
        data: z.array(listRow(name)),
        total: z
          .number()
          .int()
          .min(0)
          .meta({ description: "Lignes que gardent les filtres et la recherche" }),
        page: z
          .number()
          .int()
          .min(1)
          .max(PAGE_MAX)
          .meta({ description: "Le numéro de la page, à partir de 1" }),
        taille: z
          .number()
          .int()
          .min(1)
          .max(TAILLE_MAX)
          .meta({ description: "La taille de page demandée" }),
      }),
    ])
    .meta({
      description:
        "Sans ?taille : `{ data }`, toute la liste (ou ses ?limit premières lignes). Avec ?taille : " +
        "`{ data, total, page, taille }`, les lignes de la page et le nombre de lignes de toutes les pages.",
    });

const crudOperations = (name: ResourceName): Record<string, Operation> => {
  const body = CRUD[name];
  const tag = name;
  const record = RECORDS[name];
  const ops: Record<string, Operation> = {
    [`GET /${name}`]: {
      tag,
      summary: `${name} : la liste`,
      description:
        "Filtres : chaque champ en paramètre (?nom=Dupont), ?q= (recherche sans accents), ?limit=, et les filtres " +
        "nommés de la liste (ADR 091 : ?enGestion=oui, ?situation=ancien...). " +
        "Chaque ligne porte `supprimable` et les statuts du jour." +
        (isArchivable(name)
          ? " Sans ?archives=1, les enregistrements archivés (archiveLe) sont omis."
          : "") +
        " Par page (issue 64) : ?taille=50 (1 à 500) et ?page=1 (1 par défaut) répondent " +
        "`{ data, total, page, taille }`, les lignes de la page et le nombre de lignes que gardent les filtres et " +
        "la recherche ; ?tri=champ ou ?tri=-champ (décroissant) trie par une colonne de la table ou une colonne " +
        "dérivée déclarée (le texte dans l'ordre français, les vides à la fin, puis l'id). Sans ?taille, la réponse " +
        "reste `{ data }` (?tri seul trie toute la liste ; ?page seul est vérifié puis ignoré). Une taille, une page " +
        "ou un tri invalide : 400 sur le champ (taille, page, tri)." +
        (aUneFormeCompacte(name)
          ? " ?forme=compacte (ADR 154) : toute la liste (sans filtre, recherche, ?limit, ?tri ni ?taille ; " +
            "?archives=1 admis), chaque ligne sans ses champs dont la valeur est null (un champ absent vaut null) ; " +
            "les statuts du jour et `supprimable` y sont toujours. Sans ce paramètre, chaque ligne porte tous ses " +
            "champs, null compris. Une autre valeur, ou avec une page, un tri, une recherche ou un filtre : 400 " +
            "sur le champ forme."
          : ""),
      access: "resource",
      query: aUneFormeCompacte(name) ? COMPACT_LIST_QUERY : LIST_QUERY,
      ok: {
        200: {
          description: "Les lignes : toute la liste sans ?taille, une page avec ?taille",
          json: listAnswer(name),
        },
        304: { description: "Inchangée depuis l'ETag envoyé (If-None-Match)" },
      },
      errors: [400, 401, 403],
    },
    [`GET /${name}/:id`]: {
      tag,
      summary: `${name} : lire un enregistrement et ses relations`,
      access: "resource",
      params: { id: ID },
      ok: {
        200: { description: "L'enregistrement et ses relations", json: readOne(name) },
        304: { description: "Inchangé depuis l'ETag envoyé (If-None-Match)" },
      },
      errors: [401, 403, 404],
    },
    [`DELETE /${name}/:id`]: {
      tag,
      summary: `${name} : supprimer`,
      access: "resource",
      params: { id: ID },
      ok: { 204: { description: "Supprimé" } },
      errors: [401, 403, 404, 409],
    },
  };
  if (!UPLOADED.includes(name))
    ops[`POST /${name}`] = {
      tag,
      summary: `${name} : créer`,
      ...confirmationDe(name),
      access: "resource",
      body: { json: body },
      ok: { 201: { description: "Créé", json: record } },
      errors: [400, 401, 403, 409],
    };
  ops[`PUT /${name}/:id`] = {
    tag,
    summary: `${name} : modifier (les champs envoyés seulement)`,
    ...confirmationDe(name),
    access: "resource",
    params: { id: ID },
    body: { json: body },
    ok: { 200: { description: "Modifié", json: record } },
    errors: [400, 401, 403, 404, 409],
  };
  return ops;
};

/**
 * Adding or removing an owner of an apartment that has owners is held for a second person (issue 59, ADR 073): the
 * apartment unchanged, the owner, and the waiting change.
 */
const proprietaireTenu = {
  description:
    "La modification des propriétaires attend la confirmation d'un autre administrateur ou comptable (POST /Appartement/{id}/quotesParts/confirmer) ; rien n'est encore changé. Les premiers propriétaires d'un appartement qui n'en a pas sont enregistrés tout de suite (200). 409 si une autre modification attend déjà.",
  json: z.object({
    appartement: RECORDS.Appartement,
    proprietaire: RECORDS.Client,
    quotesPartsStatut: statutQuotesParts,
    attente: attenteQuotesParts,
  }),
};

const linkOperations = (parent: LinkParent, link: string, removeBy: "staff" | "deleters") => {
  const params = { id: ID, childId: CHILD_ID };
  const ok = {
    200: { description: `Le ${parent} avec ses relations`, json: readOne(parent) },
    ...(parent === "Appartement" && link === "owner" ? { 202: proprietaireTenu } : {}),
  };
  const errors = [401, 403, 404, 409] as const;
  const base = `/${parent}/:id/${link}`;
  return {
    [`PUT ${base}/add/:childId`]: {
      tag: parent,
      summary: `${parent} : lier (${link})`,
      access: "staff",
      params,
      ok,
      errors,
    },
    [`PUT ${base}/remove/:childId`]: {
      tag: parent,
      summary: `${parent} : retirer (${link})`,
      access: removeBy,
      params,
      ok,
      errors,
    },
    [`DELETE ${base}/remove/:childId`]: {
      tag: parent,
      summary: `${parent} : retirer (${link})`,
      access: "deleters",
      params,
      ok,
      errors,
    },
  } satisfies Record<string, Operation>;
};

/** Every CRUD route of every resource. */
export const CRUD_OPERATIONS: Record<string, Operation> = Object.assign(
  {},
  ...RESOURCE_NAMES.map(crudOperations),
);

/** Every link route of every parent. */
export const LINK_OPERATIONS: Record<string, Operation> = Object.assign(
  {},
  ...LINK_PARENTS.flatMap((parent) =>
    Object.entries(RELATION_LINKS[parent]).map(([link, removeBy]) =>
      linkOperations(parent, link, removeBy),
    ),
  ),
);
