import { describe, expect, it } from "vitest";
import { agenceSchema } from "../mandats/agence-schema";
import { cautionSchema } from "../schemas/caution";
import { clientSchema } from "../schemas/client";
import {
  codePostalValide,
  numeroLisible,
  fauteSiren,
  fauteSiret,
  MSG_SIREN_CLE,
  MSG_SIRET_CLE,
  MSG_SIRET_FORMAT,
} from "./identifiants";
import { fauteNaissance, MSG_NAISSANCE_ANCIENNE, MSG_NAISSANCE_FUTURE } from "./naissance";

describe("SIREN and SIRET (issue 42)", () => {
  it("real numbers pass, spaces allowed: La Poste's head office, Michelin's", () => {
    expect(fauteSiret("35600000000048")).toBeNull();
    expect(fauteSiret("732 829 320 00074")).toBeNull();
    expect(fauteSiren("732 829 320")).toBeNull();
    expect(fauteSiren("552100554")).toBeNull();
  });
  it("a wrong key is refused in French", () => {
    expect(fauteSiret("73282932000075")).toBe(MSG_SIRET_CLE);
    expect(fauteSiret("12345678900012")).toBe(MSG_SIRET_CLE);
    expect(fauteSiren("123456789")).toBe(MSG_SIREN_CLE);
  });
  it("La Poste's establishments: valid when their 14 digits sum to a multiple of 5, not by Luhn", () => {
    expect(fauteSiret("35600000049837")).toBeNull(); // 45, not a Luhn number
    expect(fauteSiret("35600000049838")).toBe(MSG_SIRET_CLE);
    // Another company's SIRET summing to a multiple of 5 gets no such favour.
    expect(fauteSiret("73282932000072")).toBe(MSG_SIRET_CLE);
  });
  it("a length or a letter is a format fault", () => {
    expect(fauteSiret("7328293200007")).toBe(MSG_SIRET_FORMAT);
    expect(fauteSiret("7328293200007A")).toBe(MSG_SIRET_FORMAT);
    expect(fauteSiren("73282932")).toBe("Le SIREN compte 9 chiffres.");
  });
});

describe("birth dates and postal codes (issue 42)", () => {
  it("not in the future, not more than 120 years ago", () => {
    expect(fauteNaissance("2026-11-25", "2026-11-25")).toBeNull();
    expect(fauteNaissance("2026-11-26", "2026-11-25")).toBe(MSG_NAISSANCE_FUTURE);
    expect(fauteNaissance("1906-11-25", "2026-11-25")).toBeNull();
    expect(fauteNaissance("1906-11-24", "2026-11-25")).toBe(MSG_NAISSANCE_ANCIENNE);
  });
  it("a postal code is 5 digits", () => {
    expect(codePostalValide("75011")).toBe(true);
    expect(codePostalValide("7501")).toBe(false);
    expect(codePostalValide("75 011")).toBe(false);
    expect(codePostalValide("2A004")).toBe(false);
  });
});

const faute = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe("the schemas read the rules, the field names the fault", () => {
  it("a client: its SIRET stored without spaces, a future birth, a short postal code refused", () => {
    const base = {
      nom: "Durand",
      prenom: "Élise",
      adresseDefaut: "adresse",
      mailDefaut: "mailPerso",
      telDefaut: "mobilePerso",
    };
    const ok = clientSchema.safeParse({ ...base, numSiret: "732 829 320 00074", codePostal: "" });
    expect(ok.data?.numSiret).toBe("73282932000074");
    expect(ok.data?.codePostal).toBeNull();
    expect(
      faute(
        clientSchema.safeParse({
          ...base,
          numSiret: "73282932000075",
          naissance: "2999-01-01",
          codePostal: "750",
        }),
      ),
    ).toEqual({
      numSiret: MSG_SIRET_CLE,
      naissance: MSG_NAISSANCE_FUTURE,
      codePostal: "Le code postal compte 5 chiffres.",
    });
  });
  it("a guarantor born 130 years ago is refused", () => {
    const r = cautionSchema.safeParse({
      nom: "A",
      prenom: "B",
      mail: "a@b.fr",
      mobile: "06",
      naissance: "1890-01-01",
    });
    expect(faute(r)).toEqual({ naissance: MSG_NAISSANCE_ANCIENNE });
  });
  it("the agency: empty fields allowed; SIRET, SIREN, IBAN, BIC and e-mail checked", () => {
    expect(
      agenceSchema.safeParse({ siret: "", siren: "", iban: "", bic: "", email: "" }).success,
    ).toBe(true);
    expect(
      faute(
        agenceSchema.safeParse({
          siret: "1",
          siren: "123456789",
          iban: "FR7630006000011234567890180",
          bic: "AGRI",
          email: "agence",
        }),
      ),
    ).toEqual({
      siret: MSG_SIRET_FORMAT,
      siren: MSG_SIREN_CLE,
      iban: "IBAN invalide.",
      bic: "BIC invalide : 8 ou 11 caractères.",
      email: "Adresse e-mail invalide.",
    });
  });
});

describe("SIREN and SIRET as printed", () => {
  it("grouped by three, the establishment's five apart; typed spaces or none; anything else as stored", () => {
    expect(numeroLisible("12345678900012")).toBe("123 456 789 00012");
    expect(numeroLisible("123 456 789 00012")).toBe("123 456 789 00012");
    expect(numeroLisible("123456789")).toBe("123 456 789");
    expect(numeroLisible("12345")).toBe("12345");
    expect(numeroLisible(null)).toBeNull();
  });
});
