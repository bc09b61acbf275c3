import { z } from "zod";
import type { Operation } from "./operation";
import { generated } from "./shapes";

// The trust-account check (issue 38, part 6; ADR 034): what the agency holds for owners and tenants against the
// balance of its trust account (représentation des fonds, loi Hoguet).

const tag = "Représentation des fonds";
const jour = z.object({
  au: z
    .string()
    .optional()
    .meta({ description: "Le jour (AAAA-MM-JJ) ; aujourd'hui (Paris) par défaut" }),
});

const representation = z
  .object({
    au: z.string(),
    soldesMandants: z
      .number()
      .meta({ description: "Somme des soldes positifs des comptes propriétaires (euros)" }),
    depotsDetenus: z
      .number()
      .meta({ description: "Dépôts de garantie des dossiers, non encore restitués (euros)" }),
    creditsLocataires: z
      .number()
      .meta({ description: "Somme des soldes créditeurs des comptes locataires (euros)" }),
    primesAssureurs: z.number().meta({
      description:
        "Primes GLI débitées aux propriétaires et dues à l'assureur, non encore versées (euros)",
    }),
    recuperationsAssureurs: z.number().meta({
      description:
        "Paiements des locataires sur leur dette envers l'assureur (subrogation), à lui reverser (euros)",
    }),
    totalDu: z.number().meta({ description: "La somme des cinq (euros)" }),
    soldeBanque: z.number().nullable().meta({
      description:
        "Solde du compte séquestre au dernier relevé importé jusqu'au jour ; null sans relevé",
    }),
    ecart: z.number().nullable().meta({
      description: "soldeBanque - totalDu (négatif : fonds manquants) ; null sans relevé",
    }),
    dateReleve: z.string().nullable().meta({ description: "La fin du relevé lu" }),
    CompteBancaireId: z.number().int().nullable().meta({
      description:
        "Le compte marqué séquestre, à défaut celui de l'IBAN séquestre des paramètres ; null si aucun",
    }),
    avancesMandants: z.number().meta({
      description:
        "Somme des soldes débiteurs des propriétaires : avances faites du compte séquestre (euros)",
    }),
    honorairesAcquis: z.number().meta({
      description:
        "Honoraires de gestion et de location et acomptes débités aux propriétaires jusqu'au jour (euros)",
    }),
    honorairesPreleves: z.number().meta({
      description: "Débits du compte séquestre dont le libellé nomme les honoraires (euros)",
    }),
    honorairesNonPreleves: z.number().meta({
      description:
        "honorairesAcquis - honorairesPreleves : l'argent de l'agence resté sur le compte",
    }),
    ecartExplique: z
      .number()
      .meta({ description: "honorairesNonPreleves - avancesMandants (euros)" }),
    ecartInexplique: z
      .number()
      .nullable()
      .meta({ description: "ecart - ecartExplique : ce qui reste à expliquer ; null sans relevé" }),
    depotsConserves: z.number().meta({
      description:
        "Dépôts de garantie conservés par les propriétaires, non dus par l'agence (euros)",
    }),
    repriseAVerifier: z
      .object({ proprietaires: z.number(), locataires: z.number(), depots: z.number() })
      .meta({
        description:
          "Les soldes d'ouverture des reprises à vérifier (euros), hors des montants ci-dessus jusqu'à leur confirmation par une seconde personne",
      }),
    avances: z.array(z.object({ ClientId: z.number().int(), nom: z.string(), avance: z.number() })),
    honoraires: z.array(
      z.object({ ClientId: z.number().int(), nom: z.string(), montant: z.number() }),
    ),
  })
  .meta({ id: "RepresentationFonds" });

export const SEQUESTRE_OPERATIONS = {
  "GET /sequestre": {
    tag,
    summary:
      "La représentation des fonds d'un jour : fonds dus aux mandants et locataires, solde du compte séquestre, écart",
    access: "finance",
    query: jour,
    ok: { 200: { description: "Les montants en euros", json: representation } },
    errors: [400, 401, 403],
  },
  "GET /sequestre/generate": {
    tag,
    summary:
      "L'état de représentation des fonds d'un jour (PDF), pour le contrôle du garant financier",
    access: "finance",
    query: jour,
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [400, 401, 403],
  },
} as const satisfies Record<string, Operation>;
