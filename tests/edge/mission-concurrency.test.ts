// The mission race of tests/api/mission-concurrency.test.ts, each request its own Workers request against libSQL over
// HTTP: an apartment leaving a mission while instalments are written on it resolves to one side, never to an
// instalment on an apartment that is no longer the mission's.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { adminToken, edgeCaller } from "./call";

let token = "";
const call = edgeCaller(() => token);
beforeAll(async () => {
  token = await adminToken();
});

async function created(res: Response) {
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: number };
}

describe("parallel requests on a mission", () => {
  it("5 removals of an apartment interleaved with 5 instalments on it: one side wins, the rule holds", async () => {
    const m = await created(await call("POST", "/api/Mission", valid.Mission()));
    const a = await created(await call("POST", "/api/Appartement", valid.Appartement()));
    expect((await call("PUT", `/api/Mission/${m.id}/appartement/add/${a.id}`)).status).toBe(200);
    const rs = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? call("DELETE", `/api/Mission/${m.id}/appartement/remove/${a.id}`)
          : call("POST", "/api/Accompte", {
              ...valid.Accompte(),
              MissionId: m.id,
              AppartementId: a.id,
            }),
      ),
    );
    const removals = rs.filter((_, i) => i % 2 === 0).map((r) => r.status);
    const creations = rs.filter((_, i) => i % 2 === 1).map((r) => r.status);
    expect(
      removals.every((s) => s === 200 || s === 409),
      JSON.stringify(removals),
    ).toBe(true);
    expect(
      creations.every((s) => s === 201 || s === 400),
      JSON.stringify(creations),
    ).toBe(true);
    expect(creations.includes(201)).toBe(!removals.includes(200));

    const read = (await (await call("GET", `/api/Mission/${m.id}`)).json()) as {
      Appartements: { id: number }[];
      Accomptes: { AppartementId: number }[];
    };
    const linked = read.Appartements.map((x) => x.id);
    expect(read.Accomptes).toHaveLength(creations.filter((s) => s === 201).length);
    for (const acc of read.Accomptes) expect(linked).toContain(acc.AppartementId);
    expect(linked.includes(a.id)).toBe(creations.includes(201));
  });

  it("8 instalments of 900 € at once on a 2 400 € mission: two are written, the others refused on prix (issue 25)", async () => {
    const m = await created(
      await call("POST", "/api/Mission", {
        ...valid.Mission(),
        nbAppart: 2,
        valeurMissionAppt: 1200,
        accompte1: 800,
        accompte2: 800,
        reliquat: 800,
      }),
    );
    const rs = await Promise.all(
      Array.from({ length: 8 }, () =>
        call("POST", "/api/Accompte", { ...valid.Accompte(), MissionId: m.id, prix: 900 }),
      ),
    );
    expect(rs.map((r) => r.status).sort()).toEqual([201, 201, 400, 400, 400, 400, 400, 400]);
    const refused = (await rs.find((r) => r.status === 400)!.json()) as {
      error: { fields: { prix: string } };
    };
    expect(refused.error.fields.prix.replace(/[\u202f\u00a0]/g, " ")).toBe(
      "Le total des acomptes (2 700,00 €) dépasse le total de la mission (2 400,00 €).",
    );
    const read = (await (await call("GET", `/api/Mission/${m.id}`)).json()) as {
      Accomptes: unknown[];
    };
    expect(read.Accomptes).toHaveLength(2);
    // Lowering the total below the 1 800 € written: refused on the field that sets it.
    const lowered = await call("PUT", `/api/Mission/${m.id}`, {
      valeurMissionAppt: 800,
      accompte1: 500,
      accompte2: 500,
      reliquat: 600,
    });
    expect(lowered.status).toBe(400);
    expect(
      ((await lowered.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toHaveProperty("valeurMissionAppt");
  });
});
