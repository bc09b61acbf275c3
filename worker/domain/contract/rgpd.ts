import { aPurgerSchema, purgeResultSchema, purgerSchema } from "../rgpd/api";
import { idOf, type Operation } from "./operation";
import { dataOf } from "./shapes";

// Personal data (RGPD): the retention rule's list, the erasure, and a tenant's data export. Admins only: the export
// holds everything about a person, and the erasure cannot be undone.

export const RGPD_OPERATIONS = {
  "GET /Locataire/:id/export": {
    tag: "Données personnelles",
    summary:
      "Toutes les données d'un locataire (droit d'accès) : un zip de ses enregistrements en JSON et de ses fichiers",
    access: "admin",
    params: { id: idOf("du locataire") },
    ok: { 200: { description: "L'archive", file: "application/zip" } },
    errors: [401, 403, 404],
  },
  "GET /rgpd/aPurger": {
    tag: "Données personnelles",
    summary:
      "Les anciens locataires à anonymiser aujourd'hui ou dans les 30 jours (3 ans après la fin du dernier bail, sans dette)",
    access: "admin",
    ok: {
      200: { description: "Les locataires, le plus proche d'abord", json: dataOf(aPurgerSchema) },
    },
    errors: [401, 403],
  },
  "POST /rgpd/purger": {
    tag: "Données personnelles",
    summary:
      "Anonymiser maintenant les locataires listés (20 au plus ; sans liste, les 20 premiers dont la date est venue)",
    description:
      "Refusé (409, avec la raison) si l'un d'eux a un bail en cours ou récent (moins de 3 ans) ou une dette : rien n'est alors modifié.",
    access: "admin",
    body: { json: purgerSchema },
    ok: { 200: { description: "Les locataires anonymisés", json: purgeResultSchema } },
    errors: [400, 401, 403, 404, 409],
  },
} as const satisfies Record<string, Operation>;
