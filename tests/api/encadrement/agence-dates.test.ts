import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { expectFieldError } from "../../support/http";
import { lireDatesAgence } from "../../../worker/services/mandats/agence";

// Issue 63 item 5: the agency's own deadlines in PUT/GET /api/agence, read by the calendar through one reader.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

describe("the agency's dates", () => {
  it("none at first: null", async () => {
    const r = await t.call("GET", "/api/agence", "admin");
    expect(r.body).toMatchObject({
      carteProfessionnelleFin: null,
      garantieFinanciereFin: null,
      assuranceRcpFin: null,
    });
  });

  it("saved as AAAA-MM-JJ or JJ/MM/AAAA, read back as days, the other fields kept", async () => {
    const r = await t.call("PUT", "/api/agence", "admin", {
      nom: "Agence du Marais",
      carteProfessionnelleFin: "2027-03-31",
      garantieFinanciereFin: "31/12/2026",
      assuranceRcpFin: "30/06/2027",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const lu = (await t.call("GET", "/api/agence", "admin")).body;
    expect(lu).toMatchObject({
      nom: "Agence du Marais",
      carteProfessionnelleFin: "2027-03-31",
      garantieFinanciereFin: "2026-12-31",
      assuranceRcpFin: "2027-06-30",
      delaiPrenotification: 14,
    });
    expect(await lireDatesAgence(t.ports)).toEqual({
      carteProfessionnelleFin: "2027-03-31",
      garantieFinanciereFin: "2026-12-31",
      assuranceRcpFin: "2027-06-30",
    });
  });

  it("a PUT without them keeps them; blank clears one", async () => {
    await t.call("PUT", "/api/agence", "admin", { telephone: "01 23 45 67 89" });
    expect((await t.call("GET", "/api/agence", "admin")).body.carteProfessionnelleFin).toBe(
      "2027-03-31",
    );
    await t.call("PUT", "/api/agence", "admin", { assuranceRcpFin: "" });
    const lu = (await t.call("GET", "/api/agence", "admin")).body;
    expect(lu).toMatchObject({ assuranceRcpFin: null, garantieFinanciereFin: "2026-12-31" });
  });

  it("a bad date: 400 in French on its field, nothing saved", async () => {
    for (const bad of ["31/02/2027", "demain", "2027-13-01"]) {
      const r = await t.call("PUT", "/api/agence", "admin", { garantieFinanciereFin: bad });
      expect(expectFieldError(r, "garantieFinanciereFin")).toMatch(/date/i);
    }
    expect((await t.call("GET", "/api/agence", "admin")).body.garantieFinanciereFin).toBe(
      "2026-12-31",
    );
  });
});
