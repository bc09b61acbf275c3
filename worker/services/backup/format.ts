// The backup archive (docs/backup.md): a zip whose entries come in this order, each deflated.
//   sauvegarde.json              the header: format, version, application, date, schema (first, so that a foreign
//                                archive is refused before anything is written)
//   tables/<Table>.json          { table, columns, rows: [[...], ...] } with the stored values (cents, 0/1, text)
//   objets/<key>.json + <key>    each stored object: { key, contentType, size, sha256 }, then its bytes ("files/...")
//   fin.json                     { tables: { <Table>: { rows, sha256 } }, objects }: last, so a cut archive has none
// Every payload is checked against its SHA-256 on restore: zip's own CRC is not checked by a streaming reader.

export const FORMAT = "patrimoine-locatif/sauvegarde";
export const VERSION = 1;
export const HEADER = "sauvegarde.json";
export const END = "fin.json";
export const TABLES_DIR = "tables/";
export const OBJECTS_DIR = "objets/";
/** Every stored object's key starts so (services/files/keys.ts). */
export const OBJECT_PREFIX = "files/";

/** The largest archive a restore reads (the body guard cuts it there); on Workers the platform's own limit is lower. */
export const BACKUP_MAX_BYTES = 4 * 1024 ** 3;

/**
 * Tables whose rows belong to this instance only: counters of failed logins and wrong receipt links, and the daily
 * job's run reports (a fresh install has run it once at start: that does not make it non-empty), and the version
 * counters (ADR 017): never restored nor emptied, they only grow, so the restore's own writes bump them (its
 * triggers fire) and no cache keyed by a version from before the restore is ever matched again. The journal's
 * writer row (ADR 029) is the instance's too. So are the signed-in sessions (issue 59): a restore ends every one
 * (its session epoch), their devices and addresses are no business data, and a user's go with it (cascade).
 */
// Session: a restore ends every session (its epoch), so the rows of another instance's sessions mean nothing here.
export const TRANSIENT_TABLES = new Set([
  "RateLimit",
  "JobRun",
  "DataVersion",
  "JournalAuteur",
  "Session",
  // The spaces' sessions and single-use secrets (issue 62): a restore ends them, as it ends staff's sessions.
  "SessionEspace",
  "JetonEspace",
]);

export interface Schema {
  /** How many migrations the database has, and the date of the last one (drizzle's folderMillis). */
  migrations: number;
  last: number;
}
export interface Header {
  format: typeof FORMAT;
  version: number;
  application: string;
  createdAt: string;
  schema: Schema;
}
export interface TableEntry {
  table: string;
  columns: string[];
  rows: unknown[][];
}
export interface ObjectMeta {
  key: string;
  contentType: string;
  size: number;
  sha256: string;
}
export interface End {
  tables: Record<string, { rows: number; sha256: string }>;
  objects: number;
}

export const MSG = {
  damaged: "Cette archive est endommagée ou incomplète : rien n'a été restauré.",
  foreign: "Ce fichier n'est pas une sauvegarde de Patrimoine Locatif : rien n'a été restauré.",
  newer:
    "Cette sauvegarde vient d'une version plus récente de l'application : mettez l'application à jour avant de la restaurer.",
  inconsistent:
    "Les données de cette sauvegarde sont incohérentes (liens entre enregistrements) : rien n'a été restauré.",
  notEmpty:
    "La restauration n'est possible que sur une instance vide (aucune donnée hormis l'administrateur initial et la variable tva) : rien n'a été restauré.",
  tooLarge: "L'archive est trop volumineuse.",
  type: "Envoyez l'archive de sauvegarde (.zip) avec le type application/zip.",
  done: "La sauvegarde a été restaurée. Reconnectez-vous avec un compte de la sauvegarde.",
} as const;

export const encodeJson = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
