import { z } from "zod";
import type { Operation } from "./operation";

// The agency's books (issue 38, part 7, ADR 035): the FEC of a year, read from the ledgers.

export const COMPTABILITE_OPERATIONS = {
  "GET /comptabilite/fec": {
    tag: "Comptabilité",
    summary:
      "Le fichier des écritures comptables (FEC) de l'agence pour un exercice : {SIREN}FEC{AAAAMMJJ}.txt",
    description:
      "exercice (AAAA, obligatoire) : l'année civile. Texte séparé par « | », fins de ligne CRLF, UTF-8 ; 409 sans SIREN dans Paramètres > Agence.",
    access: "admin",
    query: z.object({ exercice: z.string() }),
    ok: { 200: { description: "Le fichier FEC", file: "text/plain" } },
    errors: [400, 401, 403, 409],
    confirmation: true,
  },
} as const satisfies Record<string, Operation>;
