import { describe, expect, it } from "vitest";
import { ApiError } from "@/api/client";
import { MSG } from "@worker/domain/schemas/fields";
import { lireErreurBail } from "./bail-date-erreur";

// « Donner congé » with a date typed wrong (seen in a newcomer's walkthrough): the dialog said « format attendu
// AAAA-MM-JJ » under a field that takes jj/mm/aaaa.
describe("lireErreurBail", () => {
  it("dit la date au format du champ, jj/mm/aaaa, sous le champ", () => {
    const err = new ApiError(400, "validation", "Certains champs sont invalides.", {
      dateEnvoi: MSG.date,
    });
    expect(lireErreurBail(err, "dateEnvoi")).toEqual({
      ou: "champs",
      date: "Date invalide (format attendu JJ/MM/AAAA).",
      autres: {},
    });
  });

  it("garde le message du serveur quand la date est une vraie date refusée", () => {
    const message = "La date d'envoi ne peut pas être postérieure à aujourd'hui.";
    const err = new ApiError(400, "validation", "Certains champs sont invalides.", {
      dateEnvoi: message,
    });
    expect(lireErreurBail(err, "dateEnvoi")).toEqual({ ou: "champs", date: message, autres: {} });
  });

  it("montre sous son champ l'erreur d'un autre champ de la fenêtre (le bénéficiaire d'une reprise)", () => {
    const err = new ApiError(400, "validation", "Certains champs sont invalides.", {
      beneficiaire: "Indiquez le bénéficiaire de la reprise.",
    });
    expect(lireErreurBail(err, "dateEnvoi", ["beneficiaire"])).toEqual({
      ou: "champs",
      autres: { beneficiaire: "Indiquez le bénéficiaire de la reprise." },
    });
  });

  it("montre dans la fenêtre l'erreur d'un champ qu'elle n'a pas et le refus d'un 409", () => {
    const autre = new ApiError(400, "validation", "Certains champs sont invalides.", {
      beneficiaire: "Indiquez le bénéficiaire de la reprise.",
    });
    expect(lireErreurBail(autre, "dateEnvoi")).toEqual({
      ou: "dialogue",
      message: "Indiquez le bénéficiaire de la reprise.",
    });
    const refus = new ApiError(409, "conflit", "Le congé arrive trop tard.");
    expect(lireErreurBail(refus, "dateEnvoi")).toEqual({
      ou: "dialogue",
      message: "Le congé arrive trop tard.",
    });
  });

  it("laisse passer ce qui n'est pas une réponse du serveur", () => {
    expect(lireErreurBail(new Error("x"), "dateEnvoi")).toBeUndefined();
  });
});
