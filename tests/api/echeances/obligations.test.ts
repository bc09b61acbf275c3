import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoMissingValues, keepForReview, readPdf } from "../../support/pdf";
import { type SeedObligations, seedObligations } from "../../support/obligations-seed";
import { makeTestApp, type TestApp } from "../../support/test-app";

// Issue 73, item 6 (ADR 105) on the Node entry, on 21 November 2026: GET /api/echeances lists each new kind for a
// seeded agency; the L215-1 letter is a real PDF; a renewal past reconductionsMax is a 409.

let t: TestApp;
let s: SeedObligations;
beforeAll(async () => {
  t = await makeTestApp();
  s = await seedObligations(
    async (method, path, body) => {
      const r = await t.call(method, path, "admin", body);
      expect(r.status, `${method} ${path}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
      return r.body;
    },
    { finPreavis: "2027-01-15", reconductionsMax: 5 },
  );
});
afterAll(() => t.close());

type Item = { date: string; type: string; niveau: string; libelle: string; regle: string } & Record<
  string,
  unknown
>;
const liste = async (q: string) => {
  const r = await t.call("GET", `/api/echeances${q}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body as { data: Item[] }).data;
};

describe("the calendar's new items", () => {
  it("the IRL revision: the next date, and the last day to claim the one due", async () => {
    const items = (await liste("?type=revision_irl")).filter((i) => i.DossierId === s.bailA.id);
    expect(items).toEqual([
      expect.objectContaining({
        date: "2027-02-01",
        libelle: expect.stringContaining(
          "Dernier jour pour demander la révision IRL du 01/02/2026",
        ),
      }),
      expect.objectContaining({
        date: "2027-02-01",
        libelle: expect.stringContaining("à demander au plus tard le 01/02/2028"),
      }),
    ]);
    expect(items[0]!.regle).toContain("article 17-1");
  });

  it("the regularisation, and its breakdown a month before", async () => {
    const items = (await liste("?type=regularisation")).filter((i) => i.DossierId === s.bailA.id);
    expect(items.map((i) => [i.date, i.niveau])).toEqual([
      ["2026-01-01", "expire"],
      ["2026-02-01", "expire"],
    ]);
    expect(items[0]!.libelle).toContain("Décompte des charges à envoyer");
    expect(items[1]!.regle).toContain("article 23");
  });

  it("the deposit's return two months after the keys without inventories, the penalty stated", async () => {
    const items = await liste("?type=restitution_depot");
    expect(items).toEqual([
      expect.objectContaining({ date: "2027-01-10", niveau: "bientot", DossierId: s.bailB.id }),
    ]);
    expect(items[0]!.libelle).toContain("deux mois après la remise des clés le 10/11/2026");
    expect(items[0]!.libelle).toMatch(/10 % du loyer hors charges, 85,00\s€/);
  });

  it("the end of the tenant's notice", async () => {
    expect(await liste("?type=fin_preavis")).toEqual([
      expect.objectContaining({ date: "2027-01-15", DossierId: s.bailA.id }),
    ]);
  });

  it("the insurance's formal notice, then a month later the landlord's insurance", async () => {
    const items = (await liste("?type=assurance_mise_en_demeure")).filter(
      (i) => i.DossierId === s.bailA.id,
    );
    expect(items.map((i) => i.date)).toEqual(["2025-02-01", "2025-03-01"]);
    expect(items[0]!.libelle).toContain("Mettre en demeure");
    expect(items[1]!.libelle).toContain("le bailleur peut assurer");
    expect(items[1]!.regle).toContain("article 7 g");
    // Lease B has a certificate in force: nothing to notify.
    expect(
      (await liste("?type=assurance_mise_en_demeure")).some((i) => i.DossierId === s.bailB.id),
    ).toBe(false);
  });

  it("the L215-1 letter to the consumer owner, between three months and one month before the term", async () => {
    const items = await liste("?type=mandat_reconduction");
    expect(items).toEqual([
      expect.objectContaining({ date: "2026-12-31", niveau: "bientot", MissionId: s.mandat.id }),
    ]);
    expect(items[0]!.libelle).toContain("Élise Durand entre le 31/10/2026 et le 31/12/2026");
    expect(items[0]!.regle).toContain("L215-1");
  });
});

describe("the mandate's renewal letter and its limit", () => {
  it("GET /Mission/{id}/lettreReconduction is a PDF naming the owner, the mandate and the deadline", async () => {
    const r = await t.call("GET", `/api/Mission/${s.mandat.id}/lettreReconduction`, "user");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/pdf");
    keepForReview("lettre-reconduction", r.bytes);
    const { text, pages } = readPdf(r.bytes);
    expect(pages).toBe(1);
    expectNoMissingValues(text);
    expect(text).toContain("Élise Durand");
    expect(text).toContain(`mandat de gestion n° ${s.mandat.numeroMandat}`);
    expect(text).toContain("au plus tard le 31 janvier 2027");
    expect(text).toContain("article L215-1 du code de la consommation");
  });

  it("a renewal past reconductionsMax is refused (409, French), and the calendar ends the mandate", async () => {
    const m = await t.call("POST", "/api/Mission", "admin", {
      type: "Mandat de gestion",
      nbAppart: 1,
      honorairesGestionHT: 6,
      dateSignature: "2024-02-01",
      dureeMandatMois: 12,
      reconductionsMax: 1,
    });
    expect(m.status, JSON.stringify(m.body)).toBe(201);
    const une = await t.call("POST", `/api/Mission/${m.body.id}/reconduction`, "user");
    expect(une.status, JSON.stringify(une.body)).toBe(200);
    expect(une.body).toMatchObject({ reconductions: 1, reconductionsMax: 1 });
    const deux = await t.call("POST", `/api/Mission/${m.body.id}/reconduction`, "user");
    expect(deux.status).toBe(409);
    expect(deux.body.error.message).toBe(
      "Ce mandat a atteint son nombre maximal de reconductions (1) : il ne peut plus être reconduit, un nouveau mandat est à signer.",
    );
    expect((await t.call("GET", `/api/Mission/${m.body.id}`)).body.reconductions).toBe(1);
    // Its one renewal spent (2025-02-01 to 2026-01-31): no letter, the mandate ended.
    const items = (await liste("?type=mandat,mandat_reconduction")).filter(
      (i) => i.MissionId === m.body.id,
    );
    expect(items).toEqual([
      expect.objectContaining({
        type: "mandat",
        date: "2026-01-31",
        libelle: expect.stringContaining("nombre maximal de reconductions atteint (1)"),
      }),
    ]);
    const lettre = await t.call("GET", `/api/Mission/${m.body.id}/lettreReconduction`, "user");
    expect(lettre.status).toBe(409);
    expect((await t.call("POST", "/api/Mission/999999/reconduction", "user")).status).toBe(404);
  });

  it("two renewals at once of the last one allowed: one passes, the other is a 409", async () => {
    const m = await t.call("POST", "/api/Mission", "admin", {
      type: "Mandat de gestion",
      nbAppart: 1,
      honorairesGestionHT: 6,
      dateSignature: "2025-01-01",
      dureeMandatMois: 12,
      reconductionsMax: 1,
    });
    const [a, b] = await Promise.all([
      t.call("POST", `/api/Mission/${m.body.id}/reconduction`, "user"),
      t.call("POST", `/api/Mission/${m.body.id}/reconduction`, "admin"),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await t.call("GET", `/api/Mission/${m.body.id}`)).body.reconductions).toBe(1);
  });
});
