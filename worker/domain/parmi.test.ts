import { describe, expect, it } from "vitest";
import { estParmi, lueParmi } from "./parmi";

const NIVEAUX = ["expire", "bientot", "ok"] as const;

describe("parmi", () => {
  it("tells a list's members from anything else", () => {
    expect(estParmi(NIVEAUX, "ok")).toBe(true);
    expect(["OK", "", null, undefined, 1].map((v) => estParmi(NIVEAUX, v))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("reads a stored member as it is, and names the column of any other value", () => {
    expect(lueParmi(NIVEAUX, "bientot", "T.niveau")).toBe("bientot");
    expect(() => lueParmi(NIVEAUX, "jamais", "T.niveau")).toThrow(
      "Valeur inattendue : T.niveau = jamais.",
    );
  });
});
