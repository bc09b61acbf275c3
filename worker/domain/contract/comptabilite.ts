import { z } from "zod";
import { clotureSchema } from "../schemas/fec";
import type { Operation } from "./operation";

// The agency's books (issue 38, part 7, ADR 035): the FEC of a year, read from the ledgers; the closed years (issue
// 59 item 5, ADR 067): once closed, no money write dated in them.

const tag = "Comptabilité";

const exerciceClos = z
  .object({
    exercice: z.number().int(),
    closAt: z.string().meta({ description: "Date et heure de la clôture (ISO 8601)" }),
    closPar: z.string().meta({ description: "L'administrateur qui l'a clos" }),
  })
  .meta({ id: "ExerciceClos" });

export const COMPTABILITE_OPERATIONS = {
  "GET /comptabilite/fec": {
    tag,
    summary:
      "Le fichier des écritures comptables (FEC) de l'agence pour un exercice : {SIREN}FEC{AAAAMMJJ}.txt",
    description:
      "exercice (AAAA, obligatoire) : l'année civile. Texte séparé par « | », fins de ligne CRLF, encodé en ISO 8859-15 (arrêté du 29 juillet 2013 ; encodage=utf-8 pour de l'UTF-8), le jeu de caractères dans l'en-tête Content-Type ; EcritureLet / DateLet : le lettrage des paiements aux échéances de chaque locataire ; 409 sans SIREN dans Paramètres > Agence.",
    access: "finance",
    query: z.object({
      exercice: z.string(),
      encodage: z
        .enum(["iso-8859-15", "utf-8"])
        .optional()
        .meta({ description: "iso-8859-15 par défaut" }),
    }),
    ok: { 200: { description: "Le fichier FEC", file: "text/plain" } },
    errors: [400, 401, 403, 409],
    confirmation: true,
  },
  "POST /comptabilite/cloture": {
    tag,
    summary:
      "Clôturer un exercice : plus aucune écriture datée de cet exercice ni des précédents (paiement, quittance, ajustement, compte propriétaire…)",
    description:
      "Une fois l'année terminée (jour de Paris) et son FEC exporté au moins une fois ; définitif. 409 « L'exercice 2025 n'est pas terminé… », « Exportez d'abord le FEC… », « L'exercice 2025 est déjà clos. ». Toute écriture datée d'un exercice clos est ensuite refusée : 409 « L'exercice 2025 est clos. » (code exercice_clos).",
    access: "admin",
    body: { json: clotureSchema },
    ok: { 201: { description: "L'exercice clos", json: z.object({ exercice: exerciceClos }) } },
    errors: [400, 401, 403, 409],
  },
  "GET /comptabilite/exercices": {
    tag,
    summary: "Les exercices clos, du plus récent au plus ancien, avec qui les a clos et quand",
    access: "finance",
    ok: {
      200: {
        description:
          "Les exercices clos ; closJusqua : le dernier (tous ceux d'avant le sont aussi)",
        json: z.object({ data: z.array(exerciceClos), closJusqua: z.number().int().nullable() }),
      },
    },
    errors: [401, 403],
  },
} as const satisfies Record<string, Operation>;
