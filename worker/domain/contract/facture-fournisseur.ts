import { z } from "zod";
import { ventilationSchema } from "../travaux/ventilation";
import { idOf, type Operation } from "./operation";

// A supplier's invoice for a work order (issue 76, item 4, ADR 121): split between the owners (by share) and the
// tenant (réparations locatives of the décret 87-712).

const ligne = z.object({
  libelle: z.string().nullable(),
  montant: z.number(),
  imputation: z.enum(["proprietaires", "locataire"]),
  nature: z.enum(["travaux", "entretien"]).optional(),
  chargeLocataire: z.object({ rubrique: z.string(), cause: z.string() }).optional(),
});

const facture = z
  .object({
    id: z.number().int(),
    InterventionId: z.number().int(),
    FournisseurId: z.number().int(),
    AppartementId: z.number().int(),
    numero: z.string(),
    date: z.string(),
    montant: z.number().meta({ description: "Le total TTC (euros)" }),
    montantHT: z.number().nullable().meta({
      description:
        "Le total HT (euros) ; null pour une facture saisie avec son seul TTC (avant qu'il soit gardé)",
    }),
    montantTVA: z.number().nullable().meta({ description: "Le total de TVA (euros), ou null" }),
    lignes: z.array(ligne),
    fichierNom: z.string().nullable(),
    FichierId: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Le PDF gardé dans les fichiers du lot" }),
    aVentiler: z.boolean().meta({
      description:
        "Envoyée par le fournisseur, à ventiler par l'agence : elle n'entre dans aucun paiement avant",
    }),
    ventileePar: z.string().nullable().meta({ description: "Qui l'a ventilée en dernier" }),
    ventileeAt: z.string().nullable(),
    auteur: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "FactureFournisseur" });

export const FACTURE_FOURNISSEUR_OPERATIONS = {
  "GET /Intervention/:id/facture": {
    tag: "Travaux",
    summary:
      "La facture du fournisseur d'une intervention (null avant sa saisie), son PDF dans les fichiers du lot",
    access: "staff",
    params: { id: idOf("de l'intervention") },
    ok: {
      200: {
        description: "La facture",
        json: z.object({
          facture: facture
            .extend({ fichierUrl: z.string().nullable().meta({ description: "Le PDF" }) })
            .nullable(),
        }),
      },
    },
    errors: [401, 403],
  },
  "POST /Intervention/:id/facture": {
    tag: "Travaux",
    summary:
      "Enregistrer la facture du fournisseur d'une intervention réalisée, répartie entre propriétaires et locataire",
    description:
      "Chaque ligne est imputée aux propriétaires selon leurs quotes-parts (nature travaux ou entretien, ligne 224 de la 2044) ou au locataire comme réparation locative (rubrique du décret 87-712 ; jamais pour vétusté, malfaçon, vice ou force majeure, art. 7 d), débitée avec le prochain terme. L'intervention passe « facturee ». Les totaux HT (montantHT), TVA (montantTVA) et TTC (montant) : deux suffisent, le troisième en est déduit ; donnés tous trois, le HT et la TVA doivent faire le TTC au centime (400 sur « montant » sinon) ; le TTC seul reste accepté (HT et TVA alors null). Une facture Factur-X (PDF/A-3 avec factur-x.xml) : son XML (TaxBasisTotalAmount, TaxTotalAmount, GrandTotalAmount) complète le numéro, la date et les montants laissés vides ; un écart avec ce qui est saisi (ou un autre SIRET que celui du fournisseur, sur « fichier ») est un 400 sur le champ. Le PDF est gardé dans les fichiers du lot.",
    access: "staff",
    params: { id: idOf("de l'intervention") },
    body: {
      multipart: z.object({
        fichier: z
          .string()
          .meta({ format: "binary", description: "La facture en PDF (5 Mo au plus)" }),
        numero: z.string().meta({ description: "Le numéro de la facture du fournisseur" }),
        date: z.string().meta({ description: "La date de la facture (AAAA-MM-JJ)" }),
        montant: z.string().meta({ description: "Le total TTC en euros, somme des lignes" }),
        montantHT: z.string().optional().meta({ description: "Le total HT en euros (facultatif)" }),
        montantTVA: z
          .string()
          .optional()
          .meta({ description: "Le total de TVA en euros (facultatif)" }),
        lignes: z.string().meta({
          description:
            "Les lignes (JSON) : libelle, montant, imputation, nature ou chargeLocataire { rubrique, cause }",
        }),
      }),
    },
    ok: {
      201: {
        description: "La facture enregistrée",
        json: z.object({
          facture,
          facturX: z.boolean().meta({
            description: "La facture était au format Factur-X : son XML a été lu et confronté",
          }),
        }),
      },
    },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  "PUT /Intervention/:id/facture/lignes": {
    tag: "Travaux",
    summary: "Ventiler à nouveau la facture d'une intervention avant son paiement",
    description:
      "Les lignes remplacent les précédentes et font le montant de la facture. Seulement tant qu'aucun paiement des fournisseurs validé ne la contient (409 sinon, ou si une autre ventilation est passée entre-temps). Les anciennes lignes du locataire sont annulées par des écritures inverses, les nouvelles débitées avec le prochain terme ; les propriétaires sont débités à la validation du paiement. Une facture « à ventiler » envoyée par le fournisseur n'entre dans un paiement qu'après.",
    access: "staff",
    params: { id: idOf("de l'intervention") },
    body: { json: ventilationSchema },
    ok: { 200: { description: "La facture ventilée", json: z.object({ facture }) } },
    errors: [400, 401, 403, 404, 409],
  },
} as const satisfies Record<string, Operation>;
