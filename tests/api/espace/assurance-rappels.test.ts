import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { PDF, form } from "../../support/http";
import { appelEspace } from "../../support/espace";
import { locataireAvecBail } from "../../support/demandes";
import { runScheduled } from "../../../worker/jobs/scheduled";
import { planifierRappelsAssurance } from "../../../worker/services/demandes/rappels-assurance";

// Issue 62, item 5 (loi 89-462 art. 7 g), ADR 086: the daily job asks the tenant for the next insurance certificate
// a month before the end date, then at it tells the tenant again and the agency; each mail once, whatever the number
// of runs; a new certificate ends the old date's reminders.

let t: TestApp;
let lea: Awaited<ReturnType<typeof locataireAvecBail>>;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-01T10:00:00Z" });
  lea = await locataireAvecBail(t, "lea@example.fr");
  const r = await appelEspace(
    t,
    lea.token,
    "POST",
    "/api/espace/locataire/assurance",
    form({
      file: { bytes: PDF, name: "attestation.pdf", type: "application/pdf" },
      dateFin: "15/12/2026",
      assureur: "MAIF",
    }),
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
});
afterAll(() => t.close());

const run = (day: string) =>
  runScheduled({ ...t.ports, clock: { now: () => new Date(`${day}T06:00:00Z`) } });
const rappels = async () =>
  (
    await t.client.execute(
      `select "dedupeKey", "to", "subject", "body" from "Outbox" where "dedupeKey" like 'assurance:%' order by "id"`,
    )
  ).rows.map((r) => ({
    cle: String(r.dedupeKey),
    to: String(r.to),
    subject: String(r.subject),
    body: String(r.body),
  }));

describe("les rappels d'assurance du travail quotidien", () => {
  it("rien plus d'un mois avant la fin", async () => {
    await run("2026-11-14");
    expect(await rappels()).toEqual([]);
  });

  it("un mois avant : un e-mail au locataire, un seul même après deux passages", async () => {
    await run("2026-11-15");
    await run("2026-11-16");
    const mails = await rappels();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      cle: `assurance:echeance:${lea.dossier.id}:2026-12-15`,
      to: "lea@example.fr",
      subject: "Votre attestation d'assurance habitation prend fin le 15/12/2026",
    });
    expect(mails[0]?.body).toMatch(/15\/12\/2026/);
    expect(mails[0]?.body).toMatch(/\/espace/);
    expect(mails[0]?.body).toMatch(/article 7 g/);
  });

  it("à la date de fin : le locataire de nouveau et l'agence, une fois chacun", async () => {
    await run("2026-12-15");
    await run("2026-12-16");
    const mails = await rappels();
    const par = Object.fromEntries(mails.map((m) => [m.cle.split(":")[1], m]));
    expect(Object.keys(par).sort()).toEqual(["echeance", "echue", "echue-agence"]);
    expect(par.echue?.to).toBe("lea@example.fr");
    expect(par.echue?.subject).toBe("Attestation d'assurance habitation manquante");
    expect(par["echue-agence"]?.to).toBe(t.ports.config.contactEmail);
    expect(par["echue-agence"]?.subject).toBe("Assurance habitation manquante : Léa Martin");
    expect(par["echue-agence"]?.body).toMatch(/8 boulevard Voltaire, 75011 Paris/);
  });

  it("une nouvelle attestation arrête les rappels de l'ancienne date", async () => {
    t.setNow("2026-12-17T09:00:00Z");
    const r = await appelEspace(
      t,
      await lea.reconnecter(),
      "POST",
      "/api/espace/locataire/assurance",
      form({
        file: { bytes: PDF, name: "attestation-2027.pdf", type: "application/pdf" },
        dateFin: "2027-12-15",
      }),
    );
    expect(r.status).toBe(201);
    await run("2026-12-18");
    await run("2027-01-15");
    expect(await rappels()).toHaveLength(3);
    // A month before the new date, its own reminder.
    await run("2027-11-15");
    expect((await rappels()).map((m) => m.cle).at(-1)).toBe(
      `assurance:echeance:${lea.dossier.id}:2027-12-15`,
    );
  });
});

describe("une seule instruction, quel que soit le nombre de baux", () => {
  it("met en file les rappels de 20 baux en une requête à la base", async () => {
    // Back to the day the staff's test sessions were opened.
    t.setNow("2026-11-01T12:00:00Z");
    const baux = await Promise.all(
      Array.from({ length: 20 }, (_, i) => locataireAvecBail(t, `bail-${i}@example.fr`)),
    );
    await t.client.execute({
      sql: `update "Dossier" set "assuranceDateFin" = '2028-01-10' where "id" in (${baux.map(() => "?").join(",")})`,
      args: baux.map((b) => b.dossier.id),
    });
    const execute = vi.spyOn(t.client, "execute");
    const ids = await planifierRappelsAssurance(
      { ...t.ports, clock: { now: () => new Date("2027-12-20T06:00:00Z") } },
      "2027-12-20",
    );
    // The 20 leases' month-before mails, and Léa's two now that her 15/12/2027 is past.
    expect(ids).toHaveLength(22);
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();
  });
});
