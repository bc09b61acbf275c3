import { z } from "zod";
import { ID, type Operation } from "./operation";
import { generated } from "./shapes";

// Issue 73, item 7: the tenant's attestations for staff. The payment attestation of the last twelve months (PDF,
// stored as the lease's document) and the CAF sheet, every field of the Cerfa « Attestation de loyer » filled from
// the records: as JSON (GET .../donneesCaf) or as a one-page PDF (GET .../donneesCaf.pdf, the file itself).

const staff = "staff" as const;
const tag = "Documents";

const montant = z
  .object({ centimes: z.number().int(), texte: z.string() })
  .meta({ description: "Un montant : en centimes, et tel qu'il s'écrit sur le formulaire" });

export const donneesCaf = z
  .object({
    formulaire: z.object({ cerfa: z.string(), intitule: z.string(), source: z.string() }),
    DossierId: z.number().int(),
    date: z.string(),
    bailleur: z.object({
      personnes: z.array(
        z.object({ nom: z.string(), adresse: z.string(), siret: z.string().nullable() }),
      ),
      representant: z
        .object({
          nom: z.string(),
          adresse: z.string(),
          siret: z.string().nullable(),
          carteProfessionnelle: z.string().nullable(),
          qualite: z.string(),
        })
        .nullable()
        .meta({ description: "L'agence, quand elle gère le logement pour le bailleur" }),
    }),
    logement: z.object({
      adresse: z.string().nullable(),
      codePostal: z.string().nullable(),
      ville: z.string().nullable(),
      surfaceHabitable: z.number().nullable(),
      nombrePieces: z.number().int().nullable(),
      meuble: z.boolean().nullable(),
      typeBail: z.string(),
      conventionne: z.boolean().nullable(),
      dateEntree: z.string(),
    }),
    locataires: z.array(
      z.object({
        qualite: z.string(),
        titre: z.string().nullable(),
        prenom: z.string().nullable(),
        nom: z.string(),
        dateNaissance: z.string().nullable(),
      }),
    ),
    loyer: z.object({
      periode: z.string(),
      periodeLibelle: z.string(),
      loyerHorsCharges: montant,
      charges: montant,
      montantTotal: montant,
    }),
    paiement: z.object({ aJour: z.boolean(), impaye: montant }),
    versementAide: z.object({ tiersPayant: z.boolean().nullable(), mention: z.string() }),
    signature: z.object({
      lieu: z.string(),
      date: z.string(),
      signataire: z.string(),
      qualite: z.string(),
    }),
    manquants: z
      .array(z.object({ champ: z.string(), libelle: z.string() }))
      .meta({ description: "Les champs du formulaire que le dossier ne renseigne pas" }),
  })
  .meta({ id: "DonneesCaf" });

export const ATTESTATION_OPERATIONS = {
  "GET /Dossier/:id/attestationPaiement/generate": {
    tag,
    summary:
      "L'attestation de paiement des loyers : les douze derniers mois (appelé, payé, date) et le solde",
    access: staff,
    params: { id: ID },
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [401, 403, 404],
  },
  "GET /Dossier/:id/donneesCaf": {
    tag,
    summary: "Les données de l'attestation de loyer CAF (cerfa 10842*07), tirées du dossier",
    description:
      "Chaque champ du formulaire ; les montants en centimes et en texte ; `manquants` nomme ce que le dossier ne renseigne pas. Le même en PDF : GET /Dossier/{id}/donneesCaf.pdf.",
    access: staff,
    params: { id: ID },
    ok: { 200: { description: "Les données du formulaire", json: donneesCaf } },
    errors: [401, 403, 404],
  },
  "GET /Dossier/:id/donneesCaf.pdf": {
    tag,
    summary: "Les données de l'attestation de loyer CAF sur une page PDF, à recopier",
    access: staff,
    params: { id: ID },
    ok: { 200: { description: "Le PDF", file: "application/pdf" } },
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, Operation>;
