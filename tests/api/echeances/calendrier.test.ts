import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { seedCalendrier } from "./seed";

// Issue 63, item 6 (ADR 090): GET /api/echeances and its CSV for a seeded agency on 21 November 2026.

let t: TestApp;
let s: Awaited<ReturnType<typeof seedCalendrier>>;
beforeAll(async () => {
  t = await makeTestApp();
  s = await seedCalendrier(t);
});
afterAll(() => t.close());

type Item = {
  date: string;
  type: string;
  niveau: string;
  AppartementId?: number;
  DossierId?: number;
  MissionId?: number;
  libelle: string;
  regle: string;
};
const liste = async (q = "") => {
  const r = await t.call("GET", `/api/echeances${q}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body as { data: Item[] }).data;
};

describe("the calendar of a seeded agency", () => {
  it("lists every obligation by date, overdue ones included, a year ahead", async () => {
    const items = await liste();
    expect(items.map((i) => i.date)).toEqual([...items.map((i) => i.date)].sort());
    expect(items.at(-1)!.date <= "2027-11-21").toBe(true);
    // The DPE made in 2016 ended on 31 December 2022.
    expect(items).toContainEqual(
      expect.objectContaining({
        type: "diagnostic",
        date: "2022-12-31",
        niveau: "expire",
        AppartementId: s.lotA.id,
        libelle: expect.stringMatching(/DPE.*8 boulevard Voltaire/),
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        type: "fin_bail",
        date: "2026-12-31",
        niveau: "bientot",
        DossierId: s.bailA.id,
      }),
    );
    // Lot B's three-year lease ends on 30 June 2027; the landlord's notice by 31 December 2026.
    expect(items).toContainEqual(
      expect.objectContaining({
        type: "fin_bail",
        date: "2027-06-30",
        niveau: "ok",
        DossierId: s.bailB.id,
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        type: "conge_bailleur",
        date: "2026-12-31",
        niveau: "bientot",
        DossierId: s.bailB.id,
      }),
    );
    // Class G: decent when let in 2024, no longer at its tacit renewal.
    const decence = items.filter((i) => i.type === "decence");
    expect(decence).toEqual([
      expect.objectContaining({
        date: "2027-07-01",
        niveau: "ok",
        DossierId: s.bailB.id,
        libelle: expect.stringContaining(
          "Logement non décent depuis le 1er janvier 2025 : travaux à réaliser (loi n° 89-462, art. 6 et 20-1)",
        ),
        regle: expect.stringContaining("Le bail est reconduit"),
      }),
    ]);
    expect(items).toContainEqual(
      expect.objectContaining({
        type: "assurance",
        date: "2026-12-15",
        niveau: "bientot",
        DossierId: s.bailA.id,
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        type: "assurance",
        niveau: "expire",
        DossierId: s.bailB.id,
        libelle: expect.stringContaining("Attestation d'assurance à demander"),
      }),
    );
    // The boiler of lot B, no certificate on record: due now.
    expect(items.filter((i) => i.type === "chaudiere")).toEqual([
      expect.objectContaining({ niveau: "expire", DossierId: s.bailB.id }),
    ]);
    expect(items).toContainEqual(
      expect.objectContaining({
        type: "mandat",
        date: "2027-01-14",
        niveau: "bientot",
        MissionId: s.mandat.id,
      }),
    );
    expect(
      items.filter(
        (i) =>
          i.type.startsWith("carte") || i.type.startsWith("garantie") || i.type === "assurance_rcp",
      ),
    ).toEqual([
      expect.objectContaining({ type: "assurance_rcp", date: "2026-10-31", niveau: "expire" }),
      expect.objectContaining({
        type: "garantie_financiere",
        date: "2026-12-31",
        niveau: "bientot",
      }),
      // Issue 73: the card's renewal is filed two months before its end (31/03/2027).
      expect.objectContaining({
        type: "carte_professionnelle",
        date: "2027-01-31",
        niveau: "ok",
        libelle: expect.stringContaining("31/03/2027"),
      }),
    ]);
    for (const i of items) expect(i.regle.length).toBeGreaterThan(10);
  });

  it("filters by types, levels and period", async () => {
    const deux = await liste("?type=decence,mandat");
    expect(new Set(deux.map((i) => i.type))).toEqual(new Set(["decence", "mandat"]));
    const echues = await liste("?niveau=expire");
    expect(echues.length).toBeGreaterThan(3);
    // A missing diagnostic is due today, and already late.
    expect(echues.every((i) => i.niveau === "expire" && i.date <= "2026-11-21")).toBe(true);
    const periode = await liste("?du=2026-11-21&au=2026-12-31&niveau=bientot,ok");
    expect(periode.every((i) => i.date >= "2026-11-21" && i.date <= "2026-12-31")).toBe(true);
    expect(periode.map((i) => i.type)).toEqual(
      expect.arrayContaining(["assurance", "fin_bail", "conge_bailleur", "garantie_financiere"]),
    );
    expect(periode.some((i) => i.type === "decence")).toBe(false);
  });

  it("refuses a bad date or an unknown type in French", async () => {
    const r = await t.call("GET", "/api/echeances?du=2026-02-30&type=fin_bail,loyer");
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      error: {
        fields: {
          du: "Date attendue au format AAAA-MM-JJ.",
          type: expect.stringContaining("Type d'échéance inconnu : loyer"),
        },
      },
    });
    const n = await t.call("GET", "/api/echeances?niveau=urgent");
    expect(n.status).toBe(400);
    expect((await t.call("GET", "/api/echeances/export?au=demain")).status).toBe(400);
  });

  it("exports the same items as CSV, French headers, « ; », UTF-8 with a BOM", async () => {
    const res = await t.call("GET", "/api/echeances/export?type=fin_bail,mandat");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/echeances-2026-11-21\.csv/);
    const bytes = res.bytes as Uint8Array;
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lignes = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lignes[0]).toBe("Date;Type;Niveau;Échéance;Règle;Appartement;Dossier;Mandat");
    expect(lignes).toHaveLength(1 + (await liste("?type=fin_bail,mandat")).length);
    expect(lignes).toContainEqual(
      expect.stringMatching(
        /^31\/12\/2026;Fin de bail;Dans les 60 jours;Fin du bail de Léa Martin/,
      ),
    );
    expect(lignes).toContainEqual(expect.stringMatching(/^14\/01\/2027;Mandat de gestion;/));
  });
});
