import { describe, expect, it } from "vitest";
import { insecables } from "./typographie";

// A label stored as it was written (« Honoraires de gestion 8 % TTC », an entry of the append-only ledger) is shown
// with French typography's no-break joins, never rewritten (walk: « 8 » at a line's end, « % TTC » on the next).
describe("insecables", () => {
  it("joins « % » to its number with a narrow no-break space", () => {
    expect(insecables("Honoraires de gestion 8 % TTC")).toBe("Honoraires de gestion 8\u202f% TTC");
    expect(insecables("Loyer et charges (quote-part 33,33 %)")).toBe(
      "Loyer et charges (quote-part 33,33\u202f%)",
    );
    expect(insecables("TVA 20\u00a0%")).toBe("TVA 20\u202f%");
  });

  it("leaves any other text as it is", () => {
    for (const s of ["Reversement novembre 2026", "100% remboursé", "Remise de 5 € ", ""])
      expect(insecables(s)).toBe(s);
  });
});
