import { describe, expect, it } from "vitest";
import { dateFinAssurance, fautesDemande, statutDemande } from "./regles";

describe("what a space sends", () => {
  it("reads an end date in both forms, refuses a past or impossible one in French", () => {
    expect(dateFinAssurance("30/06/2027", "2026-11-21")).toEqual({ date: "2027-06-30" });
    expect(dateFinAssurance("2027-06-30", "2026-11-21")).toEqual({ date: "2027-06-30" });
    expect(dateFinAssurance("31/02/2027", "2026-11-21")).toHaveProperty("faute");
    expect(dateFinAssurance("2026-11-20", "2026-11-21")).toEqual({
      faute: expect.stringContaining("passée"),
    });
    expect(dateFinAssurance("", "2026-11-21")).toEqual({ faute: "Ce champ est obligatoire." });
  });
  it("checks a request's subject and text", () => {
    expect(fautesDemande("Fuite", "Sous l'évier")).toEqual({});
    expect(Object.keys(fautesDemande(" ", "x".repeat(5001)))).toEqual(["objet", "texte"]);
    expect(statutDemande("en_cours")).toBe("en_cours");
    expect(statutDemande("fermee")).toBeNull();
  });
});
