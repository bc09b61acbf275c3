import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { AppartementProprietaire, Dossier, EcritureProprietaire } from "../../worker/db/schema";
import { upkeepDue, upkeepDueStatement } from "../../worker/jobs/due";
import { rattraperHonorairesLocation } from "../../worker/services/honoraires-location/rattrapage";
import { makeTestApp, type TestApp } from "../support/test-app";
import { ajouterProprietaire } from "../support/quotes-parts";
import { insertAppartement, insertClient, insertLocataire, valid } from "../support/factories";
import { equilibres, lireFec, soldeFec } from "../support/fec";
import { generate } from "../support/pdf";

// Issue 60 item 1 (ADR 074): the landlord's share of the letting fees is debited to the owners by their shares at
// the lease's start and invoiced; the tenant's share is the agency's income (706/44571), invoiced to the tenant;
// leases started before are caught up, dated today, with a label saying so.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ confirme: true, now: "2026-11-27T10:00:00Z" });
  expect((await t.call("PUT", "/api/agence", "admin", { siren: "123 456 782" })).status).toBe(200);
});
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, "admin", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}

/** An apartment of two co-owners, 60 % and 40 %. */
async function coproprietaires() {
  const a = await insertAppartement(t);
  const x = await insertClient(t, { nom: "Durand", prenom: "Élise" });
  const y = await insertClient(t, { nom: "Martin", prenom: "Paul" });
  // The second owner waits for another admin (issue 59, ADR 073).
  for (const c of [x, y]) await ajouterProprietaire(t, a.id, c.id, "admin");
  for (const [c, part] of [
    [x.id, 60],
    [y.id, 40],
  ] as const)
    await t.db
      .update(AppartementProprietaire)
      .set({ quotePart: part })
      .where(
        and(
          eq(AppartementProprietaire.AppartementId, a.id),
          eq(AppartementProprietaire.ClientId, c),
        ),
      );
  return { a: a.id as number, x: x.id as number, y: y.id as number };
}

/** A lease made by tenant/add from 1 November 2026: 420,01 € for the landlord (an odd cent), 300 € for the tenant. */
async function bail(o: Record<string, unknown> = {}) {
  const p = await coproprietaires();
  const l = await insertLocataire(t);
  const body = {
    ...valid.Dossier(p.a, l.id),
    dateEntree: "2026-11-01",
    dateDebutBail: "2026-11-01",
    dateCreationBail: "2026-10-20",
    depotGarantie: 850,
    fraisDossierTTC: 300,
    honorairesBailleurTTC: "420,01",
    ...o,
  };
  const r = await ok("PUT", `/api/Appartement/${p.a}/tenant/add/${l.id}`, body);
  return { ...p, d: r.dossier.id as number, body: { ...r.dossier, ...body } };
}

const compteClient = async (c: number) => ok("GET", `/api/Client/${c}/compte`);
const honoraires = async (c: number) =>
  (await compteClient(c)).ecritures.filter(
    (e: { type: string }) => e.type === "honoraires" || e.type === "annulation",
  );
const factures = async (d: number) => (await ok("GET", `/api/Facture?DossierId=${d}`)).data;
const tvaDe = async (d: number) =>
  (
    await t.db
      .select({ ClientId: EcritureProprietaire.ClientId, tva: EcritureProprietaire.tva })
      .from(EcritureProprietaire)
      .where(
        and(
          eq(EcritureProprietaire.DossierId, d),
          eq(EcritureProprietaire.type, "honorairesLocation"),
        ),
      )
  ).map((r) => r.tva);

describe("the letting fees at the lease's start", () => {
  it("debits the landlord's share to the co-owners by their shares (60/40), to the cent, dated the lease's start", async () => {
    const { d, x, y } = await bail();
    const [hx, hy] = [await honoraires(x), await honoraires(y)];
    expect(hx.map((e: any) => [e.date, e.libelle, e.debit, e.credit, e.DossierId])).toEqual([
      ["2026-11-01", "Honoraires de location (part du bailleur)", 252.01, 0, d],
    ]);
    expect(hy.map((e: any) => [e.date, e.debit])).toEqual([["2026-11-01", 168]]);
    expect(Math.round((hx[0].debit + hy[0].debit) * 100)).toBe(42001);
    // The VAT inside (20 %: 70,00 € of 420,01 €), split the same way.
    expect(await tvaDe(d)).toEqual([4200, 2800]);
    expect((await compteClient(x)).solde).toBe(-252.01);
    // Issue 38 names an entry's six types: the landlord's letting fees are fees, « honoraires » (their label says which).
    expect((await compteClient(x)).ecritures.map((e: any) => e.type)).toEqual(["honoraires"]);
  });

  it("issues two invoices: the owners' (the landlord's share, paid by their accounts) and the tenant's, with their Factur-X PDF", async () => {
    const { d, x } = await bail();
    const [bailleur, locataire] = await factures(d);
    expect(bailleur).toMatchObject({
      numero: expect.stringMatching(/^F2026-\d{5}$/),
      date: "2026-11-27",
      ClientId: x,
      DossierId: d,
      totalHT: 350.01,
      totalTVA: 70,
      totalTTC: 420.01,
      objet: expect.stringMatching(
        /^Honoraires de location \(part du bailleur\) : bail n° \d+ du 01\/11\/2026/,
      ),
    });
    expect(locataire).toMatchObject({
      ClientId: null,
      DossierId: d,
      totalHT: 250,
      totalTVA: 50,
      totalTTC: 300,
      objet: expect.stringMatching(/^Honoraires de location \(part du locataire\)/),
    });
    // Numbered as the other invoices: the next numbers of the year's sequence; listed with them.
    const rang = (n: string) => Number(n.slice(-5));
    expect(rang(locataire.numero)).toBe(rang(bailleur.numero) + 1);
    const toutes = (await ok("GET", "/api/Facture")).data.map((f: any) => f.numero);
    expect(toutes).toEqual(expect.arrayContaining([bailleur.numero, locataire.numero]));

    const pdf = await generate(t, `/api/Facture/${bailleur.id}/generate`);
    expect(pdf.text).toContain("Honoraires de location (part du bailleur)");
    // Addressed to both co-owners.
    expect(pdf.text).toMatch(/Élise Durand et .*Paul Martin/);
    expect(pdf.text).toContain(
      "Acquittée le 01/11/2026 (imputation sur le compte du propriétaire)",
    );
    expect(pdf.text).toContain("420,01");
    const pdfL = await generate(t, `/api/Facture/${locataire.id}/generate`);
    expect(pdfL.text).toContain("Honoraires de location (part du locataire)");
    expect(pdfL.text).toContain("Paiement comptant à réception");
    expect(pdfL.text).not.toContain("Acquittée");
  });

  it("writes nothing more when the lease is saved again unchanged, or twice in parallel", async () => {
    const { d, x, y, body } = await bail();
    const lire = async () => (await ok("GET", `/api/Dossier/${d}`)).id as number;
    await lire();
    const put = () => t.call("PUT", `/api/Dossier/${d}`, "admin", body);
    const rs = await Promise.all([put(), put()]);
    for (const r of rs) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await honoraires(x)).toHaveLength(1);
    expect(await honoraires(y)).toHaveLength(1);
    expect(await factures(d)).toHaveLength(2);
  });

  it("a changed fee: the debits reversed and written again (never updated), the invoice cancelled by a credit note and issued again", async () => {
    const { d, x, y, body } = await bail();
    await ok("PUT", `/api/Dossier/${d}`, { ...body, honorairesBailleurTTC: 500 });
    const hx = await honoraires(x);
    expect(hx.map((e: any) => [e.type, e.date, e.debit, e.credit])).toEqual([
      ["honoraires", "2026-11-01", 252.01, 0],
      ["annulation", "2026-11-27", 0, 252.01],
      ["honoraires", "2026-11-27", 300, 0],
    ]);
    expect((await honoraires(y)).map((e: any) => e.debit - e.credit)).toEqual([168, -168, 200]);
    const fs = await factures(d);
    // Listed by sequence: the credit note (A), then the invoices (F).
    expect(fs.map((f: any) => [f.numero.slice(0, 1), f.totalTTC])).toEqual([
      ["A", -420.01],
      ["F", 420.01],
      ["F", 300],
      ["F", 500],
    ]);
    expect(fs[1].annuleePar).toBe(fs[0].numero);
    // The tenant's share lowered: its invoice cancelled and issued again; the owners' debits untouched.
    await ok("PUT", `/api/Dossier/${d}`, {
      ...body,
      honorairesBailleurTTC: 500,
      fraisDossierTTC: 250,
    });
    const apres = await factures(d);
    expect(apres.map((f: any) => [f.numero.slice(0, 1), f.totalTTC])).toEqual([
      ["A", -420.01],
      ["A", -300],
      ["F", 420.01],
      ["F", 300],
      ["F", 500],
      ["F", 250],
    ]);
    expect(await honoraires(x)).toHaveLength(3);
    // Saved again with the same fee: nothing more.
    await ok("PUT", `/api/Dossier/${d}`, {
      ...body,
      honorairesBailleurTTC: 500,
      fraisDossierTTC: 250,
    });
    expect(await honoraires(x)).toHaveLength(3);
    expect(await factures(d)).toHaveLength(6);
  });

  it("the owners are still credited the rents paid after the fees were debited", async () => {
    const { d, x, y } = await bail();
    const q = await ok("POST", `/api/Quitance/generate/${d}`, { date: "2026-11-01" }, 201);
    await ok(
      "POST",
      `/api/Dossier/${d}/paiements`,
      { montant: "970,50", date: "2026-11-05", mode: "Virement", QuitanceId: q.id },
      201,
    );
    const loyers = async (c: number) =>
      (await compteClient(c)).ecritures.filter((e: { type: string }) => e.type === "loyer");
    expect((await loyers(x)).length + (await loyers(y)).length).toBe(2);
  });

  it("a lease made by POST /api/Dossier charges its owners by share at its start and invoices them, as tenant/add", async () => {
    const p = await coproprietaires();
    const l = await insertLocataire(t);
    const d = (
      await ok(
        "POST",
        "/api/Dossier",
        {
          ...valid.Dossier(p.a, l.id),
          dateEntree: "2026-11-01",
          dateDebutBail: "2026-11-01",
          fraisDossierTTC: 300,
          honorairesBailleurTTC: "420,01",
        },
        201,
      )
    ).id as number;
    expect((await honoraires(p.x)).map((e: any) => [e.type, e.date, e.debit, e.DossierId])).toEqual(
      [["honoraires", "2026-11-01", 252.01, d]],
    );
    expect((await honoraires(p.y)).map((e: any) => e.debit)).toEqual([168]);
    // The tenant's share is on no account here (tenant/add's move-in lines): not invoiced, as by the catch-up.
    expect((await factures(d)).map((f: any) => [f.ClientId, f.totalTTC])).toEqual([[p.x, 420.01]]);
  });
});

describe("the letting fees in the FEC", () => {
  let text: string;
  let bytes: Uint8Array;
  let lease: Awaited<ReturnType<typeof bail>>;
  beforeAll(async () => {
    lease = await bail();
    // Deposit, fees and the first rent paid at once: the move-in charges and the term settled.
    const q = await ok("POST", `/api/Quitance/generate/${lease.d}`, { date: "2026-11-01" }, 201);
    await ok(
      "POST",
      `/api/Dossier/${lease.d}/paiements`,
      { montant: "2120,50", date: "2026-11-03", mode: "Virement" },
      201,
    );
    expect(q.id).toBeGreaterThan(0);
    const r = await t.call("GET", "/api/comptabilite/fec?exercice=2026", "admin");
    expect(r.status).toBe(200);
    text = r.body;
    bytes = r.bytes;
    expect(r.headers.get("content-type")).toBe("text/plain; charset=ISO-8859-15");
  });
  const aux = (k: "L" | "P", id: number) => `${k}${String(id).padStart(6, "0")}`;

  it("books the tenant's share D 411 / C 706 HT, C 44571 VAT in the sales journal, never on 467 or 471", () => {
    const { lignes } = lireFec(text);
    const num = lignes.find(
      (l) =>
        l.aux === aux("L", lease.d) &&
        l.libelle.startsWith("Honoraires de location (part du locataire)"),
    )?.num;
    expect(
      lignes.filter((l) => l.num === num).map((l) => [l.journal, l.compte, l.debit, l.credit]),
    ).toEqual([
      ["VT", "411000", 30000, 0],
      ["VT", "706000", 0, 25000],
      ["VT", "445710", 0, 5000],
    ]);
  });

  it("books the owners' share D 467 (each co-owner) / C 706 HT, C 44571 VAT; its invoices not a second time", async () => {
    const { lignes } = lireFec(text);
    const proprios = [aux("P", lease.x), aux("P", lease.y)];
    const nums = lignes
      .filter(
        (l) =>
          proprios.includes(l.aux) && l.libelle === "Honoraires de location (part du bailleur)",
      )
      .map((l) => l.num);
    const rows = (n: number) =>
      lignes.filter((l) => l.num === n).map((l) => [l.journal, l.compte, l.aux, l.debit, l.credit]);
    expect(nums.map(rows)).toEqual([
      [
        ["VT", "467000", aux("P", lease.x), 25201, 0],
        ["VT", "706000", "", 0, 21001],
        ["VT", "445710", "", 0, 4200],
      ],
      [
        ["VT", "467000", aux("P", lease.y), 16800, 0],
        ["VT", "706000", "", 0, 14000],
        ["VT", "445710", "", 0, 2800],
      ],
    ]);
    // The letting-fee invoices are no entries of their own: their numbers never appear as a piece.
    expect(
      lignes.some((l) => l.libelle.includes("Honoraires de location") && l.piece.startsWith("F")),
    ).toBe(false);
    const { ecarts } = equilibres(lignes);
    expect(ecarts.every((e) => e === 0)).toBe(true);
    // 467 is still each owner's account: the fees debited, the rent's share credited.
    for (const c of [lease.x, lease.y])
      expect(-soldeFec(lignes, "467000", aux("P", c))).toBe(
        Math.round((await compteClient(c)).solde * 100),
      );
  });

  it("is ISO 8859-15: « é » is the one byte 0xE9, never UTF-8's two", () => {
    expect(text).toContain("Dépôt de garantie");
    const e9 = bytes.indexOf(0xe9);
    expect(e9).toBeGreaterThan(0);
    for (let i = 0; i + 1 < bytes.length; i++)
      expect(bytes[i] === 0xc3 && bytes[i + 1] === 0xa9).toBe(false);
  });

  it("gives ValidDate the day each entry was written, never after the export", () => {
    const { lignes } = lireFec(text);
    for (const l of lignes) expect((l.champs[15] ?? "") <= "20261127").toBe(true);
    const terme = lignes.find((l) => l.aux === aux("L", lease.d) && l.piece.startsWith("QUI"));
    expect(terme?.champs[15]).toBe("20261127");
  });

  it("letters the deposit, the fees, the term and the payment that settles them: one code, the payment's day", () => {
    const { lignes } = lireFec(text);
    const sur411 = lignes.filter((l) => l.compte === "411000" && l.aux === aux("L", lease.d));
    expect(sur411).toHaveLength(4);
    expect(new Set(sur411.map((l) => `${l.champs[13]}|${l.champs[14]}`))).toEqual(
      new Set(["AA|20261103"]),
    );
  });
});

describe("the catch-up of leases started before", () => {
  it("debits the owners and invoices the fees of a started lease that lacks them, dated today, its label saying so; once", async () => {
    const p = await coproprietaires();
    const l = await insertLocataire(t);
    // A lease written before issue 60: its fee stored, no owner entry, no invoice.
    const d = await ok(
      "POST",
      "/api/Dossier",
      { ...valid.Dossier(p.a, l.id), dateEntree: "2026-09-01", dateDebutBail: "2026-09-01" },
      201,
    );
    await t.db.update(Dossier).set({ honorairesBailleurTTC: 42001 }).where(eq(Dossier.id, d.id));
    expect(await honoraires(p.x)).toEqual([]);
    const [flags] = await upkeepDueStatement(t.ports);
    expect(upkeepDue(flags).honorairesLocation).toBe(true);

    expect(await rattraperHonorairesLocation(t.ports)).toBeGreaterThanOrEqual(1);
    expect((await honoraires(p.x)).map((e: any) => [e.date, e.libelle, e.debit])).toEqual([
      ["2026-11-27", "Rattrapage : honoraires de location du bail du 01/09/2026", 252.01],
    ]);
    expect((await honoraires(p.y)).map((e: any) => e.debit)).toEqual([168]);
    expect((await factures(d.id)).map((f: any) => [f.ClientId, f.totalTTC])).toEqual([
      [p.x, 420.01],
    ]);

    // Idempotent: a second run finds nothing, the daily job's read says so.
    expect(await rattraperHonorairesLocation(t.ports)).toBe(0);
    expect(await honoraires(p.x)).toHaveLength(1);
    const [apres] = await upkeepDueStatement(t.ports);
    expect(upkeepDue(apres).honorairesLocation).toBe(false);
  });
});
