import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectFieldError } from "../support/http";
import { seedDossier, type Seeded } from "../support/quitances";
import { reprendre } from "../support/reprise";
import { runScheduled } from "../../worker/jobs/scheduled";

// Issue 61 item 4 (ADR 080): a lease an import takes over on 31 December 2026 gets its terms from December on, by
// the daily job and by hand; nothing before (the software it came from had them), and no catch-up of what its
// start was owed (the letting fees).

let t: TestApp;
let repris: Seeded;
let temoin: Seeded;
const termes = async (dossierId: number) =>
  ((await t.call("GET", `/api/Quitance?DossierId=${dossierId}`, "admin")).body.data as any[]).map(
    (q) => q.mois,
  );
const job = (iso: string) => runScheduled({ ...t.ports, clock: { now: () => new Date(iso) } });

beforeAll(async () => {
  t = await makeTestApp({ confirme: true });
  repris = await seedDossier(t, { dossier: { depotGarantie: 0, jourQuitance: 5 } });
  temoin = await seedDossier(t, { dossier: { jourQuitance: 5 } });
  // Letting fees the owners were never debited here: the catch-up would write them, for a lease of this software.
  await t.db.run(
    sql`update "Dossier" set "honorairesBailleurTTC" = 50000 where "id" = ${repris.dossier.id}`,
  );
  await reprendre(t, {
    dateReprise: "2026-12-31",
    dossiers: { B001: repris.dossier.id },
    soldes: [{ type: "locataire", reference: "B001", montant: 12000 }],
  });
});
afterAll(() => t.close());

describe("terms from the cut-over month", () => {
  it("the daily job makes no term before it (the lease beside it gets its own), nor catches up the letting fees", async () => {
    await job("2026-11-21T09:00:00Z");
    expect(await termes(repris.dossier.id)).toEqual([]);
    expect(await termes(temoin.dossier.id)).toEqual(["2026-11"]);
    const [frais] = await t.db.all<{ n: number }>(
      sql`select count(*) as n from "EcritureProprietaire" where "DossierId" = ${repris.dossier.id}`,
    );
    expect(frais?.n).toBe(0);
  });

  it("by hand: a month before is refused in French, with or without typed amounts", async () => {
    const r = await t.call("POST", `/api/Quitance/generate/${repris.dossier.id}`, "admin", {
      date: "2026-11-05",
    });
    expect(expectFieldError(r, "date")).toBe(
      "Bail repris au 31/12/2026 : pas d'échéance avant décembre 2026.",
    );
    const m = await t.call("POST", `/api/Quitance/generate/manual/${repris.dossier.id}`, "admin", {
      date: "2026-10-01",
      dateFin: "2026-10-31",
      prixHC: 850,
      charge: 120.5,
    });
    expect(expectFieldError(m, "date")).toBe(
      "Bail repris au 31/12/2026 : pas d'échéance avant décembre 2026.",
    );
    const crud = await t.call("POST", "/api/Quitance", "admin", {
      DossierId: repris.dossier.id,
      AppartementId: repris.appartement.id,
      LocataireId: repris.locataire.id,
      date: "2026-11-01",
      prixHC: 850,
      charge: 120.5,
    });
    expect(expectFieldError(crud, "date")).toBe(
      "Bail repris au 31/12/2026 : pas d'échéance avant décembre 2026.",
    );
    expect(await termes(repris.dossier.id)).toEqual([]);
  });

  it("the cut-over month's term is made by the job, on top of the opening balance", async () => {
    await job("2026-12-05T09:00:00Z");
    expect(await termes(repris.dossier.id)).toEqual(["2026-12"]);
    const c = (await t.call("GET", `/api/Dossier/${repris.dossier.id}/compte`, "admin")).body;
    expect(c.ecritures.map((e: any) => [e.type, e.libelle, e.debit])).toEqual([
      ["echeance", "Loyer et charges décembre 2026", 970.5],
      ["reprise", "Reprise de solde au 31/12/2026", 120],
    ]);
    // Made already: by hand answers it (200), and January is made as usual.
    const dec = await t.call("POST", `/api/Quitance/generate/${repris.dossier.id}`, "admin", {
      date: "2026-12-20",
    });
    expect(dec.status).toBe(200);
    const jan = await t.call("POST", `/api/Quitance/generate/${repris.dossier.id}`, "admin", {
      date: "2027-01-05",
    });
    expect(jan.status, JSON.stringify(jan.body)).toBe(201);
  });
});
