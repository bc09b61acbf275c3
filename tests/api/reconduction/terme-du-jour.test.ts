import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertDossier } from "../../support/factories";
import { makeTestApp, type TestApp } from "../../support/test-app";

// ADR 173: a lease with no « Fin du bail » on the day its computed legal term falls (loi n° 89-462, art. 10: it ends
// at its term, renewed from the day after; art. 15: the landlord's notice six months before it). The clock is
// 23:30 UTC on 29 November, already 30 November in Paris: the day the lease started 1 December 2023 ends.

const NOW = "2026-11-29T23:30:00Z";
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ now: NOW })));
afterAll(() => t.close());

const sansFin = (debut: string) =>
  insertDossier(t, { dateCreationBail: debut, dateDebutBail: debut, dateEntree: debut });
const dossier = async (id: number) => (await t.call("GET", `/api/Dossier/${id}`, "user")).body;
const conge = (id: number, dateEnvoi: string) =>
  t.call("POST", `/api/Dossier/${id}/conge`, "user", { motif: "vente", dateEnvoi });

describe("a lease without « Fin du bail » whose computed term is today", () => {
  it("the lease screen: the term the day before, the day of, the day after, as the Paris day reads it", async () => {
    // Terms of three years from the start: yesterday's lease is renewed, today's ends today, tomorrow's tomorrow.
    const hier = await sansFin("2023-11-30");
    const aujourdhui = await sansFin("2023-12-01");
    const demain = await sansFin("2023-12-02");
    expect(await dossier(hier.id)).toMatchObject({ termeCourant: "2029-11-29", clos: false });
    expect(await dossier(aujourdhui.id)).toMatchObject({ termeCourant: "2026-11-30", clos: false });
    expect(await dossier(demain.id)).toMatchObject({ termeCourant: "2026-12-01", clos: false });
  });

  it("« Échéances » says it ends today and is renewed tomorrow; the next congé deadline is the next term's", async () => {
    const d = await sansFin("2023-12-01");
    const cal = await t.call("GET", "/api/echeances?type=fin_bail,conge_bailleur&au=2030-12-31");
    expect(
      cal.body.data
        .filter((e: { DossierId?: number }) => e.DossierId === d.id)
        .map((e: { date: string; libelle: string }) => [e.date, e.libelle]),
    ).toEqual([
      [
        "2026-11-30",
        expect.stringContaining("reconduit tacitement le 01/12/2026 à défaut de congé"),
      ],
      ["2029-05-31", expect.stringContaining("avant la fin du bail le 30/11/2029")],
    ]);
  });

  it("a congé sent today is late and names the next term; one that reached in time ends the lease today", async () => {
    const tard = await sansFin("2023-12-01");
    const r = await conge(tard.id, "2026-11-30");
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(
      "Congé tardif : pour le terme du 30/11/2026, il devait être envoyé au plus tard le 31/05/2026 (6 mois avant). Il ne peut prendre effet qu'au terme du 30/11/2029.",
    );
    expect((await dossier(tard.id)).dateFinBail ?? null).toBeNull();
    // Sent on the last day it could be (31 May), recorded only today: the lease ends today, not in three years.
    const aTemps = await sansFin("2023-12-01");
    const ok = await conge(aTemps.id, "2026-05-31");
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ dateFinBail: "2026-11-30", congeDateEnvoi: "2026-05-31" });
  });
});
