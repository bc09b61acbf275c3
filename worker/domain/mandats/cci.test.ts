import { describe, expect, it } from "vitest";
import { delivreeParCci, nomCci } from "./cci";

describe("the CCI named on the documents", () => {
  it("never doubles CCI, however the setting was typed", () => {
    expect(delivreeParCci("Lyon")).toBe("la CCI de Lyon");
    expect(delivreeParCci("CCI de Lyon")).toBe("la CCI de Lyon");
    expect(delivreeParCci("CCI Lyon")).toBe("la CCI de Lyon");
    expect(delivreeParCci("C.C.I. de Lyon")).toBe("la CCI de Lyon");
    expect(delivreeParCci("Chambre de commerce et d'industrie de Lyon")).toBe("la CCI de Lyon");
    expect(delivreeParCci("CCI Paris Île-de-France")).toBe("la CCI de Paris Île-de-France");
  });
  it("elides before a vowel and prints nothing when unset", () => {
    expect(delivreeParCci("Amiens-Picardie")).toBe("la CCI d'Amiens-Picardie");
    expect(delivreeParCci("  ")).toBe("");
    expect(nomCci("CCI d'Amiens")).toBe("Amiens");
  });
});
