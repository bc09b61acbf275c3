import { z } from "zod";
import { YEAR, idOf, type Operation } from "../operation";
import { dataOf, generated } from "../shapes";
import { compteProprietaire } from "../proprietaire";
import { demande, documentEspace, tag } from "./commun";
import { oppositionEspaceSchema } from "../../imports/delai-soldes";

// The owner's space (access `proprietaire`): the account, the apartments, the payouts, the documents, the messages.

export const espaceProprietaire = z
  .object({
    nom: z.string(),
    compte: compteProprietaire.pick({ solde: true, disponible: true, ecritures: true }),
    appartements: z.array(
      z.object({
        id: z.number().int(),
        designation: z.string(),
        adresse: z.string(),
        locataire: z.string().nullable().meta({ description: "Le nom du locataire, rien d'autre" }),
        loyerAppele: z.number().meta({ description: "Ce mois-ci (euros)" }),
        loyerEncaisse: z.number().meta({ description: "Ce mois-ci (euros)" }),
        impayes: z.number().meta({ description: "Les arriérés du bail en cours (euros)" }),
        loyersAppeles: z.boolean().meta({
          description:
            "Une échéance du bail en cours au moins est appelée à ce jour (faux : logement vacant ou bail pas encore commencé)",
        }),
      }),
    ),
    reversements: z.array(
      z.object({ id: z.number().int(), date: z.string(), montant: z.number(), statut: z.string() }),
    ),
    soldesRepris: z
      .array(
        z.object({
          importId: z.number().int(),
          dateReprise: z.string(),
          montant: z.number().meta({ description: "Euros ; positif : dû au propriétaire" }),
          statut: z.enum(["a_verifier", "confirme"]),
          comptentApres: z.string().nullable().meta({
            description: "Mode délai : retenu à cet instant sauf contestation",
          }),
          contestable: z.boolean(),
          contesteAt: z.string().nullable(),
        }),
      )
      .meta({
        description: "Les soldes repris par l'agence à son arrivée dans le logiciel (ADR 132)",
      }),
    comptesRendus: z.array(
      z.object({
        du: z.string(),
        au: z.string(),
        libelle: z.string().meta({ description: "« 3e trimestre 2026 »" }),
      }),
    ),
    declarations2044: z.array(z.object({ annee: z.number().int(), provisoire: z.boolean() })),
    documents: z.array(documentEspace),
  })
  .meta({ id: "EspaceProprietaire" });

export const ESPACE_PROPRIETAIRE_OPERATIONS = {
  "POST /espace/proprietaire/soldesRepris/:id/contester": {
    tag,
    summary: "Contester son solde repris : l'agence le fait vérifier par une deuxième personne",
    description:
      "400 sans motif, ou quand ce solde n'est pas le sien ; 409 quand il est déjà contesté, confirmé, ou que le délai est écoulé.",
    access: "proprietaire",
    params: { id: idOf("de la reprise") },
    body: { json: oppositionEspaceSchema },
    ok: {
      200: { description: "Contestation enregistrée", json: z.object({ ok: z.literal(true) }) },
    },
    errors: [400, 401, 403, 404, 409],
  },
  "GET /espace/proprietaire": {
    tag,
    summary:
      "L'espace du propriétaire : son compte, ses logements, ses reversements, ses documents",
    description: "Les montants du compte sont ceux de GET /Client/{id}/compte, au centime.",
    access: "proprietaire",
    ok: { 200: { description: "L'espace", json: espaceProprietaire } },
    errors: [401, 403],
  },
  "GET /espace/proprietaire/compteRendu": {
    tag,
    summary: "Un compte-rendu de gérance (PDF)",
    access: "proprietaire",
    query: z.object({ du: z.string(), au: z.string() }),
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [400, 401, 403, 429],
  },
  "GET /espace/proprietaire/revenusFonciers/:annee": {
    tag,
    summary: "Le récapitulatif 2044 d'une année (PDF)",
    access: "proprietaire",
    params: { annee: YEAR },
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [400, 401, 403, 429],
  },
  "GET /espace/proprietaire/factures/:id": {
    tag,
    summary: "Une facture de l'agence au propriétaire (PDF)",
    description:
      "Le lien des factures qui n'ont pas encore de PDF dans la liste des documents : la produit et répond son lien signé. La facture d'un autre propriétaire est introuvable (404).",
    access: "proprietaire",
    params: { id: idOf("de la facture") },
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [401, 403, 404, 429],
  },
  "GET /espace/proprietaire/demandes": {
    tag,
    summary: "Ses messages à l'agence et leurs réponses",
    access: "proprietaire",
    ok: { 200: { description: "Les messages", json: dataOf(demande) } },
    errors: [401, 403],
  },
  "POST /espace/proprietaire/demandes": {
    tag,
    summary: "Écrire à l'agence",
    access: "proprietaire",
    body: {
      json: z.object({
        objet: z.string(),
        texte: z.string(),
        AppartementId: z.number().int().optional(),
      }),
    },
    ok: { 201: { description: "Le message", json: demande } },
    errors: [400, 401, 403, 404],
  },
} as const satisfies Record<string, Operation>;
