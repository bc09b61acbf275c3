import { sqliteTable, text, integer, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, bool, timestamps } from "./_columns";

export const User = sqliteTable(
  "User",
  {
    id: id(),
    email: text("email").notNull(),
    role: text("role", { enum: ["admin", "user", "user_delete"] }).notNull(),
    passwordHash: text("passwordHash").notNull(),
    mustSetPassword: bool("mustSetPassword").notNull().default(true),
    // Carried in every token; a password reset increments it, so every token issued before is refused.
    tokenVersion: integer("tokenVersion").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("User_email_uq").on(t.email)],
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
