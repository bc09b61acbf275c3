import { describe, expect, it } from "vitest";
import type { Column } from "./column-meta";
import { col, isPlainCell } from "./columns";

// ADR 102: a list's rows draw the column builders' own cells by a call (they call no hook), any other cell as a
// component of its own: a column that replaces its `cell` keeps the builder's meta, never its "plain" standing.

type Row = { id: number; nom: string; loyer: number; entree: string; actif: boolean };
const cellOf = (c: Column<Row>) => c.cell;

describe("isPlainCell", () => {
  it("knows the builders' own cells", () => {
    for (const c of [
      col.text<Row>("nom", "Nom"),
      col.money<Row>("loyer", "Loyer"),
      col.number<Row>("loyer", "Loyer"),
      col.date<Row>("entree", "Entrée"),
      col.bool<Row>("actif", "Actif"),
      col.badge<Row>("statut", "Statut", () => ({ label: "Actif", variant: "success" })),
    ])
      expect(isPlainCell(cellOf(c)), String(c.id)).toBe(true);
  });

  it("leaves a replaced cell, a hand-written one and a text template to be components", () => {
    const replaced: Column<Row> = { ...col.text<Row>("nom", "Nom"), cell: () => "autre" };
    const written: Column<Row> = { id: "actions", cell: () => null };
    expect(isPlainCell(cellOf(replaced))).toBe(false);
    expect(isPlainCell(cellOf(written))).toBe(false);
    expect(isPlainCell("Nom")).toBe(false);
    expect(isPlainCell(undefined)).toBe(false);
  });
});
