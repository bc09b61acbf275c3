// The FEC on the edge entry (ADR 035): the same file as on Node, streamed month by month from libSQL over HTTP; one
// round trip for the settings, the names and the opening balances, then one per month of the exercice.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { equilibres, lireFec, soldeFec } from "../support/fec";
import { freshInstance } from "./instance";

let edge: Awaited<ReturnType<typeof freshInstance>>;
beforeAll(async () => {
  edge = await freshInstance();
  await edge.login();
  // The money moves these tests make need a fresh confirmation (issue 59): the admin's session confirms first.
  await edge.confirm();
});
// Five minutes each: every test confirms again (tests/edge/confirmation.test.ts tests the confirmation itself).
beforeEach(() => edge.confirm());

async function json(res: Response, status = 200) {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as any;
}

describe("the FEC on the edge", () => {
  it("answers 409 without a SIREN, then the year's file in 13 round trips (1 + one per month), 467 = the owner's balance", async () => {
    const b0 = await edge.roundTrips();
    const refus = await edge.call("GET", "/api/comptabilite/fec?exercice=2026");
    expect(refus.status).toBe(409);
    const refusTrips = (await edge.roundTrips()) - b0;
    await json(await edge.call("PUT", "/api/agence", { siren: "987654324" }));

    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const c = await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
    await json(await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`));
    const m = await json(
      await edge.call("POST", "/api/Mission", { ...valid.Mission(), honorairesGestion: 8 }),
      201,
    );
    await json(await edge.call("PUT", `/api/Mission/${m.id}/appartement/add/${a.id}`));
    await json(await edge.call("PUT", `/api/Mission/${m.id}/client/add/${c.id}`));
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
    for (const mois of ["01", "02", "03"]) {
      const q = await json(
        await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: `2026-${mois}-05` }),
        201,
      );
      await json(
        await edge.call("POST", `/api/Dossier/${d.id}/paiements`, {
          montant: "970,50",
          date: `2026-${mois}-06`,
          mode: "Virement",
          QuitanceId: q.id,
        }),
        201,
      );
    }

    const mesure = async () => {
      const before = await edge.roundTrips();
      const res = await edge.call("GET", "/api/comptabilite/fec?exercice=2026");
      expect(res.status).toBe(200);
      const text = await res.text();
      return { res, text, trips: (await edge.roundTrips()) - before };
    };
    const { res, text, trips } = await mesure();
    expect(res.headers.get("content-disposition")).toContain("987654324FEC20261231.txt");
    const { lignes } = lireFec(text);
    const { ecarts, numeros } = equilibres(lignes);
    expect(ecarts.every((e) => e === 0)).toBe(true);
    expect(numeros).toEqual(numeros.map((_, i) => i + 1));
    const compte = await json(await edge.call("GET", `/api/Client/${c.id}/compte?au=2026-12-31`));
    expect(-soldeFec(lignes, "467000", `P${String(c.id).padStart(6, "0")}`)).toBe(
      Math.round(compte.solde * 100),
    );
    console.log(
      `[edge] allers-retours libSQL : FEC refusé sans SIREN ${refusTrips}, FEC d'un exercice ${trips}`,
    );
    expect(refusTrips).toBeLessThanOrEqual(2);
    // The download journaled (issue 59) in the same round trip as January's read: still 13.
    expect(trips).toBe(13);
    const journal = await json(await edge.call("GET", "/api/telechargements"));
    expect(journal.data).toEqual([
      expect.objectContaining({ quoi: "fec", reference: "2026", sessionId: expect.any(String) }),
    ]);
  });
});
