import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { getTableColumns } from "drizzle-orm";
import { isCentsColumn } from "../../db/schema/_columns";
import { Journal } from "../../db/schema";
import { TABLES, tableName } from "../../db/tables";
import {
  ACTIONS,
  JOURNAL_LIGNES_DEFAUT,
  JOURNAL_LIGNES_MAX,
  type JournalAction,
} from "../../domain/journal/regles";
import { MSG_RESSOURCE_INCONNUE, RESSOURCES_AVEC_FICHE } from "../../domain/journal/libelles";
import { RESSOURCES_JOURNAL } from "../../domain/journal/ressources";
import { toEuros } from "../../domain/money";
import { ibanMasque } from "../../domain/sepa/iban";
import { MSG_INVALID, badRequest } from "../../lib/errors";
import type { Ports } from "../../ports";

// The journal as admins read it (ADR 029): filtered, newest first, amounts in euros as everywhere in the API, IBANs
// masked as on every screen (issue 60).

export interface LigneJournal {
  at: string;
  user: string;
  action: JournalAction;
  resource: string;
  id: string;
  changes: Record<string, [unknown, unknown]>;
  existe: boolean;
}

export interface FiltresJournal {
  resource?: string;
  id?: string;
  user?: string;
  du?: string;
  au?: string;
  limit?: string;
}

const JOUR = /^\d{4}-\d{2}-\d{2}$/;
const MSG_JOUR = "Date invalide (AAAA-MM-JJ).";

/** The money columns (SQL names) of each table: the journal holds cents, the API answers euros. */
const CENTIMES = new Map(
  TABLES.map((t) => [
    tableName(t),
    new Set(
      Object.values(getTableColumns(t))
        .filter(isCentsColumn)
        .map((c) => c.name),
    ),
  ]),
);

const lendemain = (jour: string) => {
  const d = new Date(`${jour}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

function valider(f: FiltresJournal) {
  const fautes: Record<string, string> = {};
  for (const k of ["du", "au"] as const) {
    const v = f[k];
    if (v && (!JOUR.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)))) fautes[k] = MSG_JOUR;
  }
  if (f.resource && !Object.hasOwn(RESSOURCES_JOURNAL, f.resource))
    fautes.resource = MSG_RESSOURCE_INCONNUE;
  const limit = f.limit === undefined || f.limit === "" ? JOURNAL_LIGNES_DEFAUT : Number(f.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > JOURNAL_LIGNES_MAX)
    fautes.limit = `Nombre entier entre 1 et ${JOURNAL_LIGNES_MAX}.`;
  if (Object.keys(fautes).length) throw badRequest(MSG_INVALID, fautes);
  return limit;
}

const enEuros = (v: unknown) => (typeof v === "number" ? toEuros(v) : v);
/**
 * An IBAN as every screen shows it (issue 60). Since issue 75 the triggers store only "****" and the last four
 * characters (masque-iban.ts), read here as "**** 0189"; lines written before keep their value, masked here.
 */
const masque = (v: unknown) => (typeof v === "string" && v ? ibanMasque(v) : v);

function changesApi(resource: string, json: string): Record<string, [unknown, unknown]> {
  const parsed: unknown = JSON.parse(json);
  const out: Record<string, [unknown, unknown]> = {};
  if (!parsed || typeof parsed !== "object") return out;
  const cents = CENTIMES.get(resource);
  for (const [k, v] of Object.entries(parsed)) {
    const [avant = null, apres = null] = Array.isArray(v) ? v : [];
    out[k] = cents?.has(k)
      ? [enEuros(avant), enEuros(apres)]
      : k === "iban"
        ? [masque(avant), masque(apres)]
        : [avant, apres];
  }
  return out;
}

/** Whether the line's record is still there, for the resources with a screen (read in the same statement). */
const existe = sql<number>`case ${Journal.resource} ${sql.join(
  RESSOURCES_AVEC_FICHE.map(
    (r) =>
      sql`when ${r} then exists (select 1 from ${sql.identifier(r)} where id = cast(${Journal.resourceId} as integer))`,
  ),
  sql` `,
)} else 0 end`;

const actionOf = (a: string): JournalAction => ACTIONS.find((x) => x === a) ?? "update";

/** The lines matching the filters (du and au included, days in UTC as `at` is), newest first. */
export async function lireJournal(
  ports: Ports,
  f: FiltresJournal,
): Promise<{ data: LigneJournal[] }> {
  const limit = valider(f);
  const where: SQL[] = [];
  if (f.resource) where.push(eq(Journal.resource, f.resource));
  if (f.id) where.push(eq(Journal.resourceId, f.id));
  if (f.user) where.push(eq(Journal.userEmail, f.user.trim().toLowerCase()));
  if (f.du) where.push(gte(Journal.at, f.du));
  if (f.au) where.push(lt(Journal.at, lendemain(f.au)));
  const rows = await ports.db
    .select({
      at: Journal.at,
      userEmail: Journal.userEmail,
      action: Journal.action,
      resource: Journal.resource,
      resourceId: Journal.resourceId,
      changes: Journal.changes,
      sessionId: Journal.sessionId,
      existe,
    })
    .from(Journal)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(Journal.id))
    .limit(limit);
  return {
    data: rows.map((r) => ({
      at: r.at,
      user: r.userEmail,
      action: actionOf(r.action),
      resource: r.resource,
      id: r.resourceId,
      changes: changesApi(r.resource, r.changes),
      existe: Boolean(r.existe),
      sessionId: r.sessionId,
    })),
  };
}
