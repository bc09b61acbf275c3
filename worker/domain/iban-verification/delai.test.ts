import { describe, expect, it } from "vitest";
import { DELAIS_VERIFICATION_IBAN, delaiIbanAu, ibanVerifieApres } from "./delai";
import { verifieApresDe } from "./regles";

describe("the IBAN's delay, a dated row (ADR 134)", () => {
  it("every row has its day, its hours, its reason and its source, in date order", () => {
    for (const d of DELAIS_VERIFICATION_IBAN) {
      expect(d.depuis).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(d.heures).toBeGreaterThan(0);
      expect(d.raison.length).toBeGreaterThan(20);
      expect(d.source).toMatch(/loi n° 70-9/);
    }
    const jours = DELAIS_VERIFICATION_IBAN.map((d) => d.depuis);
    expect(jours).toEqual([...jours].sort());
  });

  it("an owner told on 28/11/2026 at 10:00 UTC reads 72 hours: trusted on 01/12 at 10:00", () => {
    expect(delaiIbanAu("2026-11-28").heures).toBe(72);
    const now = new Date("2026-11-28T10:00:00Z");
    expect(ibanVerifieApres(now)).toBe("2026-12-01T10:00:00.000Z");
    expect(verifieApresDe("delai", "odile@exemple.fr", now)).toBe("2026-12-01T10:00:00.000Z");
    // Without an address nobody was told: a second person only.
    expect(verifieApresDe("delai", null, now)).toBeNull();
    expect(verifieApresDe("deuxieme_personne", "odile@exemple.fr", now)).toBeNull();
  });
});
