import { eq } from "drizzle-orm";
import type { IdTable } from "../resource-def";
import type { Ports } from "../../ports";
import { getOr404 } from "../rows";

/** A row as stored (cents), typed by its table, or a 404 naming the entity. */
export async function rowOr404<T extends IdTable>(
  ports: Ports,
  table: T,
  id: number,
): Promise<T["$inferSelect"]> {
  return (await getOr404(ports, table, id)) as T["$inferSelect"];
}

/** A row as stored, or null when the id is unset or its row is gone. */
export async function rowOrNull<T extends IdTable>(
  ports: Ports,
  table: T,
  id: number | null | undefined,
): Promise<T["$inferSelect"] | null> {
  if (id == null) return null;
  const [row] = await ports.db.select().from(table).where(eq(table.id, id));
  return (row as T["$inferSelect"] | undefined) ?? null;
}
