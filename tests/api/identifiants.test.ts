import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { insertDossier, valid } from "../support/factories";
import { addDays, parisDate } from "../../worker/domain/dates";

// Issue 42: what staff type is checked where they type it, and on the server with the same French messages: birth
// dates (not in the future, not over 120 years ago), SIRET and SIREN keys, IBAN and BIC, postal codes, e-mails.
let t: TestApp;
beforeAll(
  async () => void (t = await makeTestApp({ confirme: true, now: "2026-11-25T10:00:00Z" })),
);
afterAll(() => t.close());

const FUTURE = "La date de naissance ne peut pas être dans le futur.";
const ANCIENNE = "La date de naissance ne peut pas remonter à plus de 120 ans.";
const SIRET_CLE = "Le SIRET est invalide (clé de contrôle).";
const CP = "Le code postal compte 5 chiffres.";

async function refus(method: string, path: string, body: unknown) {
  const r = await t.call(method, path, "admin", body);
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  return r.body.error.fields as Record<string, string>;
}

describe("400 with the field's French message", () => {
  it("a client: future birth, bad SIRET key, 4-digit postal code, bad IBAN; a real SIRET is stored without spaces", async () => {
    expect(
      await refus("POST", "/api/Client", {
        ...valid.Client(),
        naissance: "2099-01-01",
        numSiret: "732 829 320 00075",
        codePostal: "7500",
        iban: "FR7630006000011234567890180",
        mailPro: "pas-un-mail",
      }),
    ).toMatchObject({
      naissance: FUTURE,
      numSiret: SIRET_CLE,
      codePostal: CP,
      iban: "IBAN invalide.",
      mailPro: "Adresse e-mail invalide.",
    });
    const ok = await t.call("POST", "/api/Client", "admin", {
      ...valid.Client(),
      naissance: "1961-04-12",
      numSiret: "356 000 000 00048",
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.numSiret).toBe("35600000000048");
    // PUT merges then revalidates: the same rule on an update.
    expect(await refus("PUT", `/api/Client/${ok.body.id}`, { numSiret: "12345678900012" })).toEqual(
      {
        numSiret: SIRET_CLE,
      },
    );
  });

  it("a tenant, its second holder and its minor; a guarantor: birth dates within 120 years, postal codes", async () => {
    expect(
      await refus("POST", "/api/Locataire", {
        ...valid.Locataire(),
        naissance: "1899-12-31",
        secondTitulaire: true,
        autreNom: "B",
        autrePrenom: "C",
        autreMail: "b@c.fr",
        autreTel: "06",
        autreNaissance: addDays(parisDate(new Date()), 1), // tomorrow in Paris, whatever the day of the run
        codePostal: "75 011",
      }),
    ).toMatchObject({ naissance: ANCIENNE, autreNaissance: FUTURE, codePostal: CP });
    const d = await insertDossier(t);
    expect(
      await refus("POST", "/api/Caution", {
        ...valid.Caution(),
        DossierId: d.id,
        naissance: "2030-01-01",
        cp: "ABCDE",
      }),
    ).toEqual({ naissance: FUTURE, cp: CP });
    expect(
      await refus("POST", "/api/Appartement", {
        ...valid.Appartement(),
        codePostal: "750011",
        syndicMail: "syndic.fr",
      }),
    ).toEqual({ codePostal: CP, syndicMail: "Adresse e-mail invalide." });
  });

  it("the agency: SIRET, SIREN, IBAN, BIC and e-mail, each under its field; La Poste's establishments pass", async () => {
    expect(
      await refus("PUT", "/api/agence", {
        siret: "552 100 554 00025",
        siren: "123 456 789",
        iban: "FR76 3000 6000 0112 3456 7890 180",
        bic: "AGRI",
        email: "agence@",
      }),
    ).toEqual({
      siret: SIRET_CLE,
      siren: "Le SIREN est invalide (clé de contrôle).",
      iban: "IBAN invalide.",
      bic: "BIC invalide : 8 ou 11 caractères.",
      email: "Adresse e-mail invalide.",
    });
    const r = await t.call("PUT", "/api/agence", "admin", {
      siret: "356 000 000 49837",
      siren: "356 000 000",
      iban: "fr76 3000 6000 0112 3456 7890 189",
      bic: "agrifrpp",
      email: "contact@agence.fr",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      siret: "35600000049837",
      siren: "356000000",
      iban: "FR7630006000011234567890189",
      bic: "AGRIFRPP",
    });
  });
});
