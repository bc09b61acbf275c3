import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Client, Dossier, Outbox, Quitance } from "../../worker/db/schema";
import { makeTestApp, type TestApp } from "../support/test-app";
import { classeur, envoyer, json } from "../support/imports";
import { compteSequestre } from "../support/reversements";
import { ibanVerifie } from "../support/iban-verification";
import { appelDeLot } from "../support/lot-calls";
import { expectSays, generate } from "../support/pdf";
import { pdfText } from "../support/quitances";
import {
  DATE_REPRISE_ARRIERES,
  PORTEFEUILLE_ARRIERES,
  releveCsv,
} from "../support/arrieres-repris";

// Issue 74 item 5 (ADR 114): "arrears taken over reach their owners". A tenant imported owing 1 234,56 € from before
// the cut-over: the dashboard counts it, a reminder names it, its payment credits the lot's two owners (60/40) to the
// cent, and the trust-account check reads no difference after the import, the payment and the owners' payout.

let t: TestApp;
let b1: number;
const owners = {} as { p1: number; p2: number };

const get = async (path: string) => {
  const r = await t.call("GET", path, "admin");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as any;
};

/** The trust account's statement of the day: one movement, the balance after it. */
async function releve(date: string, libelle: string, montant: string, solde: string) {
  const f = new FormData();
  f.append(
    "file",
    new File([releveCsv(date, libelle, montant, solde)], `releve-${date.replaceAll("/", "")}.csv`),
  );
  f.append("nouveauCompte", "Compte séquestre");
  const r = await t.call("POST", "/api/banque/releves", "admin", f);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.releve.compteId as number;
}

beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-28T10:00:00Z", confirme: true });
  await compteSequestre(t);
  const fichier = await classeur("reprise.xlsx", PORTEFEUILLE_ARRIERES);
  const { import: imp } = await json<{ import: { id: number } }>(
    await envoyer(t, [fichier], { dateReprise: DATE_REPRISE_ARRIERES }),
    201,
  );
  // The balances count once a second person has confirmed them (ADR 113).
  await t.confirm("comptable");
  const c = await t.call("POST", `/api/Import/${imp.id}/confirmer`, "comptable");
  expect(c.status, JSON.stringify(c.body)).toBe(200);
  b1 = (await t.db.select().from(Dossier).where(eq(Dossier.reference, "B1")))[0]!.id;
  for (const [k, ref] of [
    ["p1", "P1"],
    ["p2", "P2"],
  ] as const) {
    owners[k] = (await t.db.select().from(Client).where(eq(Client.reference, ref)))[0]!.id;
    await ibanVerifie(t, owners[k]);
  }
  // What the agency held at the cut-over: P1's 500 € and the two leases' deposits (800 € and 1 200 €); the tenant's
  // debt is money not yet received.
  const compte = await releve("01/11/2026", "REPRISE", "2 500,00", "2 500,00");
  const r = await t.call("PUT", `/api/banque/comptes/${compte}`, "admin", { sequestre: true });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
});
afterAll(() => t.close());

/** What B1's terms leave to pay, euros (from the cut-over month on, whatever the import made of them). */
async function termesOuverts() {
  const q = await t.db.select().from(Quitance).where(eq(Quitance.DossierId, b1));
  return q.reduce((s, x) => s + x.prixHC + x.charge - (x.montantRegle ?? 0), 0) / 100;
}
/** What every lease's terms leave to pay, euros: the dashboard's arrears count the whole agency (ADR 112's
 *  November terms of the other lease included). */
async function termesOuvertsAgence() {
  const q = await t.db.select().from(Quitance);
  return q.reduce((s, x) => s + x.prixHC + x.charge - (x.montantRegle ?? 0), 0) / 100;
}
const eurosFr = (n: number) =>
  new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(n);

describe("an opening debt of 1 234,56 € taken over", () => {
  it("the trust-account check balances at the cut-over", async () => {
    const s = await get("/api/sequestre?au=2026-11-01");
    expect(s).toMatchObject({
      soldesMandants: 500,
      depotsDetenus: 2000,
      totalDu: 2500,
      soldeBanque: 2500,
      ecart: 0,
    });
  });

  it("the dashboard's arrears count it, beside the terms", async () => {
    const d = await get("/api/dashboard");
    const termes = await termesOuvertsAgence();
    // Dated 01/11, 27 days before today: in the first bucket, with November's term.
    expect(d.impayes["0-30"]).toBeCloseTo(1234.56 + termes, 2);
    const total = Object.values(d.impayes as Record<string, number>).reduce((s, v) => s + v, 0);
    expect(total).toBeCloseTo(1234.56 + termes, 2);
  });

  it("a reminder names it and adds it to what is owed", async () => {
    const a = await get(`/api/Dossier/${b1}/relance/apercu?etape=1`);
    expect(a.arriere).toEqual({ date: "2026-11-01", reste: 1234.56 });
    // The terms it reminds (a term whose status is not yet known is not reminded, ADR 007) and the arrear.
    const termes = a.termes.reduce((s: number, x: { reste: number }) => s + x.reste, 0);
    expect(a.total).toBeCloseTo(1234.56 + termes, 2);
    expect(a.lettres[0].texte).toContain("l'arriéré repris au 01/11/2026");
  });

  it("the reminder is sent for it, even with no term open", async () => {
    const r = await t.call("POST", `/api/Dossier/${b1}/relancer`, "admin", {
      etape: 1,
      envoi: "email",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.envois).toBe(1);
    const [mail] = await t.db.select().from(Outbox).where(eq(Outbox.to, "julie@exemple.fr"));
    expect(mail?.body).toContain("l'arriéré repris au 01/11/2026");
  });

  it("the formal notice claims it with the terms", async () => {
    const pdf = await generate(t, `/api/Dossier/${b1}/miseEnDemeure/generate`, "admin");
    const lignes = pdfText(pdf.bytes).replace(/\s+/g, " ");
    expectSays(
      lignes,
      "Arriéré repris au 01/11/2026 (exigible le 01/11/2026) 1 234,56 € 0,00 € 1 234,56 €",
    );
    expectSays(lignes, `Total restant dû ${eurosFr(1234.56 + (await termesOuverts()))}`);
  });

  it("a payment of it credits the lot's owners by share, to the cent", async () => {
    const p = await t.call("POST", `/api/Dossier/${b1}/paiements`, "admin", {
      montant: "1234.56",
      date: "2026-11-20",
      mode: "Virement",
    });
    expect(p.status, JSON.stringify(p.body)).toBe(201);
    // 60 % of 1 234,56 € is 740,736 €: rounded to the nearest cent, 740,74 €; the last owner (P2) takes the rest,
    // 493,82 €, so the shares add up to what was paid.
    const lignes = async (id: number) =>
      (await get(`/api/Client/${id}/compte`)).ecritures.filter((e: any) =>
        e.libelle.startsWith("Arriéré repris"),
      );
    expect(
      (await lignes(owners.p1)).map((e: any) => [e.date, e.libelle, e.debit, e.credit]),
    ).toEqual([["2026-11-20", "Arriéré repris au 01/11/2026 (quote-part 60 %)", 0, 740.74]]);
    expect(
      (await lignes(owners.p2)).map((e: any) => [e.date, e.libelle, e.debit, e.credit]),
    ).toEqual([["2026-11-20", "Arriéré repris au 01/11/2026 (quote-part 40 %)", 0, 493.82]]);
    // The owner's compte-rendu counts it as rent collected in the month, beside the 500 € brought forward.
    const cr = await generate(
      t,
      `/api/Client/${owners.p1}/compteRendu/generate?du=2026-11-01&au=2026-11-30`,
      "admin",
    );
    expectSays(cr.text, "740,74");
    // Paid: nothing left of it to chase.
    const d = await get("/api/dashboard");
    expect(d.impayes["0-30"]).toBeCloseTo(await termesOuvertsAgence(), 2);
  });

  it("the trust-account check balances after the payment", async () => {
    await releve("20/11/2026", "VIR LOCATAIRE B1", "1 234,56", "3 734,56");
    const s = await get("/api/sequestre?au=2026-11-20");
    // Before this change the 1 234,56 € reached no owner: an unexplained excess of that much.
    expect(s).toMatchObject({ soldesMandants: 1734.56, soldeBanque: 3734.56, ecart: 0 });
  });

  it("and after the owners' payout", async () => {
    const lot = appelDeLot(t);
    const { reversement } = await lot("POST", "/api/reversements", { date: "2026-11-28" }, 201);
    expect(
      reversement.lignes
        .map((l: any) => [l.ClientId, l.montant])
        .sort((a: number[], b: number[]) => a[0]! - b[0]!),
    ).toEqual([
      [owners.p1, 1240.74],
      [owners.p2, 493.82],
    ]);
    await lot("POST", `/api/Reversement/${reversement.id}/valider`);
    await releve("28/11/2026", "VIREMENTS PROPRIETAIRES", "-1 734,56", "2 000,00");
    const s = await get("/api/sequestre?au=2026-11-28");
    expect(s).toMatchObject({
      soldesMandants: 0,
      depotsDetenus: 2000,
      soldeBanque: 2000,
      ecart: 0,
    });
  });
});
