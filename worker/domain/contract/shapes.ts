import { MOTIFS_CONGE } from "../reconduction/conge";
import { z } from "zod";
import { ROLES } from "../roles";
import { appartementSchema } from "../schemas/appartement";
import { cautionSchema } from "../schemas/caution";
import { clientSchema } from "../schemas/client";
import { dossierSchema } from "../schemas/dossier";
import { etatLieuxSchema } from "../schemas/etat-lieux";
import { intendanceSchema } from "../schemas/intendance";
import { locataireSchema } from "../schemas/locataire";
import { accompteSchema, missionSchema } from "../schemas/mission";
import { quitanceSchema } from "../schemas/quitance";
import { contratGliSchema } from "../garanties/schemas";
import { equipementSchema, fichierSchema, variableSchema } from "../schemas/reference";
import { fournisseurSchema } from "../travaux/schemas";

// The answers' shapes for the document (domain/api-records.ts holds the same records as the web's types). Amounts
// are in euros in every answer; dates are YYYY-MM-DD, timestamps ISO 8601.

/** Every error: a code for programs, a French message for people, and the fields in error on a 400. */
export const errorBody = z
  .object({
    error: z.object({
      code: z.string().meta({ examples: ["validation", "not_found", "conflict"] }),
      message: z.string().meta({ examples: ["Certains champs sont invalides."] }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .meta({ examples: [{ nom: "Ce champ est obligatoire." }] }),
    }),
  })
  .meta({ id: "Erreur" });

/** A generated document: its link under /files (spec 7). */
export const generated = z.object({ generated: z.string() }).meta({ id: "DocumentGenere" });

/** A list answer of the special routes: `{ data: [...] }`, its row's type kept for the web (web/src/api/answers.ts). */
export const dataOf = <Row extends z.ZodType>(row: Row) => z.object({ data: z.array(row) });

const stored = {
  id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
const document = z.string().nullable();
/** ADR 038: the day the record was archived (read-only, out of the default lists), null while live. */
const archiveLe = z
  .string()
  .nullable()
  .meta({ description: "Archivé le (AAAA-MM-JJ) ; null tant qu'il est actif" });
/**
 * A stored row: the schema's fields, what the server adds, its id and timestamps. The schema's cross-field rules are
 * left out: they check what is sent, not what is answered.
 */
/** Issue 61: the record's identifier in the software the agency came from, set by an import; null otherwise. */
const reference = z
  .string()
  .nullable()
  .meta({ description: "Référence dans l'ancien logiciel (reprise de données), null sinon" });
const record = <Shape extends z.ZodRawShape, X extends z.ZodRawShape>(
  id: string,
  schema: z.ZodObject<Shape>,
  server: X,
) => z.object({ ...schema.shape, ...server, ...stored }).meta({ id });

export const RECORDS = {
  Client: record("Client", clientSchema, {
    archiveLe,
    reference,
    ibanStatut: z.enum(["a_verifier", "verifie"]).meta({
      description:
        "« a_verifier » : IBAN nouveau ou modifié, pas de reversement avant sa confirmation",
    }),
  }),
  Appartement: record("Appartement", appartementSchema, {
    loyerTCC: z.number(),
    archiveLe,
    reference,
  }),
  // The day its personal data was anonymised (3 years after the last lease, services/rgpd), null while kept.
  Locataire: record("Locataire", locataireSchema, {
    anonymiseLe: z.string().nullable(),
    reference,
  }),
  Mission: record("Mission", missionSchema, {
    // Stored 0 for a management mandate, which has no fixed price (issue 60).
    accompte1: z.number(),
    accompte2: z.number(),
    reliquat: z.number(),
    valeurMissionAppt: z.number(),
    valeurTotalMission: z.number(),
    ordreMission: document,
    numeroMandat: z
      .string()
      .nullable()
      .meta({ description: "N° au registre des mandats, donné à la création" }),
    reconductions: z
      .number()
      .int()
      .meta({ description: "Reconductions enregistrées (POST /Mission/{id}/reconduction)" }),
    archiveLe,
    reference,
  }),
  Dossier: record("Dossier", dossierSchema, {
    loyerTTC: z.number(),
    fraisDossierHT: z.number(),
    fraisDossierTVA: z.number(),
    clos: z.boolean(),
    contratLocation: document,
    inventaireEntree: document,
    inventaireSortie: document,
    archiveLe,
    reference,
    dateReprise: z
      .string()
      .nullable()
      .meta({ description: "Bail repris : date de reprise, ses échéances partent de ce mois" }),
    // The landlord's notice, written by POST /Dossier/{id}/conge only (issue 73).
    congeMotif: z.enum(MOTIFS_CONGE).nullable().meta({ description: "Congé du bailleur : motif" }),
    congeDateEnvoi: z.string().nullable().meta({ description: "Congé du bailleur : date d'envoi" }),
    congeBeneficiaire: z
      .string()
      .nullable()
      .meta({ description: "Congé pour reprise : bénéficiaire" }),
  }),
  Variable: record("Variable", variableSchema, {}),
  Quitance: record("Quitance", quitanceSchema, {
    uuid: z.string(),
    mois: z.string(),
    file: document,
    fileEmpreinte: z.string().nullable(),
    reponduAt: z.string().nullable(),
    nbRelances: z.number().int(),
    declaration: z.boolean().nullable(),
    etapeRelance: z.number().int(),
  }),
  Accompte: record("Accompte", accompteSchema, { prixHT: z.number() }),
  Intendance: record("Intendance", intendanceSchema, {
    prixHT: z.number().nullable(),
    ordreMission: document,
    numeroMandat: z
      .string()
      .nullable()
      .meta({ description: "N° au registre des mandats (mission d'intendance)" }),
  }),
  Equipement: record("Equipement", equipementSchema, {}),
  Image: z
    .object({
      ...stored,
      url: z.string(),
      nom: z.string().nullable(),
      mime: z.string().nullable(),
      taille: z.number().int().nullable(),
      AppartementId: z.number().int().nullable(),
    })
    .meta({ id: "Image" }),
  Caution: record("Caution", cautionSchema, { acteCautionnementSigned: document, reference }),
  EtatLieux: record("EtatLieux", etatLieuxSchema, { signed: document }),
  Fichier: record("Fichier", fichierSchema, {
    extention: z.string().nullable(),
    url: z.string(),
    mime: z.string().nullable(),
    taille: z.number().int().nullable(),
    ClientId: z.number().int().nullable(),
    LocataireId: z.number().int().nullable(),
    AppartementId: z.number().int().nullable(),
    DossierId: z.number().int().nullable(),
    MissionId: z.number().int().nullable(),
  }),
  User: z
    .object({
      ...stored,
      email: z.string(),
      role: z.enum(ROLES),
      mustSetPassword: z.boolean(),
      totpActif: z.boolean().meta({ description: "Second facteur (TOTP) activé" }),
    })
    .meta({ id: "User" }),
  // Issue 78: the agency's group GLI contracts.
  ContratGli: record("ContratGli", contratGliSchema, {}),
  // Issue 76: a supplier; its IBAN held as an owner's until a second person confirms it.
  Fournisseur: record("Fournisseur", fournisseurSchema, {
    archiveLe,
    ibanStatut: z.enum(["a_verifier", "verifie"]).meta({
      description:
        "« a_verifier » : IBAN nouveau ou modifié, aucun règlement avant sa confirmation",
    }),
  }),
} as const satisfies Record<string, z.ZodObject>;

export type RecordName = keyof typeof RECORDS;

/** A list row: the record and the day's flags (`supprimable`, statuses the list filters on). */
export const listRow = (name: RecordName) =>
  z.looseObject({ ...RECORDS[name].shape, supprimable: z.boolean() });
/** A record's shape with each field that takes null optional as well: the compact list's (ADR 154). */
const nullableOptional = (shape: Record<string, z.ZodType>): Record<string, z.ZodType> =>
  Object.fromEntries(
    Object.entries(shape).map(([k, s]) => [k, s.safeParse(null).success ? s.optional() : s]),
  );

/**
 * A row of the whole list's compact form (`?forme=compacte`, ADR 154): the record's members whose value is null are
 * left out, so each nullable field is optional; `supprimable` and the day's flags are always there.
 */
export const compactListRow = (name: RecordName) =>
  z.looseObject({ ...nullableOptional(RECORDS[name].shape), supprimable: z.boolean() });
/** A single read: the record, its relations named as the API names them, and `supprimable`. */
export const readOne = (name: RecordName) =>
  z.looseObject({ ...RECORDS[name].shape, supprimable: z.boolean() });

/** The session's user (login, GET /user/me). */
export const sessionUser = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: z.enum(ROLES),
    mustSetPassword: z.boolean(),
    deuxFacteurs: z.boolean().meta({
      description:
        "Le compte a un second facteur : l'application d'authentification (TOTP) ou une clé d'accès",
    }),
    totpActif: z
      .boolean()
      .meta({ description: "L'application d'authentification (TOTP) est activée" }),
    clesAcces: z
      .number()
      .int()
      .meta({ description: "Le nombre de clés d'accès (WebAuthn) du compte" }),
    deuxFacteursRequis: z.boolean().meta({
      description:
        "L'agence exige un second facteur : sans lui, toute route autre que sa configuration répond 403 deux_facteurs_requis",
    }),
  })
  .meta({ id: "Utilisateur" });

/** A payment of the tenant's account (POST /Dossier/{id}/paiements, GET /Paiement/{id}). */
export const paiement = z
  .object({
    id: z.number().int(),
    DossierId: z.number().int(),
    QuitanceId: z.number().int().nullable(),
    montant: z.number(),
    date: z.string(),
    mode: z.string(),
    reference: z.string().nullable(),
    auteur: z.string(),
    annule: z.boolean(),
    affectations: z.array(z.object({ QuitanceId: z.number().int(), montant: z.number() })),
  })
  .meta({ id: "Paiement" });

/** GET /Dossier/{id}/compte: the lines (debit due, credit received) and the running balance. */
export const compte = z
  .object({
    solde: z.number(),
    ecritures: z.array(
      z.object({
        id: z.number().int(),
        date: z.string(),
        libelle: z.string(),
        type: z.enum([
          "echeance",
          "paiement",
          "annulation",
          "ajustement",
          "regularisation",
          "depot",
          "honorairesLocation",
          "reprise",
          "depotDetenu",
        ]),
        debit: z.number(),
        credit: z.number(),
        solde: z.number(),
        QuitanceId: z.number().int().optional(),
        PaiementId: z.number().int().optional(),
        annule: z.boolean().optional(),
        motif: z.string().nullable(),
        auteur: z.string(),
        createdAt: z.string(),
      }),
    ),
    prelevementsProgrammes: z
      .array(
        z.object({
          LignePrelevementId: z.number().int(),
          PrelevementId: z.number().int(),
          QuitanceId: z.number().int(),
          date: z.string().meta({ description: "La date du prélèvement" }),
          libelle: z
            .string()
            .meta({ description: "« Prélèvement programmé le 05/12/2026 (loyer décembre 2026) »" }),
          montant: z.number().meta({ description: "Euros" }),
          enAttente: z.literal(true).meta({
            description: "Pas une écriture du compte : le paiement s'y inscrit à sa date",
          }),
        }),
      )
      .meta({
        description:
          "Les prélèvements validés ni encore réglés ni rejetés (issue 60) : hors du compte et de son solde jusqu'à leur date",
      }),
    soldeLocataire: z.number().meta({
      description:
        "Ce que le locataire doit : le solde moins l'aide au logement en tiers payant attendue ou non reçue (issue 77)",
    }),
    aideEnAttente: z.number().meta({
      description: "L'aide attendue avant le jour de versement de l'organisme : pas un impayé",
    }),
    aideNonRecue: z.number().meta({
      description:
        "« Aide non reçue » : l'aide attendue après le jour de versement, hors de la dette du locataire",
    }),
  })
  .meta({ id: "CompteLocataire" });

/** Any JSON object, for answers documented by their description. */
export const object = z.looseObject({});
