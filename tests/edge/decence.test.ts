// Issue 63 item 2 on the edge entry: a class-G lot refused for a lease starting in 2026 and accepted for one that
// started in 2024; the lease's print refused without its diagnostics and printed with them; a renewal, its 409s and
// two at once; the libSQL round trips of tenant/add and of the renewal counted.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { diagnosticsValidesEdge } from "./diagnostics-sql";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

async function pair(appartement: Record<string, unknown> = {}) {
  const a = await json(
    await edge.call("POST", "/api/Appartement", { ...valid.Appartement(), ...appartement }),
    201,
  );
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  return { a, l };
}
const add = (a: { id: number }, l: { id: number }, d: Record<string, unknown>) =>
  edge.call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, {
    ...valid.Dossier(a.id, l.id),
    ...d,
  });

describe("decency and the lease on the edge", () => {
  it("a class-G lot: refused for a lease starting in 2026, accepted for one started in 2024", async () => {
    const { a, l } = await pair({ classeEnergie: "G" });
    const refused = await counted(edge, () =>
      add(a, l, {
        dateCreationBail: "2026-11-15",
        dateDebutBail: "2026-12-01",
        dateEntree: "2026-12-01",
      }),
    );
    const body = await json(refused.res, 409);
    expect(body.error.message).toContain("Logement classé G");
    const ok = await counted(edge, () =>
      add(a, l, {
        dateCreationBail: "2024-03-15",
        dateDebutBail: "2024-04-01",
        dateEntree: "2024-04-01",
        dateFinBail: "2027-03-31",
      }),
    );
    await json(ok.res);
    console.log(`[edge] décence : tenant/add refusé ${refused.trips}, accepté ${ok.trips}`);
    // The DPE is read with the pair, held in the write batch: still two round trips.
    expect(ok.trips).toBeLessThanOrEqual(2);
    expect(refused.trips).toBeLessThanOrEqual(1);
  });

  it("the lease's print: 409 without diagnostics, printed with them", async () => {
    const { a, l } = await pair();
    const d = (
      await json(
        await add(a, l, {
          dateCreationBail: "2026-11-15",
          dateDebutBail: "2026-12-01",
          dateEntree: "2026-12-01",
        }),
      )
    ).dossier;
    const path = `/api/Dossier/${d.id}/contratLocation/generate`;
    const refused = await json(await edge.call("GET", path), 409);
    expect(refused.error.message).toContain(
      "Diagnostic de performance énergétique (DPE) : manquant",
    );
    await diagnosticsValidesEdge(edge.env.LIBSQL_URL, a.id, "2026-11-01");
    const printed = await json(await edge.call("GET", path));
    expect(printed.generated).toMatch(/^\/files\/documents\/.+\.pdf$/);
  });

  it("renewal: ok, 409 for a bail mobilité, two at once make one; reads then one batch", async () => {
    const { a, l } = await pair();
    const d = (
      await json(
        await add(a, l, {
          dateCreationBail: "2024-06-15",
          dateDebutBail: "2024-07-01",
          dateEntree: "2024-07-01",
          dateFinBail: "2027-06-30",
        }),
      )
    ).dossier;
    const renew = () => edge.call("POST", `/api/Dossier/${d.id}/renouvellement`, {});
    const once = await counted(edge, renew);
    expect((await json(once.res)).dateFinBail).toBe("2030-06-30");
    // Both ask the same new end, as the screen sends it: one moves it; the other, whether it read the end before the
    // first wrote (409: the conditional update finds it moved) or after (400: the end asked is not after it), does not.
    const vers2033 = () =>
      edge.call("POST", `/api/Dossier/${d.id}/renouvellement`, { dateFinBail: "2033-06-30" });
    const twice = await Promise.all([vers2033(), vers2033()]);
    const statuts = twice.map((r) => r.status).sort();
    expect(statuts[0]).toBe(200);
    expect([400, 409]).toContain(statuts[1]);
    const after = await json(await edge.call("GET", `/api/Dossier/${d.id}`));
    expect(after.dateFinBail).toBe("2033-06-30");
    const m = await pair();
    const mobilite = (
      await json(
        await add(m.a, m.l, {
          typeBail: "mobilité",
          motifMobilite: "formation professionnelle",
          depotGarantie: 0,
          dateCreationBail: "2026-09-15",
          dateDebutBail: "2026-10-01",
          dateEntree: "2026-10-01",
          dateFinBail: "2027-03-31",
        }),
      )
    ).dossier;
    const r = await json(
      await edge.call("POST", `/api/Dossier/${mobilite.id}/renouvellement`, {}),
      409,
    );
    expect(r.error.message).toContain("ni renouvelable ni reconductible");
    console.log(`[edge] renouvellement : ${once.trips} allers-retours`);
    // The reads (with the session's check), the write batch, the dossier read back.
    expect(once.trips).toBeLessThanOrEqual(3);
  });
});
