import { describe, expect, it } from "vitest";
import { present } from "../present";
import { dateExigibilite, libelleEcheances } from "./calcul";
import { compteAuJour, regularisationsDues, soldeAuJour } from "./exigibilite";
import { erreursPeriode, quotePartValide, regularisationSchema } from "./schema";

const ligne = (type: string, date: string, debit: number, credit = 0) => ({
  type,
  date,
  libelle:
    type === "regularisation" ? "Régularisation des charges du 01/01/2025 au 31/12/2025" : type,
  debit,
  credit,
});

describe("a regularisation's balance is claimable one month after the letter (art. 23)", () => {
  it("its entry is dated that day, and counts only from then", () => {
    expect(dateExigibilite("2026-03-15")).toBe("2026-04-15");
    const rows = [
      ligne("echeance", "2026-03-01", 80000),
      ligne("regularisation", "2026-04-15", 12000),
    ];
    expect(compteAuJour(present(rows[1], "régularisation"), "2026-04-14")).toBe(false);
    expect(compteAuJour(present(rows[1], "régularisation"), "2026-04-15")).toBe(true);
    expect(soldeAuJour(rows, "2026-04-14")).toBe(80000);
    expect(soldeAuJour(rows, "2026-04-15")).toBe(92000);
  });

  it("the formal notice claims what is unpaid of it once claimable, beyond the open terms", () => {
    const rows = [
      ligne("echeance", "2026-03-01", 80000),
      ligne("paiement", "2026-03-05", 0, 80000),
      ligne("regularisation", "2026-04-15", 12000),
      ligne("paiement", "2026-04-20", 0, 5000),
    ];
    expect(regularisationsDues(rows, "2026-04-14", 0)).toEqual([]);
    expect(regularisationsDues(rows, "2026-04-30", 0)).toEqual([
      {
        date: "2026-04-15",
        libelle: present(rows[2], "régularisation").libelle,
        montant: 12000,
        recu: 5000,
        reste: 7000,
      },
    ]);
    // Paid in full: nothing left to claim.
    expect(
      regularisationsDues([...rows, ligne("paiement", "2026-04-25", 0, 7000)], "2026-04-30", 0),
    ).toEqual([]);
  });

  it("'1 échéance' in the singular", () => {
    expect(libelleEcheances(1)).toBe("1 échéance");
    expect(libelleEcheances(0)).toBe("0 échéance");
    expect(libelleEcheances(12)).toBe("12 échéances");
  });
});

describe("what a regularisation may be entered with", () => {
  const base = { du: "2025-01-01", au: "2025-12-31" };
  it("a period ending in the future or starting before the lease is refused, in French", () => {
    const o = { aujourdhui: "2026-03-15", debutBail: "2025-01-01" };
    expect(erreursPeriode(base, o)).toEqual({});
    expect(erreursPeriode({ ...base, au: "2026-03-16" }, o)).toHaveProperty("au");
    expect(erreursPeriode(base, { ...o, debutBail: "2025-02-01" })).toEqual({
      du: "La période ne peut pas commencer avant le début du bail (01/02/2025).",
    });
  });
  it("quote-parts and amounts are numbers", () => {
    for (const ok of ["125/1000", "12,5", "0.125", "125 / 1000", "3"])
      expect(quotePartValide(ok), ok).toBe(true);
    for (const ko of ["beaucoup", "125/0", "1/2/3", "12 %", "-3", ""])
      expect(quotePartValide(ko), ko).toBe(false);
    const charges = (c: Record<string, unknown>) =>
      regularisationSchema.safeParse({
        ...base,
        charges: [{ categorie: "eau", montant: 10, ...c }],
      });
    expect(charges({ quotePart: "beaucoup" }).success).toBe(false);
    expect(charges({ quotePart: 12.5 }).data?.charges[0]?.quotePart).toBe("12,5");
    expect(charges({ quotePart: null }).success).toBe(true);
    expect(charges({ montant: "dix" }).success).toBe(false);
    expect(charges({ montant: [] }).success).toBe(false);
  });
});
