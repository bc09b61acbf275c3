import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError } from "../support/http";
import { seedDossier } from "../support/quitances";

// Issue 42, item 6: lists that work in bulk. POST /api/Quitance/encaisser pays each receipt's remaining amount as
// "Encaisser" does, skips the paid, unknown and archived ones with a French reason, never pays twice even under
// parallel requests; the reminders and the zip of a selection; 400 in French beyond 500 ids.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-21T08:00:00Z" });
});
afterAll(() => t.close());

let n = 0;
async function ok(method: string, path: string, body?: unknown, status = 200, who = "user") {
  const r = await t.call(method, path, who as "user", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}
/** A dossier and its November term (970,50 € with charges), unpaid. */
async function terme() {
  const s = await seedDossier(t, { auto: false, locataire: { mail: `lot${++n}@exemple.fr` } });
  const q = await ok("POST", `/api/Quitance/generate/${s.dossier.id}`, { date: "2026-11-01" }, 201);
  await ok("GET", `/api/Quitance/switchState/false/${q.id}`);
  return { dossier: s.dossier.id as number, id: q.id as number };
}
const solde = async (dossier: number) => (await ok("GET", `/api/Dossier/${dossier}/compte`)).solde;
const paiements = async (dossier: number) =>
  (await ok("GET", `/api/Dossier/${dossier}/compte`)).ecritures.filter(
    (e: { type: string }) => e.type === "paiement",
  );

describe("POST /api/Quitance/encaisser", () => {
  it("pays three receipts in full, skips the paid one and an unknown id, with French reasons", async () => {
    const [a, b, c, payee] = [await terme(), await terme(), await terme(), await terme()];
    await ok(
      "POST",
      `/api/Dossier/${a.dossier}/paiements`,
      {
        montant: 400,
        date: "2026-11-05",
        mode: "Virement",
        QuitanceId: a.id,
      },
      201,
    );
    await ok("GET", `/api/Quitance/switchState/true/${payee.id}`);
    expect(await solde(a.dossier)).toBeGreaterThan(0);

    const r = await ok("POST", "/api/Quitance/encaisser", {
      ids: [a.id, b.id, c.id, payee.id, 999999],
      mode: "Virement",
    });
    expect(r).toEqual({
      resultats: [
        { id: a.id, statut: "encaissee", message: "encaissée" },
        { id: b.id, statut: "encaissee", message: "encaissée" },
        { id: c.id, statut: "encaissee", message: "encaissée" },
        { id: payee.id, statut: "ignoree", message: "déjà payée" },
        { id: 999999, statut: "ignoree", message: "introuvable" },
      ],
      encaissees: 3,
      ignorees: 2,
    });
    for (const x of [a, b, c]) {
      expect(await solde(x.dossier)).toBe(0);
      expect((await ok("GET", `/api/Quitance/${x.id}`)).regle).toBe(true);
    }
    // The remaining 570,50 € of the partly paid one, in the mode asked, by the caller.
    expect((await paiements(a.dossier)).at(-1)).toMatchObject({ credit: 570.5 });
    expect((await paiements(payee.dossier)).length).toBe(1);

    // Again: nothing is paid twice.
    const again = await ok("POST", "/api/Quitance/encaisser", { ids: [a.id, b.id] });
    expect(again).toMatchObject({ encaissees: 0, ignorees: 2 });
    expect((await paiements(b.dossier)).length).toBe(1);
  });

  it("parallel requests on the same receipts pay each of them once", async () => {
    const xs = [await terme(), await terme(), await terme()];
    const ids = xs.map((x) => x.id);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => ok("POST", "/api/Quitance/encaisser", { ids })),
    );
    expect(answers.reduce((s, r) => s + r.encaissees, 0)).toBe(3);
    for (const r of answers)
      for (const line of r.resultats) expect(["encaissee", "ignoree"]).toContain(line.statut);
    for (const x of xs) {
      expect(await paiements(x.dossier)).toHaveLength(1);
      expect(await solde(x.dossier)).toBe(0);
    }
  });

  it("a receipt of an archived dossier is left out, two of one dossier are both paid", async () => {
    const s = await seedDossier(t, {
      auto: false,
      dossier: {
        dateCreationBail: "2022-06-15",
        dateEntree: "2022-07-01",
        dateDebutBail: "2022-07-01",
        dateFinBail: "2023-06-30",
      },
    });
    const old = await ok(
      "POST",
      `/api/Quitance/generate/${s.dossier.id}`,
      { date: "2023-05-01" },
      201,
    );
    await ok("POST", `/api/Dossier/${s.dossier.id}/archiver`, undefined, 200, "admin");
    const x = await terme();
    const oct = await ok(
      "POST",
      `/api/Quitance/generate/${x.dossier}`,
      { date: "2026-10-01" },
      201,
    );
    const r = await ok("POST", "/api/Quitance/encaisser", { ids: [old.id, oct.id, x.id] });
    expect(
      r.resultats.map((l: { statut: string; message: string }) => [l.statut, l.message]),
    ).toEqual([
      ["ignoree", "dossier archivé"],
      ["encaissee", "encaissée"],
      ["encaissee", "encaissée"],
    ]);
    expect(await solde(x.dossier)).toBe(0);
  });

  it("refuses an empty list, a bad id and more than 500 ids with French messages (400), and anonymous calls", async () => {
    const empty = await t.call("POST", "/api/Quitance/encaisser", "user", { ids: [] });
    expectError(empty, 400);
    expect(empty.body.error.fields.ids).toBe("Sélectionnez au moins une ligne.");
    const many = await t.call("POST", "/api/Quitance/encaisser", "user", {
      ids: Array.from({ length: 501 }, (_, i) => i + 1),
    });
    expectError(many, 400);
    expect(many.body.error.fields.ids).toBe(
      "Au plus 500 lignes par demande : sélectionnez-en moins.",
    );
    expectError(await t.call("POST", "/api/Quitance/encaisser", "user", { ids: ["x"] }), 400);
    expectError(
      await t.call("POST", "/api/Quitance/encaisser", "user", { ids: [1], mode: "Troc" }),
      400,
    );
    expectError(await t.call("POST", "/api/Quitance/encaisser", null, { ids: [1] }), 401);
  });
});

describe("reminders and documents of a selection", () => {
  it("POST /api/Quitance/relancer reminds the unpaid ones and leaves the paid one out", async () => {
    const [a, payee] = [await terme(), await terme()];
    await ok("GET", `/api/Quitance/switchState/true/${payee.id}`);
    const r = await ok("POST", "/api/Quitance/relancer", { ids: [a.id, payee.id] });
    expect(r).toMatchObject({
      relancees: 1,
      ignorees: 1,
      resultats: [
        { id: a.id, statut: "relancee" },
        { id: payee.id, statut: "ignoree", message: "déjà payée" },
      ],
    });
    expect((await ok("GET", `/api/Quitance/${a.id}`)).nbRelances).toBe(1);
  });

  it("POST /api/Dossier/relancer reminds each dossier's unpaid terms, a dossier with none is left out", async () => {
    const [a, paid] = [await terme(), await terme()];
    await ok("GET", `/api/Quitance/switchState/true/${paid.id}`);
    const r = await ok("POST", "/api/Dossier/relancer", { ids: [a.dossier, paid.dossier, 999999] });
    expect(r).toEqual({
      relancees: 1,
      ignorees: 2,
      resultats: [
        { id: a.dossier, statut: "relancee", message: "1 échéance relancée" },
        { id: paid.dossier, statut: "ignoree", message: "rien à relancer" },
        { id: 999999, statut: "ignoree", message: "introuvable" },
      ],
    });
  });

  it("POST /api/Quitance/zip answers the selected receipts' PDFs in one zip", async () => {
    const [a, b] = [await terme(), await terme()];
    const res = await t.app.request("/api/Quitance/zip", {
      method: "POST",
      headers: { Authorization: `Token ${t.tokens.user}`, "Content-Type": "application/json" },
      body: JSON.stringify({ ids: [a.id, b.id, 999999] }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files);
    expect(names).toHaveLength(2);
    for (const name of names) {
      expect(name).toMatch(/^2026-11_.+\.pdf$/);
      expect(new TextDecoder().decode(files[name]!.slice(0, 5))).toBe("%PDF-");
    }
    const none = await t.call("POST", "/api/Quitance/zip", "user", { ids: [999999] });
    expectError(none, 404);
    expect(none.body.error.message).toBe("Aucune des quittances sélectionnées n'existe.");
  });
});
