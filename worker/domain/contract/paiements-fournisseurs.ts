import { z } from "zod";
import { preparerReversementSchema } from "../schemas/reversement";
import { idOf, type Operation } from "./operation";
import { dataOf } from "./shapes";

// Supplier payouts (issue 76, item 5, ADR 121): the owners' payouts' rules for suppliers' invoices. Every staff role
// prepares; an admin or comptable other than the preparer validates; the pain.001 file once validated.

const tag = "Travaux";
const ligne = z.object({
  id: z.number().int(),
  PaiementFournisseurId: z.number().int(),
  FactureFournisseurId: z.number().int(),
  FournisseurId: z.number().int(),
  InterventionId: z.number().int(),
  numero: z.string(),
  nom: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  montant: z.number(),
});
/** An insurer's quarter of GLI premiums paid in the batch (ADR 128). */
const prime = z.object({
  id: z.number().int(),
  PaiementFournisseurId: z.number().int(),
  ContratGliId: z.number().int(),
  trimestre: z.string().meta({ description: "Le trimestre du bordereau, AAAA-Tn" }),
  FournisseurId: z.number().int(),
  nom: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  montant: z.number(),
});
/** A tenant's payment of a GLI insurer's claim transferred by the batch (ADR 136). */
const recuperation = z.object({
  id: z.number().int(),
  RecuperationAssureurId: z.number().int(),
  ContratGliId: z.number().int().nullable(),
  FournisseurId: z.number().int().nullable(),
  nom: z.string(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  montant: z.number(),
});
const paiement = z
  .object({
    id: z.number().int(),
    date: z.string(),
    statut: z.enum(["brouillon", "valide"]),
    total: z.number(),
    ecartes: z.array(
      z.object({
        FactureFournisseurId: z.number().int(),
        numero: z.string(),
        nom: z.string(),
        motif: z.string().meta({
          description: "Pourquoi la facture attend (IBAN à vérifier, fonds des propriétaires…)",
        }),
      }),
    ),
    auteur: z.string(),
    createdAt: z.string(),
    valideAt: z.string().nullable(),
    validePar: z.string().nullable(),
    lignes: z.array(ligne),
    primes: z.array(prime),
    recuperations: z.array(recuperation),
  })
  .meta({ id: "PaiementFournisseurs" });
const id = { id: idOf("du paiement") };
const resume = z
  .object({
    id: z.number().int(),
    date: z.string(),
    statut: z.enum(["brouillon", "valide"]),
    total: z.number(),
    auteur: z.string(),
    createdAt: z.string(),
    valideAt: z.string().nullable(),
    validePar: z.string().nullable(),
    lignes: z.number().int().meta({ description: "Le nombre de factures payées par le lot" }),
    ecartes: z.number().int().meta({ description: "Le nombre de factures en attente" }),
  })
  .meta({ id: "PaiementFournisseursResume" });

export const PAIEMENTS_FOURNISSEURS_OPERATIONS = {
  "GET /paiementsFournisseurs": {
    tag,
    summary: "Les lots de paiement des fournisseurs, du plus récent au plus ancien (ADR 129)",
    access: "staff",
    ok: { 200: { description: "Les lots", json: dataOf(resume) } },
    errors: [401, 403],
  },
  "POST /paiementsFournisseurs": {
    tag,
    summary: "Préparer le paiement des factures fournisseurs à payer (brouillon)",
    description:
      "Chaque facture d'une intervention « facturee » non encore payée entre au lot, sauf si l'IBAN du fournisseur manque ou attend sa confirmation, si l'alerte décennale n'est pas levée ou si les comptes des propriétaires du lot ne couvrent pas son montant : elle attend alors, listée avec son motif. Les primes GLI de chaque trimestre échu sont payées à l'assureur du contrat (un fournisseur à l'IBAN confirmé), une fois par contrat et trimestre, et les paiements des locataires sur la dette d'un assureur GLI (récupérations), une fois chacun. 409 quand rien n'est payable.",
    access: "staff",
    body: { json: preparerReversementSchema },
    ok: { 201: { description: "Le lot préparé", json: z.object({ paiement }) } },
    errors: [400, 401, 403, 409],
  },
  "GET /PaiementFournisseurs/:id": {
    tag,
    summary: "Un lot de paiement des fournisseurs, ses lignes et les factures en attente",
    access: "staff",
    params: id,
    ok: { 200: { description: "Le lot", json: paiement } },
    errors: [401, 403, 404],
  },
  "POST /PaiementFournisseurs/:id/valider": {
    tag,
    summary:
      "Valider le lot (un administrateur ou comptable autre que celui qui l'a préparé) : les propriétaires sont débités à la date du lot, les interventions passent « payee »",
    description:
      "Les fonds sont vérifiés à nouveau : une facture que les comptes des propriétaires de son lot ne couvrent plus quitte le lot (listée dans ecartes) ; 409 quand plus rien n'est payable.",
    access: "finance",
    params: id,
    ok: { 200: { description: "Le lot validé", json: paiement } },
    errors: [401, 403, 404, 409],
    confirmation: true,
  },
  "GET /PaiementFournisseurs/:id/sepa": {
    tag,
    summary:
      "Le fichier de virements SEPA du lot validé (pain.001.001.09), identique à chaque téléchargement",
    access: "finance",
    params: id,
    ok: { 200: { description: "Le fichier XML", file: "application/xml" } },
    errors: [400, 401, 403, 404, 409],
    confirmation: true,
  },
  "DELETE /PaiementFournisseurs/:id": {
    tag,
    summary:
      "Supprimer un lot en brouillon : ses factures, primes et récupérations pourront entrer dans un autre lot (409 une fois validé)",
    access: "deleters",
    params: id,
    ok: { 200: { description: "Le lot supprimé", json: z.object({ id: z.number().int() }) } },
    errors: [401, 403, 404, 409],
  },
} as const satisfies Record<string, Operation>;
