// The deposit's return on the edge entry (loi n° 89-462 art. 22): its read, its settlement and its letter in workerd,
// with their libSQL round trips counted (each one a network request in production).
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

describe("the deposit's return on the edge", () => {
  it("a deposit called by tenant/add and never received: what the lease provides, when it was called, 0 € held", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const r = await edge.call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, {
      ...valid.Dossier(a.id, l.id),
      dateEntree: "2026-11-01",
      dateDebutBail: "2026-11-01",
      dateCreationBail: "2026-10-20",
      depotGarantie: 780,
    });
    const d = (await json(r)).dossier;
    expect(
      await json(await edge.call("GET", `/api/Dossier/${d.id}/restitutionDepot`)),
    ).toMatchObject({
      depot: 0,
      depotPrevu: 780,
      depotAppele: { date: "2026-11-01", montant: 780 },
    });
  });

  it("read, settled, refused, printed, and listed by the dashboard: results and round trips", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
    const path = `/api/Dossier/${d.id}/restitutionDepot`;
    // Closed until the keys are back. POST /Dossier calls no deposit on the account: held as the lease says.
    expect(await json(await edge.call("GET", path))).toMatchObject({
      ouverte: false,
      depot: 850,
      depotPrevu: 850,
      depotAppele: null,
    });
    expect((await edge.call("PUT", path, { deductions: [] })).status).toBe(409);
    await json(
      await edge.call("PUT", `/api/Dossier/${d.id}`, { dateRestitutionCles: "2026-01-10" }),
    );

    const read = await counted(edge, () => edge.call("GET", path));
    expect(await json(read.res)).toMatchObject({
      ouverte: true,
      moisConstat: 2,
      dateLimite: "2026-03-10",
    });
    const put = await counted(edge, () =>
      edge.call("PUT", path, {
        deductions: [
          { motif: "Peinture", montant: "150,75" },
          { motif: "Nettoyage", montant: 49.9 },
        ],
        retenue: 170,
      }),
    );
    // The keys' day is long past on the instance's real clock: the late penalty (85 € a month started) is added.
    const saved = await json(put.res);
    expect(saved).toMatchObject({ totalDeductions: 200.65, echeance: "en retard" });
    expect(saved.penalite).toBeCloseTo(85 * saved.moisRetard, 2);
    expect(saved.aRestituer).toBeCloseTo(479.35 + saved.penalite, 2);
    const refused = await edge.call("PUT", path, { deductions: [], retenue: 170.01 });
    expect(refused.status).toBe(400);
    expect((await refused.json()) as any).toMatchObject({
      error: { fields: { retenue: expect.any(String) } },
    });
    // Nothing of the refused write is kept.
    expect(await json(await edge.call("GET", path))).toMatchObject({
      retenue: 170,
      totalDeductions: 200.65,
    });

    const letter = await counted(edge, () => edge.call("GET", `${path}/generate`));
    expect((await json(letter.res)).generated).toMatch(/^\/files\/documents\/.+\.pdf$/);
    const dash = await counted(edge, () => edge.call("GET", "/api/dashboard"));
    const body = await json(dash.res);
    expect(body.depotsARestituer.map((x: { DossierId: number }) => x.DossierId)).toContain(d.id);
    console.log(
      `[edge] restitution du dépôt, allers-retours libSQL : lecture ${read.trips}, enregistrement ${put.trips}, lettre ${letter.trips}, tableau de bord ${dash.trips}`,
    );
    expect(read.trips).toBe(1);
    expect(dash.trips).toBe(1);
    // The settlement read with the session's check, then one write batch that reads it back (enregistrer.ts).
    expect(put.trips).toBeLessThanOrEqual(2);
  });
});
