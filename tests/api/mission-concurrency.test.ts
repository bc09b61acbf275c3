import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, insertAppartement, valid } from "../support/factories";

// Spec 5 under parallel requests (Node entry; the same race runs on the edge in tests/edge/mission-concurrency.test.ts):
// an apartment leaving a mission while instalments are written on it. Either the instalments win and the apartment
// stays, or the apartment leaves first and every instalment on it is refused: never an instalment on an apartment
// that is no longer the mission's.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

describe("parallel requests on a mission", () => {
  it("5 removals of an apartment interleaved with 5 instalments on it: one side wins, the rule holds", async () => {
    const m = await create(t, "Mission", valid.Mission());
    const a = await insertAppartement(t);
    expect(
      (await t.call("PUT", `/api/Mission/${m.id}/appartement/add/${a.id}`, "admin")).status,
    ).toBe(200);
    const rs = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? t.call("DELETE", `/api/Mission/${m.id}/appartement/remove/${a.id}`, "admin")
          : t.call("POST", "/api/Accompte", "user", {
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
    // The instalments won (and every later removal was refused) or the removal did (and every later instalment was).
    expect(creations.includes(201)).toBe(!removals.includes(200));

    const read = (await t.call("GET", `/api/Mission/${m.id}`, "admin")).body;
    const linked = read.Appartements.map((x: { id: number }) => x.id);
    expect(read.Accomptes).toHaveLength(creations.filter((s) => s === 201).length);
    for (const acc of read.Accomptes) expect(linked).toContain(acc.AppartementId);
    expect(linked.includes(a.id)).toBe(creations.includes(201));
  });
});
