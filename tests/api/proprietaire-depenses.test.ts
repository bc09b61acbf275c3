import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectFieldError } from "../support/http";
import { create, insertAppartement, insertClient, valid } from "../support/factories";
import { ajouterProprietaire, confirmerQuotesParts } from "../support/quotes-parts";

// Issue 38, part 2: an expense the agency paid for an apartment, and a mission instalment settled on the owner's
// account, are debited on the owners' accounts in the write's own transaction; un-marking reverses.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, "user", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}
const compte = async (ClientId: number) => ok("GET", `/api/Client/${ClientId}/compte`);
const lignes = async (ClientId: number) =>
  (await compte(ClientId)).ecritures.map((e: any) => [e.type, e.debit, e.credit]);

describe("an expense paid by the agency for the owners", () => {
  it("marked paid, debits each owner by share; un-marked, is reversed", async () => {
    const a = await insertAppartement(t);
    const [x, y] = [await insertClient(t), await insertClient(t)];
    await ok("PUT", `/api/Appartement/${a.id}/owner/add/${x.id}`);
    await ajouterProprietaire(t, a.id, y.id);
    await ok(
      "PUT",
      `/api/Appartement/${a.id}/quotesParts`,
      {
        parts: [
          { ClientId: x.id, quotePart: 70 },
          { ClientId: y.id, quotePart: 30 },
        ],
      },
      202,
    );
    await confirmerQuotesParts(t, a.id);
    const d = await ok(
      "POST",
      "/api/Intendance",
      {
        nature: "depense",
        AppartementId: a.id,
        intitule: "Plombier",
        montant: "180,01",
        numFacture: "P-12",
        date: "2026-11-10",
        payeParAgence: true,
      },
      201,
    );
    // Not paid yet: nothing on the accounts.
    expect(await lignes(x.id)).toEqual([]);
    await ok("PUT", `/api/Intendance/${d.id}`, { ...d, regle: true });
    expect(await lignes(x.id)).toEqual([["depense", 126.01, 0]]);
    expect(await lignes(y.id)).toEqual([["depense", 54, 0]]);
    expect((await compte(x.id)).ecritures[0]).toMatchObject({
      date: "2026-11-10",
      libelle: "Dépense payée par l'agence : Plombier",
      AppartementId: a.id,
    });
    // Saved again unchanged: nothing new.
    await ok("PUT", `/api/Intendance/${d.id}`, { ...d, regle: true });
    expect(await lignes(y.id)).toHaveLength(1);
    await ok("PUT", `/api/Intendance/${d.id}`, { ...d, regle: false });
    expect(await lignes(y.id)).toEqual([
      ["depense", 54, 0],
      ["annulation", 0, 54],
    ]);
    expect((await compte(y.id)).solde).toBe(0);
  });

  it("an expense the owner paid himself (not by the agency) writes nothing", async () => {
    const a = await insertAppartement(t);
    const x = await insertClient(t);
    await ok("PUT", `/api/Appartement/${a.id}/owner/add/${x.id}`);
    await ok(
      "POST",
      "/api/Intendance",
      {
        nature: "depense",
        AppartementId: a.id,
        intitule: "Serrurier",
        montant: 90,
        numFacture: "S-1",
        regle: true,
      },
      201,
    );
    expect(await lignes(x.id)).toEqual([]);
  });
});

describe("a mission instalment settled on the owner's account", () => {
  it("debits the mission's first client when paid that way; un-paid, reversed; another mode writes nothing", async () => {
    const [x, y] = [await insertClient(t), await insertClient(t)];
    const m = await create(t, "Mission", valid.Mission());
    await ok("PUT", `/api/Mission/${m.id}/client/add/${y.id}`);
    await ok("PUT", `/api/Mission/${m.id}/client/add/${x.id}`);
    const premier = Math.min(x.id, y.id);
    const autre = Math.max(x.id, y.id);
    const ac = await create(t, "Accompte", {
      ...valid.Accompte(),
      MissionId: m.id,
      mode: "CompteProprietaire",
    });
    expect(await lignes(premier)).toEqual([]);
    const paye = await ok("PUT", `/api/Accompte/${ac.id}`, {
      regle: true,
      datePaiement: "2026-11-15",
    });
    expect(await lignes(premier)).toEqual([["acompte", paye.prix, 0]]);
    expect(await lignes(autre)).toEqual([]);
    expect((await compte(premier)).ecritures[0].date).toBe("2026-11-15");
    // Paid by transfer instead: the account's debit is reversed. The instalment is invoiced: a credit note first
    // (ADR 038: an invoiced instalment is otherwise immutable).
    const [facture] = (await ok("GET", `/api/Facture?AccompteId=${ac.id}`)).data;
    await ok("POST", `/api/Facture/${facture.id}/avoir`, { motif: "Mode de paiement" }, 201);
    await ok("PUT", `/api/Accompte/${ac.id}`, { mode: "Virement" });
    expect(await lignes(premier)).toEqual([
      ["acompte", paye.prix, 0],
      ["annulation", 0, paye.prix],
    ]);
    expect(
      expectFieldError(
        await t.call("PUT", `/api/Accompte/${ac.id}`, "user", { mode: "Espèces" }),
        "mode",
      ),
    ).toBeTruthy();
  });
});
