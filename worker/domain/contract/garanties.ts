import { z } from "zod";
import { BASES_PRIME, TYPES_GARANTIE } from "../garanties/regles";
import { garantieSchema } from "../garanties/schemas";
import { ETAPES_SINISTRE } from "../garanties/sinistre";
import { indemniteSchema } from "../garanties/subrogation";
import { lettreSinistreQuery } from "../garanties/lettres";
import {
  periodeRecuperationsQuery,
  recuperationSchema,
  virementRecuperationSchema,
} from "../garanties/recuperation";
import { date, idRequis } from "../schemas/fields";
import { ID, type Operation } from "./operation";

// Issue 78 (ADR 118): a lease's rent guarantee (none, a guarantor, Visale or a GLI contract), the insurer's quarterly
// statement of premiums, and the claim steps done. The contracts themselves are the generic CRUD's ContratGli.

const tag = "Garanties";

const garantie = z
  .object({
    type: z.enum(TYPES_GARANTIE),
    garants: z
      .array(z.string())
      .meta({ description: "Les garants personnels du bail, « Prénom Nom » (caution)" }),
    duAssureur: z.number().meta({
      description:
        "Dû à l'assureur (subrogation), euros, hors compte du locataire ; jamais négatif",
    }),
    aReclamerAssureur: z.number().meta({
      description:
        "À réclamer à l'assureur (euros) : ce qui lui a été reversé au-delà de ce qui lui est dû (récupération annulée après son reversement, indemnité annulée)",
    }),
    visale: z.object({ numeroVisa: z.string(), dateVisa: z.string() }).nullable(),
    gli: z
      .object({
        ContratGliId: z.number().int(),
        dateAdhesion: z.string().nullable(),
        assureur: z.string(),
        numeroContrat: z.string(),
        taux: z.number(),
        base: z.enum(BASES_PRIME),
      })
      .nullable(),
  })
  .meta({ id: "GarantieDossier" });

export const etapeSinistreSchema = z.object({
  QuitanceId: idRequis(),
  etape: z.enum(ETAPES_SINISTRE, { error: "Étape inconnue." }),
  date: date(),
});

const trimestreQuery = z.object({
  trimestre: z.string().meta({ description: "AAAA-Tn, par exemple 2026-T4" }),
});

export const GARANTIE_OPERATIONS = {
  "GET /Dossier/:id/garantie": {
    tag,
    summary: "La garantie du bail : aucune, caution, Visale ou GLI (et son contrat)",
    access: "staff",
    params: { id: ID },
    ok: { 200: { description: "La garantie", json: garantie } },
    errors: [401, 403, 404],
  },
  "PUT /Dossier/:id/garantie": {
    tag,
    summary:
      "Placer le bail sous une garantie ; une GLI avec une caution personnelle est 409 (loi 89-462 art. 22-1), sauf locataire étudiant ou apprenti",
    access: "staff",
    params: { id: ID },
    body: { json: garantieSchema },
    ok: { 200: { description: "La garantie enregistrée", json: garantie } },
    errors: [400, 401, 403, 404, 409],
  },
  "GET /ContratGli/:id/bordereau": {
    tag,
    summary:
      "Le bordereau trimestriel des primes du contrat (?trimestre=2026-T4) : lots, locataires, bases, primes, entrées et sorties",
    access: "staff",
    params: { id: ID },
    query: trimestreQuery,
    ok: {
      200: {
        description: "Le bordereau (JSON, CSV ou PDF)",
        json: z.looseObject({ total: z.number(), lignes: z.array(z.looseObject({})) }),
      },
    },
    errors: [400, 401, 403, 404],
  },
  "GET /ContratGli/:id/bordereau.csv": {
    tag,
    summary: "Le bordereau trimestriel en CSV",
    access: "staff",
    params: { id: ID },
    query: trimestreQuery,
    ok: { 200: { description: "Le fichier CSV", file: "text/csv" } },
    errors: [400, 401, 403, 404],
  },
  "GET /ContratGli/:id/bordereau.pdf": {
    tag,
    summary: "Le bordereau trimestriel en PDF",
    access: "staff",
    params: { id: ID },
    query: trimestreQuery,
    ok: { 200: { description: "Le PDF", file: "application/pdf" } },
    errors: [400, 401, 403, 404],
  },
  "POST /Dossier/:id/sinistre/etapes": {
    tag,
    summary:
      "Enregistrer une étape de sinistre faite (relance, mise en demeure, déclaration) pour un terme impayé",
    access: "staff",
    params: { id: ID },
    body: { json: etapeSinistreSchema },
    ok: {
      201: {
        description: "L'étape enregistrée",
        json: z.object({
          QuitanceId: z.number().int(),
          etape: z.enum(ETAPES_SINISTRE),
          date: z.string(),
        }),
      },
    },
    errors: [400, 401, 403, 404, 409],
  },
  "POST /Dossier/:id/indemnites": {
    tag,
    summary:
      "L'assureur paie des termes impayés (subrogation) : les propriétaires sont payés comme si le locataire avait payé, la dette du locataire sur ces termes est due à l'assureur",
    access: "staff",
    params: { id: ID },
    body: { json: indemniteSchema },
    ok: {
      201: {
        description:
          "Un paiement par terme inscrit au compte, et ce que le locataire doit à l'assureur (euros)",
        json: z.looseObject({ paiements: z.array(z.looseObject({})), duAssureur: z.number() }),
      },
    },
    errors: [400, 401, 403, 404, 409],
  },
  "GET /Dossier/:id/sinistre": {
    tag,
    summary:
      "Le sinistre du bail : chaque étape de chaque terme impayé, sa date limite et son état (faite, à faire, expirée) ; 409 sans GLI ni Visale",
    access: "staff",
    params: { id: ID },
    ok: {
      200: {
        description: "Les étapes",
        json: z.object({
          type: z.enum(TYPES_GARANTIE),
          duAssureur: z.number(),
          etapes: z.array(
            z.object({
              QuitanceId: z.number().int(),
              mois: z.string(),
              etape: z.enum(ETAPES_SINISTRE),
              libelle: z.string(),
              date: z.string(),
              etat: z.enum(["faite", "a_faire", "expiree"]),
              faiteLe: z.string().nullable(),
            }),
          ),
          attente: z
            .object({
              termes: z.array(
                z.object({
                  QuitanceId: z.number().int(),
                  mois: z.string(),
                  dette: z.number().meta({ description: "Dette propre du locataire (euros)" }),
                }),
              ),
              declarationPossibleLe: z.string().nullable(),
              libelle: z.string(),
            })
            .nullable()
            .meta({
              description:
                "Visale : les termes impayés qui ne sont pas encore un sinistre (pas d'étape), et le jour où il pourra être déclaré si l'échéance suivante reste impayée ; null sinon",
            }),
          avantAdhesion: z
            .object({
              termes: z.array(z.object({ QuitanceId: z.number().int(), mois: z.string() })),
              adhesion: z.string(),
              libelle: z.string(),
            })
            .nullable()
            .meta({
              description:
                "GLI : les termes impayés échus avant le mois de l'adhésion, non couverts (pas d'étape) ; null sinon",
            }),
        }),
      },
    },
    errors: [401, 403, 404, 409],
  },
  "GET /Dossier/:id/sinistre/lettre": {
    tag,
    summary:
      "La lettre d'une étape du sinistre (?etape=relance|mise_en_demeure), faite du bail : la dette propre du locataire, hors aide au logement attendue et hors termes payés par l'assureur ; pour Visale, la mise en demeure dit l'envoi en recommandé avec avis de réception",
    access: "staff",
    params: { id: ID },
    query: lettreSinistreQuery,
    ok: { 200: { description: "La lettre en PDF", file: "application/pdf" } },
    errors: [400, 401, 403, 404, 409],
  },
  "GET /Dossier/:id/sinistre/dossier.zip": {
    tag,
    summary:
      "Le dossier de sinistre : bail et annexes signés, états des lieux, relevé de compte, lettres des étapes enregistrées, mandat de gestion, pièces du locataire et, pour Visale, la fiche de déclaration ; 409 sans GLI ni Visale",
    access: "staff",
    params: { id: ID },
    ok: { 200: { description: "L'archive", file: "application/zip" } },
    errors: [401, 403, 404, 409],
  },
  "POST /Dossier/:id/recuperations": {
    tag,
    summary:
      "Un paiement du locataire sur sa dette envers l'assureur (après subrogation) : il réduit le dû à l'assureur, ne va pas aux propriétaires et est à reverser à l'assureur ; au-delà du dû, 400",
    access: "staff",
    params: { id: ID },
    body: { json: recuperationSchema },
    ok: {
      201: {
        description:
          "Le paiement enregistré et ce que le locataire doit encore à l'assureur (euros)",
        json: z.object({ date: z.string(), montant: z.number(), duAssureur: z.number() }),
      },
    },
    errors: [400, 401, 403, 404],
  },
  "GET /sinistres/recuperations": {
    tag,
    summary:
      "Récupérations à reverser : les paiements des locataires sur leur dette envers les assureurs (?du=&au=), par assureur",
    access: "staff",
    query: periodeRecuperationsQuery,
    ok: {
      200: {
        description: "Les paiements et leur total (euros)",
        json: z.object({
          total: z.number().meta({ description: "Le total encore à reverser (euros)" }),
          aReclamer: z.array(z.object({ organisme: z.string(), montant: z.number() })).meta({
            description:
              "Par assureur, ce qui lui a été reversé au-delà de ce qui lui est dû (euros) : à réclamer à l'assureur",
          }),
          lignes: z.array(
            z.object({
              id: z.number().int(),
              DossierId: z.number().int(),
              date: z.string(),
              montant: z.number(),
              organisme: z.string(),
              reference: z.string().nullable(),
              locataire: z.string(),
              auteur: z.string(),
              annuleId: z.number().int().nullable().meta({
                description:
                  "Une écriture inverse : la récupération qu'elle annule (prélèvement rejeté), son montant négatif",
              }),
              annulee: z.boolean().meta({
                description:
                  "La récupération est annulée par une écriture inverse (prélèvement rejeté)",
              }),
              creance: z.boolean().meta({
                description:
                  "Une annulation d'une récupération déjà reversée : à réclamer à l'assureur, déduite de son prochain reversement (GLI) ou remboursée (« virement » enregistré)",
              }),
              sansIndemnite: z.boolean().meta({
                description:
                  "L'indemnité de l'assureur annulée, la récupération ne lui est plus due : elle ne lui est pas reversée (déjà reversée : à lui réclamer)",
              }),
              rendue: z.boolean().meta({
                description:
                  "L'indemnité annulée avant le reversement, l'argent est rendu au locataire : un paiement à son compte (la récupération et son annulation)",
              }),
              voie: z.enum(["lot", "manuel"]).meta({
                description:
                  "lot : due à l'assureur d'un contrat GLI, payée par le paiement des fournisseurs ; manuel : Visale, virement fait à la main",
              }),
              PaiementFournisseurId: z.number().int().nullable(),
              reversement: z
                .object({
                  PaiementFournisseurId: z.number().int().nullable(),
                  fait: z.boolean(),
                  date: z.string().nullable(),
                })
                .nullable(),
            }),
          ),
        }),
      },
    },
    errors: [400, 401, 403],
  },
  "POST /sinistres/recuperations/:id/virement": {
    tag,
    summary:
      "Virement fait le : le reversement à la main d'une récupération due à Visale, enregistré par un administrateur ou comptable autre que celui qui a enregistré le paiement du locataire ; une fois",
    access: "finance",
    params: { id: ID },
    body: { json: virementRecuperationSchema },
    ok: {
      201: {
        description: "Le virement enregistré",
        json: z.object({ id: z.number().int(), virementLe: z.string() }),
      },
    },
    errors: [400, 401, 403, 404, 409],
  },
  "POST /sinistres/recuperations/:id/rendre": {
    tag,
    summary:
      "Rendre au locataire : une récupération plus due à l'assureur (son indemnité annulée avant l'ADR 170) et pas encore reversée devient un paiement du locataire sur le terme de l'indemnité annulée ; une fois",
    access: "finance",
    params: { id: ID },
    ok: {
      200: {
        description: "Le paiement du locataire écrit, et son solde",
        json: z.object({ PaiementId: z.number().int().nullable(), solde: z.number() }),
      },
    },
    errors: [401, 403, 404, 409],
  },
} as const satisfies Record<string, Operation>;
