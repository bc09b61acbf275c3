import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { Client, Dossier, Quitance } from "../../worker/db/schema";
import { makeTestApp, type TestApp } from "../support/test-app";
import { classeur, envoyer, json } from "../support/imports";
import { compteSequestre } from "../support/reversements";
import { ibanVerifie } from "../support/iban-verification";
import { appelDeLot } from "../support/lot-calls";
import { DATE_REPRISE_ARRIERES, releveCsv } from "../support/arrieres-repris";
import { PORTEFEUILLE_AVOIR } from "../support/avoir-repris";

// Issue 74 (ADR 124): a tenant imported with an opening credit of 150 € (money the agency held for them). The import's
// own November term is settled by it; that money is then the owners' rent, credited 60/40 like a payment's, so the
// trust-account check reads no difference after the import and after the owners' payout.

let t: TestApp;
let b1: number;
const owners = {} as { p1: number; p2: number };

const get = async (path: string) => {
  const r = await t.call("GET", path, "admin");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as any;
};

async function releve(date: string, libelle: string, montant: string, solde: string) {
  const f = new FormData();
  f.append(
    "file",
    new File([releveCsv(date, libelle, montant, solde)], `r-${date.replaceAll("/", "")}.csv`),
  );
  f.append("nouveauCompte", "Compte séquestre");
  const r = await t.call("POST", "/api/banque/releves", "admin", f);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.releve.compteId as number;
}

beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-28T10:00:00Z", confirme: true });
  await compteSequestre(t);
  const fichier = await classeur("reprise.xlsx", PORTEFEUILLE_AVOIR);
  const { import: imp } = await json<{ import: { id: number } }>(
    await envoyer(t, [fichier], { dateReprise: DATE_REPRISE_ARRIERES }),
    201,
  );
  // A second person confirms the balances (ADR 113): from then on they count in the check and the payouts.
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
  // What the agency held at the cut-over: P1's 500 € and B1's tenant's 150 € (no deposit declared held, ADR 113).
  const compte = await releve("01/11/2026", "REPRISE", "650,00", "650,00");
  const r = await t.call("PUT", `/api/banque/comptes/${compte}`, "admin", { sequestre: true });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
});
afterAll(() => t.close());

const avoirs = async (id: number) =>
  (await get(`/api/Client/${id}/compte`)).ecritures
    .filter((e: any) => e.libelle.startsWith("Avoir repris"))
    .map((e: any) => [e.libelle, e.debit, e.credit]);

describe("an opening credit of 150 € spent on the November term", () => {
  it("settles 150 € of the import's November term", async () => {
    const [q] = await t.db
      .select()
      .from(Quitance)
      .where(and(eq(Quitance.DossierId, b1), eq(Quitance.mois, "2026-11")));
    expect(q?.montantRegle).toBe(15000);
  });

  it("credits the lot's owners by share, as a payment would", async () => {
    expect(await avoirs(owners.p1)).toEqual([
      ["Avoir repris au 01/11/2026, loyer et charges novembre 2026 (quote-part 60 %)", 0, 90],
    ]);
    expect(await avoirs(owners.p2)).toEqual([
      ["Avoir repris au 01/11/2026, loyer et charges novembre 2026 (quote-part 40 %)", 0, 60],
    ]);
  });

  it("the trust-account check reads no difference after the import", async () => {
    const s = await get("/api/sequestre?au=2026-11-28");
    // Before ADR 124 the 150 € left the tenant's credit and reached nobody: an unexplained excess of 150 €.
    expect(s).toMatchObject({ soldesMandants: 650, soldeBanque: 650, ecart: 0 });
  });

  it("and after the owners' payout", async () => {
    const lot = appelDeLot(t);
    const { reversement } = await lot("POST", "/api/reversements", { date: "2026-11-28" }, 201);
    expect(
      reversement.lignes
        .map((l: any) => [l.ClientId, l.montant])
        .sort((a: number[], b: number[]) => a[0]! - b[0]!),
    ).toEqual([
      [owners.p1, 590],
      [owners.p2, 60],
    ]);
    await lot("POST", `/api/Reversement/${reversement.id}/valider`);
    await releve("28/11/2026", "VIREMENTS PROPRIETAIRES", "-650,00", "0,00");
    expect(await get("/api/sequestre?au=2026-11-28")).toMatchObject({
      soldesMandants: 0,
      soldeBanque: 0,
      ecart: 0,
    });
  });
});
