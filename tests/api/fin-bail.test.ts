import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectFieldError } from "../support/http";
import { documentText, seedDossier } from "../support/quitances";

// Issue 39 item 7: "Clore le bail" takes the day the lease ends (today by default); the first and last months'
// terms are prorated to the days occupied, to the cent, and the receipt says so; no term runs after the end.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ now: "2026-11-21T10:00:00Z" })));
afterAll(() => t.close());

const clore = (s: { appartement: { id: number }; locataire: { id: number } }, date?: string) =>
  t.call(
    "DELETE",
    `/api/Appartement/${s.appartement.id}/tenant/remove/${s.locataire.id}${date ? `?date=${date}` : ""}`,
    "admin",
  );
const dossier = async (id: number) => (await t.call("GET", `/api/Dossier/${id}`, "admin")).body;
const terme = (id: number, date: string) =>
  t.call("POST", `/api/Quitance/generate/${id}`, "user", { date });

describe("Clore le bail at a date, and the first and last months pro rata", () => {
  it("ends on the day given: November's term runs to it, prorated; none after; the receipt says 'prorata'", async () => {
    const s = await seedDossier(t, {
      auto: false,
      dossier: {
        dateEntree: "2026-06-17",
        dateDebutBail: "2026-06-17",
        loyerHC: 900,
        loyerCharge: 61,
      },
    });
    const r = await clore(s, "2026-11-10");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await dossier(s.dossier.id)).toMatchObject({ clos: true, dateFinBail: "2026-11-10" });

    // June: 14 days of 30 (900 × 14 / 30 = 420; 61 × 14 / 30 = 28,466… → 28,47).
    const juin = await terme(s.dossier.id, "2026-06-01");
    expect(juin.status, JSON.stringify(juin.body)).toBe(201);
    expect(juin.body).toMatchObject({
      date: "2026-06-17",
      dateFin: "2026-06-30",
      prixHC: 420,
      charge: 28.47,
    });
    expect(await documentText(t, juin.body.id)).toMatch(
      /Loyer hors charges \(prorata : 14 jours sur 30\)/,
    );
    // November: 10 days of 30.
    const nov = await terme(s.dossier.id, "2026-11-01");
    expect(nov.body).toMatchObject({
      date: "2026-11-01",
      dateFin: "2026-11-10",
      prixHC: 300,
      charge: 20.33,
    });
    expect(await documentText(t, nov.body.id)).toMatch(
      /Provision pour charges \(prorata : 10 jours sur 30\)/,
    );
    // A whole month says nothing of it; no term after the end.
    const juillet = await terme(s.dossier.id, "2026-07-01");
    expect(await documentText(t, juillet.body.id)).not.toContain("prorata");
    expectFieldError(await terme(s.dossier.id, "2026-12-01"), "date");
  });

  it("defaults to today; a day to come ends the lease then; never before the tenant's entry, nor a non-date", async () => {
    const aujourdhui = await seedDossier(t, { auto: false });
    expect((await clore(aujourdhui)).status).toBe(200);
    expect(await dossier(aujourdhui.dossier.id)).toMatchObject({
      clos: true,
      dateFinBail: "2026-11-21",
    });

    const plusTard = await seedDossier(t, { auto: false });
    expect((await clore(plusTard, "2026-12-15")).status).toBe(200);
    expect(await dossier(plusTard.dossier.id)).toMatchObject({
      clos: false,
      dateFinBail: "2026-12-15",
    });

    const avant = await seedDossier(t, { auto: false });
    expect(expectFieldError(await clore(avant, "2025-05-31"), "date")).toBe(
      "Le bail ne peut pas se terminer avant l'entrée du locataire (01/06/2025).",
    );
    expectFieldError(await clore(avant, "demain"), "date");
    expect(await dossier(avant.dossier.id)).toMatchObject({ clos: false });
  });
});
