import { afterAll, beforeAll, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, valid } from "../support/factories";

// What a new user's walk through the screens found the server accepting or answering wrongly, kept as cases.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

it("a lot's surface of -3 or 0 m² is refused at the field, in French; 45,5 is kept", async () => {
  for (const surface of [-3, 0, "-3"]) {
    const r = await t.call("POST", "/api/Appartement", "admin", {
      ...valid.Appartement(),
      surface,
    });
    expect(r.status, String(surface)).toBe(400);
    expect(r.body.error.fields.surface).toBe("Une surface positive (en m²) est attendue.");
  }
  const ok = await create(t, "Appartement", { ...valid.Appartement(), surface: "45,5" });
  expect(ok.surface).toBe(45.5);
  const r = await t.call("PUT", `/api/Appartement/${ok.id}`, "admin", { surface: -1 });
  expect(r.status).toBe(400);
  expect(r.body.error.fields.surface).toMatch(/surface positive/);
});

it("a fixed-price mission sent blank has every required field flagged at once, not the amounts at a second try", async () => {
  const r = await t.call("POST", "/api/Mission", "admin", {});
  expect(r.status).toBe(400);
  expect(Object.keys(r.body.error.fields).sort()).toEqual(
    ["accompte1", "accompte2", "nbAppart", "reliquat", "type", "valeurMissionAppt"].sort(),
  );
  expect(r.body.error.fields.accompte1).toBe("Ce champ est obligatoire.");
  // A management mandate has no instalments: its blank amounts are not asked for.
  const mandat = await t.call("POST", "/api/Mission", "admin", { type: "Mandat de gestion" });
  expect(Object.keys(mandat.body.error.fields)).toEqual(["nbAppart"]);
});

it("an instalment ending before it starts is refused at its end date, in French, as an intendance is", async () => {
  const corps = { dateDepart: "2027-01-15", dateFin: "2027-01-01", prix: 1200, tva: 20 };
  const r = await t.call("POST", "/api/Accompte", "admin", corps);
  expect(r.status).toBe(400);
  expect(r.body.error.fields.dateFin).toBe("La date de fin doit suivre la date de départ.");
  const ok = await create(t, "Accompte", { ...corps, dateFin: "2027-03-31" });
  const put = await t.call("PUT", `/api/Accompte/${ok.id}`, "admin", { dateFin: "2026-12-31" });
  expect(put.status).toBe(400);
  expect(put.body.error.fields.dateFin).toMatch(/suivre la date de départ/);
});
