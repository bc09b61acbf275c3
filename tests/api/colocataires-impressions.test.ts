import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { classeurChamps, DATE_REPRISE_CHAMPS } from "../support/imports-champs";
import { download } from "../support/http";
import { generate, readPdf } from "../support/pdf";
import { makeTestApp, type TestApp } from "../support/test-app";

// Issue 74, co-tenants beyond two (ADR 134) on the Node entry: the imported lease B1 is let to Léa Petit, Hugo
// Leroy and Inès Moreau (`L1;L2;L3`). Its record screen's read, its lease PDF and its November term's receipt
// name all three, in the file's order; the lease let to one tenant still names one.

const AUJOURDHUI = "2026-11-28";
let t: TestApp;

const idDe = async (table: string, reference: string) => {
  const [r] = await t.db.all<{ id: number }>(
    sql`select "id" from ${sql.raw(`"${table}"`)} where "reference" = ${reference}`,
  );
  return r?.id ?? 0;
};

beforeAll(async () => {
  t = await makeTestApp({ now: `${AUJOURDHUI}T10:00:00Z`, confirme: true });
  const form = new FormData();
  form.append(
    "fichier",
    new File([new Uint8Array((await classeurChamps()).bytes)], "reprise.xlsx"),
  );
  form.append("dateReprise", DATE_REPRISE_CHAMPS);
  const r = await t.call("POST", "/api/imports", "admin", form);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
});
afterAll(() => t.close());

/** Where `noms` appear in `text`, in order (-1 when one is missing). */
const positions = (text: string, noms: string[]) => noms.map((n) => text.indexOf(n));
const croissant = (xs: number[]) => xs.every((x, i) => x >= 0 && (i === 0 || x > (xs[i - 1] ?? 0)));

describe("a co-tenancy of three on its prints (issue 74)", () => {
  it("the lease's record reads its two co-tenants after its tenant, in order", async () => {
    const r = await t.call("GET", `/api/Dossier/${await idDe("Dossier", "B1")}`, "user");
    expect(r.status).toBe(200);
    expect(r.body.Locataire).toMatchObject({ prenom: "Léa", nom: "Petit" });
    expect(
      r.body.Colocataires.map((c: { prenom: string; nom: string }) => `${c.prenom} ${c.nom}`),
    ).toEqual(["Hugo Leroy", "Inès Moreau"]);
    const seul = await t.call("GET", `/api/Dossier/${await idDe("Dossier", "B2")}`, "user");
    expect(seul.body.Colocataires).toEqual([]);
  });

  it("the lease PDF names and has sign the three co-tenants, in the file's order", async () => {
    const b1 = await idDe("Dossier", "B1");
    // A Paris lease prints once its reference rents are entered (the file had none): set as the form would store
    // them (cents), the fixture's other fields left as imported.
    await t.db.run(sql`update "Dossier" set "encadrement" = json_set(coalesce("encadrement", '{}'),
      '$.loyerReference', 4000, '$.loyerReferenceMajore', 4800) where "id" = ${b1}`);
    const pdf = await generate(t, `/api/Dossier/${b1}/contratLocation/generate`);
    const noms = ["Léa Petit", "Hugo Leroy", "Inès Moreau"];
    expect(croissant(positions(pdf.text, noms)), pdf.text.slice(0, 1500)).toBe(true);
  });

  it("November's avis, then its quittance once paid, name the three co-tenants", async () => {
    const b1 = await idDe("Dossier", "B1");
    const q = await t.call("POST", `/api/Quitance/generate/${b1}`, "user", { date: "2026-11-01" });
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    const avis = readPdf((await download(t, q.body.generated, "user")).bytes);
    expect(avis.text).toContain("Avis d'échéance");
    const noms = ["Léa Petit", "Hugo Leroy", "Inès Moreau"];
    expect(croissant(positions(avis.text, noms)), avis.text).toBe(true);
    const p = await t.call("POST", `/api/Dossier/${b1}/paiements`, "user", {
      date: AUJOURDHUI,
      mode: "Virement",
      montant: "850,00",
      QuitanceId: q.body.id,
    });
    expect(p.status, JSON.stringify(p.body)).toBe(201);
    const again = await t.call("POST", `/api/Quitance/generate/${b1}`, "user", {
      date: "2026-11-01",
    });
    const quittance = readPdf((await download(t, again.body.generated, "user")).bytes);
    expect(quittance.text).toContain("Quittance de loyer");
    expect(croissant(positions(quittance.text, noms)), quittance.text).toBe(true);
  });
});
