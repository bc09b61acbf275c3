import { z } from "zod";
import { STATUTS_LIGNE_BANCAIRE } from "../banque/statuts";
import { idOf, type Operation } from "./operation";
import { compteBancaireSchema } from "../schemas/sequestre";
import { dataOf, generated } from "./shapes";

// Bank statements (issue 26): imported from the bank's files, matched to rents (a matched line is a payment of the
// tenant's ledger), set aside, undone; one account's month reconciled with the ledger.

const tag = "Banque";

const releve = z
  .object({
    id: z.number().int(),
    compteId: z.number().int(),
    format: z.enum(["csv", "ofx", "qif", "cfonb", "camt053", "camt054"]),
    du: z.string().nullable(),
    au: z.string().nullable(),
    soldeInitial: z
      .number()
      .nullable()
      .meta({ description: "Euros ; null quand le fichier n'en donne pas" }),
    soldeFinal: z.number().nullable(),
    lignes: z.number().int().meta({ description: "Lignes ajoutées" }),
    doublons: z
      .number()
      .int()
      .meta({ description: "Lignes du fichier déjà importées, non ajoutées" }),
    ruptureExpliquee: z.string().nullable().meta({
      description:
        "L'explication, par un administrateur, d'un solde initial différent du solde final du relevé précédent",
    }),
  })
  .meta({ id: "ReleveBancaire" });

const suggestion = z
  .object({
    ligneId: z.number().int(),
    DossierId: z.number().int(),
    QuitanceId: z.number().int().nullable(),
    montant: z.number(),
    score: z.number().int().min(0).max(100),
    raison: z.string(),
  })
  .meta({ id: "SuggestionRapprochement" });

const profil = z
  .object({
    separateur: z.enum([";", ",", "\t"]),
    entete: z.number().int(),
    date: z.number().int(),
    libelle: z.array(z.number().int()),
    montant: z.number().int().nullable(),
    debit: z.number().int().nullable(),
    credit: z.number().int().nullable(),
    solde: z.number().int().nullable(),
  })
  .meta({
    id: "ProfilCsv",
    description: "Colonnes d'un CSV (numérotées depuis 0), ligne d'en-tête (depuis 1)",
  });

const ligne = z
  .object({
    id: z.number().int(),
    compteId: z.number().int(),
    releveId: z.number().int(),
    date: z.string(),
    montant: z.number().meta({ description: "Euros, positif pour un crédit" }),
    libelle: z.string(),
    reference: z.string().nullable(),
    contrepartie: z.string().nullable(),
    mode: z.string(),
    statut: z.enum(STATUTS_LIGNE_BANCAIRE),
    DossierId: z.number().int().nullable(),
    QuitanceId: z.number().int().nullable(),
    PaiementId: z.number().int().nullable(),
    motif: z.string().nullable(),
    traitePar: z.string().nullable(),
    aideLogement: z.enum(["CAF", "MSA"]).nullable().meta({
      description:
        "Une ligne créditrice à rapprocher dont le libellé nomme la CAF ou la MSA : à répartir entre les locataires (Aides au logement)",
    }),
    terme: z.string().nullable().meta({
      description: "Mois (AAAA-MM) du terme qu'a payé la ligne rapprochée, null sinon",
    }),
  })
  .meta({ id: "LigneBancaire" });

const compte = z
  .object({
    id: z.number().int(),
    libelle: z.string(),
    numero: z.string().nullable(),
    sequestre: z.boolean().meta({ description: "Le compte séquestre (fonds des mandants)" }),
    profilCsv: profil.nullable(),
    releves: z.number().int(),
    aRapprocher: z.number().int(),
    dernierSolde: z.number().nullable(),
    dernierReleve: z.string().nullable(),
  })
  .meta({ id: "CompteBancaire" });

const ligneId = idOf("de la ligne du relevé");
const ligneAnswer = z.object({ ligne });

export const BANQUE_OPERATIONS = {
  "POST /banque/releves": {
    tag,
    summary:
      "Importer un relevé bancaire (CSV, OFX, QIF, CFONB 120, camt.053), reconnu par son contenu, dans le compte qu'il indique (IBAN, RIB, ACCTID), trouvé ou créé",
    access: "staff",
    body: {
      multipart: z.object({
        file: z.string().meta({ format: "binary", description: "Le relevé (10 Mo au plus)" }),
        profil: z
          .string()
          .optional()
          .meta({ description: "CSV : le profil de colonnes corrigé (JSON ProfilCsv)" }),
        CompteBancaireId: z.string().optional().meta({
          description:
            "Le compte d'un fichier qui n'en indique pas (requis alors). Un relevé indiquant un autre numéro est refusé (409)",
        }),
        nouveauCompte: z.string().optional().meta({
          description:
            "Ou : le libellé d'un nouveau compte sans numéro, créé pour ce fichier (retrouvé par ce libellé ensuite)",
        }),
        compte: z.string().optional().meta({
          description:
            "Ancienne forme : le compte (id ou numéro) d'un fichier qui n'en nomme pas ; aucun contrôle",
        }),
        ruptureExpliquee: z.string().optional().meta({
          description:
            "Administrateurs : l'explication d'un solde initial différent du solde final du relevé précédent du compte (1 000 caractères au plus) ; sans elle, un tel relevé est refusé (409, code rupture_releve) ; envoyée par un autre rôle : 403",
        }),
      }),
    },
    ok: {
      201: {
        description:
          "Le premier relevé, tous les relevés du fichier, le profil CSV utilisé et les suggestions",
        json: z.object({
          releve: releve,
          releves: z.array(releve),
          profil: profil.nullable(),
          comptes: z
            .array(
              z.object({
                id: z.number().int(),
                libelle: z.string(),
                numero: z.string().nullable(),
              }),
            )
            .meta({
              description:
                "Les comptes où les relevés sont allés (trouvés par le numéro que le fichier indique, ou créés)",
            }),
          suggestions: z.array(suggestion),
        }),
      },
    },
    errors: [400, 401, 403, 409, 413, 415],
  },
  "DELETE /banque/releves/:id": {
    tag,
    summary:
      "Supprimer un relevé importé par erreur, avec ses lignes (refusé tant qu'une de ses lignes est rapprochée)",
    access: "deleters",
    params: { id: idOf("du relevé") },
    ok: {
      200: {
        description: "Le relevé supprimé et le nombre de ses lignes",
        json: z.object({ id: z.number().int(), lignes: z.number().int() }),
      },
    },
    errors: [401, 403, 404, 409],
  },
  "GET /banque/comptes": {
    tag,
    summary:
      "Les comptes bancaires de l'agence, avec leur dernier solde et leurs lignes à rapprocher",
    access: "staff",
    ok: { 200: { description: "Les comptes", json: dataOf(compte) } },
    errors: [401, 403],
  },
  "PUT /banque/comptes/:id": {
    tag,
    summary:
      "Modifier un compte bancaire : son libellé, et s'il est LE compte séquestre (marquer l'un démarque les autres ; administrateurs seulement, 403 sinon)",
    access: "staff",
    params: { id: idOf("du compte bancaire") },
    body: { json: compteBancaireSchema },
    ok: {
      200: {
        description: "Le compte enregistré",
        json: z.object({
          compte: z.object({
            id: z.number().int(),
            libelle: z.string(),
            numero: z.string().nullable(),
            sequestre: z.boolean(),
          }),
        }),
      },
    },
    errors: [400, 401, 403, 404],
  },
  "GET /banque/releves": {
    tag,
    summary: "Les relevés importés, du plus récent au plus ancien",
    access: "staff",
    query: z.object({ compteId: z.string().optional() }),
    ok: {
      200: {
        description: "Les relevés",
        json: dataOf(
          releve.extend({
            nomFichier: z.string().nullable(),
            createdAt: z.string(),
            auteur: z.string(),
            /** Its lines matched to a payment: the statement is deleted only when there is none. */
            rapprochees: z.number().int(),
          }),
        ),
      },
    },
    errors: [400, 401, 403],
  },
  "GET /banque/lignes": {
    tag,
    summary:
      "Les lignes des relevés (filtres : statut, compte, relevé), avec les suggestions des lignes à rapprocher",
    access: "staff",
    query: z.object({
      statut: z.enum(STATUTS_LIGNE_BANCAIRE).optional(),
      compteId: z.string().optional(),
      releveId: z.string().optional(),
    }),
    ok: {
      200: {
        description: "Les lignes, de la plus récente à la plus ancienne",
        json: z.object({ data: z.array(ligne), suggestions: z.array(suggestion) }),
      },
    },
    errors: [400, 401, 403],
  },
  "POST /banque/lignes/:id/rapprocher": {
    tag,
    summary:
      "Rapprocher une ligne créditrice d'un dossier : elle devient un paiement du compte du locataire",
    access: "staff",
    params: { id: ligneId },
    body: {
      json: z.object({
        DossierId: z.number().int(),
        QuitanceId: z.number().int().nullable().optional(),
      }),
    },
    ok: {
      200: {
        description:
          "La ligne rapprochée, le paiement et le solde du dossier ; assureur : la part portée sur ce que le locataire doit à l'assureur qui a indemnisé le propriétaire (null sinon)",
        json: ligneAnswer
          .extend({ assureur: z.object({ montant: z.number() }).nullable().optional() })
          .passthrough(),
      },
    },
    errors: [400, 401, 403, 404, 409],
  },
  "POST /banque/lignes/:id/ignorer": {
    tag,
    summary: "Écarter une ligne (frais bancaires, virement du propriétaire…) avec son motif",
    access: "staff",
    params: { id: ligneId },
    body: { json: z.object({ motif: z.string() }) },
    ok: { 200: { description: "La ligne écartée", json: ligneAnswer } },
    errors: [400, 401, 403, 404, 409],
  },
  "POST /banque/lignes/:id/annuler": {
    tag,
    summary:
      "Annuler un rapprochement (le paiement est contre-passé, la part versée à l'assureur annulée) ou une mise à l'écart",
    access: "staff",
    params: { id: ligneId },
    ok: { 200: { description: "La ligne, de nouveau à rapprocher", json: ligneAnswer } },
    errors: [401, 403, 404, 409],
  },
  "GET /banque/comptes/:id/rapprochement/:annee/:mois/generate": {
    tag,
    summary: "L'état de rapprochement bancaire d'un compte pour un mois (PDF)",
    access: "staff",
    params: {
      id: idOf("du compte bancaire"),
      annee: { schema: z.string(), description: "Année (AAAA)" },
      mois: { schema: z.string(), description: "Mois (MM)" },
    },
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [400, 401, 403, 404],
  },
} as const satisfies Record<string, Operation>;
