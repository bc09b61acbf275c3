// Speed layer (ADR 011), part of native-client.ts: rows and result sets, one class per column list.
// Plain form it mirrors: @libsql/client's sqlite3 driver (`rowFromSql`, a defineProperty per cell, and its
// ResultSet). Held equal by: worker/speed/native-client/native-client.test.ts (keys, names, indices, length).

import type { ResultSet, Row } from "@libsql/client";

// Rows and result sets shaped as @libsql/client's (sqlite3.js rowFromSql, ResultSetImpl), for native-client.ts.

const VALUES = Symbol("values");

/**
 * A row class per column list: column names are own enumerable properties (drizzle's raw queries read them with
 * Object.keys), indices and length live on the prototype (drizzle's mapped queries read `Array.prototype.slice`),
 * as @libsql/client's rows, without a defineProperty per cell. A repeated name keeps its first column's value.
 */
export function rowClass(columns: string[]) {
  const names = columns.map((c, i) => (columns.indexOf(c) === i ? c : null));
  class NativeRow {
    declare [VALUES]: unknown[];
    constructor(values: unknown[]) {
      Object.defineProperty(this, VALUES, { value: values });
      const self = this as unknown as Record<string, unknown>;
      for (let i = 0; i < names.length; i++) if (names[i] !== null) self[names[i]!] = values[i];
    }
    get length() {
      return this[VALUES].length;
    }
  }
  for (let i = 0; i < columns.length; i++)
    Object.defineProperty(NativeRow.prototype, i, {
      get(this: NativeRow) {
        return this[VALUES][i];
      },
    });
  return NativeRow as unknown as new (
    values: unknown[],
  ) => Row;
}

export function resultSet(
  columns: string[],
  rows: Row[],
  rowsAffected: number,
  lastInsertRowid: bigint | undefined,
): ResultSet {
  return {
    columns,
    columnTypes: columns.map(() => ""),
    rows,
    rowsAffected,
    lastInsertRowid,
    toJSON: () => ({
      columns,
      rows: rows.map((r) => Array.prototype.slice.call(r)),
      rowsAffected,
      lastInsertRowid: lastInsertRowid?.toString() ?? null,
    }),
  };
}
