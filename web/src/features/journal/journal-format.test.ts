import { describe, expect, it } from "vitest";
import { changementsFr } from "./journal-format";

describe("the journal's changes in French", () => {
  it("an update: field : before → after, an empty value as —", () => {
    expect(changementsFr("update", { nom: ["Durand", "Martin"], ville: [null, "Paris"] })).toEqual([
      "nom : Durand → Martin",
      "ville : — → Paris",
    ]);
  });
  it("a creation shows the values given, a deletion the values lost, empty fields left out", () => {
    expect(changementsFr("create", { nom: [null, "Durand"], mail: [null, null] })).toEqual([
      "nom : Durand",
    ]);
    expect(changementsFr("delete", { loyer: [850.5, null], mail: ["", null] })).toEqual([
      "loyer : 850,5",
    ]);
  });
});
