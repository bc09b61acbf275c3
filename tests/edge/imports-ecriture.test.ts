import { beforeAll, expect, it } from "vitest";
import { type Instance, signedInInstance } from "./instance";
import { PORTEFEUILLE, classeur } from "../support/imports";

// Issue 61, item 3 on the edge entry: the dry run, the import as one batch (its round trips do not grow with the
// rows), the same file again creating nothing, and the undo, inside workerd against a libSQL server.

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

const form = async (feuilles: typeof PORTEFEUILLE) => {
  const f = await classeur("portefeuille.xlsx", feuilles);
  const data = new FormData();
  data.append("fichier", new Blob([new Uint8Array(f.bytes)]), f.nom);
  data.append("dateReprise", "2026-12-31");
  return data;
};

/** The portfolio with `n` more owners, apartments, tenants and leases. */
function plus(n: number): typeof PORTEFEUILLE {
  const p = structuredClone(PORTEFEUILLE);
  for (let i = 0; i < n; i++) {
    p.Proprietaires!.push([`PX${i}`, "M.", `Nom${i}`, "Paul", `px${i}@exemple.fr`, null]);
    p.Appartements!.push([`AX${i}`, `PX${i}`, `${i} rue Neuve`, "75011", "Paris", 700, 40]);
    p.Locataires!.push([`LX${i}`, "Mme", `Loc${i}`, "Léa", `lx${i}@exemple.fr`, "0612345678"]);
    p.Baux!.push([`BX${i}`, `AX${i}`, `LX${i}`, "01/01/2026", 700, 40, 700]);
  }
  return p;
}

const trips = async (run: () => Promise<Response>, status: number) => {
  const before = await edge.roundTrips();
  const res = await run();
  expect(res.status, await res.clone().text()).toBe(status);
  return { res, trips: (await edge.roundTrips()) - before };
};

it("checks, imports, imports again and undoes in workerd; the write's round trips do not grow with the rows", async () => {
  const essai = await trips(
    async () => edge.call("POST", "/api/imports?essai=1", await form(PORTEFEUILLE)),
    200,
  );
  const v = (await essai.res.json()) as {
    feuilles: { Baux: { creer: number } };
    erreurs: unknown[];
  };
  expect(v.erreurs).toEqual([]);
  expect(v.feuilles.Baux.creer).toBe(2);
  const petit = await trips(
    async () => edge.call("POST", "/api/imports", await form(PORTEFEUILLE)),
    201,
  );
  const grand = await trips(
    async () => edge.call("POST", "/api/imports", await form(plus(40))),
    201,
  );
  console.log(
    `[edge] allers-retours libSQL : import de 2 baux ${petit.trips}, de 42 baux ${grand.trips}`,
  );
  expect(grand.trips).toBe(petit.trips);
  const rec = (await grand.res.json()) as { import: { id: number; crees: Record<string, number> } };
  expect(rec.import.crees).toMatchObject({ Baux: 40, Proprietaires: 40, Locataires: 40 });
  const encore = await trips(
    async () => edge.call("POST", "/api/imports", await form(plus(40))),
    201,
  );
  const r2 = (await encore.res.json()) as { import: { crees: Record<string, number> } };
  expect(r2.import.crees).toMatchObject({ Baux: 0, Proprietaires: 0, Appartements: 0 });
  const annule = await edge.call("DELETE", `/api/Import/${rec.import.id}`);
  expect(annule.status).toBe(200);
  expect(((await annule.json()) as { import: { statut: string } }).import.statut).toBe("annule");
});
