// Issue 73 items 1 and 2 on the edge entry (workerd, libSQL over HTTP): the daily job, run on this instance's own
// database at the days the test sets (the in-process queue: no JOBS binding), renews a lease at its term by the law
// of its kind and keeps calling its rent; a congé ends it at its term, or is a 409 when late; a class-F lot's lease
// is renewed in 2028 with the mention of the works; an SCI's lease runs six years; a lease the old rule closed is
// listed and reopened once, its missed terms called once. The round trips of the congé and the reopening counted.
import { createClient } from "@libsql/client/web";
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { jobAu as jobDe } from "./cron";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});
const jobAu = (day: string) => jobDe(edge, day);

/** The lease's end moved behind the API's back, as years pass. */
async function fin(id: number, dateFinBail: string) {
  const db = createClient({ url: edge.env.LIBSQL_URL });
  try {
    await db.execute({
      sql: `UPDATE "Dossier" SET "dateFinBail" = ?, "dateFinPreavis" = ? WHERE "id" = ?`,
      args: [dateFinBail, dateFinBail, id],
    });
  } finally {
    db.close();
  }
}
async function bail(d: Record<string, unknown> = {}, appartement: Record<string, unknown> = {}) {
  const a = await json(
    await edge.call("POST", "/api/Appartement", {
      ...valid.Appartement(),
      quitanceAuto: true,
      ...appartement,
    }),
    201,
  );
  const l = await json(
    await edge.call("POST", "/api/Locataire", { ...valid.Locataire(), quitanceAuto: true }),
    201,
  );
  return json(await edge.call("POST", "/api/Dossier", { ...valid.Dossier(a.id, l.id), ...d }), 201);
}
const dossier = async (id: number) => json(await edge.call("GET", `/api/Dossier/${id}`));
const historique = async (a: number) =>
  JSON.stringify(await json(await edge.call("GET", `/api/Appartement/${a}/history`)));
const termes = async (id: number) =>
  ((await json(await edge.call("GET", `/api/Quitance?DossierId=${id}`))).data as any[]).sort(
    (a, b) => a.mois.localeCompare(b.mois),
  );
const de2021 = {
  dateCreationBail: "2021-05-15",
  dateDebutBail: "2021-06-01",
  dateEntree: "2021-06-01",
  dateFinBail: "2099-12-31",
  indice: 130.69,
  indiceTrim: "1er trimestre 2021",
};

describe("tacit renewal on the edge", () => {
  it("a 2021 unfurnished lease renewed to 2027 by the job, its rent called without a gap", async () => {
    const d = await bail(de2021);
    await fin(d.id, "2024-05-31");
    await jobAu("2024-05-05");
    await jobAu("2024-05-31");
    expect((await dossier(d.id)).dateFinBail).toBe("2027-05-31");
    expect(await historique(d.AppartementId)).toContain("Reconduction tacite jusqu'au 31/05/2027");
    await jobAu("2024-06-05");
    expect((await termes(d.id)).map((q) => [q.mois, q.dateFin, q.prixHC])).toEqual([
      ["2024-05", "2024-05-31", 850],
      ["2024-06", "2024-06-30", 850],
    ]);
  });

  it("a term ending mid-month, called before the renewal, is called to the month's end by it, once", async () => {
    const d = await bail(de2021);
    await fin(d.id, "2024-05-14");
    await jobAu("2024-05-05");
    const [avant] = await termes(d.id);
    expect([avant.dateFin, avant.prixHC]).toEqual(["2024-05-14", 383.87]);
    await jobAu("2024-05-14");
    await jobAu("2024-05-15");
    const [prolonge] = await termes(d.id);
    expect([prolonge.mois, prolonge.dateFin, prolonge.prixHC]).toEqual([
      "2024-05",
      "2024-05-31",
      850,
    ]);
    const compte = await json(await edge.call("GET", `/api/Dossier/${d.id}/compte`));
    const revisions = compte.ecritures.filter((e: { libelle: string }) =>
      e.libelle.startsWith("Révision de l'échéance mai 2024"),
    );
    expect(revisions).toHaveLength(1);
    expect(revisions[0].debit).toBeCloseTo(
      prolonge.prixHC + prolonge.charge - (avant.prixHC + avant.charge),
      2,
    );
  });

  it("an SCI owner: six years; a class-F lot: renewed in 2028 with the works owed", async () => {
    const d = await bail();
    const c = await json(
      await edge.call("POST", "/api/Client", { ...valid.Client(), personneMorale: true }),
      201,
    );
    await json(await edge.call("PUT", `/api/Appartement/${d.AppartementId}/owner/add/${c.id}`));
    const f = await bail({}, { classeEnergie: "F" });
    await fin(d.id, "2027-12-31");
    await fin(f.id, "2027-12-31");
    await jobAu("2027-12-31");
    expect((await dossier(d.id)).dateFinBail).toBe("2033-12-31");
    expect((await dossier(f.id)).dateFinBail).toBe("2030-12-31");
    expect(await historique(f.AppartementId)).toContain(
      "Logement non décent depuis le 1er janvier 2028 : travaux à réaliser (loi n° 89-462, art. 6 et 20-1)",
    );
  });
});

describe("the landlord's congé on the edge", () => {
  it("late: 409 with the next possible term; in time: 201, and the lease closes at its term", async () => {
    const tard = await bail({ dateFinBail: "2027-03-31" });
    const r = await json(
      await edge.call("POST", `/api/Dossier/${tard.id}/conge`, {
        motif: "vente",
        dateEnvoi: "2026-11-20",
      }),
      409,
    );
    expect(r.error.message).toContain("Il ne peut prendre effet qu'au terme du 31/03/2030.");
    const d = await bail({ dateFinBail: "2027-05-31" });
    const ok = await counted(edge, () =>
      edge.call("POST", `/api/Dossier/${d.id}/conge`, {
        motif: "motif_serieux",
        dateEnvoi: "2026-11-20",
      }),
    );
    expect(await json(ok.res, 201)).toMatchObject({
      congeMotif: "motif_serieux",
      dateFinBail: "2027-05-31",
    });
    // « Échéances » says so: the lease ends at its term, no renewal announced, no congé left to send.
    const cal = await json(
      await edge.call("GET", "/api/echeances?type=fin_bail,conge_bailleur&au=2027-12-31"),
    );
    expect(
      cal.data
        .filter((e: { DossierId?: number }) => e.DossierId === d.id)
        .map((e: { date: string; libelle: string }) => [e.date, e.libelle]),
    ).toEqual([
      [
        "2027-05-31",
        expect.stringMatching(/congé du bailleur envoyé le 20\/11\/2026, sans reconduction$/),
      ],
    ]);
    await jobAu("2027-05-31");
    const db = createClient({ url: edge.env.LIBSQL_URL });
    try {
      const row = await db.execute({
        sql: `SELECT "clos" FROM "Dossier" WHERE "id" = ?`,
        args: [d.id],
      });
      expect(Number(row.rows[0]?.clos)).toBe(1);
    } finally {
      db.close();
    }
    console.log(`[edge] congé : ${ok.trips} allers-retours`);
    // The reads (with the session's check), the write batch, the dossier read back.
    expect(ok.trips).toBeLessThanOrEqual(3);
  });
});

describe("the landlord's congé on the edge, on a lease without « Fin du bail »", () => {
  // No end stated: three years from its start by law (art. 10), the term « Échéances » names too.
  const sansFin = (debut: string) =>
    bail({ dateCreationBail: debut, dateDebutBail: debut, dateEntree: debut });

  it("late: the computed term and the next one; in time: the computed term written as its end", async () => {
    const tard = await sansFin("2024-04-01");
    expect(tard.dateFinBail ?? null).toBeNull();
    const r = await json(
      await edge.call("POST", `/api/Dossier/${tard.id}/conge`, {
        motif: "vente",
        dateEnvoi: "2026-11-20",
      }),
      409,
    );
    expect(r.error.message).toBe(
      "Congé tardif : pour le terme du 31/03/2027, il devait être envoyé au plus tard le 30/09/2026 (6 mois avant). Il ne peut prendre effet qu'au terme du 31/03/2030.",
    );
    const d = await sansFin("2024-06-01");
    expect((await dossier(d.id)).termeCourant).toBe("2027-05-31");
    const ok = await counted(edge, () =>
      edge.call("POST", `/api/Dossier/${d.id}/conge`, { motif: "vente", dateEnvoi: "2026-11-20" }),
    );
    expect(await json(ok.res, 201)).toMatchObject({
      congeDateEnvoi: "2026-11-20",
      dateFinBail: "2027-05-31",
      clos: false,
    });
    expect(ok.trips).toBeLessThanOrEqual(3);
    expect(await historique(d.AppartementId)).toContain("fin du bail le 31/05/2027");
  });
});

describe("a lease closed by the old rule, on the edge", () => {
  it("listed to review, reopened once: renewed, each missed month called once", async () => {
    const d = await bail({ ...de2021, dateFinBail: "2026-05-31" });
    expect(d.clos).toBe(true);
    const liste = await json(await edge.call("GET", "/api/Dossier?aRevoir=reconduction"));
    expect(liste.data.map((x: { id: number }) => x.id)).toContain(d.id);
    const reopen = () => edge.call("POST", `/api/Dossier/${d.id}/reconduction`);
    const first = await counted(edge, reopen);
    const body = await json(first.res);
    expect(body).toMatchObject({ clos: false, dateFinBail: "2029-05-31" });
    const [a, b] = await Promise.all([reopen(), reopen()]);
    expect([a.status, b.status]).toEqual([409, 409]);
    const mois = (await termes(d.id)).map((q) => q.mois);
    expect(mois[0]).toBe("2026-06");
    expect(new Set(mois).size).toBe(mois.length);
    expect(mois).toHaveLength(body.termesAppeles);
    console.log(`[edge] réouverture : ${first.trips} allers-retours (${mois.length} échéances)`);
    // One interactive transaction (each month its term, its due on the account and, under a GLI, its premium: ADR 118),
    // then each receipt's PDF. Linear in the months missed: a known cost of this rare path, to batch later.
    expect(first.trips).toBeLessThanOrEqual(16 * mois.length);
  });
});
