import { describe, expect, it } from "vitest";
import { codeDe, codeSaisi } from "./regles";

describe("les codes de connexion", () => {
  it("font 6 chiffres, zéros en tête compris, et rejettent le haut de l'intervalle", () => {
    expect(codeDe(() => 42)).toBe("000042");
    const tirages = [4_294_967_295, 4_294_000_000, 1_234_567];
    expect(codeDe(() => tirages.shift() ?? 0)).toBe("234567");
  });
  it("se lisent sans les espaces qu'un téléphone insère", () => {
    expect(codeSaisi(" 123 456 ")).toBe("123456");
  });
});
