// Speed layer (ADR 011), part of native-client.ts: rows and result sets, one class per column list.
// Plain form it mirrors: @libsql/client's sqlite3 driver (`rowFromSql`, a defineProperty per cell, and its
// ResultSet). Held equal by: worker/speed/native-client/native-client.test.ts (keys, names, indices, length).

import type { ResultSet, Row, Value } from "@libsql/client";
import type { Cell } from "../libsql-interne";

// Rows and result sets shaped as @libsql/client's (sqlite3.js rowFromSql, ResultSetImpl), for native-client.ts.

const VALUES = Symbol("values");

/** A cell as @libsql/client gives it: a blob as an ArrayBuffer (tested as Uint8Array, Buffer's class, which narrows). */
const cellValue = (cell: Cell): Value => (cell instanceof Uint8Array ? cell.buffer : cell);

/**
 * A row class per column list: column names are own enumerable properties (drizzle's raw queries read them with
 * Object.keys), indices and length live on the prototype (drizzle's mapped queries read `Array.prototype.slice`),
 * as @libsql/client's rows, without a defineProperty per cell. A repeated name keeps its first column's value.
 */
export function rowClass(columns: string[]): new (cells: Cell[]) => Row {
  const names = columns.map((c, i) => (columns.indexOf(c) === i ? c : null));
  class NativeRow implements Row {
    [name: string]: Value;
    declare [VALUES]: Cell[];
    constructor(cells: Cell[]) {
      Object.defineProperty(this, VALUES, { value: cells });
      for (let i = 0; i < names.length; i++) {
        const name = names[i];
        if (name == null) continue;
        const cell = cells[i];
        // A raw row has a cell per column.
        if (cell === undefined) throw new Error(`Ligne sans la colonne ${i} (${name}).`);
        this[name] = cellValue(cell);
      }
    }
    get length() {
      return this[VALUES].length;
    }
  }
  for (let i = 0; i < columns.length; i++)
    Object.defineProperty(NativeRow.prototype, i, {
      get(this: NativeRow) {
        const cell = this[VALUES][i];
        if (cell === undefined) throw new Error(`Ligne sans la colonne ${i} (${columns[i]}).`);
        return cellValue(cell);
      },
    });
  return NativeRow;
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
