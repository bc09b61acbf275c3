import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { IBAN_AGENCE, BIC_AGENCE } from "../support/reversements";
import { autreAdmin } from "../support/second-admin";
import { ICS } from "../support/prelevements";
import { ibanHelpers } from "../support/iban-verification-fixtures";

// Issue 59, item 3: the agency's trust account, once changed, blocks every SEPA file until someone else confirms
// it.
let t: TestApp;
let second: Awaited<ReturnType<typeof autreAdmin>>;
beforeAll(async () => {
  t = await makeTestApp({ now: T0, confirme: true });
  second = await autreAdmin(t);
});
afterAll(() => t.close());
const { IBAN_1, IBAN_2, IBAN_3, T0, avancer, proprietaire, lot } = ibanHelpers(() => t);

describe("the agency's trust account", () => {
  it("blocks every SEPA file once changed, until another admin confirms it", async () => {
    await avancer(T0);
    const put = await t.call("PUT", "/api/agence", "admin", {
      iban: IBAN_AGENCE,
      bic: BIC_AGENCE,
      ics: ICS,
    });
    expect(put.body).toMatchObject({
      ibanStatut: "a_verifier",
      ibanModifiePar: "admin@agence.test",
      ibanModifieAt: T0,
    });
    expect((await t.call("GET", "/api/agence", "admin")).body.ibanStatut).toBe("a_verifier");
    const id = await proprietaire({ nom: "Jacob", iban: IBAN_1 });
    await second("POST", `/api/Client/${id}/iban/confirmer`);
    const b = await lot();
    // A validated batch's file (issue 59, "money leaves once"): none while the trust account waits.
    expect((await t.call("POST", `/api/Reversement/${b.rev.id}/valider`, "admin")).status).toBe(
      200,
    );
    const bloque =
      "Le compte séquestre de l'agence a été modifié par admin@agence.test le 21/11/2026 : il doit être confirmé par un autre administrateur ou comptable avant tout fichier SEPA.";
    const sepa = await t.call("GET", `/api/Reversement/${b.rev.id}/sepa`, "admin");
    expect(sepa.status).toBe(409);
    expect(sepa.body.error.message).toBe(bloque);

    // The author may not confirm it, nor a plain user.
    const soi = await t.call("POST", "/api/agence/iban/confirmer", "admin");
    expect(soi.status).toBe(403);
    expect(soi.body.error.message).toBe(
      "Vous avez modifié le compte séquestre : il doit être confirmé par un autre administrateur ou comptable.",
    );
    expect((await t.call("POST", "/api/agence/iban/confirmer", "user")).status).toBe(403);
    // The one read on the screen must be the one stored.
    expect((await second("POST", "/api/agence/iban/confirmer", { iban: IBAN_2 })).status).toBe(409);
    const ok = await second("POST", "/api/agence/iban/confirmer", { iban: IBAN_AGENCE });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      ibanStatut: "verifie",
      ibanModifiePar: "admin@agence.test",
      ibanModifieAt: T0,
    });
    const emis = await t.call("GET", `/api/Reversement/${b.rev.id}/sepa`, "admin");
    expect(emis.status).toBe(200);
    expect((await second("POST", "/api/agence/iban/confirmer")).status).toBe(409);

    // Other settings leave it verified; the same IBAN typed again too.
    const autre = await t.call("PUT", "/api/agence", "admin", {
      cciDelivrance: "Lyon",
      iban: "fr76 3000 6000 0112 3456 7890 189",
    });
    expect(autre.body.ibanStatut).toBe("verifie");
    // A changed BIC holds it again.
    expect((await t.call("PUT", "/api/agence", "admin", { bic: "BNPAFRPP" })).body.ibanStatut).toBe(
      "a_verifier",
    );
    // The file issued stays the one issued, byte for byte, with the account verified then.
    const encore = await t.call("GET", `/api/Reversement/${b.rev.id}/sepa`, "admin");
    expect(encore.status).toBe(200);
    expect(encore.body).toBe(emis.body);
    await second("POST", "/api/agence/iban/confirmer");
  });

  it("blocks the direct debits' file too", async () => {
    const { dossierPreleve } = await import("../support/prelevements");
    await dossierPreleve(t);
    const p = await t.call("POST", "/api/prelevements", "admin", { dateEcheance: "2026-12-10" });
    expect(p.status, JSON.stringify(p.body)).toBe(201);
    await second("PUT", "/api/agence", { iban: IBAN_3 });
    const v = await t.call("POST", `/api/Prelevement/${p.body.prelevement.id}/valider`, "admin");
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    const r = await t.call("GET", `/api/Prelevement/${p.body.prelevement.id}/sepa`, "admin");
    expect(r.status).toBe(409);
    expect(r.body.error.message).toMatch(
      /^Le compte séquestre de l'agence a été modifié par second@agence\.test le 21\/11\/2026/,
    );
    expect((await t.call("POST", "/api/agence/iban/confirmer", "admin")).status).toBe(200);
    expect(
      (await t.call("GET", `/api/Prelevement/${p.body.prelevement.id}/sepa`, "admin")).status,
    ).toBe(200);
  });
});
