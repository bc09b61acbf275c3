import { z } from "zod";
import { confirmerIbanSchema } from "../iban-verification/schemas";
import { idOf, type Operation } from "./operation";
import { dataOf } from "./shapes";

// No IBAN changed behind anyone's back (issue 59, item 3; ADR 068): an owner's new or changed IBAN, and the agency's
// trust account, wait for someone else than their author (FINANCE_ROLES) before any payout or SEPA file.

const tag = "Vérification des IBAN";

const ibanClient = z
  .object({
    id: z.number().int(),
    iban: z.string().meta({ description: "L'IBAN entier, par groupes de 4 caractères" }),
    bic: z.string().nullable(),
    statut: z.enum(["a_verifier", "verifie", "remplace"]).meta({
      description:
        "« verifie » aussi quand le délai de 72 heures après l'e-mail au propriétaire est écoulé",
    }),
    auteur: z.string().meta({ description: "Qui l'a saisi (vide : antérieur à l'historique)" }),
    createdAt: z.string(),
    verifieApres: z.string().nullable().meta({
      description: "Mode « délai » : le moment où l'IBAN devient vérifié sans confirmation",
    }),
    informeA: z.string().nullable().meta({
      description: "L'adresse où le propriétaire a été prévenu (celle d'avant le changement)",
    }),
    confirmePar: z.string().nullable(),
    confirmeAt: z.string().nullable(),
    ImportId: z
      .number()
      .int()
      .nullable()
      .meta({ description: "L'import qui l'a apporté (« IBAN importé le … »)" }),
  })
  .meta({ id: "IbanClient" });

const id = { id: idOf("du propriétaire") };
const idFournisseur = { id: idOf("du fournisseur") };

export const IBAN_VERIFICATION_OPERATIONS = {
  "GET /Client/:id/ibans": {
    tag,
    summary: "L'historique des IBAN d'un propriétaire, du plus récent au plus ancien",
    access: "staff",
    params: id,
    ok: {
      200: {
        description: "Chaque IBAN, qui l'a saisi et quand, sa vérification",
        json: dataOf(ibanClient),
      },
    },
    errors: [401, 403, 404],
  },
  "POST /Client/:id/iban/confirmer": {
    tag,
    summary:
      "Confirmer l'IBAN en attente d'un propriétaire (un autre administrateur ou comptable que son auteur)",
    description:
      "`iban` (facultatif, l'interface l'envoie) : l'IBAN lu à l'écran ; s'il a changé entre-temps, 409 et rien n'est confirmé. 403 pour l'auteur de l'IBAN, 409 si rien n'est en attente.",
    access: "finance",
    params: id,
    body: { json: confirmerIbanSchema },
    ok: { 200: { description: "L'IBAN confirmé", json: ibanClient } },
    errors: [400, 401, 403, 404, 409],
  },
  // Issue 76 (ADR 119): a supplier's IBAN, the same history and the same second person.
  "GET /Fournisseur/:id/ibans": {
    tag,
    summary: "L'historique des IBAN d'un fournisseur, du plus récent au plus ancien",
    access: "staff",
    params: idFournisseur,
    ok: {
      200: {
        description: "Chaque IBAN, qui l'a saisi et quand, sa vérification",
        json: dataOf(ibanClient),
      },
    },
    errors: [401, 403, 404],
  },
  "POST /Fournisseur/:id/iban/confirmer": {
    tag,
    summary:
      "Confirmer l'IBAN en attente d'un fournisseur (un autre administrateur ou comptable que son auteur)",
    description:
      "Aucune facture du fournisseur n'est réglée avant. `iban` (facultatif) : l'IBAN lu à l'écran ; s'il a changé entre-temps, 409. 403 pour l'auteur de l'IBAN, 409 si rien n'est en attente.",
    access: "finance",
    params: idFournisseur,
    body: { json: confirmerIbanSchema },
    ok: { 200: { description: "L'IBAN confirmé", json: ibanClient } },
    errors: [400, 401, 403, 404, 409],
  },
  "POST /agence/iban/confirmer": {
    tag,
    summary:
      "Confirmer le compte séquestre de l'agence après sa modification (un autre administrateur ou comptable que son auteur)",
    description:
      "Tant qu'il n'est pas confirmé, aucun fichier SEPA (virements, prélèvements) n'est émis (409). `iban` (facultatif) : l'IBAN lu à l'écran.",
    access: "finance",
    body: { json: confirmerIbanSchema },
    ok: {
      200: {
        description: "Le statut du compte séquestre",
        json: z.object({
          ibanStatut: z.enum(["a_verifier", "verifie"]),
          ibanModifiePar: z.string().nullable(),
          ibanModifieAt: z.string().nullable(),
        }),
      },
    },
    errors: [400, 401, 403, 409],
  },
} as const satisfies Record<string, Operation>;
