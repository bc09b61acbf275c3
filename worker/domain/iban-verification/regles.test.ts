import { describe, expect, it } from "vitest";
import {
  adresseConnue,
  avisChangementIban,
  changementIban,
  MSG_AUTEUR_NE_CONFIRME_PAS,
  MSG_RIEN_A_CONFIRMER,
  MSG_SEQUESTRE_A_VERIFIER,
  refusConfirmation,
  statutEffectif,
  verifieApresDe,
} from "./regles";

const FR = "FR7630006000011234567890189";
const DE = "DE89370400440532013000";

describe("the states of an owner's IBAN", () => {
  it("holds a first IBAN and a changed IBAN or BIC; a removal or the same details are no new IBAN", () => {
    expect(changementIban(undefined, { iban: FR, bic: null })).toBe("nouveau");
    expect(changementIban({ iban: null, bic: null }, { iban: FR, bic: null })).toBe("nouveau");
    expect(changementIban({ iban: FR, bic: null }, { iban: DE, bic: null })).toBe("modifie");
    expect(changementIban({ iban: FR, bic: "AGRIFRPP" }, { iban: FR, bic: "BNPAFRPP" })).toBe(
      "modifie",
    );
    expect(changementIban({ iban: FR, bic: "AGRIFRPP" }, { iban: FR, bic: "AGRIFRPP" })).toBe(
      "aucun",
    );
    // The same IBAN typed with spaces and small letters is the same IBAN.
    expect(
      changementIban(
        { iban: FR, bic: null },
        { iban: "fr76 3000 6000 0112 3456 7890 189", bic: null },
      ),
    ).toBe("aucun");
    expect(changementIban({ iban: FR, bic: null }, { iban: null, bic: null })).toBe("retire");
    expect(changementIban(undefined, { iban: "", bic: "AGRIFRPP" })).toBe("aucun");
  });

  it("tells the owner at the address known before the change, the default one first", () => {
    const mails = { mailPerso: "perso@x.fr", mailPro: "pro@x.fr" };
    expect(adresseConnue({ ...mails, mailDefaut: "mailPro" })).toBe("pro@x.fr");
    expect(adresseConnue({ ...mails, mailDefaut: "mailPerso" })).toBe("perso@x.fr");
    expect(adresseConnue({ mailPerso: "", mailPro: "pro@x.fr", mailDefaut: "mailPerso" })).toBe(
      "pro@x.fr",
    );
    expect(adresseConnue({ mailPerso: null, mailPro: " ", mailDefaut: "mailPro" })).toBeNull();
    // A creation has no "before": the typist gave the address.
    expect(adresseConnue(undefined)).toBeNull();
  });

  it("counts 72 hours in the delay mode only, and only when the owner could be told", () => {
    const now = new Date("2026-11-21T10:00:00.000Z");
    expect(verifieApresDe("delai", "perso@x.fr", now)).toBe("2026-11-24T10:00:00.000Z");
    expect(verifieApresDe("delai", null, now)).toBeNull();
    expect(verifieApresDe("deuxieme_personne", "perso@x.fr", now)).toBeNull();
  });

  it("reads a pending IBAN as verified once its delay is over, not a second before", () => {
    const apres = "2026-11-24T10:00:00.000Z";
    expect(statutEffectif("a_verifier", apres, new Date("2026-11-24T09:00:00.000Z"))).toBe(
      "a_verifier",
    );
    expect(statutEffectif("a_verifier", apres, new Date(apres))).toBe("verifie");
    expect(statutEffectif("a_verifier", null, new Date("2030-01-01T00:00:00Z"))).toBe("a_verifier");
    expect(statutEffectif("verifie", null, new Date())).toBe("verifie");
  });

  it("lets anyone but the IBAN's author confirm it, whatever the case of the e-mail", () => {
    expect(refusConfirmation(undefined, "b@x.fr")).toEqual({
      status: 409,
      message: MSG_RIEN_A_CONFIRMER,
    });
    expect(refusConfirmation({ auteur: "A@x.fr" }, "a@x.fr")).toEqual({
      status: 403,
      message: MSG_AUTEUR_NE_CONFIRME_PAS,
    });
    expect(refusConfirmation({ auteur: "a@x.fr" }, "b@x.fr")).toBeNull();
  });

  it("says who changed the trust account and when, in French", () => {
    expect(MSG_SEQUESTRE_A_VERIFIER("admin@agence.test", "2026-11-21T23:30:00.000Z")).toBe(
      "Le compte séquestre de l'agence a été modifié par admin@agence.test le 22/11/2026 : il doit être confirmé par un autre administrateur ou comptable avant tout fichier SEPA.",
    );
  });

  it("e-mails the last 4 characters of the new IBAN, the date, and what to do if it was not them", () => {
    const agence = { nom: "Agence Zoë", telephone: "01 23 45 67 89", email: "contact@agence.test" };
    const delai = avisChangementIban({
      destinataire: "Monsieur Dupont Jean",
      iban: DE,
      at: new Date("2026-07-01T12:05:00.000Z"),
      verifieApres: "2026-07-04T12:05:00.000Z",
      agence,
    });
    expect(delai.subject).toBe("Votre IBAN a été modifié");
    expect(delai.body).toContain("Bonjour Monsieur Dupont Jean,");
    expect(delai.body).toContain("le 01/07/2026 à 14 h 05");
    expect(delai.body).toContain("se termine par 3000.");
    expect(delai.body).not.toContain(DE);
    expect(delai.body).toContain("à partir du 04/07/2026 à 14 h 05");
    expect(delai.body).toContain(
      "Si vous ne l'avez pas demandé, contactez-nous sans attendre au 01 23 45 67 89 ou à",
    );
    const second = avisChangementIban({
      ...{ destinataire: "Madame Zoé", iban: DE, agence },
      at: new Date(),
      verifieApres: null,
    });
    expect(second.body).toContain("qu'après sa vérification par notre agence");
  });
});
