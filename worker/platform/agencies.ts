// Many agencies on one deployment (issue 22, ADR 018). A small platform database, apart from the agencies' own,
// holds one row per agency: the hostname it answers on, its libSQL database, the NAMES of the worker secrets that
// hold its database token and its session-signing key (the secrets themselves never sit in a table), and its
// identity on documents. Without a platform database the deployment is one agency, configured by its environment.

import type { Agence } from "../lib/agence";

/** The platform table, created by `npm run db:migrate -- --all` (scripts/migrate.ts) when missing. */
export const PLATFORM_DDL = `CREATE TABLE IF NOT EXISTS "Agence" (
  "id" TEXT PRIMARY KEY NOT NULL CHECK (length("id") BETWEEN 1 AND 40 AND "id" NOT GLOB '*[^a-z0-9-]*'),
  "hote" TEXT NOT NULL UNIQUE CHECK ("hote" = lower("hote")),
  "libsqlUrl" TEXT NOT NULL,
  "libsqlTokenSecret" TEXT,
  "jwtSecret" TEXT NOT NULL,
  "nom" TEXT NOT NULL,
  "adresse" TEXT NOT NULL DEFAULT '',
  "siret" TEXT NOT NULL DEFAULT '',
  "carteProfessionnelle" TEXT NOT NULL DEFAULT '',
  "telephone" TEXT NOT NULL DEFAULT '',
  "email" TEXT NOT NULL DEFAULT ''
)`;

/** Every agency: the platform is small (tens, hundreds of rows), so a reader keeps the whole table. */
export const AGENCIES_SQL = `SELECT "id", "hote", "libsqlUrl", "libsqlTokenSecret", "jwtSecret", "nom", "adresse", "siret", "carteProfessionnelle", "telephone", "email" FROM "Agence" ORDER BY "id"`;

/** An agency of the platform: where it answers and what it runs with, then its identity on documents (Agence). */
export interface PlatformAgency
  extends Pick<
    Agence,
    "nom" | "adresse" | "siret" | "carteProfessionnelle" | "telephone" | "email"
  > {
  /** Short and stable ([a-z0-9-]): the token's audience, the prefix of its stored files, the key of its caches. */
  id: string;
  /** The hostname it answers on, lower case, no port. */
  hote: string;
  libsqlUrl: string;
  /** The name of the secret holding its database token; none for a server that wants none. */
  libsqlTokenSecret: string | null;
  /** The name of the secret that signs its session tokens. */
  jwtSecret: string;
}

const text = (v: unknown) => (typeof v === "string" ? v : v == null ? "" : String(v));

/** A row of AGENCIES_SQL as libSQL answers it (values by column name). */
export function agencyOf(row: Record<string, unknown>): PlatformAgency {
  return {
    id: text(row.id),
    hote: text(row.hote),
    libsqlUrl: text(row.libsqlUrl),
    libsqlTokenSecret: row.libsqlTokenSecret == null ? null : text(row.libsqlTokenSecret),
    jwtSecret: text(row.jwtSecret),
    nom: text(row.nom),
    adresse: text(row.adresse),
    siret: text(row.siret),
    carteProfessionnelle: text(row.carteProfessionnelle),
    telephone: text(row.telephone),
    email: text(row.email),
  };
}

/** The prefix of an agency's objects in the shared bucket: its orphan sweep and its backups list only that. */
export const filesPrefixOf = (agencyId: string) => `agences/${agencyId}/`;
