import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG_TELEPHONE } from "../../worker/domain/francais/telephone";
import { makeTestApp, type TestApp } from "../support/test-app";
import { valid } from "../support/factories";

// Phone numbers (spec 3's tel, mobile, fixePerso, gardienTel...): French ones accepted as typed, another country's
// with « + »; letters or too few digits a 400 at the field. A number stored before the check that does not parse
// still takes an update of the other fields. The edge entry: tests/edge/telephones.test.ts.
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

  it("refuses letters or too few digits with the French message at the field, on each resource", async () => {
    for (const tel of ["06 12 AB 56 78", "06 12 34"]) {
      const r = await locataire(tel);
      expect(r.status, tel).toBe(400);
      expect(r.body.error.fields).toEqual({ tel: MSG_TELEPHONE });
    }
    const c = await t.call("POST", "/api/Client", "admin", { ...valid.Client(), mobilePro: "123" });
    expect(c.status).toBe(400);
    expect(c.body.error.fields.mobilePro).toBe(MSG_TELEPHONE);
    const g = await t.call("POST", "/api/Caution", "admin", { ...valid.Caution(), mobile: "abc" });
    expect(g.body.error.fields.mobile).toBe(MSG_TELEPHONE);
    const a = await t.call("POST", "/api/Appartement", "admin", {
      ...valid.Appartement(),
      gardienNom: "M. Lopez",
      gardienTel: "loge",
    });
    expect(a.body.error.fields.gardienTel).toBe(MSG_TELEPHONE);
  });

  it("an old number that does not parse does not block an update of the other fields, a new one is checked", async () => {
    const l = (await locataire("0612345678")).body;
    await t.client.execute({
      sql: `update "Locataire" set "tel" = 'voir gardien' where "id" = ?`,
      args: [l.id],
    });
    const ville = await t.call("PUT", `/api/Locataire/${l.id}`, "admin", { ville: "Lyon" });
    expect(ville.status, JSON.stringify(ville.body)).toBe(200);
    expect(ville.body).toMatchObject({ ville: "Lyon", tel: "voir gardien" });
    const meme = await t.call("PUT", `/api/Locataire/${l.id}`, "admin", { tel: "voir gardien" });
    expect(meme.status).toBe(200);
    const autre = await t.call("PUT", `/api/Locataire/${l.id}`, "admin", { tel: "voir la loge" });
    expect(autre.status).toBe(400);
    expect(autre.body.error.fields.tel).toBe(MSG_TELEPHONE);
  });
});
