import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { valid } from "../support/factories";
import { autreAdmin } from "../support/second-admin";
import { ibanHelpers } from "../support/iban-verification-fixtures";

// Issue 59, item 3: no IBAN changed behind anyone's back. An owner's new or changed IBAN is « à vérifier », left out
// of every payout batch until an admin other than its author confirms it; every IBAN is kept with who set it and
// when.
let t: TestApp;
let second: Awaited<ReturnType<typeof autreAdmin>>;
beforeAll(async () => {
  t = await makeTestApp({ now: T0, confirme: true });
  second = await autreAdmin(t);
});
afterAll(() => t.close());
const { IBAN_1, IBAN_2, IBAN_3, T0, heures, avancer, proprietaire, lot, client, ibans } =
  ibanHelpers(() => t);

describe("an owner's new or changed IBAN", () => {
  it("is held « à vérifier », out of the payout batch, until another admin confirms it", async () => {
    const id = await proprietaire({ nom: "Aubert", iban: IBAN_1 });
    expect((await client(id)).ibanStatut).toBe("a_verifier");
    const b = await lot();
    expect(b.paye(id)).toBe(false);
    expect(b.motif(id)).toBe("IBAN modifié le 21/11/2026, en attente de vérification");
    await b.drop();

    // A plain user may not confirm; the admin (not the author, user@) may.
    expect((await t.call("POST", `/api/Client/${id}/iban/confirmer`, "user")).status).toBe(403);
    expect((await t.call("POST", `/api/Client/${id}/iban/confirmer`, "user_delete")).status).toBe(
      403,
    );
    const ok = await t.call("POST", `/api/Client/${id}/iban/confirmer`, "admin", { iban: IBAN_1 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({
      statut: "verifie",
      confirmePar: "admin@agence.test",
      confirmeAt: T0,
      auteur: "user@agence.test",
      iban: "FR76 3000 6000 0112 3456 7890 189",
    });
    expect((await client(id)).ibanStatut).toBe("verifie");
    const apres = await lot();
    expect(apres.paye(id)).toBe(true);
    await apres.drop();
    // Nothing pending any more: 409.
    const encore = await t.call("POST", `/api/Client/${id}/iban/confirmer`, "admin");
    expect(encore.status).toBe(409);
    expect(encore.body.error.message).toBe(
      "Aucun IBAN n'est en attente de vérification pour ce propriétaire.",
    );
  });

  it("is never confirmed by its own author (403 in French), and a changed IBAN replaces the old one", async () => {
    const id = await proprietaire({ nom: "Bernard", iban: IBAN_1 });
    await second("POST", `/api/Client/${id}/iban/confirmer`);
    await avancer(heures(1));
    const put = await t.call("PUT", `/api/Client/${id}`, "admin", { iban: IBAN_2 });
    expect(put.status).toBe(200);
    expect(put.body.ibanStatut).toBe("a_verifier");
    const soi = await t.call("POST", `/api/Client/${id}/iban/confirmer`, "admin");
    expect(soi.status).toBe(403);
    expect(soi.body.error.message).toBe(
      "Vous avez saisi cet IBAN : il doit être confirmé par un autre administrateur ou comptable.",
    );
    const b = await lot();
    expect(b.motif(id)).toBe("IBAN modifié le 21/11/2026, en attente de vérification");
    await b.drop();

    const ok = await second("POST", `/api/Client/${id}/iban/confirmer`, { iban: IBAN_2 });
    expect(ok.status).toBe(200);
    expect(ok.body.confirmePar).toBe("second@agence.test");
    const paye = await lot();
    expect(paye.rev.lignes.find((l: any) => l.ClientId === id)?.iban).toBe(IBAN_2);
    await paye.drop();

    // The history, newest first: who set each IBAN and when, who confirmed it.
    expect(await ibans(id)).toEqual([
      expect.objectContaining({
        iban: "DE89 3704 0044 0532 0130 00",
        statut: "verifie",
        auteur: "admin@agence.test",
        createdAt: heures(1),
        confirmePar: "second@agence.test",
      }),
      expect.objectContaining({
        iban: "FR76 3000 6000 0112 3456 7890 189",
        statut: "remplace",
        auteur: "user@agence.test",
        createdAt: T0,
        confirmePar: "second@agence.test",
      }),
    ]);
    await avancer(T0);
  });

  it("keeps the same IBAN typed again as it was, and ignores an ibanStatut sent by the client", async () => {
    const id = await proprietaire({ nom: "Carpentier", iban: IBAN_1 });
    await second("POST", `/api/Client/${id}/iban/confirmer`);
    const meme = await t.call("PUT", `/api/Client/${id}`, "user", {
      iban: "fr76 3000 6000 0112 3456 7890 189",
      ville: "Lyon",
    });
    expect(meme.body.ibanStatut).toBe("verifie");
    expect(await ibans(id)).toHaveLength(1);
    const triche = await t.call("PUT", `/api/Client/${id}`, "user", {
      iban: IBAN_2,
      ibanStatut: "verifie",
    });
    expect(triche.body.ibanStatut).toBe("a_verifier");
    const cree = await t.call("POST", "/api/Client", "user", {
      ...valid.Client(),
      iban: IBAN_3,
      ibanStatut: "verifie",
    });
    expect(cree.body.ibanStatut).toBe("a_verifier");
  });

  it("refuses to confirm an IBAN changed meanwhile: the one read on the screen is no longer the owner's", async () => {
    const id = await proprietaire({ nom: "Dumas", iban: IBAN_1 });
    // A second change comes in while the confirmer reads the first one.
    await t.call("PUT", `/api/Client/${id}`, "user_delete", { iban: IBAN_2 });
    const r = await second("POST", `/api/Client/${id}/iban/confirmer`, { iban: IBAN_1 });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(
      "L'IBAN de ce propriétaire a changé entre-temps : relisez la fiche avant de le confirmer.",
    );
    expect((await client(id)).ibanStatut).toBe("a_verifier");
    expect((await ibans(id)).map((l: any) => l.statut)).toEqual(["a_verifier", "remplace"]);
  });

  it("never leaves a parallel change verified: whoever comes second, the owner's current IBAN waits", async () => {
    for (let i = 0; i < 5; i++) {
      const id = await proprietaire({ nom: `Parallele-${i}`, iban: IBAN_1 });
      const [change, confirme] = await Promise.all([
        t.call("PUT", `/api/Client/${id}`, "user_delete", { iban: IBAN_2 }),
        second("POST", `/api/Client/${id}/iban/confirmer`, { iban: IBAN_1 }),
      ]);
      expect(change.status).toBe(200);
      expect([200, 409]).toContain(confirme.status);
      const lu = await client(id);
      expect(lu.iban).toBe(IBAN_2);
      expect(lu.ibanStatut).toBe("a_verifier");
      const [courant] = await ibans(id);
      expect(courant).toMatchObject({ statut: "a_verifier", auteur: "user_delete@agence.test" });
    }
  });

  it("leaves a removed IBAN in the history, with nothing to verify", async () => {
    const id = await proprietaire({ nom: "Evrard", iban: IBAN_1 });
    const r = await t.call("PUT", `/api/Client/${id}`, "user", { iban: null });
    expect(r.body.ibanStatut).toBe("verifie");
    expect((await ibans(id)).map((l: any) => l.statut)).toEqual(["remplace"]);
    expect((await t.call("POST", `/api/Client/${id}/iban/confirmer`, "admin")).status).toBe(409);
    const b = await lot();
    expect(b.motif(id)).toBe("Pas d'IBAN sur la fiche du propriétaire.");
    await b.drop();
  });

  it("answers 404 for an unknown owner", async () => {
    expect((await t.call("GET", "/api/Client/999999/ibans", "user")).status).toBe(404);
    expect((await t.call("POST", "/api/Client/999999/iban/confirmer", "admin")).status).toBe(404);
  });

  it("leaves out at validation an owner whose IBAN changed after the preparation, and pays the others", async () => {
    const id = await proprietaire({ nom: "Fabre", iban: IBAN_1 });
    await second("POST", `/api/Client/${id}/iban/confirmer`);
    const autre = await proprietaire({ nom: "Gaillard", iban: IBAN_3 });
    await second("POST", `/api/Client/${autre}/iban/confirmer`);
    const b = await lot();
    expect(b.paye(id)).toBe(true);
    expect(b.paye(autre)).toBe(true);
    await t.call("PUT", `/api/Client/${id}`, "user", { iban: IBAN_2 });
    // Even once the new IBAN is confirmed, the draft still pays the old one: its line leaves the batch.
    await second("POST", `/api/Client/${id}/iban/confirmer`);
    const v = await t.call("POST", `/api/Reversement/${b.rev.id}/valider`, "admin");
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect(v.body.ecartes.find((e: any) => e.ClientId === id)?.motif).toBe(
      "L'IBAN de ce propriétaire a été modifié depuis la préparation du lot : il sera payé au prochain lot, une fois son nouvel IBAN vérifié.",
    );
    expect(v.body.reversement.lignes.some((l: any) => l.ClientId === id)).toBe(false);
    expect(v.body.reversement.lignes.some((l: any) => l.ClientId === autre)).toBe(true);
  });
});
