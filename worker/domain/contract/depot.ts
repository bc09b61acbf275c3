import { z } from "zod";
import { restitutionDepotSchema } from "../schemas/depot";
import { ID, type Operation } from "./operation";
import { generated } from "./shapes";

// The deposit's return at the end of a lease (loi n° 89-462 art. 22): its computed state, its settlement replaced
// whole, and the settlement letter. Amounts in euros, days YYYY-MM-DD.

const euros = (description: string) => z.number().meta({ description });

const deduction = z
  .object({
    id: z.number().int(),
    motif: z.string(),
    montant: z.number(),
    piece: z
      .string()
      .nullable()
      .meta({ description: "La pièce de l'état des lieux de sortie (son id)" }),
    pieceNom: z
      .string()
      .nullable()
      .meta({ description: "Le nom de cette pièce, tel que la sortie le donne" }),
    date: z.string().nullable().meta({
      description: "Le jour de la retenue (constat ou facture) ; à défaut la remise des clés",
    }),
  })
  .meta({ id: "DeductionDepot" });

export const restitutionDepotShape = z
  .object({
    DossierId: z.number().int(),
    ouverte: z
      .boolean()
      .meta({ description: "false tant que la date de restitution des clés n'est pas saisie" }),
    enregistre: z.boolean().meta({ description: "Un décompte a déjà été enregistré" }),
    dateRestitutionCles: z.string().nullable(),
    depot: euros("Le dépôt de garantie versé"),
    depotPrevu: euros("Le dépôt de garantie prévu au bail"),
    depotAppele: z.object({ date: z.string(), montant: z.number() }).nullable().meta({
      description:
        "Le dépôt appelé au compte du locataire (jour et montant) ; null quand il a été encaissé hors du compte",
    }),
    loyerHC: euros("Le loyer hors charges, base de la pénalité"),
    sortieConforme: z
      .boolean()
      .meta({ description: "L'état des lieux de sortie est conforme à celui d'entrée" }),
    constat: z.enum(["conforme", "non conforme", "sans entrée", "sans sortie", "aucun"]).meta({
      description:
        "Ce que disent les états des lieux saisis : conforme, non conforme, ou lequel manque (aucun : ni l'un ni l'autre)",
    }),
    moisConstat: z.union([z.literal(1), z.literal(2)]).nullable(),
    dateLimite: z.string().nullable(),
    deductions: z.array(deduction),
    totalDeductions: euros("La somme des retenues"),
    soldeCompte: euros(
      "Le solde du compte du locataire : positif quand il doit, négatif pour un crédit",
    ),
    retenue: euros("La retenue dans l'attente de l'arrêté des comptes de la copropriété"),
    retenueMax: euros("20 % du dépôt de garantie"),
    aRestituer: euros("Ce qui revient au locataire, pénalité comprise"),
    resteDu: euros("Ce que le locataire doit encore quand les retenues dépassent le dépôt"),
    moisRetard: z.number().int(),
    penalite: euros("10 % du loyer hors charges par mois de retard commencé"),
    echeance: z.enum(["en retard", "à échéance"]).nullable(),
    dateRestitution: z.string().nullable(),
    pieces: z
      .array(z.object({ id: z.string(), nom: z.string() }))
      .meta({ description: "Les pièces de l'état des lieux de sortie, à citer par les retenues" }),
  })
  .meta({ id: "RestitutionDepot" });
export type RestitutionDepotApi = z.infer<typeof restitutionDepotShape>;

const answer = {
  200: { description: "Le décompte du dépôt de garantie", json: restitutionDepotShape },
};

export const DEPOT_OPERATIONS = {
  "GET /Dossier/:id/restitutionDepot": {
    tag: "Dossier",
    summary:
      "La restitution du dépôt de garantie : retenues, solde, délai légal, pénalité de retard",
    access: "staff",
    params: { id: ID },
    ok: answer,
    errors: [401, 403, 404],
  },
  "PUT /Dossier/:id/restitutionDepot": {
    tag: "Dossier",
    summary:
      "Enregistrer le décompte du dépôt de garantie (toutes les retenues, la retenue copropriété, la date de restitution)",
    access: "staff",
    params: { id: ID },
    body: { json: restitutionDepotSchema },
    ok: answer,
    errors: [400, 401, 403, 404, 409],
  },
  "GET /Dossier/:id/restitutionDepot/generate": {
    tag: "Documents",
    summary: "La lettre de restitution du dépôt de garantie",
    access: "staff",
    params: { id: ID },
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [401, 403, 404, 409],
  },
} as const satisfies Record<string, Operation>;
