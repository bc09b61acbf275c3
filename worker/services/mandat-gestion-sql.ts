import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { TYPE_MANDAT_GESTION } from "../domain/mission-type";

// The SQL form of estMandatGestion (worker/domain/mission-type.ts, issue 60): a Mission whose type is "Mandat de
// gestion", any case, spaces trimmed (the type is ASCII, which SQLite's lower() folds as JavaScript does).
export const estMandatGestionSql = (type: SQLiteColumn | SQL) =>
  sql`lower(trim(${type})) = ${TYPE_MANDAT_GESTION.toLowerCase()}`;
