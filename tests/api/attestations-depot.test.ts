import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { appelEspace, ouvrirEspace } from "../support/espace";
import { insertAppartement, insertClient, insertLocataire, valid } from "../support/factories";
import { generate, readPdf } from "../support/pdf";

// The tenant's attestations and the CAF sheet state what is owed « au titre des loyers et charges »: a deposit called
// at the lease's start and never paid is no rent (walk 94: « reste redevable de 2 709,12 € » where the rent owed was
// 1 859,12 €). The account's balance is unchanged; the deposit still owed is said apart. Clock: 21 November 2026.

let t: TestApp;
let d: number;
let token: string;
const plain = (s: string) => s.replace(/\s+/g, " ");

beforeAll(async () => {
  t = await makeTestApp({ confirme: true });
  const client = await insertClient(t, { nom: "Proprio-depot" });
  const a = await insertAppartement(t);
  expect((await t.call("PUT", `/api/Appartement/${a.id}/owner/add/${client.id}`)).status).toBe(200);
  const l = await insertLocataire(t, { quitanceAuto: false });
  // Created as the screens create it (tenant/add): the deposit of 850 € is called on the tenant's account.
  const r = await t.call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, "user", {
    ...valid.Dossier(a.id, l.id),
    dateEntree: "2026-10-01",
    dateDebutBail: "2026-10-01",
    dateCreationBail: "2026-09-20",
    depotGarantie: 850,
    fraisDossierTTC: 0,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  d = r.body.dossier.id;
  // October's term (970,50 €) paid 300 € for that term: 670,50 € of rent owed, the deposit untouched.
  const q = await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date: "2026-10-05" });
  expect(q.status, JSON.stringify(q.body)).toBe(201);
  const p = await t.call("POST", `/api/Dossier/${d}/paiements`, "user", {
    date: "2026-10-06",
    mode: "Virement",
    montant: "300,00",
    QuitanceId: q.body.id,
  });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  token = (await ouvrirEspace(t, { LocataireId: l.id }, "depot-attestation@example.fr")).token;
});
afterAll(() => t.close());

describe("an unpaid deposit on the tenant's attestations", () => {
  it("stays on the account's balance", async () => {
    expect((await t.call("GET", `/api/Dossier/${d}/compte`)).body.solde).toBe(1520.5);
  });

  it("the payment attestation: 670,50 € owed for rent, the deposit said apart", async () => {
    const { text } = await generate(t, `/api/Dossier/${d}/attestationPaiement/generate`);
    const texte = plain(text);
    expect(texte).toContain("Solde dû au 21 novembre 2026 : 670,50 €");
    expect(texte).not.toContain("1 520,50 €");
    expect(texte).toContain(
      "Reste également dû, hors loyers et charges : 850,00 € au titre du dépôt de garantie et des frais d'entrée.",
    );
  });

  it("the attestation de loyer from the tenant's space: 670,50 € au titre des loyers et charges", async () => {
    const r = await appelEspace(t, token, "GET", "/api/espace/locataire/attestation");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const res = await t.app.request(r.body.generated);
    expect(res.status).toBe(200);
    const texte = plain(readPdf(new Uint8Array(await res.arrayBuffer())).text);
    expect(texte).toMatch(/reste redevable de 670,50 € au titre des loyers et charges/);
    expect(texte).toContain("Reste également dû, hors loyers et charges : 850,00 €");
  });

  it("the CAF sheet: the rent unpaid, not the deposit", async () => {
    const c = (await t.call("GET", `/api/Dossier/${d}/donneesCaf`)).body;
    expect(c.paiement).toMatchObject({ aJour: false, impaye: { centimes: 67050 } });
  });
});
