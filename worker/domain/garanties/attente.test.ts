import { describe, expect, it } from "vitest";
import { attenteVisale } from "./attente";
import { etapesVisale, type TermeImpaye } from "./sinistre";

// One unpaid term under Visale is no claim yet (two are): the card says so, with the day it can be declared.
const terme = (mois: string, reste: number, aide = 0, aideAttendue = 0): TermeImpaye => ({
  QuitanceId: Number(mois.slice(5)),
  mois,
  date: `${mois}-05`,
  du: 85_000,
  reste,
  aide,
  aideAttendue,
});
const espaces = (s: string | undefined) => s?.replace(/\s/g, " ");

describe("unpaid terms that are no Visale claim yet", () => {
  it("one term wholly unpaid: declarable on the next term's due day, if it stays unpaid", () => {
    const termes = [terme("2026-10", 85_000)];
    expect(etapesVisale(termes)).toEqual([]);
    const a = attenteVisale(termes, "2026-11-30");
    expect(a?.termes).toEqual([{ QuitanceId: 10, mois: "2026-10", dette: 85_000 }]);
    expect(a?.declarationPossibleLe).toBe("2026-11-05");
    expect(espaces(a?.libelle)).toBe(
      "1 terme impayé (octobre 2026, 850,00 €) : pas encore un sinistre Visale ; déclaration possible à partir du 05/11/2026 si l'échéance de novembre 2026 reste impayée.",
    );
  });

  it("partial arrears under a month: each term and the tenant's own debt, net of the aid awaited", () => {
    const a = attenteVisale(
      [terme("2026-09", 10_000), terme("2026-10", 40_000, 25_000, 25_000)],
      "2026-10-20",
    );
    expect(a?.termes.map((t) => t.dette)).toEqual([10_000, 15_000]);
    expect(espaces(a?.libelle)).toMatch(
      /^2 termes impayés \(septembre 2026, 100,00 € ; octobre 2026, 150,00 €\) : .* à partir du 05\/11\/2026 si l'échéance de novembre 2026 reste impayée\.$/,
    );
  });

  it("a term not yet due, or left open by the aid awaited alone, is no unpaid term of the tenant", () => {
    expect(attenteVisale([terme("2026-12", 85_000)], "2026-12-04")).toBeNull();
    expect(attenteVisale([terme("2026-11", 25_000, 25_000, 25_000)], "2026-11-30")).toBeNull();
  });

  it("an aid covering the whole rent leaves nothing a next term could add: no day is promised", () => {
    // 100 € of October unpaid; from November the aid pays the whole rent (November's still awaited).
    const a = attenteVisale(
      [terme("2026-10", 10_000), terme("2026-11", 85_000, 85_000, 85_000)],
      "2026-11-30",
    );
    expect(a?.declarationPossibleLe).toBeNull();
    expect(espaces(a?.libelle)).toBe(
      "1 terme impayé (octobre 2026, 100,00 €) : pas encore un sinistre Visale (deux échéances impayées, ou un arriéré de plus d'un mois de loyer et charges, aide au logement déduite).",
    );
  });
});
