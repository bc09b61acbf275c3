import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { valid } from "../support/factories";

// Phone numbers (spec 3's tel, mobile, fixePerso, gardienTel...): stored as typed, whatever was typed (ADR 179: the
// spec sets no format, and years of rows hold « voir gardien »); the screens show French ones grouped by two. The
// edge entry: tests/edge/telephones.test.ts.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const locataire = (tel: string) =>
  t.call("POST", "/api/Locataire", "admin", { ...valid.Locataire(), tel });

describe("phone numbers", () => {
  it("takes French numbers as typed and another country's with « + », stored as typed", async () => {
    for (const tel of [
      "06 12 34 56 78",
      "0612345678",
      "+33 6 12 34 56 78",
      "06.12.34.56.78",
      "+44 20 7946 0958",
    ]) {
      const r = await locataire(tel);
      expect(r.status, tel).toBe(201);
      expect(r.body.tel).toBe(tel);
    }
  });

  it("keeps a note typed in a phone field, on each resource, and through an update of the other fields", async () => {
    const l = await locataire("voir gardien");
    expect(l.status).toBe(201);
    const ville = await t.call("PUT", `/api/Locataire/${l.body.id}`, "admin", { ville: "Lyon" });
    expect(ville.status, JSON.stringify(ville.body)).toBe(200);
    expect(ville.body).toMatchObject({ ville: "Lyon", tel: "voir gardien" });
    const c = await t.call("POST", "/api/Client", "admin", {
      ...valid.Client(),
      mobilePro: "standard",
    });
    expect(c.status).toBe(201);
    expect(c.body.mobilePro).toBe("standard");
    const a = await t.call("POST", "/api/Appartement", "admin", {
      ...valid.Appartement(),
      gardienNom: "M. Lopez",
      gardienTel: "loge",
    });
    expect(a.status).toBe(201);
    expect(a.body.gardienTel).toBe("loge");
  });
});
