import { z } from "zod";
import { encaissementLotSchema, lotSchema } from "../lots/lot";
import type { Operation } from "./operation";

// Actions on several rows of a list at once (issue 42, ADR 046): one call, one result per row; a row that cannot
// be acted on comes back "ignoree" with its reason, never as a failure of the call. The roles of the single action.

const resultat = (statuts: [string, ...string[]]) =>
  z.object({ id: z.number().int(), statut: z.enum(statuts), message: z.string() });
const encaissements = z.object({
  resultats: z.array(resultat(["encaissee", "ignoree", "erreur"])),
  encaissees: z.number().int(),
  ignorees: z.number().int(),
});
const relances = z.object({
  resultats: z.array(resultat(["relancee", "ignoree"])),
  relancees: z.number().int(),
  ignorees: z.number().int(),
});

export const LOTS_OPERATIONS = {
  "POST /Quitance/encaisser": {
    tag: "Quitance",
    summary: "Encaisser en totalité plusieurs quittances (le reste dû de chacune)",
    description:
      "Un paiement du reste dû par quittance, comme « Encaisser » ; une quittance déjà payée, archivée ou introuvable est ignorée avec sa raison. 500 quittances au plus.",
    access: "staff",
    body: { json: encaissementLotSchema },
    ok: { 200: { description: "Le résultat de chaque quittance", json: encaissements } },
    errors: [400, 401, 403],
  },
  "POST /Quitance/relancer": {
    tag: "Quitance",
    summary: "Relancer les locataires de plusieurs quittances",
    access: "staff",
    body: { json: lotSchema },
    ok: { 200: { description: "Le résultat de chaque quittance", json: relances } },
    errors: [400, 401, 403],
  },
  "POST /Quitance/zip": {
    tag: "Quitance",
    summary: "Les documents de plusieurs quittances en une archive zip",
    access: "staff",
    body: { json: lotSchema },
    ok: { 200: { description: "L'archive", file: "application/zip" } },
    errors: [400, 401, 403, 404],
  },
  "POST /Dossier/relancer": {
    tag: "Dossier",
    summary: "Relancer plusieurs dossiers : chaque échéance due et impayée de chacun",
    access: "staff",
    body: { json: lotSchema },
    ok: { 200: { description: "Le résultat de chaque dossier", json: relances } },
    errors: [400, 401, 403],
  },
} as const satisfies Record<string, Operation>;
