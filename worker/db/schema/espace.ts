import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, timestamps } from "./_columns";
import { Appartement } from "./appartement";
import { Client } from "./client";
import { Dossier } from "./dossier";
import { Locataire } from "./locataire";

// The owners' and tenants' spaces (issue 62): a realm of its own beside staff's User/Session. One CompteEspace per
// e-mail address (its password), one AccesEspace per record it opens (an owner's Client, a tenant's Locataire): a
// person both owner and tenant has one account and two accesses, and chooses the space at sign-in.

import { ESPACES } from "../../domain/espace/espaces";
export { ESPACES, type Espace } from "../../domain/espace/espaces";

/** A person's sign-in: the address invited (lower case) and, once the invitation is accepted, a password. */
export const CompteEspace = sqliteTable(
  "CompteEspace",
  {
    id: id(),
    email: text("email").notNull(),
    passwordHash: text("passwordHash"),
    /** Carried in its tokens: a new password increments it, so every token issued before is refused. */
    tokenVersion: integer("tokenVersion").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("CompteEspace_email_uq").on(t.email)],
);

export const STATUTS_ACCES = ["invite", "actif", "suspendu", "revoque"] as const;
export type StatutAcces = (typeof STATUTS_ACCES)[number];

/**
 * What an account may open: the owner's space of one Client, or the tenant's space of one Locataire. Staff invite
 * (statut invite), the invitation's password makes it actif, staff revoke it (revoque: its sessions end at once).
 * One access a record: a new invitation of the same record reuses its row. A change of the record's address suspends
 * it (suspendu: its sessions end) until an admin, or someone other than the change's author, re-points it to the new
 * address (issue 75): `ancienneAdresse` and `nouvelleAdresse` keep both in the row, so its journal line shows them.
 */
export const AccesEspace = sqliteTable(
  "AccesEspace",
  {
    id: id(),
    CompteEspaceId: integer("CompteEspaceId")
      .notNull()
      .references(() => CompteEspace.id, { onDelete: "cascade" }),
    espace: text("espace", { enum: ESPACES }).notNull(),
    ClientId: integer("ClientId").references(() => Client.id, { onDelete: "cascade" }),
    LocataireId: integer("LocataireId").references(() => Locataire.id, { onDelete: "cascade" }),
    /**
     * The supplier's space (issue 76 item 6, ADR 127): the Fournisseur it opens. No foreign key: travaux.ts imports
     * this file (Demande), and a supplier is archived, never deleted, once invited (ADR 119).
     */
    FournisseurId: integer("FournisseurId"),
    statut: text("statut", { enum: STATUTS_ACCES }).notNull().default("invite"),
    inviteAt: text("inviteAt").notNull(),
    /** The staff member who sent the (last) invitation. */
    invitePar: text("invitePar").notNull(),
    activeAt: text("activeAt"),
    derniereConnexion: text("derniereConnexion"),
    revoqueAt: text("revoqueAt"),
    revoquePar: text("revoquePar"),
    /** When and by whom the record's address changed away from the access's (the last change while suspended). */
    suspenduAt: text("suspenduAt"),
    suspenduPar: text("suspenduPar"),
    /** The last re-pointing: the address the access answered to before, the one it answers to now, who, when. */
    ancienneAdresse: text("ancienneAdresse"),
    nouvelleAdresse: text("nouvelleAdresse"),
    reorientePar: text("reorientePar"),
    reorienteAt: text("reorienteAt"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("AccesEspace_ClientId_uq").on(t.ClientId).where(sql`"ClientId" is not null`),
    uniqueIndex("AccesEspace_LocataireId_uq")
      .on(t.LocataireId)
      .where(sql`"LocataireId" is not null`),
    uniqueIndex("AccesEspace_FournisseurId_uq")
      .on(t.FournisseurId)
      .where(sql`"FournisseurId" is not null`),
    index("AccesEspace_CompteEspaceId_idx").on(t.CompteEspaceId),
  ],
);

/**
 * A single-use secret of the spaces, kept as its SHA-256 only: an invitation's link (7 days, its AccesEspace) or a
 * sign-in code (6 digits, 10 minutes, 5 tries, its CompteEspace). Spent by one conditional update.
 */
export const JetonEspace = sqliteTable(
  "JetonEspace",
  {
    id: id(),
    type: text("type", { enum: ["invitation", "code"] }).notNull(),
    hash: text("hash").notNull(),
    AccesEspaceId: integer("AccesEspaceId").references(() => AccesEspace.id, {
      onDelete: "cascade",
    }),
    CompteEspaceId: integer("CompteEspaceId").references(() => CompteEspace.id, {
      onDelete: "cascade",
    }),
    expireAt: text("expireAt").notNull(),
    utiliseAt: text("utiliseAt"),
    essais: integer("essais").notNull().default(0),
    createdAt: text("createdAt").notNull(),
  },
  (t) => [
    // An invitation is found by its link alone; a code, by its account (6 digits repeat across accounts).
    uniqueIndex("JetonEspace_invitation_uq").on(t.hash).where(sql`"type" = 'invitation'`),
    index("JetonEspace_CompteEspaceId_idx").on(t.CompteEspaceId),
    index("JetonEspace_AccesEspaceId_idx").on(t.AccesEspaceId),
  ],
);

/** A signed-in space session: its id rides in the token (claim `sid`); ended at sign-out or with its access. */
export const SessionEspace = sqliteTable(
  "SessionEspace",
  {
    id: text("id").primaryKey(),
    AccesEspaceId: integer("AccesEspaceId")
      .notNull()
      .references(() => AccesEspace.id, { onDelete: "cascade" }),
    appareil: text("appareil").notNull().default(""),
    adresse: text("adresse").notNull().default(""),
    createdAt: text("createdAt").notNull(),
    derniereUtilisation: text("derniereUtilisation").notNull(),
    revoqueAt: text("revoqueAt"),
  },
  (t) => [index("SessionEspace_AccesEspaceId_idx").on(t.AccesEspaceId)],
);

export const STATUTS_DEMANDE = ["nouvelle", "en_cours", "traitee"] as const;
export type StatutDemande = (typeof STATUTS_DEMANDE)[number];

/**
 * A request from a space (a leak, a breakdown, a question; an owner's message to the agency): staff's list
 * « Demandes », its state and the agency's replies. A tenant's names its lease; an owner's, its Client.
 */
export const Demande = sqliteTable(
  "Demande",
  {
    id: id(),
    espace: text("espace", { enum: ESPACES }).notNull(),
    LocataireId: integer("LocataireId").references(() => Locataire.id, { onDelete: "cascade" }),
    DossierId: integer("DossierId").references(() => Dossier.id, { onDelete: "set null" }),
    AppartementId: integer("AppartementId").references(() => Appartement.id, {
      onDelete: "set null",
    }),
    ClientId: integer("ClientId").references(() => Client.id, { onDelete: "cascade" }),
    objet: text("objet").notNull(),
    texte: text("texte").notNull(),
    statut: text("statut", { enum: STATUTS_DEMANDE }).notNull().default("nouvelle"),
    ...timestamps,
  },
  (t) => [
    index("Demande_statut_idx").on(t.statut, t.createdAt),
    index("Demande_LocataireId_idx").on(t.LocataireId),
    index("Demande_ClientId_idx").on(t.ClientId),
  ],
);

/** A photo sent with a request (at most 5, images only, type sniffed): its key in the file store. */
export const DemandePhoto = sqliteTable(
  "DemandePhoto",
  {
    id: id(),
    DemandeId: integer("DemandeId")
      .notNull()
      .references(() => Demande.id, { onDelete: "cascade" }),
    cle: text("cle").notNull(),
    nom: text("nom").notNull(),
    type: text("type").notNull(),
    taille: integer("taille").notNull(),
    createdAt: text("createdAt").notNull(),
  },
  (t) => [index("DemandePhoto_DemandeId_idx").on(t.DemandeId)],
);

/** The agency's reply to a request (the tenant is e-mailed each one); `auteur` the staff member's e-mail. */
export const DemandeReponse = sqliteTable(
  "DemandeReponse",
  {
    id: id(),
    DemandeId: integer("DemandeId")
      .notNull()
      .references(() => Demande.id, { onDelete: "cascade" }),
    texte: text("texte").notNull(),
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt").notNull(),
  },
  (t) => [index("DemandeReponse_DemandeId_idx").on(t.DemandeId)],
);

/**
 * A home insurance certificate sent by the tenant from the space (loi 89-462 art. 7 g), or by staff: the file and
 * the end date it covers. The lease's `assuranceDateFin` follows the latest; the daily job's reminder reads it.
 */
export const AttestationAssurance = sqliteTable(
  "AttestationAssurance",
  {
    id: id(),
    DossierId: integer("DossierId")
      .notNull()
      .references(() => Dossier.id, { onDelete: "cascade" }),
    cle: text("cle").notNull(),
    nom: text("nom").notNull(),
    type: text("type").notNull(),
    taille: integer("taille").notNull(),
    dateFin: text("dateFin").notNull(),
    assureur: text("assureur"),
    /** « locataire » from the space, or the staff member's e-mail. */
    deposePar: text("deposePar").notNull(),
    createdAt: text("createdAt").notNull(),
  },
  (t) => [index("AttestationAssurance_DossierId_idx").on(t.DossierId, t.dateFin)],
);
