// Issue 73, items 5 and 6, on the edge entry (workerd, ADR 105): the calendar's new kinds for a seeded agency, still
// read in one libSQL round trip; the L215-1 letter as a PDF; a renewal past reconductionsMax refused; the ERP, an
// unknown lead result and a DPE's attestation class read as on Node. The edge's clock is the real one: the
// calendar is asked over a wide period, and only the dates that do not depend on today are compared.
import { beforeAll, describe, expect, it } from "vitest";
import { type SeedObligations, seedObligations } from "../support/obligations-seed";
import { valid } from "../support/factories";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
let s: SeedObligations;
const enJours = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const finPreavis = enJours(40);

beforeAll(async () => {
  edge = await signedInInstance();
  s = await seedObligations(
    async (method, path, body) => {
      const r = await edge.call(method, path, body);
      expect(r.status, `${method} ${path}: ${await r.clone().text()}`).toBeLessThan(300);
      return r.json();
    },
    { finPreavis },
  );
});

type Item = { date: string; type: string; DossierId?: number; MissionId?: number; libelle: string };

describe("the calendar's new kinds on the edge", () => {
  it("lists each of them, in one round trip", async () => {
    const { res, trips } = await counted(edge, () =>
      edge.call("GET", "/api/echeances?du=2000-01-01&au=2100-12-31"),
    );
    const items: Item[] = (await json(res)).data;
    console.log(`[edge] calendrier complet (issue 73), allers-retours libSQL : ${trips}`);
    expect(trips).toBe(1);
    const de = (type: string) => items.filter((i) => i.type === type);
    expect(de("revision_irl").some((i) => i.DossierId === s.bailA.id)).toBe(true);
    expect(de("regularisation").filter((i) => i.DossierId === s.bailA.id)).toHaveLength(2);
    expect(de("restitution_depot")).toEqual([
      expect.objectContaining({ date: "2027-01-10", DossierId: s.bailB.id }),
    ]);
    expect(de("fin_preavis")).toEqual([
      expect.objectContaining({ date: finPreavis, DossierId: s.bailA.id }),
    ]);
    expect(
      de("assurance_mise_en_demeure")
        .filter((i) => i.DossierId === s.bailA.id)
        .map((i) => i.date),
    ).toEqual(["2025-02-01", "2025-03-01"]);
    expect(de("mandat_reconduction")).toEqual([
      expect.objectContaining({
        MissionId: s.mandat.id,
        libelle: expect.stringContaining("Élise Durand"),
      }),
    ]);
  });

  it("answers the L215-1 letter as a PDF, and refuses a renewal past the limit", async () => {
    const lettre = await counted(edge, () =>
      edge.call("GET", `/api/Mission/${s.mandat.id}/lettreReconduction`),
    );
    const r = lettre.res;
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await r.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const m = await json(
      await edge.call("POST", "/api/Mission", {
        type: "Mandat de gestion",
        nbAppart: 1,
        honorairesGestionHT: 6,
        dateSignature: "2024-02-01",
        dureeMandatMois: 12,
        reconductionsMax: 1,
      }),
      201,
    );
    const renouvellement = await counted(edge, () =>
      edge.call("POST", `/api/Mission/${m.id}/reconduction`),
    );
    expect((await json(renouvellement.res)).reconductions).toBe(1);
    console.log(
      `[edge] lettre L215-1 : ${lettre.trips} aller-retour ; reconduction : ${renouvellement.trips}`,
    );
    // The letter's four reads go with the session's check; the renewal is the check, then one batch (its write and
    // the read that explains a refusal), as every write of the edge.
    expect(lettre.trips).toBe(1);
    expect(renouvellement.trips).toBe(2);
    const deux = await edge.call("POST", `/api/Mission/${m.id}/reconduction`);
    expect(deux.status).toBe(409);
    expect(((await deux.json()) as any).error.message).toContain(
      "nombre maximal de reconductions (1)",
    );
  });
});

describe("diagnostics in proportion on the edge", () => {
  it("ERP by zoneRisques, an unknown lead result positive, the attestation's class read", async () => {
    const a = await json(
      await edge.call("POST", "/api/Appartement", {
        ...valid.Appartement(),
        periodeConstruction: "avant 1946",
        zoneRisques: false,
      }),
      201,
    );
    const path = `/api/Appartement/${a.id}/diagnostics?date=2026-11-21`;
    const r = await json(
      await edge.call("PUT", path, {
        diagnostics: [
          { type: "crep", dateRealisation: "2020-03-01" },
          { type: "dpe", dateRealisation: "2024-06-01", classe: "G", classeApresAttestation: "E" },
        ],
      }),
    );
    const etat = (type: string) => r.diagnostics.find((d: { type: string }) => d.type === type);
    expect(etat("erp")).toMatchObject({ requis: false, statut: "non_requis" });
    expect(etat("crep")).toMatchObject({ finValidite: "2026-02-28", statut: "expire" });
    expect(r.decence).toBeNull();
    expect((await json(await edge.call("GET", `/api/Appartement/${a.id}`))).classeEnergie).toBe(
      "E",
    );
  });
});
