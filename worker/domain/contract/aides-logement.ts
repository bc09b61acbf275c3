import { z } from "zod";
import { aideLogementSchema, declarationSchema, versementsSchema } from "../aides-logement/schemas";
import { tropPercuSchema } from "../aides-logement/trop-percu";
import { ID, type Operation } from "./operation";

// Issue 77: the housing aid paid to the agency (CAF or MSA, tiers payant). The aid on a lease and its history, the
// organisme's transfer split per tenant, the unpaid rents to declare and their data sheet, July's yearly list.

const staff = "staff" as const;
const tag = "Aides au logement";

const aide = z.looseObject({
  organisme: z.string(),
  numeroAllocataire: z.string(),
  type: z.string(),
  tiersPayant: z.boolean(),
  montantMensuel: z.number(),
  depuis: z.string(),
});

const situation = z
  .looseObject({
    aide: aide.nullable(),
    historique: z.array(aide),
    jourVersement: z.number().int(),
    termes: z.array(
      z.looseObject({
        QuitanceId: z.number().int(),
        mois: z.string(),
        du: z.number(),
        aideAttendue: z.number(),
        partLocataire: z.number(),
        excedent: z.number(),
      }),
    ),
    situation: z.looseObject({
      solde: z.number(),
      aideEnAttente: z.number(),
      aideNonRecue: z.number(),
      soldeLocataire: z.number(),
    }),
    impaye: z
      .looseObject({
        dateConstitution: z.string(),
        dateLimiteDeclaration: z.string(),
        dette: z.number(),
        regle: z.string(),
        declareLe: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: "SituationAideLogement" });

const tropPercu = z
  .looseObject({
    id: z.number().int(),
    DossierId: z.number().int(),
    locataire: z.string(),
    organisme: z.string(),
    numeroAllocataire: z.string(),
    mois: z.string(),
    montant: z.number(),
    motif: z.string(),
    statut: z.enum(["a_valider", "rembourse"]),
    auteur: z.string(),
    rembourseLe: z.string().nullable(),
    validePar: z.string().nullable(),
  })
  .meta({ id: "TropPercuAide" });

export const AIDES_LOGEMENT_OPERATIONS = {
  "GET /Dossier/:id/aideLogement": {
    tag,
    summary:
      "L'aide au logement du bail (CAF ou MSA, tiers payant) et son historique, l'aide attendue de chaque terme, le solde du locataire hors aide, l'impayé à déclarer",
    access: staff,
    params: { id: ID },
    ok: { 200: { description: "L'aide et la situation du bail", json: situation } },
    errors: [401, 403, 404],
  },
  "PUT /Dossier/:id/aideLogement": {
    tag,
    summary:
      "Enregistrer l'aide au logement à partir d'un mois (un changement de montant est une nouvelle ligne de l'historique)",
    access: staff,
    params: { id: ID },
    body: { json: aideLogementSchema },
    ok: { 200: { description: "L'aide et la situation du bail", json: situation } },
    errors: [400, 401, 403, 404],
  },
  "POST /aidesLogement/versements": {
    tag,
    summary:
      "Répartir le virement de la CAF ou de la MSA entre les locataires d'après son détail (collé ou CSV) : chaque part connue réglée comme un paiement « CAF », les écarts listés",
    access: staff,
    body: {
      json: versementsSchema,
      // The portal's CSV sent as a file, the other fields as form fields (read as the JSON's).
      multipart: z.object({
        fichier: z.string().meta({
          format: "binary",
          description:
            "Le CSV du portail partenaire (UTF-8 ou Windows-1252), au lieu de « detail »",
        }),
        organisme: z.string().meta({ description: "CAF ou MSA" }),
        date: z.string().optional().meta({ description: "Le jour du virement (AAAA-MM-JJ)" }),
        LigneBancaireId: z
          .string()
          .optional()
          .meta({ description: "La ligne du relevé du virement" }),
        montantVirement: z.string().optional(),
        reference: z.string().optional(),
        apercu: z
          .string()
          .optional()
          .meta({ description: "true : lire et répartir sans rien enregistrer" }),
      }),
    },
    ok: {
      200: {
        description:
          "La répartition : chaque ligne, son bail, l'aide attendue, l'écart, payée ou non",
        json: z.looseObject({
          parts: z.array(
            z.looseObject({ numeroAllocataire: z.string(), statut: z.string(), etat: z.string() }),
          ),
          totalDetail: z.number(),
          ecartTotal: z.number().nullable(),
        }),
      },
    },
    errors: [400, 401, 403, 409],
  },
  "POST /aidesLogement/tropPercus": {
    tag,
    summary:
      "Enregistrer un trop-perçu d'aide à rembourser à la CAF ou à la MSA : un paiement sortant, à valider par une autre personne (jamais une aide négative)",
    access: staff,
    body: { json: tropPercuSchema },
    ok: { 201: { description: "Le trop-perçu, à valider", json: z.object({ tropPercu }) } },
    errors: [400, 401, 403, 404, 409],
  },
  "GET /aidesLogement/tropPercus": {
    tag,
    summary: "Les trop-perçus d'aide : à valider, puis remboursés",
    access: staff,
    ok: { 200: { description: "Les trop-perçus", json: z.object({ data: z.array(tropPercu) }) } },
    errors: [401, 403],
  },
  "POST /aidesLogement/tropPercus/:id/valider": {
    tag,
    summary:
      "Valider le remboursement du trop-perçu par virement (un administrateur ou comptable autre que celui qui l'a enregistré) : le compte du locataire est débité une fois",
    access: "finance",
    params: { id: ID },
    ok: { 200: { description: "Le trop-perçu remboursé", json: z.object({ tropPercu }) } },
    errors: [401, 403, 404, 409],
    confirmation: true,
  },
  "GET /aidesLogement/impayes": {
    tag,
    summary:
      "Les baux en tiers payant dont l'impayé est constitué, selon la règle en vigueur ce jour-là, avec la date limite de déclaration",
    access: staff,
    ok: {
      200: {
        description: "Les impayés à déclarer",
        json: z.looseObject({ data: z.array(z.looseObject({})) }),
      },
    },
    errors: [401, 403],
  },
  "GET /Dossier/:id/declarationImpayeCaf": {
    tag,
    summary:
      "La fiche de déclaration de l'impayé (PDF) : l'allocataire, le bail, la dette par mois, les démarches engagées",
    access: staff,
    params: { id: ID },
    ok: { 200: { description: "Le PDF", file: "application/pdf" } },
    errors: [401, 403, 404, 409],
  },
  "POST /Dossier/:id/declarationImpayeCaf": {
    tag,
    summary: "Enregistrer « Déclaré le … » pour l'impayé constitué",
    access: staff,
    params: { id: ID },
    body: { json: declarationSchema },
    ok: { 200: { description: "La situation du bail", json: situation } },
    errors: [400, 401, 403, 404, 409],
  },
  "GET /aidesLogement/listeAnnuelle": {
    tag,
    summary:
      "La liste de juillet (CSV) : les baux en tiers payant, leur loyer et leurs charges de juillet, par département de la CAF, à déclarer sur le portail",
    access: staff,
    query: z.object({ annee: z.string().optional() }),
    ok: { 200: { description: "Le fichier CSV", file: "text/csv" } },
    errors: [400, 401, 403],
  },
} as const satisfies Record<string, Operation>;
