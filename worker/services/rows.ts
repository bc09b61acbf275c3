import { eq, getTableName } from "drizzle-orm";
import type { Ports } from "../ports";
import { introuvable } from "../domain/labels";
import { badRequest, conflict, notFound } from "../lib/errors";
import { parseWith } from "../lib/validate";
import { fromApi, toApi } from "./serialize";
import type { IdTable, Ref, ResourceDef, Row } from "./resource-def";

export async function findRow(ports: Ports, table: IdTable, id: number): Promise<Row | undefined> {
  const [row] = await ports.db.select().from(table).where(eq(table.id, id));
  return row as Row | undefined;
}

/** The row, or a 404 naming the entity ("L'appartement est introuvable."). */
export async function getOr404(ports: Ports, table: IdTable, id: number): Promise<Row> {
  const row = await findRow(ports, table, id);
  if (!row) throw notFound(introuvable(getTableName(table)));
  return row;
}

/** A foreign key of a resource, with the entity's own "introuvable" message unless a more precise one is given. */
export const ref = (table: IdTable, message = introuvable(getTableName(table))): Ref => ({
  table,
  message,
});

async function checkRefs(ports: Ports, def: ResourceDef, data: Row) {
  const fields: Record<string, string> = {};
  for (const [field, r] of Object.entries(def.refs ?? {})) {
    const v = data[field];
    if (v == null) continue;
    if (!(await findRow(ports, r.table, v as number))) fields[field] = r.message;
  }
  if (Object.keys(fields).length) throw badRequest("Certains champs sont invalides.", fields);
}

/**
 * API input -> the row to store: validated by the spec's schema, references checked, money in cents, derived fields,
 * then the resource's rules between rows. Call it inside the write's transaction.
 */
export async function prepareRow(
  ports: Ports,
  def: ResourceDef,
  input: Row,
  existing?: Row,
): Promise<Row> {
  const parsed = parseWith(def.schema!, input) as Row;
  await checkRefs(ports, def, parsed);
  const cents = fromApi(def.name, parsed);
  const data = def.derive ? await def.derive(cents, ports, existing) : cents;
  const refused = await def.beforeWrite?.(ports, data, existing);
  if (refused) throw conflict(refused);
  return data;
}

/** Validates, derives and inserts one row; returns the stored row (cents). Shared by POST and composite calls. */
export async function createRow(ports: Ports, def: ResourceDef, input: Row): Promise<Row> {
  const data = await prepareRow(ports, def, input);
  const [row] = await ports.db
    .insert(def.table)
    .values(data as never)
    .returning();
  return row as Row;
}

/** A linked record as the API shows it (the Appartement of an intendance...), or null when unset or gone. */
export async function linkedRecord(ports: Ports, table: IdTable, id: unknown): Promise<Row | null> {
  if (id == null) return null;
  const row = await findRow(ports, table, id as number);
  return row ? toApi(getTableName(table), row) : null;
}
