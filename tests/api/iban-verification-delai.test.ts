import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Outbox } from "../../worker/db/schema";
import { eq } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../support/test-app";
import { autreAdmin } from "../support/second-admin";
import { ibanHelpers } from "../support/iban-verification-fixtures";

// Issue 59, item 3, the "delai" mode: an owner's new or changed IBAN is « à vérifier » until 72 hours after an e-mail
// to the owner at the address known before the change.
let t: TestApp;
let second: Awaited<ReturnType<typeof autreAdmin>>;
beforeAll(async () => {
  t = await makeTestApp({ now: T0, confirme: true });
  second = await autreAdmin(t);
});
afterAll(() => t.close());
const { IBAN_1, IBAN_2, IBAN_3, T0, heures, avancer, proprietaire, lot, client, ibans } =
  ibanHelpers(() => t);

describe("the 'delai' mode", () => {
  beforeAll(async () => {
    const r = await t.call("PUT", "/api/agence", "admin", { verificationIban: "delai" });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.verificationIban).toBe("delai");
  });
  afterAll(async () => {
    await avancer(T0);
    await t.call("PUT", "/api/agence", "admin", { verificationIban: "deuxieme_personne" });
  });

  it("e-mails the owner at the address known before the change; 71 h later still out, 73 h later paid", async () => {
    expect((await t.call("GET", "/api/agence", "admin")).body.verificationIban).toBe("delai");
    const id = await proprietaire({
      nom: "Girard",
      iban: IBAN_1,
      mailPerso: "ancien@proprio.test",
      mailDefaut: "mailPerso",
    });
    await second("POST", `/api/Client/${id}/iban/confirmer`);
    t.sent.length = 0;
    // The fraud: the address and the IBAN changed in one go.
    const put = await t.call("PUT", `/api/Client/${id}`, "user", {
      iban: IBAN_2,
      mailPerso: "escroc@pirate.test",
    });
    expect(put.body.ibanStatut).toBe("a_verifier");
    const mail = t.sent.find((m) => m.subject === "Votre IBAN a été modifié");
    expect(mail?.to).toBe("ancien@proprio.test");
    expect(mail?.text).toContain("se termine par 3000");
    expect(mail?.text).toContain("le 21/11/2026 à 11 h 00");
    expect(mail?.text).toContain("à partir du 24/11/2026 à 11 h 00");
    expect(mail?.text).toContain("Si vous ne l'avez pas demandé, contactez-nous sans attendre");
    expect(t.sent.some((m) => m.to === "escroc@pirate.test")).toBe(false);
    const [pending] = await ibans(id);
    expect(pending).toMatchObject({
      statut: "a_verifier",
      informeA: "ancien@proprio.test",
      verifieApres: heures(72),
    });
    const [row] = await t.db.select().from(Outbox).where(eq(Outbox.to, "ancien@proprio.test"));
    expect(row?.status).toBe("sent");

    await avancer(heures(71));
    const avant = await lot();
    expect(avant.motif(id)).toBe("IBAN modifié le 21/11/2026, en attente de vérification");
    await avant.drop();
    expect((await client(id)).ibanStatut).toBe("a_verifier");

    await avancer(heures(73));
    const apres = await lot();
    expect(apres.rev.lignes.find((l: any) => l.ClientId === id)?.iban).toBe(IBAN_2);
    await apres.drop();
    expect((await client(id)).ibanStatut).toBe("verifie");
    expect((await ibans(id))[0].statut).toBe("verifie");
  });

  it("without an address known before, only a second person confirms it", async () => {
    await avancer(T0);
    const id = await proprietaire({ nom: "Hamon", iban: IBAN_1 });
    const [pending] = await ibans(id);
    expect(pending).toMatchObject({ statut: "a_verifier", informeA: null, verifieApres: null });
    await avancer(heures(100));
    const b = await lot();
    expect(b.paye(id)).toBe(false);
    await b.drop();
    expect((await t.call("POST", `/api/Client/${id}/iban/confirmer`, "admin")).status).toBe(200);
  });

  it("lets a second person confirm before the delay", async () => {
    await avancer(T0);
    const id = await proprietaire({
      nom: "Imbert",
      iban: IBAN_1,
      mailPro: "pro@proprio.test",
      mailDefaut: "mailPro",
    });
    await second("POST", `/api/Client/${id}/iban/confirmer`);
    await t.call("PUT", `/api/Client/${id}`, "user", { iban: IBAN_3 });
    expect((await t.call("POST", `/api/Client/${id}/iban/confirmer`, "admin")).status).toBe(200);
    const b = await lot();
    expect(b.paye(id)).toBe(true);
    await b.drop();
  });

  it("an address changed days before the IBAN is no address known before: a second person only (ADR 175)", async () => {
    // The lone fraudster: the owner's e-mail first, the IBAN a week later, the notice to their own address.
    const jour = "2026-12-01T10:00:00.000Z";
    await avancer(jour);
    const id = await proprietaire({ nom: "Jacob", iban: IBAN_1, mailPerso: "vrai@proprio.test" });
    await second("POST", `/api/Client/${id}/iban/confirmer`);
    await t.call("PUT", `/api/Client/${id}`, "user", { mailPerso: "escroc@pirate.test" });
    await avancer(new Date(Date.parse(jour) + 7 * 86400_000).toISOString());
    await t.call("PUT", `/api/Client/${id}`, "user", { iban: IBAN_3 });
    const [pending] = await ibans(id);
    expect(pending).toMatchObject({ statut: "a_verifier", verifieApres: null });
    await avancer(new Date(Date.parse(jour) + 14 * 86400_000).toISOString());
    expect((await client(id)).ibanStatut).toBe("a_verifier");
    const soi = await t.call("POST", `/api/Client/${id}/iban/confirmer`, "user");
    expect(soi.status).toBe(403);
  });

  it("refuses an unknown mode (400)", async () => {
    const r = await t.call("PUT", "/api/agence", "admin", { verificationIban: "jamais" });
    expect(r.status).toBe(400);
    expect(r.body.error.fields.verificationIban).toBe("Valeur non autorisée.");
  });
});
