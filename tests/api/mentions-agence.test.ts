import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, insertAppartement, insertClient, valid } from "../support/factories";
import { expectSays, generate } from "../support/pdf";
import { seedDossier } from "../support/quitances";
import { runScheduled } from "../../worker/jobs/scheduled";

// Issue 39 item 10: what the documents and mails say of the agency comes from Paramètres > Agence, and says it once.
let t: TestApp;
beforeAll(
  async () => void (t = await makeTestApp({ confirme: true, now: "2026-12-01T08:00:00Z" })),
);
afterAll(() => t.close());

const agence = (body: Record<string, unknown>) => t.call("PUT", "/api/agence", "admin", body);

describe("agency mentions", () => {
  it("'CCI de Lyon' typed in the settings prints 'délivrée par la CCI de Lyon', never 'CCI de CCI'", async () => {
    expect(
      (
        await agence({
          carteProfessionnelle: "CPI 6901 2026 000 000 007",
          cciDelivrance: "CCI de Lyon",
        })
      ).status,
    ).toBe(200);
    const m = await create(t, "Mission", valid.Mission());
    const pdf = await generate(t, `/api/Mission/${m.id}/ordreMission/generate`);
    expect(pdf.text).toContain("délivrée par la CCI de Lyon");
    expect(pdf.text).not.toMatch(/CCI de CCI|CCI CCI/);
  });

  it("the register dates a mandate on its signature date, prints the mandant's address and the duration", async () => {
    const c = await insertClient(t, {
      nom: "Registre",
      adresse: "3 quai Saint-Antoine",
      codePostal: "69002",
      ville: "Lyon",
    });
    const m = await create(t, "Mission", { ...valid.Mission(), dateSignature: "2026-02-14" });
    expect((await t.call("PUT", `/api/Mission/${m.id}/client/add/${c.id}`, "admin")).status).toBe(
      200,
    );
    await create(t, "Accompte", {
      ...valid.Accompte(),
      MissionId: m.id,
      dateDepart: "2026-03-01",
      dateFin: "2027-02-28",
    });
    const reg = (await t.call("GET", "/api/registreMandats?annee=2026", "admin")).body.data;
    const line = reg.find((l: { numero: string }) => l.numero === m.numeroMandat);
    expect(line).toMatchObject({ date: "2026-02-14", duree: "12 mois" });
    expect(line.mandants).toContain("Élise Registre (3 quai Saint-Antoine, 69002 Lyon)");
    const pdf = await generate(t, "/api/registreMandats/2026/generate", "admin");
    expectSays(pdf.text, "14/02/2026", "3 quai Saint-Antoine", "12 mois");

    const order = await generate(t, `/api/Mission/${m.id}/ordreMission/generate`);
    expectSays(order.text, "Durée du mandat", "12 mois (du 1er mars 2026 au 28 février 2027)");
    const a = await insertAppartement(t);
    const i = await create(t, "Intendance", valid.Intendance(a.id));
    const io = await generate(
      t,
      `/api/Appartement/${a.id}/ordreMissionIntendance/${i.id}/generate`,
    );
    expectSays(io.text, "Durée", "12 mois");
  });

  it("the furniture inventory is dated and names the tenant of the running lease", async () => {
    const s = await seedDossier(t, {
      locataire: { titre: "Madame", prenom: "Inès", nom: "Meublé" },
    });
    const pdf = await generate(t, `/api/Dossier/inventaireMobilier/${s.appartement.id}/generate`);
    expectSays(
      pdf.text,
      "Locataire",
      "Madame Inès Meublé",
      "Date de l'inventaire",
      "1er juin 2025",
    );
    const vide = await insertAppartement(t);
    const sans = await generate(t, `/api/Dossier/inventaireMobilier/${vide.id}/generate`);
    expectSays(sans.text, "Aucun bail en cours", "1er décembre 2026");
  });

  it("reminders and the formal notice are signed with the agency's name and e-mail of the settings, the notice attached", async () => {
    expect((await agence({ nom: "Agence Bellecour", email: "gestion@bellecour.fr" })).status).toBe(
      200,
    );
    const mail = "signe@exemple.fr";
    const s = await seedDossier(t, {
      auto: false,
      locataire: { mail },
      dossier: { jourQuitance: 1 },
    });
    const q = (
      await t.call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", { date: "2026-12-01" })
    ).body;
    expect((await t.call("GET", `/api/Quitance/switchState/false/${q.id}`)).status).toBe(200);
    expect((await t.call("POST", `/api/Quitance/${q.id}/relance`, "user")).status).toBeLessThan(
      300,
    );
    await runScheduled({ ...t.ports, clock: { now: () => new Date("2026-12-31T09:00:00Z") } });
    const mails = t.sent.filter((m) => m.to === mail && !m.subject.startsWith("Avis"));
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const m of mails) {
      expect(m.text).toContain("Agence Bellecour");
      expect(m.text).toContain("écrivez-nous à gestion@bellecour.fr");
    }
    const notice = mails.find((m) => m.subject.startsWith("Mise en demeure"));
    expect(notice?.attachments?.[0]?.filename).toMatch(/^Mise en demeure/);
  });
});
