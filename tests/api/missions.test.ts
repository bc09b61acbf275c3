import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, insertAppartement, insertClient, valid } from "../support/factories";
import { expectError, expectFieldError } from "../support/http";

// Spec 4 (mission balance), 5 (mission and instalment rules) and 7 (mission links): the summary cards of the
// record read, to the cent, the apartment an instalment needs, and what each link call answers.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ now: "2026-11-21T10:00:00Z" })));
afterAll(() => t.close());

const ok = async (
  method: string,
  path: string,
  body?: unknown,
  role: "admin" | "user" | "user_delete" = "admin",
) => {
  const r = await t.call(method, path, role, body);
  expect(r.status, `${method} ${path} ${JSON.stringify(r.body)}`).toBeLessThan(300);
  return r.body;
};
const resume = async (id: number) => (await ok("GET", `/api/Mission/${id}`)).resume;
/** A mission; its plan is left at 0 where the test sets its own total (the plan never exceeds the total). */
const mission = (o: Record<string, unknown> = {}) =>
  create(t, "Mission", {
    ...valid.Mission(),
    ...("valeurMissionAppt" in o || "nbAppart" in o
      ? { accompte1: 0, accompte2: 0, reliquat: 0 }
      : {}),
    ...o,
  });
const accompte = (o: Record<string, unknown>) =>
  create(t, "Accompte", { ...valid.Accompte(), ...o });

describe("the summary cards of a mission's read", () => {
  it("3 x 333,33 TTC: totals TTC and HT to the cent, the balance moving with each paid instalment to exactly 0", async () => {
    const m = await mission({ nbAppart: 3, valeurMissionAppt: 333.33 });
    expect(m.valeurTotalMission).toBe(999.99);
    // 999,99 / 1,2 = 833,325: half away from zero.
    expect(await resume(m.id)).toEqual({
      nbAppartements: 0,
      nbAppart: 3,
      appartementsRestants: 3,
      totalTTC: 999.99,
      totalHT: 833.33,
      totalRegle: 0,
      resteAPayer: 999.99,
    });
    const a1 = await accompte({ MissionId: m.id, prix: 333.33, tva: 20 });
    const a2 = await accompte({ MissionId: m.id, prix: 333.33, tva: 5.5 });
    const a3 = await accompte({ MissionId: m.id, prix: 333.33, tva: 20 });
    expect([a1.prixHT, a2.prixHT]).toEqual([277.78, 315.95]); // 333,33 / 1,2 ; 333,33 / 1,055
    // Instalments not paid yet do not lower the balance.
    expect((await resume(m.id)).resteAPayer).toBe(999.99);

    await ok("PUT", `/api/Accompte/${a1.id}`, {
      regle: true,
      montant: 333.33,
      datePaiement: "2026-02-01",
    });
    expect(await resume(m.id)).toMatchObject({ totalRegle: 333.33, resteAPayer: 666.66 });
    await ok("PUT", `/api/Accompte/${a2.id}`, { regle: true, montant: 333.33 });
    expect((await resume(m.id)).resteAPayer).toBe(333.33);
    await ok("PUT", `/api/Accompte/${a3.id}`, { regle: true, montant: 333.33 });
    const paid = await resume(m.id);
    expect(paid.resteAPayer).toBe(0);
    expect(Object.is(paid.resteAPayer, 0)).toBe(true); // not 1e-13, not -0
    expect(paid.totalRegle).toBe(999.99);

    // Unpaid again: the amount comes back.
    await ok("PUT", `/api/Accompte/${a2.id}`, { regle: false });
    expect((await resume(m.id)).resteAPayer).toBe(333.33);
  });

  it("counts the amount received (montant) of a paid instalment, its price when none was written", async () => {
    const m = await mission({ nbAppart: 2, valeurMissionAppt: 0.1 });
    expect(m.valeurTotalMission).toBe(0.2);
    await accompte({ MissionId: m.id, prix: 0.1, montant: 0.07, regle: true });
    expect((await resume(m.id)).resteAPayer).toBe(0.13);
    await accompte({ MissionId: m.id, prix: 0.06, regle: true });
    expect((await resume(m.id)).resteAPayer).toBe(0.07);
    // Overpaid (more received than the price, the prices within the total): a negative balance says so, to the cent.
    await accompte({ MissionId: m.id, prix: 0.04, montant: 0.1, regle: true });
    expect((await resume(m.id)).resteAPayer).toBe(-0.03);
  });

  it("total HT at the mission's rate (5,5), recomputed when the value or the rate changes", async () => {
    const m = await mission({ nbAppart: 3, valeurMissionAppt: 333.33, tauxTva: 5.5 });
    expect(await resume(m.id)).toMatchObject({ totalTTC: 999.99, totalHT: 947.86 }); // 999,99 / 1,055 = 947,857...
    await ok("PUT", `/api/Mission/${m.id}`, { tauxTva: 20 });
    expect((await resume(m.id)).totalHT).toBe(833.33);
    await ok("PUT", `/api/Mission/${m.id}`, { nbAppart: 4 });
    expect(await resume(m.id)).toMatchObject({
      totalTTC: 1333.32,
      totalHT: 1111.1,
      resteAPayer: 1333.32,
      appartementsRestants: 4,
    });
  });

  it("remaining apartments = nbAppart minus the linked ones, moving as apartments come and go", async () => {
    const m = await mission({ nbAppart: 2 });
    const [a, b] = [await insertAppartement(t), await insertAppartement(t)];
    await ok("PUT", `/api/Mission/${m.id}/appartement/add/${a.id}`);
    expect(await resume(m.id)).toMatchObject({ nbAppartements: 1, appartementsRestants: 1 });
    await ok("PUT", `/api/Mission/${m.id}/appartement/add/${b.id}`);
    await ok("PUT", `/api/Mission/${m.id}/appartement/add/${b.id}`); // twice: still one link
    expect(await resume(m.id)).toMatchObject({ nbAppartements: 2, appartementsRestants: 0 });
    await ok("DELETE", `/api/Mission/${m.id}/appartement/remove/${a.id}`);
    expect(await resume(m.id)).toMatchObject({ nbAppartements: 1, appartementsRestants: 1 });
  });
});

describe("the apartment of an instalment (spec 5: required when the selector is shown)", () => {
  it("is optional while the mission has no apartment", async () => {
    const m = await mission();
    expect((await accompte({ MissionId: m.id })).AppartementId).toBeNull();
  });

  it("is required once the mission has apartments, and must be one of them; nothing is written when refused", async () => {
    const m = await mission();
    const [mine, other] = [await insertAppartement(t), await insertAppartement(t)];
    await ok("PUT", `/api/Mission/${m.id}/appartement/add/${mine.id}`);
    const before = (await ok("GET", `/api/Mission/${m.id}`)).Accomptes.length;

    const missing = await t.call("POST", "/api/Accompte", "user", {
      ...valid.Accompte(),
      MissionId: m.id,
    });
    expect(expectFieldError(missing, "AppartementId")).toBe("Ce champ est obligatoire.");
    const foreign = await t.call("POST", "/api/Accompte", "user", {
      ...valid.Accompte(),
      MissionId: m.id,
      AppartementId: other.id,
    });
    expect(expectFieldError(foreign, "AppartementId")).toBe(
      "Choisissez l'un des appartements de la mission.",
    );
    expect((await ok("GET", `/api/Mission/${m.id}`)).Accomptes.length).toBe(before);

    const good = await accompte({ MissionId: m.id, AppartementId: mine.id });
    expect(good).toMatchObject({ MissionId: m.id, AppartementId: mine.id });
    // Taking the apartment off an instalment is refused too, and leaves it as it was.
    expectFieldError(
      await t.call("PUT", `/api/Accompte/${good.id}`, "user", { AppartementId: null }),
      "AppartementId",
    );
    expect((await ok("GET", `/api/Accompte/${good.id}`)).AppartementId).toBe(mine.id);
  });

  it("an instalment without the mission's apartment cannot join it (409); an apartment with instalments cannot leave (409)", async () => {
    const m = await mission();
    const a = await insertAppartement(t);
    await ok("PUT", `/api/Mission/${m.id}/appartement/add/${a.id}`);
    const loose = await accompte({});
    expectError(await t.call("PUT", `/api/Mission/${m.id}/accompte/add/${loose.id}`, "user"), 409);
    expect((await ok("GET", `/api/Accompte/${loose.id}`)).MissionId).toBeNull();

    await accompte({ MissionId: m.id, AppartementId: a.id });
    const leave = await t.call(
      "DELETE",
      `/api/Mission/${m.id}/appartement/remove/${a.id}`,
      "admin",
    );
    expectError(leave, 409);
    expect(leave.body.error.message).toBe(
      "Des acomptes de la mission portent sur cet appartement : changez leur appartement d'abord.",
    );
    expect((await resume(m.id)).nbAppartements).toBe(1);
  });
});

describe("mission links answer both records", () => {
  it("client add / remove -> { mission, client }", async () => {
    const m = await mission();
    const c = await insertClient(t);
    const added = await ok("PUT", `/api/Mission/${m.id}/client/add/${c.id}`, undefined, "user");
    expect(added).toEqual({
      mission: expect.objectContaining({ id: m.id, valeurTotalMission: 1200 }),
      client: expect.objectContaining({ id: c.id, nom: "Durand" }),
    });
    expect(
      (await ok("GET", `/api/Mission/${m.id}`)).Clients.map((x: { id: number }) => x.id),
    ).toEqual([c.id]);
    const removed = await ok(
      "DELETE",
      `/api/Mission/${m.id}/client/remove/${c.id}`,
      undefined,
      "user_delete",
    );
    expect(removed).toEqual({
      mission: expect.objectContaining({ id: m.id }),
      client: expect.objectContaining({ id: c.id }),
    });
    expect((await ok("GET", `/api/Mission/${m.id}`)).Clients).toEqual([]);
    // The client stays: only the link went.
    expect((await ok("GET", `/api/Client/${c.id}`)).Missions).toEqual([]);
  });

  it("appartement add / remove -> { mission, appartement }; a missing one is 404", async () => {
    const m = await mission();
    const a = await insertAppartement(t);
    expect(
      await ok("PUT", `/api/Mission/${m.id}/appartement/add/${a.id}`, undefined, "user"),
    ).toEqual({
      mission: expect.objectContaining({ id: m.id }),
      appartement: expect.objectContaining({ id: a.id, adresse: "8 boulevard Voltaire" }),
    });
    expect(
      (await ok("GET", `/api/Appartement/${a.id}`)).Missions.map((x: { id: number }) => x.id),
    ).toEqual([m.id]);
    expect(
      await ok("PUT", `/api/Mission/${m.id}/appartement/remove/${a.id}`, undefined, "user"),
    ).toEqual({
      mission: expect.objectContaining({ id: m.id }),
      appartement: expect.objectContaining({ id: a.id }),
    });
    const missing = await t.call("PUT", `/api/Mission/${m.id}/appartement/add/999999`, "user");
    expectError(missing, 404);
    expect(missing.body.error.message).toBe("L'appartement est introuvable.");
  });

  it("accompte add -> { mission, accompte }; remove deletes the instalment, for the roles that may delete", async () => {
    const m = await mission();
    const acc = await accompte({ prix: 333.33 });
    expect(
      await ok("PUT", `/api/Mission/${m.id}/accompte/add/${acc.id}`, undefined, "user"),
    ).toEqual({
      mission: expect.objectContaining({ id: m.id }),
      accompte: expect.objectContaining({
        id: acc.id,
        MissionId: m.id,
        prix: 333.33,
        prixHT: 277.78,
      }),
    });
    expectError(await t.call("PUT", `/api/Mission/${m.id}/accompte/remove/${acc.id}`, "user"), 403);
    expect((await ok("GET", `/api/Accompte/${acc.id}`)).MissionId).toBe(m.id);

    const removed = await ok(
      "DELETE",
      `/api/Mission/${m.id}/accompte/remove/${acc.id}`,
      undefined,
      "user_delete",
    );
    expect(removed).toEqual({
      mission: expect.objectContaining({ id: m.id }),
      accompte: expect.objectContaining({ id: acc.id }),
    });
    expectError(await t.call("GET", `/api/Accompte/${acc.id}`, "admin"), 404);
    expect((await ok("GET", `/api/Mission/${m.id}`)).Accomptes).toEqual([]);
    // Another mission's instalment is not this one's to remove.
    const other = await accompte({ MissionId: (await mission()).id });
    expectError(
      await t.call("DELETE", `/api/Mission/${m.id}/accompte/remove/${other.id}`, "admin"),
      404,
    );
    expect((await ok("GET", `/api/Accompte/${other.id}`)).id).toBe(other.id);
  });

  it("deleting a mission deletes its instalments and its links, not its clients or apartments", async () => {
    const m = await mission();
    // A mission without its mandate number (ADR 038: one that has it is never deleted), e.g. from before the register.
    await t.client.execute({ sql: `delete from "Mandat" where "MissionId" = ?`, args: [m.id] });
    const [c, a] = [await insertClient(t), await insertAppartement(t)];
    await ok("PUT", `/api/Mission/${m.id}/client/add/${c.id}`);
    await ok("PUT", `/api/Mission/${m.id}/appartement/add/${a.id}`);
    const acc = await accompte({ MissionId: m.id, AppartementId: a.id });
    expect((await t.call("DELETE", `/api/Mission/${m.id}`, "admin")).status).toBe(204);
    expectError(await t.call("GET", `/api/Accompte/${acc.id}`, "admin"), 404);
    expect((await ok("GET", `/api/Client/${c.id}`)).Missions).toEqual([]);
    expect((await ok("GET", `/api/Appartement/${a.id}`)).Missions).toEqual([]);
  });
});

describe("the instalments never exceed the mission's total (issue 25)", () => {
  /** The message with Intl's no-break spaces made plain ones. */
  const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, " ");
  const total2400 = () =>
    mission({
      nbAppart: 2,
      valeurMissionAppt: 1200,
      accompte1: 800,
      accompte2: 800,
      reliquat: 800,
    });

  it("refuses the instalment that would pass the total (800 + 800 + 900 on 2 400 €), on create and update", async () => {
    const m = await total2400();
    await accompte({ MissionId: m.id, prix: 800 });
    const second = await accompte({ MissionId: m.id, prix: 800 });
    const refused = await t.call("POST", "/api/Accompte", "admin", {
      ...valid.Accompte(),
      MissionId: m.id,
      prix: 900,
    });
    expect(plain(expectFieldError(refused, "prix"))).toBe(
      "Le total des acomptes (2 500,00 €) dépasse le total de la mission (2 400,00 €).",
    );
    await accompte({ MissionId: m.id, prix: 800 });
    // Its own former price does not count twice: 800 -> 800 passes, 800 -> 801 does not.
    await ok("PUT", `/api/Accompte/${second.id}`, { prix: 800 });
    expectFieldError(
      await t.call("PUT", `/api/Accompte/${second.id}`, "admin", { prix: 800.01 }),
      "prix",
    );
    expect((await ok("GET", `/api/Mission/${m.id}`)).Accomptes).toHaveLength(3);
  });

  it("holds under parallel requests: of three instalments of 900 € on 2 400 €, two are written", async () => {
    const m = await total2400();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.call("POST", "/api/Accompte", "admin", {
          ...valid.Accompte(),
          MissionId: m.id,
          prix: 900,
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 400]);
    expect((await ok("GET", `/api/Mission/${m.id}`)).Accomptes).toHaveLength(2);
  });

  it("refuses a total lowered below the instalments, and a plan above the total", async () => {
    const m = await total2400();
    await accompte({ MissionId: m.id, prix: 2000 });
    const lowered = await t.call("PUT", `/api/Mission/${m.id}`, "admin", {
      valeurMissionAppt: 900,
      accompte1: 600,
      accompte2: 600,
      reliquat: 600,
    });
    expect(plain(expectFieldError(lowered, "valeurMissionAppt"))).toBe(
      "Le total des acomptes (2 000,00 €) dépasse le total de la mission (1 800,00 €).",
    );
    const plan = await t.call("PUT", `/api/Mission/${m.id}`, "admin", { reliquat: 900 });
    expect(plain(expectFieldError(plan, "reliquat"))).toBe(
      "Le total des acomptes (2 500,00 €) dépasse le total de la mission (2 400,00 €).",
    );
    expect((await ok("GET", `/api/Mission/${m.id}`)).valeurTotalMission).toBe(2400);
  });

  it("an instalment joining a mission by its link stays within the total too (409)", async () => {
    const m = await total2400();
    await accompte({ MissionId: m.id, prix: 2000 });
    const loose = await accompte({ prix: 500 });
    const r = await t.call("PUT", `/api/Mission/${m.id}/accompte/add/${loose.id}`, "admin");
    expectError(r, 409);
    expect(plain(r.body.error.message)).toBe(
      "Le total des acomptes (2 500,00 €) dépasse le total de la mission (2 400,00 €).",
    );
  });
});
