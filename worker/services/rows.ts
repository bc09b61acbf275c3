import { eq, getTableName, inArray } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Ports } from "../ports";
import { introuvable } from "../domain/labels";
import { ApiError, badRequest, conflict, notFound } from "../lib/errors";
import { parseWith } from "../lib/validate";
import { fromApi, toApi } from "./serialize";
import type { IdRow, IdTable, Ref, ResourceDef, Row, StoredRow } from "./resource-def";
import { present } from "../domain/present";
import { refusParentArchive } from "./archives/parent";

/**
 * A row drizzle read from or wrote to `table`, as the row of that table. The services below query through the bare
 * IdTable, whose row drizzle types as an index of `any` without the id every table has: the one cast of the generic
 * services, sound because the row comes from that very table.
 */
export const rowOf = <T extends IdTable>(_table: T, row: Row): StoredRow<T> => row as StoredRow<T>;

export async function findRow<T extends IdTable>(
  ports: Ports,
  table: T,
  id: number,
): Promise<StoredRow<T> | undefined> {
  const bare: IdTable = table;
  const [row] = await ports.db.select().from(bare).where(eq(bare.id, id));
  return row && rowOf(table, row);
}

/** The row, or a 404 naming the entity ("L'appartement est introuvable."). */
export async function getOr404<T extends IdTable>(
  ports: Ports,
  table: T,
  id: number,
): Promise<StoredRow<T>> {
  const row = await findRow(ports, table, id);
  if (!row) throw notFound(introuvable(getTableName(table)));
  return row;
}

/** A foreign key of a resource, with the entity's own "introuvable" message unless a more precise one is given. */
export const ref = (table: IdTable, message = introuvable(getTableName(table))): Ref => ({
  table,
  message,
});

async function checkRefs(ports: Ports, def: ResourceDef, data: Row, checked: readonly string[]) {
  const refs = Object.entries(def.refs ?? {}).flatMap(([field, r]) =>
    r && data[field] != null && !checked.includes(field) ? [[field, r] as const] : [],
  );
  // Looked up together (one round trip on the edge), reported in the resource's order.
  // The schema validated each field as an id (an integer): the lookup compares it as it is.
  const found = await Promise.all(
    refs.map(([field, r]) => findRow(ports, r.table, Number(data[field]))),
  );
  const fields: Record<string, string> = {};
  refs.forEach(([field, r], k) => {
    if (!found[k]) fields[field] = r.message;
  });
  if (Object.keys(fields).length) throw badRequest("Certains champs sont invalides.", fields);
}

/**
 * API input -> the row to store, short of the rules between rows: validated by the spec's schema, references
 * checked (except `checked`, those the caller has just read), money in cents, derived fields.
 */
export async function validRow(
  ports: Ports,
  def: ResourceDef,
  input: Row,
  existing?: IdRow,
  checked: readonly string[] = [],
): Promise<Row> {
  const parsed = parseWith(present(def.schema, `schéma de ${def.name}`), input);
  await checkRefs(ports, def, parsed, checked);
  const cents = fromApi(def.name, parsed);
  return def.derive ? await def.derive(cents, ports, existing) : cents;
}

/**
 * API input -> the row to store: `validRow`, then the resource's rules between rows. Call it inside the write's
 * transaction.
 */
export async function prepareRow(
  ports: Ports,
  def: ResourceDef,
  input: Row,
  existing?: IdRow,
): Promise<Row> {
  const data = await validRow(ports, def, input, existing);
  const refused = await def.beforeWrite?.(ports, data, existing);
  if (typeof refused === "string") throw conflict(refused);
  if (refused)
    throw new ApiError(409, "conflict", refused.message, { [refused.champ]: refused.message });
  return data;
}

/**
 * Validates, derives and inserts one row; returns the stored row (cents). Shared by POST and composite calls;
 * `user` (the caller's e-mail) goes to the resource's afterInsert.
 */
export async function createRow<T extends IdTable>(
  ports: Ports,
  def: ResourceDef & { table: T },
  input: Row,
  user = "",
  /** A check of the prepared row before it is written (the confirmation of a money move, crud.ts). */
  before?: (data: Row) => Promise<void>,
): Promise<StoredRow<T>> {
  const data = await prepareRow(ports, def, input);
  await refusParentArchive(ports, def, data);
  await before?.(data);
  const table: IdTable = def.table;
  const [row] = await ports.db.insert(table).values(data).returning();
  const stored = rowOf(table, present(row, `${def.name} créé`));
  return rowOf(def.table, def.afterInsert ? await def.afterInsert(ports, stored, user) : stored);
}

/** The insert of a prepared row, returning it, for a batch (services/one-trip.ts). */
export function insertStatement(ports: Ports, def: ResourceDef, data: Row) {
  const table: IdTable = def.table;
  return ports.db.insert(table).values(data).returning();
}

/** Writes these values over the row with this id; returns the stored row. */
export async function updateRow<T extends IdTable>(
  ports: Ports,
  table: T,
  id: number,
  values: Row,
): Promise<StoredRow<T>> {
  const bare: IdTable = table;
  const [row] = await ports.db.update(bare).set(values).where(eq(bare.id, id)).returning();
  if (!row) throw notFound(introuvable(getTableName(bare)));
  return rowOf(table, row);
}

/**
 * The record `owner`'s row `ownerId` points at through `column` (the Appartement of intendance 12...), as the API
 * shows it, or null: one statement by the owner's id, which needs no read of the owner's row first.
 */
export async function linkedThrough(
  ports: Ports,
  table: IdTable,
  owner: IdTable,
  column: SQLiteColumn,
  ownerId: number,
): Promise<Row | null> {
  const bare: IdTable = table;
  const via = ports.db.select({ id: column }).from(owner).where(eq(owner.id, ownerId));
  const [row] = await ports.db.select().from(bare).where(inArray(bare.id, via));
  return row ? toApi(getTableName(table), rowOf(table, row)) : null;
}
