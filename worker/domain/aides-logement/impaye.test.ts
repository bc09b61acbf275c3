// Issue 77 item 4: both rules of the unpaid rent to declare to the CAF, at their edges, each day read by the rule in
// force on it (R.824-1 until 2026-12-31, décret n° 2026-84 from 2027-01-01).
import { describe, expect, it } from "vitest";
import { impayeConstitue } from "./impaye";
import { plusMois, regleImpayeAu } from "./regles-impaye";

// A term of 700 € with 250 € of aid: the tenant's own share is 450 €.
const net = (date: string, n = 45_000) => ({ date, net: n });

describe("the rule in force", () => {
  it("is R.824-1's twice the net rent until 2026-12-31, décret 2026-84's from 2027-01-01", () => {
    expect(regleImpayeAu("2026-12-31")?.multipleMensualite).toBe(2);
    expect(regleImpayeAu("2027-01-01")?.seuilCents).toBe(45_000);
    expect(regleImpayeAu("2027-01-01")?.source).toMatch(/2026-84/);
  });
  it("adds months keeping the day, clamped to the month's end", () => {
    expect(plusMois("2026-12-15", 2)).toBe("2027-02-15");
    expect(plusMois("2026-12-31", 2)).toBe("2027-02-28");
    expect(plusMois("2027-11-30", 3)).toBe("2028-02-29");
  });
});

describe("until 2026-12-31: twice the monthly rent net of the aid", () => {
  it("is constituted the day the tenant's debt reaches twice 450 €, to declare within two months", () => {
    const r = impayeConstitue([net("2026-11-01"), net("2026-12-15")], [], "2026-12-20");
    expect(r?.dateConstitution).toBe("2026-12-15");
    expect(r?.dateLimiteDeclaration).toBe("2027-02-15");
    expect(r?.dette).toBe(90_000);
  });
  it("one cent short of twice is not an unpaid rent", () => {
    const r = impayeConstitue(
      [net("2026-10-01"), net("2026-11-01")],
      [{ date: "2026-10-15", montant: 1 }],
      "2026-11-30",
    );
    expect(r).toBeNull();
  });
  it("a debt paid back ends it", () => {
    const termes = [net("2026-10-01"), net("2026-11-01")];
    expect(impayeConstitue(termes, [], "2026-11-10")?.dateConstitution).toBe("2026-11-01");
    expect(
      impayeConstitue(termes, [{ date: "2026-11-20", montant: 90_000 }], "2026-11-30"),
    ).toBeNull();
  });
});

describe("from 2027-01-01: above 450 € or three months after a first unpaid term", () => {
  it("450 € exactly is not constituted; one cent more is, on that day", () => {
    expect(impayeConstitue([net("2027-01-20")], [], "2027-02-10")).toBeNull();
    const r = impayeConstitue([net("2027-01-20", 45_001)], [], "2027-02-10");
    expect(r?.dateConstitution).toBe("2027-01-20");
    expect(r?.dateLimiteDeclaration).toBe("2027-03-20");
    expect(r?.regle.source).toMatch(/2026-84/);
  });
  it("a small term left unpaid three months is constituted on the third month's day, not the day before", () => {
    const termes = [net("2027-02-01", 10_000)];
    expect(impayeConstitue(termes, [], "2027-04-30")).toBeNull();
    expect(impayeConstitue(termes, [], "2027-05-01")?.dateConstitution).toBe("2027-05-01");
  });
  it("a first term made good by the tenant's payment starts the three months at the next unpaid one", () => {
    const termes = [net("2027-02-01", 10_000), net("2027-03-01", 10_000)];
    const paye = [{ date: "2027-02-10", montant: 10_000 }];
    expect(impayeConstitue(termes, paye, "2027-05-31")).toBeNull();
    expect(impayeConstitue(termes, paye, "2027-06-01")?.dateConstitution).toBe("2027-06-01");
  });
  it("a debt of twice the net rent in January 2027 is judged by the new rule, not the old", () => {
    const r = impayeConstitue(
      [net("2026-12-01", 20_000), net("2027-01-01", 20_000)],
      [],
      "2027-01-31",
    );
    expect(r).toBeNull();
  });
});
