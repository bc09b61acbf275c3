import { describe, expect, it } from "vitest";
import { destinataireFacture, rendezVousAgence } from "./ordre-service-textes";

// Walk 94: an agency that has not yet typed its phone or e-mail printed « auprès de l'agence () » on the order of
// service; an order on a lot without an owner read « Adressez la facture à au propriétaire ».

describe("the order of service's sentences", () => {
  it("names the agency's phone and e-mail when it has them", () => {
    expect(rendezVousAgence({ telephone: "04 78 00 00 00", email: "contact@agence.fr" })).toBe(
      "Prenez rendez-vous auprès de l'agence (04 78 00 00 00, contact@agence.fr) : le locataire n'a pas donné son accord pour être contacté directement.",
    );
  });

  it("prints no empty brackets for an agency without phone or e-mail", () => {
    const phrase = rendezVousAgence({ telephone: "", email: "" });
    expect(phrase).not.toContain("()");
    expect(phrase).toMatch(/^Prenez rendez-vous auprès de l'agence : le locataire/);
  });

  it("addresses the invoice to the owners, or to « au propriétaire » without « à au »", () => {
    expect(destinataireFacture(["Madame Hélène Lefèvre", "Monsieur Paul Roux"])).toBe(
      "à Madame Hélène Lefèvre et Monsieur Paul Roux",
    );
    expect(destinataireFacture([])).toBe("au propriétaire");
  });
});
