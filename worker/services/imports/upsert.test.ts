import { describe, expect, it } from "vitest";
import { jsonDesLignes } from "./upsert";

// Issue 72 (ADR 143): the rows an import binds leave out their blank cells (json_extract reads a missing key as the
// NULL it was), so that 2,000 apartments of some fifty mostly blank columns are not megabytes of `"x":null`.
describe("the rows' JSON", () => {
  it("leaves out a blank cell, keeps false, 0, '' and a list's blank place", () => {
    const json = jsonDesLignes([
      { reference: "A1", digicode: null, copropriete: false, etage: 0, prenom: "" },
      { reference: "A2", parts: [{ reference: "P1", part: null }], refs: ["L1", null] },
    ]);
    expect(JSON.parse(json)).toEqual([
      { reference: "A1", copropriete: false, etage: 0, prenom: "" },
      { reference: "A2", parts: [{ reference: "P1" }], refs: ["L1", null] },
    ]);
    expect(json).not.toContain("digicode");
  });
});
