import { z } from "zod";
import { idOf, type Operation } from "./operation";
import { coproprieteAnneeSchema } from "../schemas/copropriete";
import { generated } from "./shapes";

// The owner's compte-rendu de gérance and tax summary (issue 38 parts 4 and 5, ADR 033), read from the owner's
// account: staff generate, download and e-mail them.

const tag = "Compte propriétaire";
const id = { id: idOf("du propriétaire") };
const periode = z.object({
  du: z.string().meta({ description: "Premier jour (AAAA-MM-JJ)", examples: ["2026-11-01"] }),
  au: z
    .string()
    .meta({ description: "Dernier jour (AAAA-MM-JJ), au plus tôt du", examples: ["2026-11-30"] }),
});
const annee = z.object({ annee: z.string().meta({ examples: ["2026"] }) });
const euros = (description: string) => z.number().meta({ description: `${description} (euros)` });
const lignes = {
  ligne211: euros("211 : loyers encaissés hors charges"),
  ligne221: euros(
    "221 : frais d'administration et de gestion (honoraires de gestion et de location TTC, frais de procédure)",
  ),
  ligne222: euros("222 : forfait de 20 € par local (la quote-part de chaque indivisaire)"),
  ligne223: euros("223 : primes d'assurance"),
  ligne224: euros("224 : dépenses de réparation, d'entretien et d'amélioration"),
  ligne225: euros(
    "225 : charges récupérables non récupérées au départ du locataire (inconnues du compte : 0)",
  ),
  ligne227: euros("227 : taxe foncière, hors taxe d'enlèvement des ordures ménagères"),
  ligne229: euros("229 : provisions et régularisations de copropriété payées dans l'année"),
  ligne230: euros("230 : part non déductible des provisions de copropriété de l'année précédente"),
  ligne215: euros("215 : total des recettes"),
  ligne240: euros("240 : total des frais et charges (221 à 229, moins 230)"),
  resultat: euros("215 moins 240, avant les intérêts d'emprunt (ligne 250)"),
  nonReportes: euros(
    "Débits du compte non reportés : TEOM récupérable et dépenses de nature « autre »",
  ),
};

const revenusFonciers = z
  .object({
    ClientId: z.number().int(),
    annee: z.number().int(),
    provisoire: z.boolean().meta({
      description: "Vrai pour une année qui n'est pas terminée : les montants changeront",
    }),
    ...lignes,
    parAppartement: z.array(
      z.object({ AppartementId: z.number().int(), designation: z.string(), ...lignes }),
    ),
  })
  .meta({ id: "RevenusFonciers" });

const coproprieteAnnee = z
  .object({
    AppartementId: z.number().int(),
    annee: z.number().int().meta({ description: "L'année des provisions" }),
    nonDeductible: euros("La part non déductible des provisions de cette année, pour tout le lot"),
    auteur: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "CoproprieteAnnee" });
const lot = { id: idOf("de l'appartement") };

export const GERANCE_OPERATIONS = {
  "GET /Client/:id/compteRendu/generate": {
    tag,
    summary: "Le compte-rendu de gérance d'une période (PDF)",
    description:
      "Solde d'ouverture, loyers et charges appelés, encaissés et impayés par logement et locataire, honoraires (HT, TVA, TTC), dépenses, reversements, solde de clôture.",
    access: "staff",
    params: id,
    query: periode,
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [400, 401, 403, 404],
  },
  "POST /Client/:id/compteRendu/envoyer": {
    tag,
    summary: "Envoyer le compte-rendu de gérance d'une période par e-mail au propriétaire",
    description: "L'e-mail passe par la file d'envoi, le PDF en pièce jointe.",
    access: "staff",
    params: id,
    body: { json: periode },
    ok: {
      200: {
        description: "L'e-mail mis en file (et envoyé s'il a pu l'être)",
        json: z.object({
          id: z.number().int(),
          to: z.string(),
          statut: z.enum(["envoyé", "en attente"]),
        }),
      },
    },
    errors: [400, 401, 403, 404, 409],
  },
  "GET /Client/:id/revenusFonciers": {
    tag,
    summary: "Les montants de la déclaration 2044 d'une année civile",
    access: "staff",
    params: id,
    query: annee,
    ok: {
      200: {
        description: "Les lignes 211 à 230 et les totaux, de chaque charge selon sa nature",
        json: revenusFonciers,
      },
    },
    errors: [400, 401, 403, 404],
  },
  "GET /Client/:id/revenusFonciers/generate": {
    tag,
    summary: "« Aide à la déclaration des revenus fonciers » d'une année (PDF)",
    access: "staff",
    params: id,
    query: annee,
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [400, 401, 403, 404],
  },
  "GET /Appartement/:id/copropriete": {
    tag,
    summary: "Les parts non déductibles des provisions de copropriété d'un lot, année par année",
    access: "staff",
    params: lot,
    ok: {
      200: {
        description: "Les années saisies, la plus récente d'abord",
        json: z.object({ AppartementId: z.number().int(), annees: z.array(coproprieteAnnee) }),
      },
    },
    errors: [401, 403, 404],
  },
  "PUT /Appartement/:id/copropriete": {
    tag,
    summary: "Saisir la part non déductible des provisions de copropriété d'une année (ligne 230)",
    description:
      "Selon les comptes approuvés du syndic, pour tout le lot : la déclaration 2044 de l'année suivante la réintègre ligne 230, chaque indivisaire pour sa quote-part. Une nouvelle saisie pour la même année remplace la précédente.",
    access: "staff",
    params: lot,
    body: { json: coproprieteAnneeSchema },
    ok: { 200: { description: "L'année enregistrée", json: coproprieteAnnee } },
    errors: [400, 401, 403, 404],
  },
} as const satisfies Record<string, Operation>;
