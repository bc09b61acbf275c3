import {
  and,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  isNull,
  sql,
  type SQL,
} from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Ports } from "../ports";
import type { SessionUser } from "../auth/session-user";
import { MSG_INVALID, badRequest, confirmationRequise, conflict, notFound } from "../lib/errors";
import { type DemandeListe, lireDemandeListe } from "../domain/liste/pagination";
import { aUneFormeCompacte, lireForme } from "../domain/liste/forme";
import { today } from "../lib/dates";
import { jourSql, pageIdsSql, pageParts, readPage, type Recherche, triable } from "./crud-page";
import { introuvable } from "../domain/labels";
import { columnPosition, jsonArraySql } from "../speed/sql-json/json-select";
import { matchesSearch, searchTokens } from "../domain/search";
import { HIDDEN_COLUMNS, apiRowReader, toApi } from "./serialize";
import { getOr404, prepareRow, createRow, updateRow } from "./rows";
import type { RequestSession } from "../auth/session-user";
import { inTransaction } from "./transaction";
import { deleteRefusal, withDeletableFlag } from "./delete-rules";
import { deleteSignedFiles } from "./files/signed";
import type { IdRow, IdTable, ResourceDef, Row } from "./resource-def";
import { deleteGeneratedOf } from "./documents/store";
import { refusArchive } from "./archives/archiver";
import { refusParentArchive } from "./archives/parent";
import { present } from "../domain/present";

// The generic services behind the CRUD routes of the 15 plain resources. Every write is one transaction.

/** Query-string equality filters on real columns: GET /api/Dossier?AppartementId=3 */
function listFilters(table: IdTable, query: Record<string, string>): SQL | undefined {
  const cols: Record<string, SQLiteColumn> = getTableColumns(table);
  const conds: SQL[] = [];
  for (const [k, raw] of Object.entries(query)) {
    // Own columns only: ?__proto__= or ?constructor= would otherwise find Object's own members.
    const col = Object.hasOwn(cols, k) ? cols[k] : undefined;
    if (!col || HIDDEN_COLUMNS.has(k)) continue; // a filter on a hidden column would be an oracle on it
    const v =
      raw === "true"
        ? true
        : raw === "false"
          ? false
          : raw === "null"
            ? null
            : /^-?\d+$/.test(raw) && col.dataType !== "string"
              ? Number(raw)
              : raw;
    if (v === null) continue;
    conds.push(eq(col, v));
  }
  return conds.length ? and(...conds) : undefined;
}

/**
 * ADR 038: an archived record leaves the lists unless `?archives=1` asks for them too (the query string is part of
 * every list cache's key, so each answer is kept apart).
 */
function liveOnly(table: IdTable, query: Record<string, string>): SQL | undefined {
  const cols: Record<string, SQLiteColumn> = getTableColumns(table);
  const col = Object.hasOwn(cols, "archiveLe") ? cols.archiveLe : undefined;
  return col && query.archives !== "1" ? isNull(col) : undefined;
}

/** `?limit=`: at most this many rows (1 to 1000), for pickers that show the first matches. */
const limitOf = (raw: string | undefined) => {
  const n = Number(raw);
  return raw !== undefined && Number.isInteger(n) && n > 0 ? Math.min(n, 1000) : undefined;
};

/**
 * The rows in id order, the order of every list. A table scan gives them so already (rowid order), which one pass
 * checks: an `order by` inside json_group_array made SQLite sort 2,000 rows it had in order (a third of its time).
 */
function byId(rows: unknown[][], table: IdTable): unknown[][] {
  const at = columnPosition(table, "id");
  // The ids are integers; Number() leaves them as they are.
  const id = (row: unknown[] | undefined) => Number(row?.[at]);
  for (let i = 1; i < rows.length; i++)
    if (id(rows[i]) < id(rows[i - 1])) return rows.sort((a, b) => id(a) - id(b));
  return rows;
}

/** The resource's named toolbar filters asked for (ResourceDef.listeFiltres), or the 400's fields of unknown values. */
function namedFilters(
  def: ResourceDef,
  query: Record<string, string>,
  day: string,
): { where: SQL | undefined; champs: Record<string, string> } {
  const conds: SQL[] = [];
  const champs: Record<string, string> = {};
  for (const [param, values] of Object.entries(def.listeFiltres ?? {})) {
    const raw = query[param];
    if (raw === undefined) continue;
    const cond = Object.hasOwn(values, raw) ? values[raw] : undefined;
    if (cond) conds.push(sql.raw(`(${cond(`"${getTableName(def.table)}"`, jourSql(day))})`));
    else champs[param] = `Valeur inconnue : ${Object.keys(values).join(", ")}.`;
  }
  return { where: conds.length ? and(...conds) : undefined, champs };
}

/**
 * The list body `{ data: [...] }` as a JSON string, flags included. `?q=` keeps the rows whose text fields hold
 * every word of the query (accents and case ignored), `?limit=` the first ones; flags are computed for those only.
 * `?taille=` (and `?page=`) answers one page, `{ data, total, page, taille }`; `?tri=` orders it (crud-page.ts).
 * `recherche`: `pli` searches by the plain form's fold of every row, the tests' reference for the index.
 */
export async function listRecords(
  ports: Ports,
  def: ResourceDef,
  query: Record<string, string>,
  user: SessionUser,
  recherche: Recherche = "index",
): Promise<string | Uint8Array<ArrayBuffer>> {
  const t = def.table;
  const lecture = lireDemandeListe(query, (champ) => triable(def, champ));
  const named = namedFilters(def, query, today(ports.clock));
  const where = and(listFilters(t, query), def.listWhere?.(user), named.where);
  const tokens = searchTokens(query.q ?? "");
  const limit = limitOf(query.limit) ?? Infinity;
  // `?forme=compacte` (ADR 154): the whole list only, where the resource has that form.
  const entiere =
    lecture.ok && !lecture.demande.page && !lecture.demande.tri && !where && !tokens.length;
  const forme = lireForme(
    query.forme,
    !!def.listAll && aUneFormeCompacte(def.name),
    entiere && limit === Infinity,
  );
  const champs = {
    ...(lecture.ok ? {} : lecture.champs),
    ...named.champs,
    ...(forme.ok ? {} : { forme: forme.message }),
  };
  if (!lecture.ok || !forme.ok || Object.keys(champs).length) throw badRequest(MSG_INVALID, champs);
  const { demande } = lecture;
  // A search is SQLite's in both modes (search-index.ts, derived columns included): `?q=x` and `?q=x&taille=500` keep
  // the same rows. Without `q` nor a page the answer is built as it always was.
  if (demande.page || demande.tri || tokens.length)
    return listPage(
      ports,
      def,
      and(where, liveOnly(t, query)),
      tokens,
      demande,
      limitOf(query.limit),
      recherche,
    );
  if (def.listAll && !where && !tokens.length && limit === Infinity)
    return def.listAll(ports, query.archives === "1", forme.forme);
  const shown = and(where, liveOnly(t, query));
  // Without a search, the first rows are the first ids: SQLite builds only those (a picker opening).
  const firstIds =
    !tokens.length && limit !== Infinity
      ? inArray(t.id, ports.db.select({ id: t.id }).from(t).where(shown).orderBy(t.id).limit(limit))
      : undefined;
  // The flags' reads are issued with the list's, before its rows are in: on the edge they all go in one round trip
  // (issue 22); decorate and the delete rule await the rows after issuing their reads.
  const rows = listRows(ports, def, and(shown, firstIds), tokens, limit);
  const decorated = def.decorate ? def.decorate(ports, rows) : rows;
  return JSON.stringify({ data: await withDeletableFlag(ports, def, decorated) });
}

/**
 * A page (or, `?tri=` alone, the whole list sorted): its rows and total read in one statement, decorate and the
 * delete rule reading only the page's rows (by a subquery of its ids), all issued together: one round trip on the edge.
 */
async function listPage(
  ports: Ports,
  def: ResourceDef,
  where: SQL | undefined,
  words: string[],
  demande: DemandeListe,
  limit: number | undefined,
  recherche: Recherche,
): Promise<string> {
  // `?tri=` with a picker's `?limit=` (no page): its first rows in that order.
  const parts = pageParts(def, where, words, demande, today(ports.clock), limit, recherche);
  const page = readPage(ports, def, parts);
  const rows = page.then((p) => p.rows);
  const ids = pageIdsSql(def, parts);
  const decorated = def.decorate ? def.decorate(ports, rows, ids) : rows;
  const [data, { total }] = await Promise.all([
    withDeletableFlag(ports, def, decorated, ids),
    page,
  ]);
  if (!demande.page) return JSON.stringify({ data });
  return JSON.stringify({ data, total, page: demande.page.page, taille: demande.page.taille });
}

/** The list's API rows: `tokens` searched, at most `limit` of them. */
async function listRows(
  ports: Ports,
  def: ResourceDef,
  where: SQL | undefined,
  tokens: string[],
  limit: number,
): Promise<IdRow[]> {
  const t = def.table;
  // The rows come as one JSON array of value arrays built by SQLite (see speed/sql-json/json-select.ts): parsing one string
  // is several times cheaper than the driver's per-cell row objects and drizzle's per-row mapping on large lists.
  const [res] = await ports.db
    .select({
      j: sql<string>`json_group_array(${sql.raw(jsonArraySql(t, `"${getTableName(t)}"`))})`,
    })
    .from(t)
    .where(where);
  // Searched on the API rows: hidden columns (password hashes, storage keys) never answer a query. One pass that
  // stops at the limit: a picker's first 20 matches do not pay for decoding and matching the other rows.
  const read = apiRowReader(def.name, t);
  const data: IdRow[] = [];
  // The value arrays SQLite built from the table's columns (jsonArraySql).
  const rows: unknown[][] = JSON.parse(res?.j ?? "[]");
  for (const values of byId(rows, t)) {
    if (data.length >= limit) break;
    const r = read(values);
    if (matchesSearch(r, tokens)) data.push(r);
  }
  return data;
}

/** `GET /{id}`'s answer: a readOne's bytes as SQLite built them, never parsed; the others' serialized. */
export async function readRecordJson(
  ports: Ports,
  def: ResourceDef,
  id: number,
): Promise<string | Uint8Array<ArrayBuffer>> {
  if (!def.readOne) return JSON.stringify(await readRecord(ports, def, id));
  const body = await def.readOne(ports, id);
  if (body === undefined) throw notFound(introuvable(def.name));
  return body;
}

/** One record as the API shows it, with its relations. */
export async function readRecord(ports: Ports, def: ResourceDef, id: number): Promise<Row> {
  if (def.readOne) {
    const body = await readRecordJson(ports, def, id);
    // readOne's answer is one JSON object (the record).
    const record: Row = JSON.parse(
      typeof body === "string" ? body : new TextDecoder().decode(body),
    );
    return record;
  }
  // The row, its relations and its delete rule's reads are issued together: one round trip on the edge.
  const row = getOr404(ports, def.table, id);
  const relations = def.include?.(ports, id, row);
  const record = Promise.all([row, relations]).then(([r, rel]) => {
    const api = toApi(def.name, r);
    return [rel ? { ...api, ...rel } : api];
  });
  // Whichever fails first answers; the others' failures (the same missing row) are not left unhandled.
  relations?.catch(() => undefined);
  const [body] = await withDeletableFlag(ports, def, record);
  return present(body, `${def.name} ${id}`);
}

export async function createRecord(
  ports: Ports,
  def: ResourceDef,
  input: Row,
  user = "",
  session: RequestSession = SANS_SESSION,
): Promise<Row> {
  return inTransaction(ports, async (tx) => {
    if (def.insert) {
      const data = await prepareRow(tx, def, input);
      await refusParentArchive(tx, def, data);
      await confirmationDesChamps(def, data, undefined, session);
      return def.insert(tx, data);
    }
    return toApi(
      def.name,
      await createRow(tx, def, input, user, (data) =>
        confirmationDesChamps(def, data, undefined, session),
      ),
    );
  });
}

/** A write outside a signed-in request (the daily job, a test): it has no session to confirm a money move with. */
const SANS_SESSION: RequestSession = {
  id: undefined,
  exigerConfirmation: () => Promise.reject(confirmationRequise()),
  guard() {
    throw confirmationRequise();
  },
};

const vide = (v: unknown) => (v === undefined || v === "" ? null : v);

/**
 * A money move among the fields (ResourceDef.confirmation, issue 59): set on a creation, changed on an update. Then
 * the session must have confirmed within five minutes, else 403 `confirmation_requise`.
 */
async function confirmationDesChamps(
  def: ResourceDef,
  data: Row,
  existing: Row | undefined,
  session: RequestSession,
) {
  const touche = def.confirmation?.some((f) => vide(data[f]) !== vide(existing?.[f] ?? null));
  if (touche) await session.exigerConfirmation();
}

/**
 * PUT merges the body over the stored record, then validates the whole: partial updates are safe. The read and
 * the write are one transaction, so parallel partial PUTs on different fields all keep their field.
 */
export async function updateRecord(
  ports: Ports,
  def: ResourceDef,
  id: number,
  patch: Row,
  user = "",
  session: RequestSession = SANS_SESSION,
): Promise<Row> {
  return inTransaction(ports, async (tx) => {
    const existing = await getOr404(tx, def.table, id);
    refusArchive(def.name, existing);
    const data = await prepareRow(tx, def, { ...toApi(def.name, existing), ...patch }, existing);
    await refusParentArchive(tx, def, data, existing);
    await confirmationDesChamps(def, data, existing, session);
    const row = await updateRow(tx, def.table, id, {
      ...data,
      updatedAt: tx.clock.now().toISOString(),
    });
    const after = await def.afterUpdate?.(tx, row, existing, user);
    return toApi(def.name, after ?? row);
  });
}

/** Deletes a record once nothing forbids it; its owned rows go in the same transaction, stored objects after. */
export async function deleteRecord(ports: Ports, def: ResourceDef, id: number): Promise<void> {
  await inTransaction(ports, async (tx) => {
    const row = await getOr404(tx, def.table, id);
    const blocker = await deleteRefusal(tx, def, row);
    if (blocker) throw conflict(blocker);
    await def.onDelete?.(tx, row);
    await deleteGeneratedOf(tx, def.name, id);
    await deleteSignedFiles(tx, def, row);
    await tx.db.delete(def.table).where(eq(def.table.id, id));
  });
}
