import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Bail, lectures, vu } from "./garanties/bascule";
import { duAssureur, indemnise, ok, enregistrerIndemnite } from "./garanties/support";
import { dossierPreleve } from "../support/prelevements";
import { makeTestApp, type TestApp } from "../support/test-app";

// ADR 165: « Statut remis à impayé » (GET /Quitance/switchState/false/{id}) is one read and one write batch. It
// writes what its transaction wrote (still run when a line slipped in between): two identical leases, one undone by
// the route, the other by the transaction, end with the same entries, owners' accounts, insurer's claim, journal and
// answer. A second click writes nothing; parallel clicks reverse each payment once. The clock says 2026-11-21.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ confirme: true })));
afterAll(() => t.close());

const { journal, lignes, proprietaire, etat, pareil: bascule } = lectures(() => t);

/**
 * A lease with owners whose November term the tenant paid in part twice (300 € by cheque, 400 € by transfer) and
 * Visale settled the rest: what « Statut remis à impayé » has to sort out.
 */
async function bail() {
  const a = await dossierPreleve(t, ["2026-11-01"]);
  const q = a.termes[0] as number;
  for (const [montant, mode] of [
    [300, "Chèque"],
    [400, "Virement"],
  ] as const)
    await ok(
      t,
      "POST",
      `/api/Dossier/${a.d}/paiements`,
      { date: "2026-11-10", montant, mode, QuitanceId: q },
      201,
    );
  await enregistrerIndemnite(t, a.d, {
    date: "2026-11-15",
    montant: 270.5,
    organisme: "Visale",
    periodes: ["2026-11"],
  });
  expect((await ok(t, "GET", `/api/Quitance/${q}`)).resteDu).toBe(0);
  return { d: a.d, q, client: a.s.client.id as number };
}

/** A lease whose November term Visale paid, then 1 000 € by cheque: 970,50 € the insurer's, 29,50 € on October. */
async function recupere() {
  const a = await indemnise(t, ["2026-11-01", "2026-10-01"]);
  const r = await ok(
    t,
    "POST",
    `/api/Dossier/${a.d}/paiements`,
    { date: "2026-11-20", montant: 1000, mode: "Chèque" },
    201,
  );
  expect(r.assureur).toEqual({ montant: 970.5 });
  return { d: a.d, q: a.termes[1] as number, client: a.s.client.id as number };
}

/** `lot` undone by the route, `tx` by the transaction: alike (bascule.ts). The route's answer. */
const pareil = (lot: Bail, tx: Bail) => bascule(lot, tx, false);

describe("« Statut remis à impayé » in one batch", () => {
  it("writes what the transaction writes: entries, owners, insurer's claim, journal and answer alike", async () => {
    const [lot, tx] = [await bail(), await bail()];
    const p0 = await proprietaire(lot.client);
    const parLot = await pareil(lot, tx);
    // What the user sees: the tenant's two payments reversed, the insurer's 270,50 € still on the term.
    expect(parLot).toMatchObject({ statusInconu: false, montantRegle: 270.5, resteDu: 700 });
    expect(
      (await lignes(lot.d)).filter((l) => l.type === "annulation").map((l) => l.debit),
    ).toEqual([300, 400]);
    expect(await duAssureur(t, lot.d)).toBe(270.5);
    // The owners' credit of the tenant's payments taken back.
    expect((await proprietaire(lot.client)).length).toBeGreaterThan(p0.length);
  });

  it("a payment by hand partly the insurer's (ADR 157): its recovery reversed with it, as the transaction does", async () => {
    const [lot, tx] = [await recupere(), await recupere()];
    expect(await pareil(lot, tx)).toMatchObject({ montantRegle: 0, resteDu: 970.5 });
    expect(await duAssureur(t, lot.d)).toBe(970.5);
  });

  it("a second click: only the insurer's money left, 409 in French, nothing written", async () => {
    const b = await bail();
    await ok(t, "GET", `/api/Quitance/switchState/false/${b.q}`);
    const avant = [await etat(b), await journal("Ecriture"), await journal("Quitance")];
    const r = await t.call("GET", `/api/Quitance/switchState/false/${b.q}`, "admin");
    expect(r.status).toBe(409);
    expect(r.body.error.message).toMatch(/assureur/);
    expect([await etat(b), await journal("Ecriture"), await journal("Quitance")]).toEqual(avant);
  });

  it("a second click on a term no insurer paid answers it unpaid and writes nothing", async () => {
    const a = await dossierPreleve(t, ["2026-11-01"]);
    const q = a.termes[0] as number;
    await ok(
      t,
      "POST",
      `/api/Dossier/${a.d}/paiements`,
      { date: "2026-11-10", montant: 970.5, mode: "Chèque", QuitanceId: q },
      201,
    );
    const premier = await ok(t, "GET", `/api/Quitance/switchState/false/${q}`);
    const avant = [await lignes(a.d), await journal("Ecriture"), await journal("Quitance")];
    const second = await ok(t, "GET", `/api/Quitance/switchState/false/${q}`);
    expect(vu(second)).toEqual(vu(premier));
    expect(second).toMatchObject({ resteDu: 970.5, montantRegle: 0, regle: false });
    expect([await lignes(a.d), await journal("Ecriture"), await journal("Quitance")]).toEqual(
      avant,
    );
  });

  it("four clicks at once: each of the tenant's payments reversed once, every answer the same", async () => {
    const b = await bail();
    const reponses = await Promise.all(
      [1, 2, 3, 4].map(() => t.call("GET", `/api/Quitance/switchState/false/${b.q}`, "admin")),
    );
    // The first to commit reverses; the others find only the insurer's money left on the term: 409.
    expect(reponses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await lignes(b.d)).filter((l) => l.type === "annulation").map((l) => l.debit)).toEqual([
      300, 400,
    ]);
    expect((await ok(t, "GET", `/api/Quitance/${b.q}`)).resteDu).toBe(700);
    expect(await duAssureur(t, b.d)).toBe(270.5);
  });

  it("an unknown term is a 404", async () => {
    expect((await t.call("GET", "/api/Quitance/switchState/false/999999", "admin")).status).toBe(
      404,
    );
  });
});
