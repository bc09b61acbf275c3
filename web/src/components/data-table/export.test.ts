import { describe, expect, it } from "vitest";
import { toCsv } from "@/lib/csv";
import type { Column } from "./column-meta";
import { col } from "./columns";
import { csvTable } from "./export";

// The French CSV of a list and of a selection (issue 42): ";" between cells, a UTF-8 BOM, amounts with a decimal
// comma, dates dd/mm/yyyy, and the selection's checkbox and the row actions left out.

type Row = { id: number; nom: string; date: string; total: number; note: number };
const columns: Column<Row>[] = [
  {
    id: "select",
    header: () => null,
    meta: { text: () => "" },
  },
  col.text<Row>("nom", "Locataire"),
  col.date<Row>("date", "Échéance"),
  col.money<Row>("total", "Total"),
  col.number<Row>("note", "Surface"),
  { id: "actions", header: () => null },
];
const leaf = columns.map((c) => ({ id: c.id!, columnDef: c }));
const rows: Row[] = [
  { id: 1, nom: "Dupont; Jean", date: "2026-11-01", total: 1234.5, note: 45.25 },
  { id: 2, nom: "=cmd", date: "2026-12-01", total: -12, note: 3 },
];
const tableRows = rows.map((r) => ({
  original: r,
  getValue: (id: string) => r[id as keyof Row],
}));

describe("a list's CSV", () => {
  it("keeps the data columns only, amounts with a decimal comma, dates dd/mm/yyyy", () => {
    const csv = csvTable(leaf, tableRows);
    expect(csv.headers).toEqual(["Locataire", "Échéance", "Total", "Surface"]);
    expect(csv.rows).toEqual([
      ["Dupont; Jean", "01/11/2026", "1234,50", "45,25"],
      ["=cmd", "01/12/2026", "-12,00", "3"],
    ]);
  });

  it("is written with ';', a UTF-8 BOM and CRLF, text quoted or neutralised", () => {
    const csv = csvTable(leaf, tableRows);
    expect(toCsv(csv.headers, csv.rows)).toBe(
      "\uFEFFLocataire;Échéance;Total;Surface\r\n" +
        '"Dupont; Jean";01/11/2026;1234,50;45,25\r\n' +
        "'=cmd;01/12/2026;-12,00;3\r\n",
    );
  });
});
