import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp, JWT_SECRET } from "../support/test-app";
import { insertDossier } from "../support/factories";
import { signToken } from "../../worker/auth/token";
import type { TableauDeBord } from "../../worker/domain/api-records";
import { dashboardHelpers } from "../support/tableau-de-bord";

// GET /api/dashboard, its money (issue 20, section 7): the last 12 months' rent due and cashed, the unpaid terms by
// age, on the Paris day.
let t: TestApp;
beforeEach(async () => (t = await makeTestApp({ now: "2026-11-21T10:00:00Z" })));
afterEach(() => t.close());
const { dashboard } = dashboardHelpers(() => t);

// The money (issue 20, section 7): everything made through the API, as staff would.
const ok = async (method: string, path: string, body?: unknown) => {
  const r = await t.call(method, path, "admin", body);
  expect(r.status, `${method} ${path} ${JSON.stringify(r.body)}`).toBeLessThan(300);
  return r.body;
};
/** A dossier (its own apartment and tenant) entered on `dateEntree`: 850 + 120,50 a month. */
const dossier = (dateEntree = "2026-01-01") =>
  insertDossier(t, { dateEntree, dateCreationBail: dateEntree, dateDebutBail: dateEntree });
const terme = (dossierId: number, date: string) =>
  ok("POST", `/api/Quitance/generate/${dossierId}`, { date });
const payer = async (dossierId: number, montant: number, date: string, QuitanceId?: number) =>
  (
    await ok("POST", `/api/Dossier/${dossierId}/paiements`, {
      montant,
      date,
      mode: "Virement",
      QuitanceId,
    })
  ).paiement as { id: number };
const annuler = (paiementId: number) =>
  ok("POST", `/api/Paiement/${paiementId}/annuler`, { motif: "Virement rejeté" });
/** The clock moved to `iso`, with an admin token of that time (tokens last 12 hours). */
const moveTo = async (iso: string) => {
  t.setNow(iso);
  t.tokens.admin = await signToken(t.ids.admin, JWT_SECRET, false, new Date(iso));
};
const mois = (d: TableauDeBord, m: string) => d.encaissements.find((e) => e.mois === m);

describe("GET /api/dashboard : encaissements des 12 derniers mois", () => {
  it("12 mois, le plus ancien d'abord, jusqu'au mois de Paris ; dû par mois des échéances, encaissé par mois des paiements, au centime", async () => {
    const d = await dossier();
    const [sept, oct, nov] = [
      await terme(d.id, "2026-09-01"),
      await terme(d.id, "2026-10-01"),
      await terme(d.id, "2026-11-01"),
    ];
    await payer(d.id, 970.5, "2026-09-05", sept.id);
    await payer(d.id, 500.25, "2026-10-07", oct.id); // partial: 470,25 left
    await payer(d.id, 100.1, "2026-11-02", nov.id);
    await payer(d.id, 0.2, "2026-11-03", nov.id);
    await payer(d.id, 40, "2025-11-30"); // before the window: in no month
    const b = await dashboard();
    expect(b.encaissements).toHaveLength(12);
    expect(b.encaissements.map((e) => e.mois)).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    expect(b.encaissements.slice(0, 9).every((e) => e.du === 0 && e.encaisse === 0)).toBe(true);
    expect(b.encaissements.slice(9)).toEqual([
      { mois: "2026-09", du: 970.5, encaisse: 970.5 },
      { mois: "2026-10", du: 970.5, encaisse: 500.25 },
      { mois: "2026-11", du: 970.5, encaisse: 100.3 }, // 100,10 + 0,20 summed in cents: exactly 100,30
    ]);
  });

  it("un paiement annulé sort du mois du paiement, pas du mois de l'annulation : le mois montre ce qui est resté encaissé", async () => {
    const d = await dossier();
    const oct = await terme(d.id, "2026-10-01");
    await payer(d.id, 970.5, "2026-10-05", oct.id);
    const rejete = await payer(d.id, 200, "2026-10-06");
    await payer(d.id, 50, "2026-11-10");
    expect(mois(await dashboard(), "2026-10")!.encaisse).toBe(1170.5);
    await annuler(rejete.id); // on 21 November
    const b = await dashboard();
    expect(mois(b, "2026-10")).toEqual({ mois: "2026-10", du: 970.5, encaisse: 970.5 });
    expect(mois(b, "2026-11")).toEqual({ mois: "2026-11", du: 0, encaisse: 50 });
  });

  it("le mois est celui de Paris : le 1er décembre à 0 h 30 à Paris (23 h 30 UTC le 30 novembre), un paiement du jour compte en décembre", async () => {
    t.close();
    t = await makeTestApp({ now: "2026-11-30T20:00:00Z" });
    const d = await dossier();
    await terme(d.id, "2026-11-01");
    expect((await dashboard()).encaissements.at(-1)!.mois).toBe("2026-11");
    t.setNow("2026-11-30T23:30:00Z");
    const dec = await terme(d.id, "2026-12-01");
    // Today in Paris: accepted (a payment dated after today is refused).
    await payer(d.id, 300, "2026-12-01", dec.id);
    const b = await dashboard();
    expect(b.jour).toBe("2026-12-01");
    expect(b.encaissements).toHaveLength(12);
    expect(b.encaissements[0]!.mois).toBe("2026-01");
    expect(b.encaissements.at(-1)).toEqual({ mois: "2026-12", du: 970.5, encaisse: 300 });
    expect(mois(b, "2026-11")).toEqual({ mois: "2026-11", du: 970.5, encaisse: 0 });
  });
});

describe("GET /api/dashboard : impayés par ancienneté de l'échéance", () => {
  /** Four terms dated 10, 45, 75 and 120 days before 21/11/2026 (each the first, prorated term of its dossier). */
  async function termesAges() {
    const out: Record<
      string,
      { dossier: number; terme: { id: number; date: string; prixHC: number; charge: number } }
    > = {};
    for (const [age, date] of [
      [10, "2026-11-11"],
      [45, "2026-10-07"],
      [75, "2026-09-07"],
      [120, "2026-07-24"],
    ] as const) {
      const d = await dossier(date);
      const q = await terme(d.id, date);
      expect(q.date).toBe(date);
      out[age] = { dossier: d.id, terme: q };
    }
    return out;
  }
  const du = (q: { prixHC: number; charge: number }) => Math.round((q.prixHC + q.charge) * 100);

  it("le reste dû de chaque échéance dans sa tranche (0-30, 31-60, 61-90, 90+) ; payé partiellement : le reste ; payé : rien ; future : exclue", async () => {
    const a = await termesAges();
    await payer(a[45]!.dossier, 100.33, "2026-10-10", a[45]!.terme.id);
    // Paid in full, on a dossier of its own: nothing left.
    const paye = await dossier("2026-08-01");
    const aout = await terme(paye.id, "2026-08-01");
    await payer(paye.id, aout.prixHC + aout.charge, "2026-08-03", aout.id);
    // A term dated after today (its dossier starts on 5 December): not due yet, left out.
    const futur = await dossier("2026-12-05");
    expect((await terme(futur.id, "2026-12-05")).date).toBe("2026-12-05");
    const { impayes } = await dashboard();
    expect(impayes).toEqual({
      "0-30": du(a[10]!.terme) / 100,
      "31-60": (du(a[45]!.terme) - 10033) / 100,
      "61-90": du(a[75]!.terme) / 100,
      "90+": du(a[120]!.terme) / 100,
    });
  });

  it("un paiement annulé rouvre l'impayé ; la somme des tranches est le reste dû des quittances", async () => {
    const a = await termesAges();
    const p = await payer(a[75]!.dossier, 2000, "2026-09-10");
    expect((await dashboard()).impayes["61-90"]).toBe(0);
    await annuler(p.id);
    const { impayes } = await dashboard();
    expect(impayes["61-90"]).toBe(du(a[75]!.terme) / 100);
    const rows = (await t.call("GET", "/api/Quitance", "admin")).body.data as {
      prixHC: number;
      charge: number;
      montantRegle: number | null;
    }[];
    const total = rows.reduce(
      (s, q) => s + Math.round((q.prixHC + q.charge - (q.montantRegle ?? 0)) * 100),
      0,
    );
    expect(Math.round(Object.values(impayes).reduce((s, n) => s + n, 0) * 100)).toBe(total);
  });

  it("les bornes : 30 jours est encore 0-30, 31 jours 31-60 ; 90 jours 61-90, 91 jours 90+ (jour de Paris)", async () => {
    const d = await dossier("2026-10-01");
    const q = await terme(d.id, "2026-10-01");
    const at = async (iso: string) => (await moveTo(iso), (await dashboard()).impayes);
    const cents = du(q) / 100;
    expect(await at("2026-10-31T10:00:00Z")).toMatchObject({ "0-30": cents, "31-60": 0 }); // 30 days
    expect(await at("2026-10-31T23:30:00Z")).toMatchObject({ "0-30": 0, "31-60": cents }); // 1 November in Paris: 31 days
    expect(await at("2026-12-30T10:00:00Z")).toMatchObject({ "61-90": cents, "90+": 0 }); // 90 days
    expect(await at("2026-12-31T10:00:00Z")).toMatchObject({ "61-90": 0, "90+": cents }); // 91 days
  });
});
