import { Hono, type Context } from "hono";
import { and, eq, getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { ZodType } from "zod";
import type { AppEnv } from "../lib/env";
import type { CachedList, Ports } from "../ports";
import type { Role } from "../domain/schemas/enums";
import { DELETE_ROLES, requireRole } from "../auth/middleware";
import { badRequest, conflict, notFound } from "../lib/errors";
import { parseWith, readJson } from "../lib/validate";
import { today } from "../lib/dates";
import { fromApi, toApi } from "./resources/serialize";
import { decodeRows, jsonObjectSql } from "../db/json-select";

type Row = Record<string, unknown>;
type IdTable = SQLiteTable & { id: SQLiteColumn };

export interface ResourceDef {
  name: string;
  table: IdTable;
  /** The client-safe zod schema of spec 5: the same one drives the React form. */
  schema?: ZodType;
  /** Foreign keys checked before writing, so a wrong id is a 400 on that field, not a constraint error. */
  refs?: Record<string, { table: IdTable; message: string }>;
  /** Server-computed fields of spec 5, on cents; may read the database (e.g. the linked apartment). */
  derive?: (data: Row, ports: Ports, existing?: Row) => Row | Promise<Row>;
  /** Computed flags added to every list row (statuses the list toggles filter on), in one batch. */
  decorate?: (ports: Ports, rows: Row[]) => Promise<Row[]>;
  /** Relations added to a single read, named as the spec names them. */
  include?: (ports: Ports, row: Row) => Promise<Row>;
  /** The whole single read (API body with its relations) in one round trip; undefined when missing. Replaces findRow + include. */
  readOne?: (ports: Ports, id: number) => Promise<Row | undefined>;
  /** Returns a French message when a delete would break something the user must resolve first (409). */
  beforeDelete?: (ports: Ports, row: Row) => Promise<string | null>;
  /** Cleanup once the delete is allowed, before the row goes (owned files and their stored objects). */
  onDelete?: (ports: Ports, row: Row) => Promise<void>;
  /** Custom creation (e.g. User); returns the API body. */
  insert?: (ports: Ports, data: Row) => Promise<Row>;
  readRoles?: Role[];
  writeRoles?: Role[];
  deleteRoles?: Role[];
  /** false when creation goes through a dedicated route (multipart uploads). */
  creatable?: boolean;
  /** Extra list filter (e.g. User hides the caller and admins). */
  listWhere?: (c: { var: AppEnv["Variables"] }) => SQL | undefined;
}

const ALL: Role[] = ["admin", "user", "user_delete"];

export function parseId(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) throw notFound();
  return id;
}

export async function findRow(ports: Ports, def: Pick<ResourceDef, "table">, id: number): Promise<Row | undefined> {
  const [row] = await ports.db.select().from(def.table).where(eq(def.table.id, id));
  return row as Row | undefined;
}

export async function getOr404(ports: Ports, def: Pick<ResourceDef, "table">, id: number): Promise<Row> {
  const row = await findRow(ports, def, id);
  if (!row) throw notFound();
  return row;
}

/** Query-string equality filters on real columns: GET /api/Dossier?AppartementId=3 */
function listFilters(table: IdTable, query: Record<string, string>): SQL | undefined {
  const cols = getTableColumns(table) as Record<string, SQLiteColumn>;
  const conds: SQL[] = [];
  for (const [k, raw] of Object.entries(query)) {
    const col = cols[k];
    if (!col || k === "passwordHash" || k === "cle") continue;
    const v = raw === "true" ? true : raw === "false" ? false : raw === "null" ? null : /^-?\d+$/.test(raw) && col.dataType !== "string" ? Number(raw) : raw;
    if (v === null) continue;
    conds.push(eq(col, v as never));
  }
  return conds.length ? and(...conds) : undefined;
}

async function checkRefs(ports: Ports, def: ResourceDef, data: Row) {
  const fields: Record<string, string> = {};
  for (const [field, ref] of Object.entries(def.refs ?? {})) {
    const v = data[field];
    if (v == null) continue;
    if (!(await findRow(ports, ref, v as number))) fields[field] = ref.message;
  }
  if (Object.keys(fields).length) throw badRequest("Certains champs sont invalides.", fields);
}

async function prepare(ports: Ports, def: ResourceDef, input: Row, existing?: Row): Promise<Row> {
  const parsed = parseWith(def.schema!, input) as Row;
  await checkRefs(ports, def, parsed);
  const cents = fromApi(def.name, parsed);
  return def.derive ? await def.derive(cents, ports, existing) : cents;
}

/** Validates, derives and inserts one row; returns the stored row (cents). Shared by POST and composite calls. */
export async function createRow(ports: Ports, def: ResourceDef, input: Row): Promise<Row> {
  const data = await prepare(ports, def, input);
  const [row] = await ports.db.insert(def.table).values(data as never).returning();
  return row as Row;
}

/** A cached list, or 304 when the browser already holds this version. */
function sendCached(c: Context<AppEnv>, entry: CachedList) {
  const headers = { "Content-Type": "application/json; charset=UTF-8", ETag: entry.etag, "Cache-Control": "private, no-cache" };
  if (c.req.header("If-None-Match") === entry.etag) return c.body(null, 304, headers);
  return c.body(entry.body as Uint8Array<ArrayBuffer>, 200, headers);
}

/** One factory for the plain resources: list, read (with relations), create, update (merge), delete. */
export function crudRoutes(def: ResourceDef) {
  const read = requireRole(...(def.readRoles ?? ALL));
  const write = requireRole(...(def.writeRoles ?? ALL));
  const del = requireRole(...(def.deleteRoles ?? def.writeRoles?.filter((r) => DELETE_ROLES.includes(r)) ?? DELETE_ROLES));
  const app = new Hono<AppEnv>();
  const t = def.table;

  app.get("/", read, async (c) => {
    const { listCache } = c.var.ports;
    // Lists with per-caller filters are never cached; the others are keyed by query and by day (flags use today).
    const key = listCache && !def.listWhere ? `${def.name}${new URL(c.req.url).search}|${today(c.var.ports.clock)}` : undefined;
    const cached = key ? listCache!.get(key) : undefined;
    if (cached) return sendCached(c, cached);
    const where = and(listFilters(t, c.req.query()), def.listWhere?.(c));
    // The rows come as one JSON array built by SQLite (see db/json-select.ts): parsing one string is several
    // times cheaper than the driver's per-cell row objects and drizzle's per-row mapping on large lists.
    const [res] = await c.var.ports.db
      .select({ j: sql<string>`json_group_array(${sql.raw(jsonObjectSql(t, `"${getTableName(t)}"`))} order by ${t.id})` })
      .from(t)
      .where(where);
    const rows = decodeRows(t, JSON.parse(res?.j ?? "[]") as Row[]);
    const data = rows.map((r) => toApi(def.name, r));
    const body = JSON.stringify({ data: def.decorate ? await def.decorate(c.var.ports, data) : data });
    if (key) return sendCached(c, listCache!.set(key, body));
    return c.body(body, 200, { "Content-Type": "application/json; charset=UTF-8" });
  });

  app.get("/:id{[0-9]+}", read, async (c) => {
    if (def.readOne) {
      const body = await def.readOne(c.var.ports, parseId(c.req.param("id")));
      if (!body) throw notFound();
      return c.json(body);
    }
    const row = await getOr404(c.var.ports, def, parseId(c.req.param("id")));
    const api = toApi(def.name, row);
    return c.json(def.include ? { ...api, ...(await def.include(c.var.ports, row)) } : api);
  });

  if (def.creatable !== false && def.schema) {
    app.post("/", write, async (c) => {
      const input = await readJson(c.req);
      if (def.insert) return c.json(await def.insert(c.var.ports, await prepare(c.var.ports, def, input)), 201);
      return c.json(toApi(def.name, await createRow(c.var.ports, def, input)), 201);
    });
  }

  if (def.schema) {
    app.put("/:id{[0-9]+}", write, async (c) => {
      const ports = c.var.ports;
      const id = parseId(c.req.param("id"));
      const existing = await getOr404(ports, def, id);
      // PUT merges the body over the stored record, then validates the whole: partial updates are safe.
      const merged = { ...toApi(def.name, existing), ...(await readJson(c.req)) };
      const data = await prepare(ports, def, merged, existing);
      const [row] = await ports.db
        .update(t)
        .set({ ...data, updatedAt: new Date().toISOString() } as never)
        .where(eq(t.id, id))
        .returning();
      return c.json(toApi(def.name, row as Row));
    });
  }

  app.delete("/:id{[0-9]+}", del, async (c) => {
    const ports = c.var.ports;
    const row = await getOr404(ports, def, parseId(c.req.param("id")));
    const blocker = await def.beforeDelete?.(ports, row);
    if (blocker) throw conflict(blocker);
    await def.onDelete?.(ports, row);
    await ports.db.delete(t).where(eq(t.id, row.id as number));
    return c.body(null, 204);
  });

  return app;
}
