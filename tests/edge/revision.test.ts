// The IRL rent revision on the edge entry (ADR 024): the list is one round trip, applying it one read and one
// transaction, two parallel applications give one 200 and one 409, the letter is made through the Workers entry.
import { beforeAll, describe, expect, it } from "vitest";
import { MSG_LOCATAIRE_PARTI } from "../../worker/domain/revision/revision";
import { valid } from "../support/factories";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

/** A running lease whose revision of 01/07/2026 (1er trimestre 2025 -> 2026) can be claimed until 01/07/2027. */
async function bail() {
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  return json(
    await edge.call("POST", "/api/Dossier", {
      ...valid.Dossier(a.id, l.id),
      dateCreationBail: "2025-06-15",
      dateDebutBail: "2025-07-01",
      dateEntree: "2025-07-01",
      loyerHC: 800,
      depotGarantie: 800,
      indice: 145.47,
      indiceTrim: "1er trimestre 2025",
    }),
    201,
  );
}

describe("the rent revision on the edge", () => {
  it("lists in one round trip, applies once under parallel requests, makes the letter", async () => {
    const [d1, d2] = [await bail(), await bail()];
    await json(await edge.call("GET", "/api/revisions?au=2026-11-23")); // the isolate knows the session
    const list = await counted(edge, () => edge.call("GET", "/api/revisions?au=2026-11-23"));
    const data = (await json(list.res)).data as { DossierId: number; nouveauLoyer: number }[];
    expect(data.find((r) => r.DossierId === d1.id)?.nouveauLoyer).toBe(806.21);
    const apply = await counted(edge, () =>
      edge.call("POST", `/api/Dossier/${d1.id}/reviser`, { date: "2026-07-01" }),
    );
    expect((await json(apply.res)).revision.nouveauLoyer).toBe(806.21);
    const parallel = await Promise.all(
      [1, 2, 3].map(() =>
        edge.call("POST", `/api/Dossier/${d2.id}/reviser`, { date: "2026-07-01" }),
      ),
    );
    expect(parallel.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(
      (await json(await edge.call("GET", `/api/Dossier/${d2.id}/revisions`))).data,
    ).toHaveLength(1);
    const history = await counted(edge, () => edge.call("GET", `/api/Dossier/${d1.id}/revisions`));
    expect((await json(history.res)).data).toHaveLength(1);
    const letter = await json(
      await edge.call("GET", `/api/Dossier/${d1.id}/revisionLoyer/generate`),
    );
    expect(letter.generated).toMatch(/^\/files\/documents\/.+\.pdf$/);
    const file = await edge.call("GET", letter.generated);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    console.log(
      `[edge] révision : liste ${list.trips}, appliquer ${apply.trips}, historique ${history.trips}`,
    );
    expect(list.trips).toBe(1);
    expect(history.trips).toBe(1);
    // Measured 7: one read (lease, IRL, revisions together), then one transaction (BEGIN, the revision, the
    // dossier, the apartment, the history line, the tenant's consent, COMMIT, the tenant's read riding along).
    expect(apply.trips).toBeLessThanOrEqual(8);
  });
});

describe("a tenant gone before the revision's date, on the edge", () => {
  it("is offered no revision, and its revision is a 409 that writes nothing", async () => {
    const d = await bail();
    const put = await edge.call("PUT", `/api/Dossier/${d.id}`, {
      dateFinBail: "2028-06-30",
      dateSortie: "2026-06-20",
      dateRestitutionCles: "2026-06-20",
    });
    await json(put);
    const data = (await json(await edge.call("GET", "/api/revisions?au=2026-11-23"))).data as {
      DossierId: number;
    }[];
    expect(data.find((r) => r.DossierId === d.id)).toBeUndefined();
    const r = await edge.call("POST", `/api/Dossier/${d.id}/reviser`, { date: "2026-07-01" });
    expect(r.status).toBe(409);
    expect(((await r.json()) as { error: { message: string } }).error.message).toBe(
      MSG_LOCATAIRE_PARTI,
    );
    expect((await json(await edge.call("GET", `/api/Dossier/${d.id}`))).loyerHC).toBe(800);
  });
});
