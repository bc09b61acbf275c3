import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { insertClient } from "../support/factories";
import { readPdf } from "../support/pdf";
import { seedDossier } from "../support/quitances";
import { runScheduled } from "../../worker/jobs/scheduled";

// Issue 38 part 4: the daily job sends each owner with an e-mail and an account the previous month's compte-rendu
// when Paramètres > Agence says so, once per owner and month, however often it runs.
let t: TestApp;
beforeAll(
  async () => void (t = await makeTestApp({ confirme: true, now: "2026-11-21T10:00:00Z" })),
);
afterAll(() => t.close());

const run = (iso: string) => runScheduled({ ...t.ports, clock: { now: () => new Date(iso) } });
const comptesRendus = (mois: string) =>
  t.sent.filter((m) => m.subject === `Compte-rendu de gérance du ${mois}`);
const envoi = (on: boolean) => t.call("PUT", "/api/agence", "admin", { envoiCompteRendu: on });

describe("the monthly compte-rendu", () => {
  it("is sent once per owner and month when the setting is on, to owners with an account only", async () => {
    const s = await seedDossier(t, { auto: false });
    await insertClient(t, { nom: "Sanscompte" });
    const q = await t.call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", {
      date: "2026-11-01",
    });
    const p = await t.call("POST", `/api/Dossier/${s.dossier.id}/paiements`, "user", {
      montant: "970,50",
      date: "2026-11-06",
      mode: "Virement",
      QuitanceId: q.body.id,
    });
    expect(p.status).toBe(201);

    // Off (the default): nothing.
    await run("2026-12-02T06:00:00Z");
    expect(comptesRendus("01/11/2026 au 30/11/2026")).toHaveLength(0);

    expect((await envoi(true)).status).toBe(200);
    await run("2026-12-02T07:00:00Z");
    const nov = comptesRendus("01/11/2026 au 30/11/2026");
    expect(nov).toHaveLength(1);
    expect(nov[0]!.to).toBe("elise.durand@example.fr");
    const pdf = readPdf(nov[0]!.attachments![0]!.content as Uint8Array);
    expect(pdf.text).toContain("Période du 1er novembre 2026 au 30 novembre 2026");
    expect(pdf.text).toContain(s.client.nom);
    expect(pdf.text).toContain("Solde de clôture au 30/11/2026 970,50 €");

    // Again the same day, and the next days of December: never twice.
    await run("2026-12-02T08:00:00Z");
    await run("2026-12-15T08:00:00Z");
    expect(comptesRendus("01/11/2026 au 30/11/2026")).toHaveLength(1);
    // January: December's, once.
    await run("2027-01-01T08:00:00Z");
    await run("2027-01-02T08:00:00Z");
    expect(comptesRendus("01/12/2026 au 31/12/2026")).toHaveLength(1);
  });
});
