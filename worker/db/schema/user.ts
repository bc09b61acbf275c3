import { sqliteTable, text, integer, uniqueIndex, index } from "drizzle-orm/sqlite-core";
import { id, bool, timestamps } from "./_columns";

export const User = sqliteTable(
  "User",
  {
    id: id(),
    email: text("email").notNull(),
    role: text("role", { enum: ["admin", "user", "user_delete", "comptable"] }).notNull(),
    passwordHash: text("passwordHash").notNull(),
    mustSetPassword: bool("mustSetPassword").notNull().default(true),
    // Carried in every token; a password reset increments it, so every token issued before is refused.
    tokenVersion: integer("tokenVersion").notNull().default(0),
    /** The TOTP secret (RFC 6238, base32), set by the set-up and kept while the second factor is on. */
    totpSecret: text("totpSecret"),
    /** The second factor is on once a first code has confirmed the set-up. */
    totpActif: bool("totpActif").notNull().default(false),
    /** The last 30-second step whose code was accepted: a code is good once (RFC 6238, 5.2). */
    totpDernierPas: integer("totpDernierPas"),
    ...timestamps,
  },
  (t) => [uniqueIndex("User_email_uq").on(t.email)],
);

/** The 10 single-use recovery codes of a second factor: their SHA-256, spent by one conditional update. */
export const CodeSecours = sqliteTable(
  "CodeSecours",
  {
    id: id(),
    UserId: integer("UserId")
      .notNull()
      .references(() => User.id, { onDelete: "cascade" }),
    codeHash: text("codeHash").notNull(),
    utiliseAt: text("utiliseAt"),
    createdAt: text("createdAt").notNull(),
  },
  (t) => [uniqueIndex("CodeSecours_user_hash_uq").on(t.UserId, t.codeHash)],
);

/**
 * A signed-in session (issue 59): its id rides in the token (claim `sid`). It holds the device and address shown in
 * "Mes sessions", the last fresh confirmation of a money move (5 minutes), and its end when signed out from there.
 */
export const Session = sqliteTable(
  "Session",
  {
    id: text("id").primaryKey(),
    UserId: integer("UserId")
      .notNull()
      .references(() => User.id, { onDelete: "cascade" }),
    appareil: text("appareil").notNull().default(""),
    adresse: text("adresse").notNull().default(""),
    createdAt: text("createdAt").notNull(),
    derniereUtilisation: text("derniereUtilisation").notNull(),
    /** When the user last confirmed with their second factor or password (guarded actions, 5 minutes). */
    confirmeAt: text("confirmeAt"),
    revoqueAt: text("revoqueAt"),
  },
  (t) => [index("Session_UserId_idx").on(t.UserId)],
);

/**
 * A passkey (WebAuthn, issue 59): the second factor's alternative to TOTP. The credential's id and COSE public key
 * as base64url, the authenticator's signature counter (a counter that goes back is a cloned key: refused).
 */
export const Passkey = sqliteTable(
  "Passkey",
  {
    id: id(),
    UserId: integer("UserId")
      .notNull()
      .references(() => User.id, { onDelete: "cascade" }),
    credentialId: text("credentialId").notNull(),
    publicKey: text("publicKey").notNull(),
    compteur: integer("compteur").notNull().default(0),
    /** JSON array of the transports the authenticator announced ("internal", "usb", "hybrid"...). */
    transports: text("transports"),
    nom: text("nom").notNull().default(""),
    createdAt: text("createdAt").notNull(),
    derniereUtilisation: text("derniereUtilisation"),
  },
  (t) => [
    uniqueIndex("Passkey_credentialId_uq").on(t.credentialId),
    index("Passkey_UserId_idx").on(t.UserId),
  ],
);

/** Each download of a file that moves money or holds the books (SEPA, FEC, backup): who, when, from which session. */
export const Telechargement = sqliteTable(
  "Telechargement",
  {
    id: id(),
    quoi: text("quoi", {
      enum: ["sepa_reversement", "sepa_prelevement", "fec", "sauvegarde"],
    }).notNull(),
    reference: text("reference").notNull(),
    auteur: text("auteur").notNull(),
    sessionId: text("sessionId"),
    adresse: text("adresse").notNull().default(""),
    at: text("at").notNull(),
  },
  (t) => [index("Telechargement_at_idx").on(t.at)],
);

// Fixed-window counters for login and the public receipt link (Workers keep no memory between requests).
export const RateLimit = sqliteTable("RateLimit", {
  cle: text("cle").primaryKey(),
  count: integer("count").notNull(),
  windowStart: integer("windowStart").notNull(),
});

// Secrets the local entry generates once and keeps (JWT secret when none is configured).
export const Setting = sqliteTable("Setting", {
  nom: text("nom").primaryKey(),
  valeur: text("valeur").notNull(),
});
