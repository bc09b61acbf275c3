import { describe, expect, it } from "vitest";
import {
  ibansConfirmes,
  ibansEnAttente,
  prevenirLes,
  proprietairesPrevenus,
} from "./ibans-messages";

// These read « 2 IBAN confirmé(s) », « 1 propriétaire(s) prévenu(s) »: French agrees (0 and 1 singular).
describe("the imported IBANs' counts", () => {
  it("confirmed: 0, 1, 2", () => {
    expect([0, 1, 2].map(ibansConfirmes)).toEqual([
      "0 IBAN confirmé : il sera payé aux prochains reversements.",
      "1 IBAN confirmé : il sera payé aux prochains reversements.",
      "2 IBAN confirmés : ils seront payés aux prochains reversements.",
    ]);
  });

  it("owners told: 0, 1, 2; the button for one or several", () => {
    expect([0, 1, 2].map((n) => proprietairesPrevenus(n, "par e-mail."))).toEqual([
      "0 propriétaire prévenu par e-mail.",
      "1 propriétaire prévenu par e-mail.",
      "2 propriétaires prévenus par e-mail.",
    ]);
    expect([1, 2].map(prevenirLes)).toEqual([
      "Prévenir le propriétaire",
      "Prévenir les 2 propriétaires",
    ]);
  });

  it("waiting for their check: 1 and 2", () => {
    expect(ibansEnAttente(1, "29/11/2026 à 10:00")).toBe(
      "1 IBAN importé le 29/11/2026 à 10:00 attend sa vérification : aucun reversement vers ce compte avant.",
    );
    expect(ibansEnAttente(2, "29/11/2026 à 10:00")).toBe(
      "2 IBAN importés le 29/11/2026 à 10:00 attendent leur vérification : aucun reversement vers ces comptes avant.",
    );
  });
});
