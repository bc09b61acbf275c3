// Issue 63 items 3 and 5 on the edge entry: a lease's rent-control mark decided by the server (Paris 11e, a commune
// outside the list, a signature before the decree, an untick without reason), tenant/add's round trips unchanged
// by it, and the agency's dates kept.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

async function bail(lot: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const a = await json(
    await edge.call("POST", "/api/Appartement", { ...valid.Appartement(), ...lot }),
    201,
  );
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  return edge.call("POST", "/api/Dossier", {
    ...valid.Dossier(a.id, l.id),
    dateCreationBail: "2026-02-10",
    ...extra,
  });
}
const soumis = async (res: Response) => {
  const d = await json(res, 201);
  return (await json(await edge.call("GET", `/api/Dossier/${d.id}`))).soumisEncadrement;
};

describe("rent control on the edge", () => {
  it("Paris 11e signed in 2026: true; Orléans: false; Paris before 2019-07-01: false", async () => {
    expect(await soumis(await bail({ codePostal: "75011", ville: "Paris" }))).toBe(true);
    expect(await soumis(await bail({ codePostal: "45000", ville: "Orléans" }))).toBe(false);
    expect(
      await soumis(
        await bail(
          { codePostal: "75011", ville: "Paris 11e" },
          {
            dateCreationBail: "2019-06-30",
            dateEntree: "2019-07-01",
            dateDebutBail: "2019-07-01",
            indice: 129.38,
            indiceTrim: "1er trimestre 2019",
          },
        ),
      ),
    ).toBe(false);
  });

  it("unticked in Paris without a reason: 400 on motifHorsEncadrement, never a 500", async () => {
    const r = await json(
      await bail({ codePostal: "75011", ville: "Paris" }, { soumisEncadrement: false }),
      400,
    );
    expect(r.error.fields.motifHorsEncadrement).toMatch(/indiquez pourquoi/);
    expect(
      await soumis(
        await bail({ codePostal: "75011", ville: "Paris" }, { soumisEncadrement: null }),
      ),
    ).toBe(true);
  });

  it("tenant/add outside Paris marks the lease in at most 2 round trips (the lot read once)", async () => {
    const a = await json(
      await edge.call("POST", "/api/Appartement", {
        ...valid.Appartement(),
        codePostal: "45000",
        ville: "Orléans",
      }),
      201,
    );
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const before = await edge.roundTrips();
    const add = await json(
      await edge.call(
        "PUT",
        `/api/Appartement/${a.id}/tenant/add/${l.id}`,
        valid.Dossier(a.id, l.id),
      ),
    );
    const trips = (await edge.roundTrips()) - before;
    console.log(`[edge] allers-retours libSQL : tenant/add avec l'encadrement ${trips}`);
    expect(trips).toBeLessThanOrEqual(2);
    expect(
      (await json(await edge.call("GET", `/api/Dossier/${add.dossier.id}`))).soumisEncadrement,
    ).toBe(false);
  });

  it("the agency's dates: saved (JJ/MM/AAAA too) and read back, a bad one refused", async () => {
    const put = await edge.call("PUT", "/api/agence", {
      carteProfessionnelleFin: "2027-03-31",
      garantieFinanciereFin: "31/12/2026",
      assuranceRcpFin: "2027-06-30",
    });
    await json(put);
    expect(await json(await edge.call("GET", "/api/agence"))).toMatchObject({
      carteProfessionnelleFin: "2027-03-31",
      garantieFinanciereFin: "2026-12-31",
      assuranceRcpFin: "2027-06-30",
    });
    const bad = await json(
      await edge.call("PUT", "/api/agence", { assuranceRcpFin: "32/01/2027" }),
      400,
    );
    expect(bad.error.fields.assuranceRcpFin).toMatch(/date/i);
  });
});
