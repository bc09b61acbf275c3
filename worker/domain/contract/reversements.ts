import { z } from "zod";
import { preparerReversementSchema } from "../schemas/reversement";
import { idOf, type Operation } from "./operation";
import { dataOf } from "./shapes";

// The owners' payouts (issue 38, part 3, ADR 032): a batch prepared as a draft, its SEPA credit transfer file
// (pain.001.001.09), then validated, which debits each owner's account. Every staff role reads and prepares; only
// admin and comptable validate and download the file (issue 59, `finance`); deleting a draft is for the deleters.

const tag = "Reversements";

const enTete = {
  id: z.number().int(),
  date: z
    .string()
    .meta({ description: "La date du lot : exécution demandée et date des écritures" }),
  statut: z.enum(["brouillon", "valide"]),
  total: z.number().meta({ description: "Euros" }),
  auteur: z.string(),
  createdAt: z.string(),
  valideAt: z.string().nullable(),
  validePar: z.string().nullable(),
};

const ecarte = z.object({
  ClientId: z.number().int(),
  nom: z.string(),
  motif: z.string().meta({ description: "Pourquoi le propriétaire n'est pas payé" }),
});

export const reversement = z
  .object({
    ...enTete,
    lignes: z.array(
      z.object({
        ClientId: z.number().int(),
        nom: z.string(),
        iban: z.string(),
        bic: z.string().nullable(),
        montant: z.number().meta({ description: "Euros" }),
      }),
    ),
    ecartes: z.array(ecarte),
  })
  .meta({ id: "Reversement" });

/** A row of the list: the batch without its lines, with their counts. */
const reversementResume = z
  .object({ ...enTete, lignes: z.number().int(), ecartes: z.number().int() })
  .meta({ id: "ReversementResume" });

const id = { id: idOf("du reversement") };

export const REVERSEMENT_OPERATIONS = {
  "GET /reversements": {
    tag,
    summary: "Les lots de reversements, du plus récent au plus ancien",
    access: "staff",
    ok: {
      200: {
        description: "Les lots, avec leur nombre de lignes et de propriétaires écartés",
        json: dataOf(reversementResume),
      },
    },
    errors: [401, 403],
  },
  "POST /reversements": {
    tag,
    summary:
      "Préparer un lot : une ligne par propriétaire ayant un disponible et un IBAN ; les autres écartés avec leur motif",
    description:
      "Le disponible est le solde moins la réserve, moins ce que les brouillons retiennent déjà ; un propriétaire figure au plus dans un lot par date.",
    access: "staff",
    body: { json: preparerReversementSchema },
    ok: { 201: { description: "Le lot en brouillon", json: z.object({ reversement }) } },
    errors: [400, 401, 403],
  },
  "GET /Reversement/:id": {
    tag,
    summary: "Un lot, ses lignes et les propriétaires écartés",
    access: "staff",
    params: id,
    ok: { 200: { description: "Le lot", json: reversement } },
    errors: [401, 403, 404],
  },
  "GET /Reversement/:id/sepa": {
    tag,
    summary: "Le fichier de virements SEPA du lot validé (ISO 20022 pain.001.001.09)",
    description:
      "409 tant que le lot est en brouillon. Émis une fois : le fichier du premier téléchargement est gardé et servi à l'identique ensuite (mêmes octets, même MsgId), quels que soient les paramètres de l'agence. Débiteur : le compte séquestre de l'agence (Paramètres > Agence) ; 400 s'il n'est pas renseigné au premier téléchargement. Chaque téléchargement est journalisé.",
    access: "finance",
    params: id,
    ok: { 200: { description: "Le fichier XML", file: "application/xml" } },
    errors: [400, 401, 403, 404, 409],
    confirmation: true,
  },
  "POST /Reversement/:id/valider": {
    tag,
    summary:
      "Valider le lot : chaque ligne est débitée du compte de son propriétaire (409 si déjà validé)",
    description:
      "Chaque ligne est relue : un propriétaire dont le disponible a baissé depuis la préparation sort du lot (listé dans `ecartes` avec son motif), le total est recalculé, le reste est validé ; 409 si aucune ligne ne reste.",
    access: "finance",
    params: id,
    ok: {
      200: {
        description: "Le lot validé, et les lignes que cette validation a écartées",
        json: z.object({ reversement, ecartes: z.array(ecarte) }),
      },
    },
    errors: [401, 403, 404, 409],
    confirmation: true,
  },
  "DELETE /Reversement/:id": {
    tag,
    summary:
      "Supprimer un lot en brouillon (409 une fois validé : un lot validé ne se supprime jamais)",
    access: "deleters",
    params: id,
    ok: { 200: { description: "Le lot supprimé", json: z.object({ id: z.number().int() }) } },
    errors: [401, 403, 404, 409],
  },
} as const satisfies Record<string, Operation>;
