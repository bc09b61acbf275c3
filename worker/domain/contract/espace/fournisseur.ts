import { z } from "zod";
import { idOf, type Operation } from "../operation";
import { dataOf } from "../shapes";
import { reponseFournisseurSchema, realiseeSchema } from "../../espace-fournisseur/schemas";

// The supplier's space (access `fournisseur`, issue 76 item 6, ADR 127): its own work orders only (another
// supplier's is 404), never an owner's account or IBAN, never a staff route (403).

export const tagFournisseur = "Espace fournisseur";

const photo = z.object({
  id: z.number().int(),
  moment: z.enum(["avant", "apres"]),
  nom: z.string(),
  createdAt: z.string(),
});

export const interventionFournisseur = z
  .object({
    id: z.number().int(),
    objet: z.string(),
    description: z.string(),
    metier: z.string(),
    urgence: z.boolean(),
    etat: z.string(),
    date: z.string(),
    datePassage: z.string().nullable(),
    acceptee: z.boolean().meta({ description: "Le fournisseur a accepté l'ordre" }),
    adresse: z.string().meta({ description: "L'adresse du lot" }),
    acces: z.string().nullable().meta({ description: "Les notes d'accès du lot" }),
    contactLocataire: z
      .object({ nom: z.string(), tel: z.string().nullable(), mail: z.string().nullable() })
      .nullable()
      .meta({ description: "Seulement si le locataire a accepté d'être contacté" }),
    prixConvenuHT: z.number().nullable().meta({ description: "Le devis choisi, HT (euros)" }),
    prixConvenuTTC: z.number().nullable().meta({ description: "Le devis choisi, TTC (euros)" }),
    devis: z.array(
      z.object({
        id: z.number().int(),
        montantHT: z.number(),
        tauxTVA: z.number(),
        montantTTC: z.number(),
        choisi: z.boolean(),
        refuse: z.boolean(),
        createdAt: z.string(),
      }),
    ),
    photos: z.array(photo),
    facture: z.object({ numero: z.string(), date: z.string(), montant: z.number() }).nullable(),
    paiement: z
      .string()
      .nullable()
      .meta({ description: "« Payée le 03/12/2026 », « En cours de paiement », ou null" }),
  })
  .meta({ id: "InterventionFournisseur" });

const id = { id: idOf("de l'intervention") };
const une = { 200: { description: "L'intervention", json: interventionFournisseur } } as const;

export const ESPACE_FOURNISSEUR_OPERATIONS = {
  "GET /espace/fournisseur/interventions": {
    tag: tagFournisseur,
    summary: "Ses ordres d'intervention : le lot, l'accès, les travaux, le prix convenu, l'état",
    access: "fournisseur",
    ok: {
      200: {
        description: "Les interventions, et comment joindre l'agence",
        json: dataOf(interventionFournisseur).extend({
          agence: z
            .object({
              nom: z.string(),
              telephone: z.string().nullable(),
              email: z.string().nullable(),
            })
            .meta({
              description:
                "L'agence (Paramètres > Agence), à qui demander un rendez-vous quand le locataire n'a pas accepté d'être contacté ; null pour ce qu'elle n'a pas renseigné",
            }),
        }),
      },
    },
    errors: [401, 403],
  },
  "GET /espace/fournisseur/interventions/:id": {
    tag: tagFournisseur,
    summary: "Un de ses ordres d'intervention (celui d'un autre fournisseur : 404)",
    access: "fournisseur",
    params: id,
    ok: une,
    errors: [401, 403, 404],
  },
  "POST /espace/fournisseur/interventions/:id/reponse": {
    tag: tagFournisseur,
    summary: "Accepter l'ordre, ou le refuser en disant pourquoi (l'agence le réattribue)",
    description:
      "Un refus retire le fournisseur de l'intervention (elle revient « ouverte » si elle était commandée ou soumise au propriétaire) ; le motif est dans l'historique de l'intervention, lu par l'agence. La réponse d'un refus porte l'état « refusee » : l'intervention n'est plus dans sa liste.",
    access: "fournisseur",
    params: id,
    body: { json: reponseFournisseurSchema },
    ok: une,
    errors: [400, 401, 403, 404, 409],
  },
  "POST /espace/fournisseur/interventions/:id/devis": {
    tag: tagFournisseur,
    summary: "Envoyer un devis (PDF, montant HT, taux de TVA 20, 10 ou 5,5 %)",
    description: "Le devis rejoint ceux de l'intervention comme s'il était joint par l'agence.",
    access: "fournisseur",
    params: id,
    body: {
      multipart: z.object({ file: z.string(), montantHT: z.string(), tauxTVA: z.string() }),
    },
    ok: { 201: une[200] },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  "POST /espace/fournisseur/interventions/:id/photos": {
    tag: tagFournisseur,
    summary: "Joindre une photo avant ou après les travaux (JPEG, PNG, WebP, HEIC)",
    access: "fournisseur",
    params: id,
    body: { multipart: z.object({ file: z.string(), moment: z.enum(["avant", "apres"]) }) },
    ok: { 201: une[200] },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  "POST /espace/fournisseur/interventions/:id/realisee": {
    tag: tagFournisseur,
    summary: "Marquer les travaux réalisés",
    access: "fournisseur",
    params: id,
    body: { json: realiseeSchema },
    ok: une,
    errors: [400, 401, 403, 404, 409],
  },
  "POST /espace/fournisseur/interventions/:id/facture": {
    tag: tagFournisseur,
    summary: "Envoyer sa facture (PDF, numéro, date, montant TTC) d'une intervention réalisée",
    description:
      "La facture est enregistrée comme celle que l'agence saisit (montant TTC, et s'il les donne montantHT et montantTVA : deux suffisent, le troisième en est déduit) ; sa répartition entre propriétaires et locataire reste à l'agence (une ligne « à ventiler », imputée aux propriétaires en entretien tant qu'elle ne la corrige pas).",
    access: "fournisseur",
    params: id,
    body: {
      multipart: z.object({
        fichier: z.string(),
        numero: z.string(),
        date: z.string(),
        montant: z.string(),
        montantHT: z.string().optional(),
        montantTVA: z.string().optional(),
      }),
    },
    ok: { 201: une[200] },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
} as const satisfies Record<string, Operation>;
