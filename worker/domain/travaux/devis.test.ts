import { describe, expect, it } from "vitest";
import { mentionTvaReduite } from "./devis";

// The mention a reduced-VAT quote carries since 16 February 2025 (BOI-LETTRE-000280-20251022): the 10 % model of
// § 1, the 5.5 % model of § 10, signed by the agency for the owner; none at the normal rate or before the law.

describe("mentionTvaReduite", () => {
  it("is § 1's model at 10 %, the agency signing for the owner", () => {
    expect(mentionTvaReduite(10, "2026-11-21", "l'agence (a@b.fr)")).toBe(
      "Je soussigné(e) l'agence (a@b.fr), pour le compte du propriétaire, certifie, en qualité de preneur de la prestation, que les travaux réalisés concernent des locaux à usage d'habitation achevés depuis plus de deux ans et qu'ils n'ont pas eu pour effet, sur une période de deux ans au plus, de concourir à la production d'un immeuble neuf au sens du 2° du 2 du I de l'article 257 du CGI, ni d'entraîner une augmentation de la surface de plancher des locaux existants supérieure à 10 %.",
    );
  });

  it("is § 10's model at 5.5 %, which adds the energy renovation", () => {
    expect(mentionTvaReduite(5.5, "2026-11-21", "l'agence")).toMatch(
      /supérieure à 10 % et qu'ils ont la nature de travaux de rénovation énergétique\.$/,
    );
  });

  it("is none at 20 %, nor before the law of 14 February 2025 took effect", () => {
    expect(mentionTvaReduite(20, "2026-11-21", "l'agence")).toBeNull();
    expect(mentionTvaReduite(10, "2025-02-15", "l'agence")).toBeNull();
  });
});
