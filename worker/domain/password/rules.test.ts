import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "./common-passwords";
import { passwordStrength, passwordTooCommon } from "./rules";

const refused = (p: string, email?: string) => passwordTooCommon(p, email, COMMON_PASSWORDS);

describe("the list of common passwords", () => {
  it("holds about a thousand lowercase entries of six characters or more, international and French", () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(950);
    for (const p of COMMON_PASSWORDS) {
      expect(p).toBe(p.toLowerCase());
      expect(p.length).toBeGreaterThanOrEqual(6);
    }
    for (const p of [
      "123456",
      "password",
      "azerty",
      "motdepasse",
      "soleil",
      "doudou",
      "loulou",
      "chouchou",
    ])
      expect(COMMON_PASSWORDS.has(p), p).toBe(true);
    for (const p of ["marseille", "nicolas", "jetaime", "000000", "qwerty", "1234567890"])
      expect(COMMON_PASSWORDS.has(p), p).toBe(true);
  });
});

describe("passwordTooCommon", () => {
  it("refuses the list whatever the case", () => {
    for (const p of ["MotDePasse", "AZERTY", "Soleil", "123456", "Password1"])
      expect(refused(p), p).toBe(true);
  });

  it("refuses the account's e-mail and its part before @, case-insensitively", () => {
    const email = "Marie.Curie@Agence.fr";
    for (const p of ["marie.curie@agence.fr", "MARIE.CURIE", "Marie.Curie"])
      expect(refused(p, email), p).toBe(true);
    expect(refused("marie.curie1", email)).toBe(false);
  });

  it("accepts accented, long and uncommon passwords", () => {
    for (const p of [
      "Château-d'eau à Noël",
      "éléphant rose",
      "x".repeat(200),
      "k7#Pz2",
      "motdepasse-e2e",
    ])
      expect(refused(p, "someone@agence.fr"), p).toBe(false);
  });
});

describe("passwordStrength", () => {
  it("says Faible for refused or short ones, Moyen then Fort as length and variety grow", () => {
    expect(passwordStrength("azerty", undefined, COMMON_PASSWORDS)).toBe("faible");
    expect(passwordStrength("abc", undefined, COMMON_PASSWORDS)).toBe("faible");
    expect(passwordStrength("jean.dupont", "jean.dupont@agence.fr", COMMON_PASSWORDS)).toBe(
      "faible",
    );
    expect(passwordStrength("monchat", undefined, COMMON_PASSWORDS)).toBe("faible");
    expect(passwordStrength("Monchat7", undefined, COMMON_PASSWORDS)).toBe("moyen");
    expect(passwordStrength("Mon chat Félix a 7 ans", undefined, COMMON_PASSWORDS)).toBe("fort");
    expect(passwordStrength("k7#Pz2wq!Lm9", undefined, COMMON_PASSWORDS)).toBe("fort");
  });
});
