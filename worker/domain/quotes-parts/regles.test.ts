import { describe, expect, it } from "vitest";
import {
  apresAjout,
  apresRetrait,
  appliqueDeSuite,
  avisQuotesParts,
  memesParts,
  MSG_QP_DEJA_EN_ATTENTE,
  peutAnnuler,
} from "./regles";

describe("the owners' shares held for a second person", () => {
  const enVigueur = [
    { ClientId: 7, quotePart: 60 },
    { ClientId: 3, quotePart: 40 },
  ];

  it("proposes the whole list: a newcomer with an unset share, an owner removed, sorted by owner", () => {
    expect(apresAjout(enVigueur, 5)).toEqual([
      { ClientId: 3, quotePart: 40 },
      { ClientId: 5, quotePart: null },
      { ClientId: 7, quotePart: 60 },
    ]);
    expect(apresRetrait(enVigueur, 7)).toEqual([{ ClientId: 3, quotePart: 40 }]);
    expect(apresRetrait([{ ClientId: 3, quotePart: null }], 3)).toEqual([]);
  });

  it("sees no change in the same owners with the same shares, whatever their order", () => {
    expect(memesParts(enVigueur, [...enVigueur].reverse())).toBe(true);
    expect(memesParts(enVigueur, apresAjout(enVigueur, 7))).toBe(true);
    expect(memesParts(enVigueur, apresRetrait(enVigueur, 99))).toBe(true);
    expect(
      memesParts(enVigueur, [
        { ClientId: 3, quotePart: 0 },
        { ClientId: 7, quotePart: 100 },
      ]),
    ).toBe(false);
    expect(memesParts([{ ClientId: 3, quotePart: null }], [{ ClientId: 3, quotePart: 100 }])).toBe(
      false,
    );
  });

  it("applies at once only the first owners of an apartment that has none", () => {
    expect(appliqueDeSuite([])).toBe(true);
    expect(appliqueDeSuite([{ ClientId: 1, quotePart: null }])).toBe(false);
  });

  it("lets its author, an admin or a comptable cancel it, whatever the case of the e-mail", () => {
    expect(peutAnnuler("User@x.fr", "user@x.fr", false)).toBe(true);
    expect(peutAnnuler("user@x.fr", "autre@x.fr", false)).toBe(false);
    expect(peutAnnuler("user@x.fr", "admin@x.fr", true)).toBe(true);
  });

  it("says in French who proposed the change that waits, and when (Paris day)", () => {
    expect(MSG_QP_DEJA_EN_ATTENTE("user@x.fr", "2026-11-21T23:30:00.000Z")).toBe(
      "Une modification des quotes-parts de cet appartement, proposée par user@x.fr le 22/11/2026, attend déjà sa vérification : confirmez-la ou annulez-la d'abord.",
    );
  });

  it("e-mails the owners in force the change, not its figures", () => {
    const mail = avisQuotesParts({
      destinataire: "Madame Anne Aubert",
      bien: "12 rue des Lilas, Lyon",
      at: new Date("2026-07-01T12:05:00.000Z"),
      agence: { nom: "Agence Zoë", telephone: "01 23 45 67 89", email: "contact@agence.test" },
    });
    expect(mail.subject).toBe("Les quotes-parts de votre bien ont été modifiées");
    expect(mail.body).toContain("Bonjour Madame Anne Aubert,");
    expect(mail.body).toContain(
      "Les quotes-parts de votre bien 12 rue des Lilas, Lyon ont été modifiées dans nos fichiers le 01/07/2026",
    );
    expect(mail.body).toContain("qu'après sa vérification par une autre personne de notre agence");
    expect(mail.body).toContain("au 01 23 45 67 89 ou à contact@agence.test");
    expect(mail.body).not.toMatch(/\d+ ?%/);
  });
});
