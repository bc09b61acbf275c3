import { describe, expect, it } from "vitest";
import { etapesGli, etapesVisale, partDuLocataire } from "./sinistre";

const terme = (mois: string, reste: number, aide = 0, aideAttendue = aide) => ({
  QuitanceId: Number(mois.slice(5)),
  mois,
  date: `${mois}-01`,
  du: 85_000,
  reste,
  aide,
  aideAttendue,
});

describe("the claim steps' dates", () => {
  it("GLI: the contract's three delays from each unpaid term's due day", () => {
    const e = etapesGli([terme("2026-10", 85_000), terme("2026-11", 0)], {
      delaiRelance: 20,
      delaiMiseEnDemeure: 35,
      delaiDeclaration: 40,
    });
    expect(e.map((x) => [x.etape, x.date])).toEqual([
      ["gli_relance", "2026-10-21"],
      ["gli_mise_en_demeure", "2026-11-05"],
      ["gli_declaration", "2026-11-10"],
    ]);
  });

  it("Visale: constituted at the second wholly unpaid term, then 15 and 30 days", () => {
    const e = etapesVisale([terme("2026-10", 85_000), terme("2026-11", 85_000)]);
    expect(e.map((x) => [x.etape, x.date, x.QuitanceId])).toEqual([
      ["visale_mise_en_demeure", "2026-11-16", 11],
      ["visale_declaration", "2026-12-01", 11],
    ]);
  });

  it("Visale: partial arrears count net of the housing aid, and only past one month", () => {
    // 300 € unpaid twice, 250 € of aid each month: 50 € + 50 € net, never a month: no claim.
    expect(
      etapesVisale([terme("2026-10", 30_000, 25_000), terme("2026-11", 30_000, 25_000)]),
    ).toEqual([]);
    // 500 € unpaid three months without aid: past 850 € at the second term (1 000 €).
    const e = etapesVisale([
      terme("2026-10", 50_000),
      terme("2026-11", 50_000),
      terme("2026-12", 50_000),
    ]);
    expect(e[0]).toMatchObject({ QuitanceId: 11, date: "2026-11-16" });
  });

  it("Visale: a term paid in full ends the run", () => {
    expect(
      etapesVisale([terme("2026-10", 85_000), terme("2026-11", 0), terme("2026-12", 85_000)]),
    ).toEqual([]);
  });

  // Issue 77's aid wired in (ADR 130): 850 € called, 250 € of aid in tiers payant, so the tenant's share is 600 €.
  it("Visale: the aid in tiers payant lowers the rent considered: two shares unpaid, the aid received, is constituted", () => {
    // The aid was paid both months: 600 € left on each, the tenant's whole share.
    const e = etapesVisale([
      terme("2026-10", 60_000, 25_000, 0),
      terme("2026-11", 60_000, 25_000, 0),
    ]);
    expect(e.map((x) => [x.etape, x.date])).toEqual([
      ["visale_mise_en_demeure", "2026-11-16"],
      ["visale_declaration", "2026-12-01"],
    ]);
  });

  it("Visale: the aid awaited is not the tenant's debt: nothing paid, aid still awaited, is two shares unpaid", () => {
    const e = etapesVisale([terme("2026-10", 85_000, 25_000), terme("2026-11", 85_000, 25_000)]);
    expect(e[0]).toMatchObject({ etape: "visale_mise_en_demeure", QuitanceId: 11 });
    // Only the aid is missing (the tenant paid its share): no debt of the tenant, no claim.
    expect(
      etapesVisale([terme("2026-10", 25_000, 25_000), terme("2026-11", 25_000, 25_000)]),
    ).toEqual([]);
  });

  it("Visale: partial arrears of exactly one share are not constituted, one cent more is", () => {
    // One share is 600 €: 300 € + 300 € net of the aid received is one month, not more.
    expect(
      etapesVisale([terme("2026-10", 30_000, 25_000, 0), terme("2026-11", 30_000, 25_000, 0)]),
    ).toEqual([]);
    const e = etapesVisale([
      terme("2026-10", 30_000, 25_000, 0),
      terme("2026-11", 30_001, 25_000, 0),
    ]);
    expect(e[0]).toMatchObject({ QuitanceId: 11, date: "2026-11-16" });
  });

  it("Visale: the tenant's share and debt of a term", () => {
    expect(partDuLocataire(terme("2026-10", 85_000, 25_000))).toEqual({
      part: 60_000,
      dette: 60_000,
    });
    expect(partDuLocataire(terme("2026-10", 85_000, 25_000, 0))).toEqual({
      part: 60_000,
      dette: 60_000,
    });
    // An aid above the term: nothing is the tenant's.
    expect(partDuLocataire(terme("2026-10", 85_000, 90_000))).toEqual({ part: 0, dette: 0 });
  });
});
