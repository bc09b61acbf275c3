import { MSG_CATEGORIE_INCONNUE } from "./categories";
import { describe, expect, it } from "vitest";
import {
  dansLaPeriode,
  dateExigibilite,
  douziemes,
  enRetard,
  nombreDeMois,
  nouvelleProvision,
  provisionsAppelees,
  regulariser,
} from "./calcul";
import { libelleCategorie } from "./categories";
import { regularisationSchema } from "./schema";

// A year of monthly terms with 45,50 € of charges each, and one either side of it.
const mensuels = (annee: number) =>
  Array.from({ length: 12 }, (_, i) => {
    const m = String(i + 1).padStart(2, "0");
    const fin = new Date(Date.UTC(annee, i + 1, 0)).toISOString().slice(0, 10);
    return { date: `${annee}-${m}-01`, dateFin: fin, charge: 4550 };
  });

describe("provisions appelées", () => {
  const termes = [
    { date: "2024-12-01", dateFin: "2024-12-31", charge: 9999 },
    ...mensuels(2025),
    { date: "2026-01-01", dateFin: "2026-01-31", charge: 9999 },
  ];

  it("sums the charges of the terms whose period lies within du..au, to the cent", () => {
    expect(provisionsAppelees(termes, "2025-01-01", "2025-12-31")).toBe(54600);
  });

  it("leaves out a term straddling a bound, and counts a one-day term by its day", () => {
    const t = { date: "2025-06-15", dateFin: "2025-07-14", charge: 1000 };
    expect(dansLaPeriode(t, "2025-01-01", "2025-06-30")).toBe(false);
    expect(dansLaPeriode(t, "2025-07-01", "2025-12-31")).toBe(false);
    expect(dansLaPeriode(t, "2025-06-15", "2025-07-14")).toBe(true);
    expect(
      dansLaPeriode({ date: "2025-03-01", dateFin: null, charge: 1 }, "2025-03-01", "2025-03-01"),
    ).toBe(true);
    expect(provisionsAppelees(termes, "2025-01-15", "2025-12-31")).toBe(54600 - 4550);
  });

  it("is zero without a term in the period", () => {
    expect(provisionsAppelees(termes, "2030-01-01", "2030-12-31")).toBe(0);
  });
});

describe("solde", () => {
  it("a refund: actual charges below the provisions give a negative balance", () => {
    const r = regulariser(54600, [{ montant: 21033 }, { montant: 18000 }, { montant: 10012 }]);
    expect(r).toEqual({ provisions: 54600, reel: 49045, solde: -5555 });
  });

  it("a balance due: actual charges above the provisions give a positive balance", () => {
    const r = regulariser(54600, [{ montant: 40001 }, { montant: 15000 }, { montant: 1234 }]);
    expect(r).toEqual({ provisions: 54600, reel: 56235, solde: 1635 });
  });
});

describe("nouvelle provision", () => {
  it("counts the period's months, a month begun counting as one", () => {
    expect(nombreDeMois("2025-01-01", "2025-12-31")).toBe(12);
    expect(nombreDeMois("2025-01-15", "2026-01-14")).toBe(12);
    expect(nombreDeMois("2025-01-01", "2025-06-30")).toBe(6);
    expect(nombreDeMois("2025-01-01", "2025-06-15")).toBe(6);
    expect(nombreDeMois("2025-03-10", "2025-03-10")).toBe(1);
    expect(nombreDeMois("2024-02-29", "2025-02-27")).toBe(12);
  });

  it("is the actual charges over the months, rounded to the cent", () => {
    expect(nouvelleProvision(56235, "2025-01-01", "2025-12-31")).toBe(4686); // 4686,25 -> 4686
    expect(nouvelleProvision(56239, "2025-01-01", "2025-12-31")).toBe(4687); // 4686,58 -> 4687
    expect(nouvelleProvision(100, "2025-01-01", "2025-06-30")).toBe(17); // 16,67 -> 17
    expect(nouvelleProvision(0, "2025-01-01", "2025-12-31")).toBe(0);
  });
});

describe("plus d'un an de retard", () => {
  it("is late after the end of the calendar year following the period", () => {
    expect(enRetard("2024-12-31", "2025-12-31")).toBe(false);
    expect(enRetard("2024-12-31", "2026-01-01")).toBe(true);
    expect(enRetard("2024-06-30", "2025-12-31")).toBe(false);
  });

  it("offers twelve monthly parts that add up to the balance, to the cent", () => {
    const parts = douziemes(100001);
    expect(parts).toHaveLength(12);
    expect(parts[0]).toBe(8333);
    expect(parts[11]).toBe(100001 - 8333 * 11);
    expect(parts.reduce((s, p) => s + p, 0)).toBe(100001);
  });

  it("the balance can be claimed one month after the letter", () => {
    expect(dateExigibilite("2026-01-31")).toBe("2026-02-28");
    expect(dateExigibilite("2026-03-15")).toBe("2026-04-15");
  });
});

describe("saisie", () => {
  const ok = {
    du: "2025-01-01",
    au: "2025-12-31",
    charges: [{ categorie: "eau", montant: "120,50" }],
  };

  it("reads euros as typed and the categories of the fixed list", () => {
    const r = regularisationSchema.safeParse(ok);
    expect(r.success && r.data.charges[0]).toEqual({
      categorie: "eau",
      montant: 120.5,
    });
    expect(libelleCategorie("teom")).toBe("Taxe d'enlèvement des ordures ménagères");
  });

  it("refuses a period ending before it starts, a negative amount, an empty or unknown category", () => {
    const fields = (body: unknown) => {
      const r = regularisationSchema.safeParse(body);
      return r.success
        ? {}
        : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(fields({ ...ok, au: "2024-12-31" })).toEqual({
      au: "La fin de la période doit être après son début.",
    });
    expect(fields({ ...ok, charges: [{ categorie: "eau", montant: -1 }] })).toEqual({
      "charges.0.montant": "Ce montant ne peut pas être négatif.",
    });
    expect(fields({ ...ok, charges: [{ categorie: "", montant: 1 }] })).toEqual({
      "charges.0.categorie": "Ce champ est obligatoire.",
    });
    expect(fields({ ...ok, charges: [{ categorie: "piscine", montant: 1 }] })).toEqual({
      "charges.0.categorie": MSG_CATEGORIE_INCONNUE,
    });
    expect(fields({ ...ok, charges: [] })).toEqual({
      charges: "Saisissez au moins une catégorie de charges.",
    });
  });
});
