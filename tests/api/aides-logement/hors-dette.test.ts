// Issue 77 item 3 on the Node entry: a term of 700 € with 250 € of aid in tiers payant (CAF). On 3 December, before
// the CAF's payment day (the 5th), the tenant owes 450 € in the account, the reminder, the formal notice and the
// dashboard's arrears, not 700 €; on 6 December the 250 € not received shows as « aide non reçue », apart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { fetchDocument, pdfText, seedDossier } from "../../support/quitances";
import { runScheduled } from "../../../worker/jobs/scheduled";

let t: TestApp;
let dossierId: number;
let termeId: number;

/** A fresh app on `now` with the lease, its aid from November and its term of 1 November. */
async function bail(now: string) {
  t?.close();
  t = await makeTestApp({ confirme: true, now });
  const s = await seedDossier(t, {
    auto: false,
    locataire: { nom: "Durand", mail: "durand.aide@exemple.fr" },
    dossier: {
      loyerHC: 600,
      loyerCharge: 100,
      depotGarantie: 600,
      dateEntree: "2026-06-01",
      dateDebutBail: "2026-06-01",
    },
  });
  dossierId = s.dossier.id;
  const a = await t.call("PUT", `/api/Dossier/${dossierId}/aideLogement`, "user", {
    organisme: "CAF",
    numeroAllocataire: "1234567",
    type: "APL",
    tiersPayant: true,
    montantMensuel: "250",
    depuis: "2026-11-01",
  });
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  const q = await t.call("POST", `/api/Quitance/generate/${dossierId}`, "user", {
    date: "2026-11-01",
  });
  expect(q.status, JSON.stringify(q.body)).toBe(201);
  termeId = q.body.id;
  // Staff say the term is unpaid: the reminders read only the terms whose status is known.
  expect((await t.call("GET", `/api/Quitance/switchState/false/${q.body.id}`)).status).toBe(200);
}
afterAll(() => t.close());

const get = async (path: string, role: "user" | "admin" = "user") => {
  const r = await t.call("GET", path, role);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
const arrieres = (d: { impayes: Record<string, number> }) =>
  Object.values(d.impayes).reduce((s, v) => s + v, 0);

describe("on the 3rd of the next month, before the CAF's payment day", () => {
  beforeAll(() => bail("2026-12-03T10:00:00Z"));

  it("the account's balance due to the tenant is 450 €, the 250 € of aid awaited apart", async () => {
    const c = await get(`/api/Dossier/${dossierId}/compte`);
    expect(c.solde).toBe(700);
    expect(c).toMatchObject({ soldeLocataire: 450, aideEnAttente: 250, aideNonRecue: 0 });
  });

  it("the reminder claims 450 €", async () => {
    const r = await get(`/api/Dossier/${dossierId}/relance/apercu?etape=1`);
    expect(r.total).toBe(450);
    expect(r.termes).toEqual([expect.objectContaining({ reste: 450 })]);
    // The letter says the 450 € are the tenant's own, the aid apart and not claimed.
    expect(r.lettres[0].texte).toMatch(/450,00\s€ restent dus/);
    expect(r.lettres[0].texte).toMatch(
      /la CAF ne vous est pas réclamée \(aide au logement attendue : 250,00\s€ ; aide non reçue : 0,00\s€\)/,
    );
  });

  it("the formal notice claims 450 €, not 700 €: the aid apart, « attendue », in columns that add up", async () => {
    const g = await get(`/api/Dossier/${dossierId}/miseEnDemeure/generate`);
    const text = pdfText(await fetchDocument(t, g.generated));
    expect(text).toMatch(/Aide CAF\s+Reste locataire/);
    // The term and the total: 700 € due − 0 € received − 250 € of aid = 450 € the tenant owes.
    expect(text).toMatch(/01\/11\/2026 au 30\/11\/2026\s*700,00 €\s*0,00 €\s*250,00 €\s*450,00 €/);
    expect(text).toMatch(/Total\s*700,00 €\s*0,00 €\s*250,00 €\s*450,00 €/);
    expect(text).toMatch(/total restant dû de 450,00 €/);
    expect(text).toMatch(
      /aide\s+au\s+logement\s+attendue\s+250,00 €\s+;\s+aide\s+non\s+reçue\s+0,00 €/,
    );
  });

  it("the dashboard's arrears are 450 €, no aid yet not received", async () => {
    const d = await get("/api/dashboard", "admin");
    expect(arrieres(d)).toBe(450);
    expect(d.aideNonRecue).toBe(0);
  });
});

describe("on the 6th, after the CAF's payment day", () => {
  beforeAll(() => bail("2026-12-06T10:00:00Z"));

  it("the 250 € shows as « aide non reçue », apart from the 450 € the tenant owes", async () => {
    const c = await get(`/api/Dossier/${dossierId}/compte`);
    expect(c).toMatchObject({
      solde: 700,
      soldeLocataire: 450,
      aideEnAttente: 0,
      aideNonRecue: 250,
    });
    const d = await get("/api/dashboard", "admin");
    expect(arrieres(d)).toBe(450);
    expect(d.aideNonRecue).toBe(250);
    expect((await get(`/api/Dossier/${dossierId}/relance/apercu?etape=2`)).total).toBe(450);
    const g = await get(`/api/Dossier/${dossierId}/miseEnDemeure/generate`);
    const text = pdfText(await fetchDocument(t, g.generated));
    expect(text).toMatch(/Total\s*700,00 €\s*0,00 €\s*250,00 €\s*450,00 €/);
    expect(text).toMatch(
      /aide\s+au\s+logement\s+attendue\s+0,00 €\s+;\s+aide\s+non\s+reçue\s+250,00 €/,
    );
  });

  it("the daily job's reminder claims 450 €, not 700 €", async () => {
    await runScheduled({ ...t.ports, clock: { now: () => new Date("2026-12-06T09:00:00Z") } });
    const mails = t.sent.filter(
      (m) => m.to === "durand.aide@exemple.fr" && !m.subject.startsWith("Avis"),
    );
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.map((m) => m.text).join("\n")).toContain("450,00");
    expect(mails.map((m) => m.text).join("\n")).not.toContain("700,00");
    // The aid stated apart, as « Relancer maintenant » states it: after the CAF's day, « non reçue ».
    expect(mails[0]?.text).toMatch(
      /la CAF ne vous est pas réclamée \(aide au logement attendue : 0,00\s€ ; aide non reçue : 250,00\s€\)/,
    );
  });

  it("once the CAF's transfer pays the month, nothing is missing and the tenant still owes 450 €", async () => {
    const p = await t.call("POST", `/api/aidesLogement/versements`, "user", {
      reference: "VIR CAF 75 20261206",
      organisme: "CAF",
      date: "2026-12-06",
      montantVirement: "250,00",
      detail: "N° allocataire;Nom;Mois;Montant\n1234567;DURAND Marie;11/2026;250,00",
    });
    expect(p.status, JSON.stringify(p.body)).toBeLessThan(300);
    const c = await get(`/api/Dossier/${dossierId}/compte`);
    expect(c).toMatchObject({ solde: 450, soldeLocataire: 450, aideNonRecue: 0 });
    const d = await get("/api/dashboard", "admin");
    expect(arrieres(d)).toBe(450);
    expect(d.aideNonRecue).toBe(0);
  });
});

describe("a partial receipt", () => {
  it("names the CAF's share of what was received", async () => {
    const r = await t.call("GET", `/api/Quitance/${termeId}/generate`, "user");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const text = pdfText(await fetchDocument(t, r.body.generated));
    expect(text).toMatch(/Reçu/);
    expect(text).toMatch(/dont aide au logement versée par la CAF : 250,00 €/);
  });
});
