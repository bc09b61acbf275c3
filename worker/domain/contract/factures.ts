import { z } from "zod";
import { ID, idOf, type Operation } from "./operation";
import { dataOf, generated } from "./shapes";

// Invoices (ADR 028): issued by the writes that make an instalment or a caretaking fee paid, never changed
// afterwards (405); a credit note cancels one. Their PDF is a Factur-X file (EN 16931).

const tag = "Factures";

const facture = z
  .object({
    id: z.number().int(),
    numero: z.string().meta({ description: "F2026-00001 (facture) ou A2026-00001 (avoir)" }),
    date: z.string(),
    ClientId: z.number().int().nullable(),
    AccompteId: z.number().int().nullable(),
    IntendanceId: z.number().int().nullable(),
    DossierId: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Honoraires de location : le bail (part du bailleur ou du locataire)" }),
    objet: z.string(),
    tauxTva: z.number(),
    totalHT: z.number().meta({ description: "Euros ; négatif pour un avoir" }),
    totalTVA: z.number(),
    totalTTC: z.number(),
    avoirDe: z.number().int().nullable().meta({ description: "Avoir : la facture qu'il annule" }),
    avoirDeNumero: z.string().nullable(),
    annuleePar: z
      .string()
      .nullable()
      .meta({ description: "Facture : le numéro de l'avoir qui l'annule" }),
    motif: z.string().nullable(),
  })
  .meta({ id: "Facture" });

const immuable = (method: string): Operation => ({
  tag,
  summary: `Refusé : une facture émise ne se ${method === "DELETE" ? "supprime" : "modifie"} pas (405) ; émettez un avoir`,
  access: "staff",
  params: { id: ID },
  ok: {},
  errors: [401, 403, 405],
});

export const FACTURE_OPERATIONS = {
  "GET /Facture": {
    tag,
    summary:
      "Les factures et avoirs, par numéro ; ceux d'un client avec ?ClientId=, ceux des honoraires de location d'un bail avec ?DossierId=",
    access: "staff",
    query: z.object({ ClientId: z.string().optional(), DossierId: z.string().optional() }),
    ok: {
      200: {
        description:
          "Les factures, et ce qui manque à l'agence pour des factures conformes (SIRET, n° de TVA)",
        json: dataOf(facture).extend({ mentionsManquantes: z.array(z.string()) }),
      },
    },
    errors: [401, 403],
  },
  "GET /Facture/:id": {
    tag,
    summary: "Une facture ou un avoir",
    access: "staff",
    params: { id: idOf("de la facture") },
    ok: { 200: { description: "La facture", json: facture } },
    errors: [401, 403, 404],
  },
  "GET /Facture/:id/generate": {
    tag,
    summary: "La facture au format Factur-X (PDF/A-3 avec son XML EN 16931)",
    access: "staff",
    params: { id: idOf("de la facture") },
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [401, 403, 404],
  },
  "POST /Facture/:id/avoir": {
    tag,
    summary: "Émettre l'avoir qui annule une facture (montants opposés, numéro A2026-00001)",
    access: "staff",
    params: { id: idOf("de la facture") },
    body: { json: z.object({ motif: z.string() }) },
    ok: { 201: { description: "L'avoir émis", json: z.object({ facture }) } },
    errors: [400, 401, 403, 404, 409],
  },
  "PUT /Facture/:id": immuable("PUT"),
  "PATCH /Facture/:id": immuable("PATCH"),
  "DELETE /Facture/:id": immuable("DELETE"),
} as const satisfies Record<string, Operation>;
