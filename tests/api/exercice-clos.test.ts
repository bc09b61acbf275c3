import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { ExerciceClos, Paiement } from "../../worker/db/schema";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectFieldError } from "../support/http";
import { seedDossier } from "../support/quitances";
import { ADMIN_ONLY, expectRoles, FINANCE } from "../support/roles";
import { exporterFec } from "../support/exercices";
import { backupOf, restoreInto } from "../support/backup-archive";
import { messagesOf } from "../../worker/lib/error-fields";

// Issue 59 item 5 (ADR 067): books that stay closed. A year is closed by an admin once it has ended and its FEC has
// been exported; then any write dated in it (a payment, a term, an adjustment, an owner entry) is a 409 « L'exercice
// 2025 est clos. », the open year stays writable, and the closed year's FEC never changes.

let t: TestApp;
let d: number;
let decembre: number;
let appartement: number;
let fec2025: string;

beforeAll(async () => {
  t = await makeTestApp({ now: "2026-03-10T10:00:00Z", confirme: true });
  await ok("PUT", "/api/agence", { siren: "123 456 782" });
  const s = await seedDossier(t, { dossier: { dateEntree: "2025-06-01", depotGarantie: 850 } });
  d = s.dossier.id;
  appartement = s.appartement.id;
  // November 2025 paid; December 2025 due, not paid.
  const nov = await ok("POST", `/api/Quitance/generate/${d}`, { date: "2025-11-01" }, 201);
  await ok(
    "POST",
    `/api/Dossier/${d}/paiements`,
    { montant: "970,50", date: "2025-11-06", mode: "Virement", QuitanceId: nov.id },
    201,
  );
  decembre = (await ok("POST", `/api/Quitance/generate/${d}`, { date: "2025-12-01" }, 201)).id;
});
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, "admin", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}
const cloturer = (exercice: unknown, role: "admin" | "user" = "admin") =>
  t.call("POST", "/api/comptabilite/cloture", role, { exercice });
/** The driver's refusal under drizzle's wrapping ("Failed query: …", its cause the database's message). */
async function refus(write: PromiseLike<unknown>): Promise<string> {
  try {
    await write;
  } catch (e) {
    return messagesOf(e);
  }
  throw new Error("the write went through");
}
/** A 409 naming the closed year, with its code. */
function clos(r: { status: number; body: any }, annee = 2025) {
  expect(r.status, JSON.stringify(r.body)).toBe(409);
  expect(r.body.error).toEqual({ code: "exercice_clos", message: `L'exercice ${annee} est clos.` });
}

describe("POST /api/comptabilite/cloture: the rules", () => {
  it("refuses a year not ended (Paris day), in French", async () => {
    const r = await cloturer(2026);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(
      "L'exercice 2026 n'est pas terminé : il pourra être clos à partir du 1er janvier 2027.",
    );
    // New Year's Eve in Paris, 23:30: still 2025 there, though 22:30 UTC.
    t.setNow("2025-12-31T22:30:00Z");
    expect((await cloturer(2025)).body.error.message).toMatch(/n'est pas terminé/);
    t.setNow("2026-03-10T10:00:00Z");
  });

  it("refuses a year whose FEC was never exported", async () => {
    const r = await cloturer(2025);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(
      "Exportez d'abord le FEC de l'exercice 2025 : un exercice se clôt une fois ses écritures remises au comptable.",
    );
    expect((await ok("GET", "/api/comptabilite/exercices")).data).toEqual([]);
  });

  it("refuses a malformed exercice with a field message", async () => {
    for (const bad of ["2025", 1999, 2101, 2025.5, null])
      expect(expectFieldError(await cloturer(bad), "exercice")).toBe(
        "Indiquez l'exercice : une année sur quatre chiffres, entre 2000 et 2100.",
      );
  });

  it("is closed by admins only; the comptable reads the closed years", async () => {
    await expectRoles(
      t,
      { method: "POST", path: "/api/comptabilite/cloture", body: { exercice: 2026 } },
      { ...ADMIN_ONLY, admin: 409 },
    );
    await expectRoles(t, { method: "GET", path: "/api/comptabilite/exercices" }, FINANCE);
  });

  it("closes the year once its FEC is exported, then never twice, nor a year before it", async () => {
    fec2025 = await exporterFec(t, 2025);
    const r = await cloturer(2025);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.exercice).toEqual({
      exercice: 2025,
      closAt: "2026-03-10T10:00:00.000Z",
      closPar: "admin@agence.test",
    });
    for (const again of [2025, 2024]) {
      const r2 = await cloturer(again);
      expect(r2.status).toBe(409);
      expect(r2.body.error.message).toBe(`L'exercice ${again} est déjà clos.`);
    }
    expect(await ok("GET", "/api/comptabilite/exercices")).toEqual({
      data: [r.body.exercice],
      closJusqua: 2025,
    });
  });

  it("closes a year once when two admins close it at the same time", async () => {
    // 2025 is closed: both refused alike; the rule is the insert's condition, not a read before it.
    const rs = await Promise.all([cloturer(2025), cloturer(2025)]);
    expect(rs.map((r) => r.status)).toEqual([409, 409]);
    expect(await t.db.select().from(ExerciceClos)).toHaveLength(1);
  });
});

describe("a closed year refuses every write dated in it", () => {
  it("a payment (409 « L'exercice 2025 est clos. »), also one dated in a year before", async () => {
    const avant = await t.db.select().from(Paiement);
    clos(
      await t.call("POST", `/api/Dossier/${d}/paiements`, "user", {
        montant: "970,50",
        date: "2025-12-20",
        mode: "Virement",
        QuitanceId: decembre,
      }),
    );
    clos(
      await t.call("POST", `/api/Dossier/${d}/paiements`, "user", {
        montant: "10",
        date: "2024-06-01",
        mode: "Chèque",
      }),
      2024,
    );
    expect(await t.db.select().from(Paiement)).toEqual(avant);
  });

  it("a term", async () => {
    clos(await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date: "2025-10-01" }));
    clos(
      await t.call("POST", `/api/Quitance/generate/manual/${d}`, "user", {
        date: "2025-09-01",
        dateFin: "2025-09-30",
        prixHC: 850,
        charge: 120.5,
      }),
    );
    // A closed year's term keeps its amounts.
    clos(await t.call("PUT", `/api/Quitance/${decembre}`, "admin", { prixHC: 1 }));
  });

  it("an adjustment", async () => {
    clos(
      await t.call("POST", `/api/Dossier/${d}/ajustements`, "user", {
        montant: "20",
        date: "2025-12-15",
        motif: "Geste commercial",
      }),
    );
  });

  it("an owner entry (an expense the agency paid for the owner)", async () => {
    const r = await t.call("POST", "/api/Intendance", "user", {
      nature: "depense",
      AppartementId: appartement,
      intitule: "Plombier",
      montant: "180,00",
      numFacture: "P-12",
      date: "2025-12-10",
      payeParAgence: true,
      regle: true,
    });
    clos(r);
  });

  it("a hand-written SQL row too: the database holds the rule", async () => {
    expect(
      await refus(
        t.db.insert(Paiement).values({
          DossierId: d,
          montant: 100,
          date: "2025-05-05",
          mode: "Espèces",
          auteur: "x",
        }),
      ),
    ).toMatch(/exercice_clos:2025/);
    // A closed year is never reopened.
    expect(await refus(t.db.delete(ExerciceClos))).toMatch(/exercice_rouvert/);
    expect(await refus(t.db.run(sql`update "ExerciceClos" set "exercice" = 2020`))).toMatch(
      /exercice_rouvert/,
    );
  });
});

describe("the open year", () => {
  it("takes the correction: December's term paid in 2026 is settled", async () => {
    const p = await ok(
      "POST",
      `/api/Dossier/${d}/paiements`,
      { montant: "970,50", date: "2026-01-08", mode: "Virement", QuitanceId: decembre },
      201,
    );
    expect(p.paiement.date).toBe("2026-01-08");
    const q = await ok("GET", `/api/Quitance/${decembre}`);
    expect(q.regle).toBe(true);
    await ok("POST", `/api/Quitance/generate/${d}`, { date: "2026-02-01" }, 201);
    await ok(
      "POST",
      `/api/Dossier/${d}/ajustements`,
      { montant: "20", date: "2026-02-15", motif: "Geste commercial" },
      201,
    );
    // The account after the refusals: none of them left a line, February is due less the remise.
    const compte = await ok("GET", `/api/Dossier/${d}/compte`);
    expect(JSON.stringify(compte)).not.toContain("2025-12-20");
    expect(Math.abs(compte.solde)).toBe(950.5);
  });

  it("leaves the closed year's FEC unchanged, byte for byte", async () => {
    const again = await exporterFec(t, 2025);
    expect(again).toBe(fec2025);
    expect(fec2025).toContain("|20251106|");
    // 2026's FEC has the correction.
    expect(await exporterFec(t, 2026)).toContain("|20260108|");
  });
});

describe("a backup of a closed year", () => {
  it("restores its rows into an empty instance, and the year stays closed there", async () => {
    const { zip, status } = await backupOf(t);
    expect(status).toBe(200);
    const target = await makeTestApp({
      otherRoles: false,
      now: "2026-03-10T10:00:00Z",
      confirme: true,
    });
    try {
      const r = await restoreInto(target, zip);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(await target.db.select().from(ExerciceClos)).toHaveLength(1);
      const paiements = await target.db.select().from(Paiement);
      expect(paiements.map((p) => p.date).sort()).toEqual(["2025-11-06", "2026-01-08"]);
      expect(
        await refus(
          target.db.insert(Paiement).values({
            DossierId: d,
            montant: 100,
            date: "2025-05-05",
            mode: "Espèces",
            auteur: "x",
          }),
        ),
      ).toMatch(/exercice_clos:2025/);
    } finally {
      target.close();
    }
  });
});
