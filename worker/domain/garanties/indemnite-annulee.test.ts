import { describe, expect, it } from "vitest";
import { partageApresAnnulation } from "./indemnite-annulee";

const r = (id: number, montant: number, fait = false, organisme = "Visale") => ({
  id,
  organisme,
  montant,
  fait,
});
const ids = (x: { id: number }[]) => x.map((y) => y.id);

describe("an indemnity cancelled: the recoveries its insurer is owed no more (ADR 170)", () => {
  it("every indemnity gone: what is still here is the tenant's, what left is claimed", () => {
    const p = partageApresAnnulation([r(1, 300, true), r(2, 200)], new Map());
    expect(ids(p.reclamees)).toEqual([1]);
    expect(ids(p.rendues)).toEqual([2]);
  });

  it("the insurer keeps first what it already has, then the others in their order", () => {
    const p = partageApresAnnulation(
      [r(1, 300), r(2, 300, true), r(3, 100)],
      new Map([["Visale", 400]]),
    );
    expect(ids(p.reclamees)).toEqual([]);
    expect(ids(p.rendues)).toEqual([1]);
  });

  it("a recovery sent partly beyond the indemnity left: only what goes beyond is claimed", () => {
    const p = partageApresAnnulation([r(1, 120_000, true)], new Map([["Visale", 97_050]]));
    expect(p.reclamees).toEqual([{ ...r(1, 120_000, true), excedent: 22_950 }]);
  });

  it("each insurer by its own indemnities", () => {
    const p = partageApresAnnulation(
      [r(1, 300, false, "Visale"), r(2, 300, false, "Assur Loyers")],
      new Map([["Assur Loyers", 300]]),
    );
    expect(ids(p.rendues)).toEqual([1]);
  });
});
