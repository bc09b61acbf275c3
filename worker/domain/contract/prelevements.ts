import { z } from "zod";
import { mandatSepaSchema, preparerPrelevementSchema, rejetSchema } from "../schemas/prelevement";
import { ID, idOf, type Operation } from "./operation";
import { dataOf, generated } from "./shapes";

// Rents by SEPA direct debit (issue 41, ADR 041): the tenant's mandate, batches of debits (pain.008.001.08),
// validated, settled by the daily job, rejects. Every staff role works them (like a payment); deleting a draft is
// for the roles that may delete.

const tag = "Prélèvements";

export const mandatSepa = z
  .object({
    id: z.number().int(),
    DossierId: z.number().int(),
    rum: z.string().meta({ description: "Référence unique du mandat (35 caractères au plus)" }),
    statut: z
      .enum(["actif", "revoque", "caduc"])
      .meta({ description: "caduc : actif mais inutilisé depuis 36 mois" }),
    titulaire: z.string(),
    iban: z.string(),
    bic: z.string().nullable(),
    dateSignature: z.string(),
    lieuSignature: z.string(),
    revoqueAt: z.string().nullable(),
    derniereUtilisation: z
      .string()
      .nullable()
      .meta({ description: "Date du dernier prélèvement non rejeté" }),
    createdAt: z.string(),
  })
  .meta({ id: "MandatSepa" });

const enTete = {
  id: z.number().int(),
  dateEcheance: z.string().meta({ description: "La date du prélèvement" }),
  statut: z.enum(["brouillon", "valide"]),
  total: z.number().meta({ description: "Euros" }),
  auteur: z.string(),
  createdAt: z.string(),
  valideAt: z.string().nullable(),
  validePar: z.string().nullable(),
};

const ecarte = z.object({
  DossierId: z.number().int(),
  QuitanceId: z
    .number()
    .int()
    .optional()
    .meta({ description: "Le terme écarté (absent des lots préparés avant sa mention)" }),
  motif: z.string().meta({ description: "Pourquoi le terme n'est pas prélevé" }),
});

export const prelevement = z
  .object({
    ...enTete,
    lignes: z.array(
      z.object({
        id: z.number().int(),
        DossierId: z.number().int(),
        QuitanceId: z.number().int(),
        libelle: z.string().meta({
          description: "Le mois du terme prélevé : « Loyer novembre 2026 » (issue 60)",
        }),
        montant: z.number().meta({ description: "Euros" }),
        rum: z.string(),
        sequence: z.enum(["FRST", "RCUR"]),
        titulaire: z.string(),
        iban: z.string(),
        rejet: z.string().nullable().meta({ description: "Code ISO du rejet" }),
        motifRejet: z.string().nullable().meta({ description: "Le rejet en français" }),
        PaiementId: z.number().int().nullable(),
      }),
    ),
    ecartes: z.array(ecarte),
  })
  .meta({ id: "Prelevement" });

const mandatId = { id: idOf("du mandat") };
const id = { id: idOf("du prélèvement") };
const unMandat = z.object({ mandat: mandatSepa });
const unLot = z.object({ prelevement });

export const MANDAT_SEPA_OPERATIONS = {
  "GET /Dossier/:id/mandatsSepa": {
    tag,
    summary: "Les mandats de prélèvement SEPA du dossier, du plus récent au plus ancien",
    access: "staff",
    params: { id: ID },
    ok: { 200: { description: "Les mandats", json: dataOf(mandatSepa) } },
    errors: [401, 403, 404],
  },
  "POST /Dossier/:id/mandatsSepa": {
    tag,
    summary: "Créer le mandat SEPA du locataire (le mandat actif précédent est révoqué)",
    access: "staff",
    params: { id: ID },
    body: { json: mandatSepaSchema },
    ok: { 201: { description: "Le mandat actif", json: unMandat } },
    errors: [400, 401, 403, 404],
    confirmation: true,
  },
  "POST /MandatSepa/:id/revoquer": {
    tag,
    summary: "Révoquer un mandat (409 s'il l'est déjà)",
    access: "staff",
    params: mandatId,
    ok: { 200: { description: "Le mandat révoqué", json: unMandat } },
    errors: [401, 403, 404, 409],
  },
  "GET /MandatSepa/:id/generate": {
    tag: "Documents",
    summary:
      "Le formulaire de mandat SEPA à faire signer (créancier, ICS, RUM, débiteur, IBAN, droits)",
    access: "staff",
    params: mandatId,
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, Operation>;

export const PRELEVEMENT_OPERATIONS = {
  "GET /prelevements": {
    tag,
    summary: "Les lots de prélèvements, du plus récent au plus ancien",
    access: "staff",
    ok: {
      200: {
        description: "Les lots, avec leur nombre de lignes, de rejets et de termes écartés",
        json: dataOf(
          z.object({
            ...enTete,
            lignes: z.number().int(),
            rejets: z.number().int(),
            ecartes: z.number().int(),
          }),
        ).extend({
          delaiPrenotification: z.number().int().meta({
            description: "Le délai de pré-notification des paramètres de l'agence, en jours",
          }),
          premiereDate: z.string().meta({
            description:
              "La première date de prélèvement que le délai permet : aujourd'hui + le délai",
          }),
        }),
      },
    },
    errors: [401, 403],
  },
  "GET /prelevements/retours": {
    tag,
    summary:
      "Les lignes de retour des relevés bancaires (référence PRL…-Q…) qui proposent le rejet d'un prélèvement validé",
    access: "staff",
    ok: {
      200: {
        description: "Les retours proposés, chacun avec la ligne de prélèvement qu'il nomme",
        json: dataOf(
          z.object({
            LigneBancaireId: z.number().int(),
            date: z.string(),
            montant: z.number().meta({ description: "Euros (négatif)" }),
            libelle: z.string(),
            PrelevementId: z.number().int(),
            ligneId: z.number().int(),
            QuitanceId: z.number().int(),
            DossierId: z.number().int(),
            titulaire: z.string(),
            motif: z.string().nullable().meta({
              description: "Le code ISO du rejet donné par la banque (AM04...), null sinon",
            }),
          }),
        ),
      },
    },
    errors: [401, 403],
  },
  "POST /prelevements": {
    tag,
    summary:
      "Préparer un lot : chaque terme impayé échu à cette date d'un dossier ayant un mandat actif, pour ce qui reste dû",
    description:
      "400 si la date laisse moins que le délai de pré-notification ; un terme figure dans un seul lot non rejeté ; FRST pour la première utilisation d'un mandat, RCUR ensuite.",
    access: "staff",
    body: { json: preparerPrelevementSchema },
    ok: { 201: { description: "Le lot en brouillon", json: unLot } },
    errors: [400, 401, 403],
  },
  "GET /Prelevement/:id": {
    tag,
    summary: "Un lot, ses lignes et les termes écartés",
    access: "staff",
    params: id,
    ok: { 200: { description: "Le lot", json: prelevement } },
    errors: [401, 403, 404],
  },
  "GET /Prelevement/:id/sepa": {
    tag,
    summary: "Le fichier de prélèvements SEPA du lot validé (ISO 20022 pain.008.001.08)",
    description:
      "409 tant que le lot est en brouillon. Émis une fois : le fichier du premier téléchargement est gardé et servi à l'identique ensuite (mêmes octets, même MsgId), quels que soient les paramètres de l'agence. Créancier : l'agence (ICS, IBAN et BIC de Paramètres > Agence) ; 400 s'ils ne sont pas renseignés au premier téléchargement. Chaque téléchargement est journalisé.",
    access: "finance",
    params: id,
    ok: { 200: { description: "Le fichier XML", file: "application/xml" } },
    errors: [400, 401, 403, 404, 409],
    confirmation: true,
  },
  "POST /Prelevement/:id/valider": {
    tag,
    summary: "Valider le lot : son fichier est définitif (409 si déjà validé)",
    description:
      "Chaque ligne est relue : un terme réglé (en tout ou en partie) ou dont le mandat a été révoqué depuis la préparation sort du lot (listé dans `ecartes` avec son motif, sans pré-notification), le total est recalculé, le reste est validé ; 409 si aucune ligne ne reste.",
    access: "finance",
    params: id,
    ok: {
      200: {
        description: "Le lot validé, et les termes que cette validation a écartés",
        json: z.object({ prelevement, ecartes: z.array(ecarte) }),
      },
    },
    errors: [401, 403, 404, 409],
    confirmation: true,
  },
  "DELETE /Prelevement/:id": {
    tag,
    summary:
      "Supprimer un lot en brouillon (409 une fois validé : un lot validé ne se supprime jamais)",
    access: "deleters",
    params: id,
    ok: { 200: { description: "Le lot supprimé", json: z.object({ id: z.number().int() }) } },
    errors: [401, 403, 404, 409],
  },
  "POST /Prelevement/:id/rejets": {
    tag,
    summary:
      "Rejeter une ligne (code ISO : AC04, AM04, MD01, MS02...) : le paiement déjà enregistré est annulé et le terme redevient dû ; la part versée à l'assureur est annulée par une écriture inverse",
    access: "staff",
    params: id,
    body: { json: rejetSchema },
    ok: {
      200: {
        description:
          "Le lot et ses rejets ; assureur : la récupération annulée, à nouveau due à l'assureur qui a indemnisé le propriétaire (null sinon)",
        json: unLot.extend({ assureur: z.object({ montant: z.number() }).nullable() }),
      },
    },
    errors: [400, 401, 403, 404, 409],
  },
} as const satisfies Record<string, Operation>;
