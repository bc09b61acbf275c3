import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { csvMontant, neutralize, toCsv } from "./csv";

const SRC = fileURLToPath(new URL("..", import.meta.url));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !e.name.endsWith(".test.ts")
        ? [join(dir, e.name)]
        : [],
  );
const files = sources(SRC).map((path) => ({
  path: relative(SRC, path).replaceAll("\\", "/"),
  text: readFileSync(path, "utf8"),
}));

describe("CSV injection (OWASP)", () => {
  it("prefixes with ' every cell that a spreadsheet would read as a formula", () => {
    for (const cell of [
      '=HYPERLINK("http://evil","Cliquez")',
      "+33 1 23 45 67 89",
      "-2+3+cmd|' /C calc'!A0",
      "@SUM(1+1)",
      "\tTAB",
      "\rCR",
      "-",
      "-12,50 €",
    ])
      expect(neutralize(cell)).toBe(`'${cell}`);
  });

  it("leaves a plain number as a number, negative ones included, and ordinary text as it is", () => {
    for (const cell of [
      "-12,5",
      "-3",
      "-0.25",
      "1234,56",
      "Dupont",
      "a=b",
      "12 rue de la Paix",
      "",
    ])
      expect(neutralize(cell)).toBe(cell);
  });

  it("neutralizes in the file itself, headers and cells, quoting after the prefix", () => {
    const csv = toCsv(["=Nom", "Solde"], [["=1+1;2", -12.5, "@x"]]);
    expect(csv).toBe("\uFEFF'=Nom;Solde\r\n\"'=1+1;2\";-12.5;'@x\r\n");
  });
});

describe("amounts in every export", () => {
  it("always two decimals, never -0,00", () => {
    expect([-4.5, -12, 1329.56, 285, -0.001, null].map(csvMontant)).toEqual([
      "-4,50",
      "-12,00",
      "1329,56",
      "285,00",
      "0,00",
      "",
    ]);
  });

  it("no screen writes an amount's CSV form of its own (the bank lines' « -4,5 »)", () => {
    const ownMoney = files.filter((f) =>
      /csv: \([^)]*\) => String\([^)]*(montant|solde|loyer|prix)[^)]*\)/i.test(f.text),
    );
    expect(ownMoney.map((f) => f.path)).toEqual([]);
  });
});

describe("every list's export goes through toCsv", () => {
  it("only the list table writes a CSV file, through downloadCsv", () => {
    const writers = files.filter((f) => /\bdownloadCsv\(|\btoCsv\(|type: "text\/csv/.test(f.text));
    expect(writers.map((f) => f.path).sort()).toEqual([
      "components/data-table/data-table.tsx",
      "lib/csv.ts",
    ]);
    // The table's export hands every cell, its own CSV form or its text, to downloadCsv.
    const table = writers.find((f) => f.path.endsWith("data-table.tsx"))!.text;
    expect(table).toMatch(/function exportCsv\([^)]*\)[\s\S]*?downloadCsv\(/);
  });

  it("every screen with an export (exportName) shows it in the list table or a frame built on it", () => {
    const frames = new Set(
      files
        .filter((f) => f.path.startsWith("components/") && /<DataTable\b/.test(f.text))
        .map((f) => f.path.replace(/^components\//, "").replace(/\.tsx$/, "")),
    );
    const screens = files.filter((f) => /\bexportName=/.test(f.text));
    expect(screens.length).toBeGreaterThan(30);
    for (const s of screens) {
      const through = /<DataTable\b/.test(s.text)
        ? "data-table"
        : [...frames].find((frame) => s.text.includes(`@/components/${frame}"`));
      expect(through, s.path).toBeTruthy();
    }
  });
});
