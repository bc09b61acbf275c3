import { sql } from "drizzle-orm";
import type { Ports } from "../../ports";
import { TABLES, tableName } from "../../db/tables";
import { TRANSIENT_TABLES } from "./format";
import { CLE_NOUVEL_APPAREIL } from "../sessions/sessions";
import { PREFIXE_COURRIEL_ECHEANCES } from "../../domain/echeances/courriel";

// An empty instance is a fresh install: no row anywhere but the bootstrap's (db/bootstrap.ts), that is at most one
// user (the first admin) and the variable tva (and that admin's new-device e-mails). Only such an instance takes a restore: nothing is ever overwritten.
const BOOTSTRAP: Record<string, string> = {
  User: `SELECT count(*) > 1 FROM "User"`,
  Variable: `SELECT count(*) > 0 FROM "Variable" WHERE nom <> 'tva'`,
  // The bootstrap's own writes are journaled (ADR 029): the journal is no record of its own.
  Journal: "SELECT 0",
  // A download is no record either (issue 59): the admin may take a backup of the fresh instance first.
  Telechargement: "SELECT 0",
  // The first admin's sign-in from a new device queues its e-mail (issue 59), and the daily job its weekly calendar
  // (issue 63): the fresh install's own, no data.
  Outbox: `SELECT EXISTS (SELECT 1 FROM "Outbox" WHERE substr("dedupeKey", 1, ${CLE_NOUVEL_APPAREIL.length}) <> '${CLE_NOUVEL_APPAREIL}' AND substr("dedupeKey", 1, ${PREFIXE_COURRIEL_ECHEANCES.length}) <> '${PREFIXE_COURRIEL_ECHEANCES}')`,
};

export async function isEmptyInstance(ports: Ports): Promise<boolean> {
  const checks = TABLES.map(tableName)
    .filter((name) => !TRANSIENT_TABLES.has(name))
    .map((name) => `(${BOOTSTRAP[name] ?? `SELECT EXISTS (SELECT 1 FROM "${name}")`})`);
  const [row] = await ports.db.values<number[]>(sql.raw(`SELECT ${checks.join(" + ")}`));
  return Number(row?.[0] ?? 1) === 0;
}
