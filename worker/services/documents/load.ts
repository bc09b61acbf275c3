import type { IdTable, StoredRow } from "../resource-def";
import type { Ports } from "../../ports";
import { findRow, getOr404 } from "../rows";

/** A row as stored (cents), typed by its table, or a 404 naming the entity. */
export async function rowOr404<T extends IdTable>(
  ports: Ports,
  table: T,
  id: number,
): Promise<StoredRow<T>> {
  return getOr404(ports, table, id);
}

/** A row as stored, or null when the id is unset or its row is gone. */
export async function rowOrNull<T extends IdTable>(
  ports: Ports,
  table: T,
  id: number | null | undefined,
): Promise<StoredRow<T> | null> {
  if (id == null) return null;
  return (await findRow(ports, table, id)) ?? null;
}
