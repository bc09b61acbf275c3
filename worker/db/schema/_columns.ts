import { customType, integer, text } from "drizzle-orm/sqlite-core";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

// Shared column helpers: money is stored as integer cents, booleans as 0/1, dates as YYYY-MM-DD text.
export const id = () => integer("id").primaryKey({ autoIncrement: true });

// Money: an INTEGER column of its own kind, so that the API mapping (cents <-> euros) is read from the schema
// itself (services/serialize.ts) instead of a hand-kept list that a new column could miss.
const centsType = customType<{ data: number; driverData: number }>({ dataType: () => "integer" });
export const cents = (name: string) => centsType(name);
export const isCentsColumn = (col: SQLiteColumn) =>
  col.columnType === "SQLiteCustomColumn" && col.getSQLType() === "integer";

export const bool = (name: string) => integer(name, { mode: "boolean" });
export const date = (name: string) => text(name);
export const timestamps = {
  createdAt: text("createdAt")
    .notNull()
    .$defaultFn(() => new Date().toISOString()),
  updatedAt: text("updatedAt")
    .notNull()
    .$defaultFn(() => new Date().toISOString()),
};

/**
 * A record kept for its money history (ADR 038): the day it was archived, null while it is live. An archived record
 * leaves the default lists and is read-only until restored; it is never deleted while money records name it.
 */
export const archived = { archiveLe: date("archiveLe") };
