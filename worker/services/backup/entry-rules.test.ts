import { describe, expect, it } from "vitest";
import { RESTORE_BUDGETS } from "./budgets";
import { entryRule, isObjectKey } from "./entry-rules";
import { JsonScan } from "../../lib/json-scan";

const scan = (text: string, depth = 8) => {
  const s = new JsonScan(depth);
  return s.push(new TextEncoder().encode(text)) && s.complete();
};

describe("a restore's entry rules", () => {
  it("takes the keys our store makes, and refuses every hostile one", () => {
    for (const ok of ["files/fichiers/0b7e.pdf", "files/quitances/a-b_c.pdf", "files/x"])
      expect(isObjectKey(ok, RESTORE_BUDGETS), ok).toBe(true);
    for (const bad of [
      "fichiers/a.pdf",
      "files/../x",
      "files/./x",
      "files//x",
      "files/a\\b",
      "files/a\u0000b",
      "files/a\u0085b",
      "files/a\ufffdb",
      "files/a\ud800b",
      "files/a.pdf.type",
      "files/a.pdf.tmp-1",
      `files/${"a/".repeat(8)}x`,
      `files/${"a".repeat(251)}`,
    ])
      expect(isObjectKey(bad, RESTORE_BUDGETS), JSON.stringify(bad)).toBe(false);
  });

  it("knows each entry by its name alone", () => {
    expect(entryRule("sauvegarde.json", RESTORE_BUDGETS)?.kind).toBe("header");
    expect(entryRule("tables/Client.json", RESTORE_BUDGETS)?.kind).toBe("table");
    expect(entryRule("tables/../x.json", RESTORE_BUDGETS)).toBeNull();
    expect(entryRule("objets/files/a/b.pdf.json", RESTORE_BUDGETS)?.kind).toBe("meta");
    expect(entryRule("objets/files/../b.json", RESTORE_BUDGETS)).toBeNull();
    expect(entryRule("files/a/b.pdf", RESTORE_BUDGETS)?.json).toBe(false);
    expect(entryRule("photo.jpg", RESTORE_BUDGETS)).toBeNull();
  });
});

describe("JsonScan", () => {
  it("passes our JSON, brackets inside strings included", () => {
    expect(scan('{"table":"Client","rows":[[1,"a]]]{{{","\\"[",{"$base64":"AA=="}]]}')).toBe(true);
  });
  it("stops nesting past its depth, control bytes, and unclosed text", () => {
    expect(scan("[".repeat(9) + "]".repeat(9))).toBe(false);
    expect(scan("[".repeat(8) + "]".repeat(8))).toBe(true);
    expect(scan("\u0000")).toBe(false);
    expect(scan('"a\nb"')).toBe(false);
    expect(scan('["a"')).toBe(false);
    expect(scan("]")).toBe(false);
  });
});
