import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Dossier } from "../../../worker/db/schema";
import { runScheduled } from "../../../worker/jobs/scheduled";
import { insertAppartement, insertDossier } from "../../support/factories";
import { expectFieldError } from "../../support/http";
import { seedDossier } from "../../support/quitances";
import { makeTestApp, type TestApp } from "../../support/test-app";

// Issue 73 items 1 and 2, on the Node entry: the daily job renews a lease at its term by the law of its kind, the
// landlord's congé ends it, a lease the old rule closed is listed and reopened once, and a dwelling below the floor
// is renewed with the mention of the works. The API is called at the test clock (the tokens' 12 hours); the job
// runs at the days the test sets, the lease's dates moved behind the API's back as the years pass.

const NOW = "2026-11-21T10:00:00Z";
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ now: NOW })));
afterAll(() => t.close());
afterEach(() => t.setNow(NOW));

/** The daily job at 07:00 in Paris on `day`, then the clock back for the API. */
async function jobAu(day: string) {
  t.setNow(`${day}T05:00:00Z`);
  try {
    return await runScheduled(t.ports);
  } finally {
    t.setNow(NOW);
  }
}
const fin = (id: number, dateFinBail: string) =>
  t.db.update(Dossier).set({ dateFinBail, dateFinPreavis: dateFinBail }).where(eq(Dossier.id, id));
const dossier = async (id: number) => (await t.call("GET", `/api/Dossier/${id}`, "user")).body;
const historique = async (appartementId: number) =>
  JSON.stringify((await t.call("GET", `/api/Appartement/${appartementId}/history`, "user")).body);
const termes = async (id: number) =>
  ((await t.call("GET", `/api/Quitance?DossierId=${id}`, "user")).body.data as any[]).sort((a, b) =>
    a.mois.localeCompare(b.mois),
  );
const bail2021 = {
  dateCreationBail: "2021-05-15",
  dateDebutBail: "2021-06-01",
  dateEntree: "2021-06-01",
  dateFinBail: "2099-12-31",
  indice: 130.69,
  indiceTrim: "1er trimestre 2021",
};

describe("tacit renewal by the daily job", () => {
  it("a 2021 unfurnished lease is renewed to 2027 at its term and its rent called without a gap", async () => {
    const { dossier: d } = await seedDossier(t, { dossier: bail2021 });
    await fin(d.id, "2024-05-31");
    await jobAu("2024-05-05");
    // The day before its term, nothing happens; on the term day it is renewed, not closed.
    await jobAu("2024-05-30");
    expect((await dossier(d.id)).dateFinBail).toBe("2024-05-31");
    const r = await jobAu("2024-05-31");
    expect(r.closedDossiers).toBe(0);
    const apres = await dossier(d.id);
    expect(apres).toMatchObject({ dateFinBail: "2027-05-31", dateFinPreavis: "2027-05-31" });
    expect(await historique(d.AppartementId)).toContain("Reconduction tacite jusqu'au 31/05/2027");
    const j = await t.call("GET", `/api/journal?resource=Dossier&id=${d.id}`, "admin");
    expect(JSON.stringify(j.body)).toContain("2027-05-31");
    await jobAu("2024-06-05");
    const q = await termes(d.id);
    expect(q.map((x) => [x.mois, x.date, x.dateFin, x.prixHC])).toEqual([
      ["2024-05", "2024-05-01", "2024-05-31", 850],
      ["2024-06", "2024-06-01", "2024-06-30", 850],
    ]);
    // Run again: nothing renewed twice.
    await jobAu("2024-06-06");
    expect((await dossier(d.id)).dateFinBail).toBe("2027-05-31");
  });

  it("a term ending mid-month, called to that day before the renewal, is called to the month's end by it", async () => {
    const { dossier: d } = await seedDossier(t, { dossier: bail2021 });
    await fin(d.id, "2024-05-14");
    await jobAu("2024-05-05");
    // Called before the renewal: 14 days of 31, as issue 11 prorates a lease's last month.
    const [avant] = await termes(d.id);
    expect([avant.mois, avant.dateFin, avant.prixHC]).toEqual(["2024-05", "2024-05-14", 383.87]);
    await jobAu("2024-05-14");
    expect((await dossier(d.id)).dateFinBail).toBe("2027-05-14");
    const [prolonge] = await termes(d.id);
    expect([prolonge.mois, prolonge.date, prolonge.dateFin, prolonge.prixHC]).toEqual([
      "2024-05",
      "2024-05-01",
      "2024-05-31",
      850,
    ]);
    const compte = (await t.call("GET", `/api/Dossier/${d.id}/compte`, "user")).body;
    const revision = compte.ecritures.filter((e: { libelle: string }) =>
      e.libelle.startsWith("Révision de l'échéance mai 2024"),
    );
    expect(revision).toHaveLength(1);
    // The days after the old end, rent and charges, on the tenant's account.
    expect(revision[0].debit).toBeCloseTo(
      prolonge.prixHC + prolonge.charge - (avant.prixHC + avant.charge),
      2,
    );
    expect(revision[0].debit).toBeGreaterThan(466);
    // Run again on the next days: the term is not extended twice.
    await jobAu("2024-05-15");
    await jobAu("2024-06-05");
    const q = await termes(d.id);
    expect(q.map((x) => [x.mois, x.dateFin, x.prixHC])).toEqual([
      ["2024-05", "2024-05-31", 850],
      ["2024-06", "2024-06-30", 850],
    ]);
    const apres = (await t.call("GET", `/api/Dossier/${d.id}/compte`, "user")).body;
    expect(
      apres.ecritures.filter((e: { libelle: string }) => e.libelle.startsWith("Révision")),
    ).toHaveLength(1);
  });

  it("an owner that is a legal person (SCI): six years; a furnished lease: one year", async () => {
    const { dossier: d, client } = await seedDossier(t);
    const pm = await t.call("PUT", `/api/Client/${client.id}`, "admin", { personneMorale: true });
    expect(pm.status, JSON.stringify(pm.body)).toBe(200);
    expect(pm.body.personneMorale).toBe(true);
    await fin(d.id, "2026-12-31");
    // The calendar reads the same owner: its term's rule says six years.
    const cal = await t.call("GET", "/api/echeances?type=fin_bail", "admin");
    const item = (cal.body as { data: { DossierId?: number; regle: string }[] }).data.find(
      (i) => i.DossierId === d.id,
    );
    expect(item?.regle).toContain("six ans (bailleur personne morale)");
    const m = await insertDossier(t, { typeBail: "meublé", dateFinBail: "2099-12-31" });
    await fin(m.id, "2026-12-31");
    await jobAu("2026-12-31");
    expect((await dossier(d.id)).dateFinBail).toBe("2032-12-31");
    expect((await dossier(m.id)).dateFinBail).toBe("2027-12-31");
  });

  it("a class-F lease renews in 2028 all the same, with the mention of the works owed", async () => {
    const a = await insertAppartement(t, { classeEnergie: "F" });
    const d = await insertDossier(t, { AppartementId: a.id, dateFinBail: "2099-12-31" });
    await fin(d.id, "2027-12-31");
    await jobAu("2027-12-31");
    expect((await dossier(d.id)).dateFinBail).toBe("2030-12-31");
    const mention =
      "Logement non décent depuis le 1er janvier 2028 : travaux à réaliser (loi n° 89-462, art. 6 et 20-1)";
    expect(await historique(a.id)).toContain(mention);
  });

  it("an express renewal on a G lot is no longer refused: the renewal and the dossier carry the mention", async () => {
    const a = await insertAppartement(t, { classeEnergie: "G" });
    const d = await insertDossier(t, {
      AppartementId: a.id,
      dateCreationBail: "2023-12-15",
      dateDebutBail: "2024-01-01",
      dateEntree: "2024-01-01",
      dateFinBail: "2026-12-31",
    });
    const r = await t.call("POST", `/api/Dossier/${d.id}/renouvellement`, "user", {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.dateFinBail).toBe("2029-12-31");
    expect(r.body.mentionDecence).toBe(
      "Logement non décent depuis le 1er janvier 2025 : travaux à réaliser (loi n° 89-462, art. 6 et 20-1)",
    );
    expect(await historique(a.id)).toContain("Logement non décent depuis le 1er janvier 2025");
  });
});

describe("the landlord's congé", () => {
  const conge = (id: number, body: unknown) =>
    t.call("POST", `/api/Dossier/${id}/conge`, "user", body);

  it("sent late: 409 naming the first term it can take effect at; nothing written", async () => {
    const d = await insertDossier(t, { dateFinBail: "2027-03-31" });
    const r = await conge(d.id, { motif: "vente", dateEnvoi: "2026-11-20" });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(
      "Congé tardif : pour le terme du 31/03/2027, il devait être envoyé au plus tard le 30/09/2026 (6 mois avant). Il ne peut prendre effet qu'au terme du 31/03/2030.",
    );
    expect((await dossier(d.id)).congeDateEnvoi).toBeNull();
  });

  it("a reprise needs its beneficiary (400); in time, 201: the lease ends at its term and closes when it passes", async () => {
    const d = await insertDossier(t, { dateFinBail: "2027-05-31" });
    expect(
      expectFieldError(
        await conge(d.id, { motif: "reprise", dateEnvoi: "2026-11-20" }),
        "beneficiaire",
      ),
    ).toContain("bénéficiaire");
    expectFieldError(await conge(d.id, { motif: "autre", dateEnvoi: "2026-11-20" }), "motif");
    const r = await conge(d.id, {
      motif: "reprise",
      dateEnvoi: "2026-11-20",
      beneficiaire: "Paul Durand, fils du bailleur",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      congeMotif: "reprise",
      congeDateEnvoi: "2026-11-20",
      congeBeneficiaire: "Paul Durand, fils du bailleur",
      dateFinBail: "2027-05-31",
    });
    expect((await conge(d.id, { motif: "vente", dateEnvoi: "2026-11-20" })).status).toBe(409);
    // « Échéances » says so: the lease ends at its term, no renewal announced, no congé left to send.
    const cal = await t.call("GET", "/api/echeances?type=fin_bail,conge_bailleur&au=2027-12-31");
    expect(
      cal.body.data
        .filter((e: { DossierId?: number }) => e.DossierId === d.id)
        .map((e: { date: string; libelle: string }) => [e.date, e.libelle]),
    ).toEqual([
      [
        "2027-05-31",
        expect.stringMatching(/congé du bailleur envoyé le 20\/11\/2026, sans reconduction$/),
      ],
    ]);
    // A congé given, the lease is not renewed any more.
    const renouvele = await t.call("POST", `/api/Dossier/${d.id}/renouvellement`, "user", {});
    expect(renouvele.status).toBe(409);
    expect(renouvele.body.error.message).toBe(
      "Un congé a été donné le 20/11/2026 : le bail prend fin le 31/05/2027 et ne peut plus être renouvelé.",
    );
    // The stored marker (reads at the test clock say the day's flag).
    const stocke = async () => (await t.db.select().from(Dossier).where(eq(Dossier.id, d.id)))[0];
    await jobAu("2027-05-30");
    expect((await stocke())?.clos).toBe(false);
    await jobAu("2027-05-31");
    expect(await stocke()).toMatchObject({ clos: true, dateFinBail: "2027-05-31" });
    expect(await historique(d.AppartementId)).toContain("Fin du bail du locataire");
  });
});

describe("the landlord's congé on a lease without « Fin du bail »", () => {
  const conge = (id: number, body: unknown) =>
    t.call("POST", `/api/Dossier/${id}/conge`, "user", body);
  // Started 1 June 2024 (1 April for the late one), no end stated: three years by law (art. 10).
  const sansFin = (debut: string) =>
    insertDossier(t, { dateCreationBail: debut, dateDebutBail: debut, dateEntree: debut });

  it("late: the term computed from its start, and the next one it can take effect at", async () => {
    const d = await sansFin("2024-04-01");
    expect((await dossier(d.id)).termeCourant).toBe("2027-03-31");
    const r = await conge(d.id, { motif: "vente", dateEnvoi: "2026-11-20" });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(
      "Congé tardif : pour le terme du 31/03/2027, il devait être envoyé au plus tard le 30/09/2026 (6 mois avant). Il ne peut prendre effet qu'au terme du 31/03/2030.",
    );
    expect(await dossier(d.id)).toMatchObject({ congeDateEnvoi: null, clos: false });
    expect((await dossier(d.id)).dateFinBail ?? null).toBeNull();
  });

  it("in time: the computed term written as its end, the lease still running, « Échéances » agreeing", async () => {
    const d = await sansFin("2024-06-01");
    // Before: the calendar's congé deadline names the term the congé will end.
    const avant = await t.call("GET", "/api/echeances?type=conge_bailleur&au=2027-12-31");
    expect(
      avant.body.data.find((e: { DossierId?: number }) => e.DossierId === d.id)?.libelle,
    ).toContain("avant la fin du bail le 31/05/2027");
    const r = await conge(d.id, { motif: "vente", dateEnvoi: "2026-11-20" });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      congeMotif: "vente",
      congeDateEnvoi: "2026-11-20",
      dateFinBail: "2027-05-31",
      clos: false,
      termeCourant: "2027-05-31",
    });
    expect(await historique(d.AppartementId)).toContain("fin du bail le 31/05/2027");
    expect((await conge(d.id, { motif: "vente", dateEnvoi: "2026-11-20" })).status).toBe(409);
    const cal = await t.call("GET", "/api/echeances?type=fin_bail,conge_bailleur&au=2027-12-31");
    expect(
      cal.body.data
        .filter((e: { DossierId?: number }) => e.DossierId === d.id)
        .map((e: { date: string }) => e.date),
    ).toEqual(["2027-05-31"]);
    // An SCI's lease without an end: six years from its start (2030), its congé in time on the same day.
    const { dossier: sci, client } = await seedDossier(t, {
      dossier: {
        dateCreationBail: "2024-06-01",
        dateDebutBail: "2024-06-01",
        dateEntree: "2024-06-01",
      },
    });
    await t.call("PUT", `/api/Client/${client.id}`, "admin", { personneMorale: true });
    const s = await conge(sci.id, { motif: "vente", dateEnvoi: "2026-11-20" });
    expect(s.status, JSON.stringify(s.body)).toBe(201);
    expect(s.body.dateFinBail).toBe("2030-05-31");
  });
});

describe("leases closed by the old rule", () => {
  it("listed in ?aRevoir=reconduction; reopened once: renewed, its missed terms called once", async () => {
    const { dossier: d } = await seedDossier(t, {
      dossier: { ...bail2021, dateFinBail: "2026-05-31" },
    });
    expect(d.clos).toBe(true);
    // A lease the tenant left is not to review.
    const parti = await insertDossier(t, { dateFinBail: "2026-05-31", dateSortie: "2026-05-31" });
    const liste = await t.call("GET", "/api/Dossier?aRevoir=reconduction", "user");
    const ids = (liste.body.data as { id: number }[]).map((x) => x.id);
    expect(ids).toContain(d.id);
    expect(ids).not.toContain(parti.id);
    const reopen = () => t.call("POST", `/api/Dossier/${d.id}/reconduction`, "user");
    const [a, b] = await Promise.all([reopen(), reopen()]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const ok = a.status === 200 ? a : b;
    expect(ok.body).toMatchObject({ clos: false, dateFinBail: "2029-05-31", termesAppeles: 6 });
    expect((await reopen()).status).toBe(409);
    const q = await termes(d.id);
    expect(q.map((x) => x.mois)).toEqual([
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    const compte = await t.call("GET", `/api/Dossier/${d.id}/compte`, "user");
    expect(compte.body.solde).toBeGreaterThanOrEqual(6 * 970.5);
    const relue = await t.call("GET", "/api/Dossier?aRevoir=reconduction", "user");
    expect((relue.body.data as { id: number }[]).map((x) => x.id)).not.toContain(d.id);
    expect((await t.call("POST", `/api/Dossier/${parti.id}/reconduction`, "user")).status).toBe(
      409,
    );
  });
});
