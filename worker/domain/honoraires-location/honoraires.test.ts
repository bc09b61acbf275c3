import { describe, expect, it } from "vitest";
import { debitsBailleurs, libelleRattrapage } from "./honoraires";

// Issue 60 item 1: the landlord's share of the letting fees split among the owners, to the cent.
describe("the owners' debits of the letting fees", () => {
  it("splits TTC and VAT by the shares (60/40), the last owner taking the odd cent, both adding up exactly", () => {
    const d = debitsBailleurs(42001, 20, [
      { ClientId: 7, quotePart: 60 },
      { ClientId: 9, quotePart: 40 },
    ]);
    expect(d).toEqual([
      { ClientId: 7, debit: 25201, tva: 4200 },
      { ClientId: 9, debit: 16800, tva: 2800 },
    ]);
    expect(d.reduce((s, x) => s + x.debit, 0)).toBe(42001);
  });

  it("equal shares when they are not all given; nothing for 0 € or without an owner", () => {
    const d = debitsBailleurs(10000, 20, [
      { ClientId: 1, quotePart: null },
      { ClientId: 2, quotePart: null },
      { ClientId: 3, quotePart: 50 },
    ]);
    expect(d.map((x) => x.debit)).toEqual([3333, 3333, 3334]);
    expect(d.reduce((s, x) => s + x.tva, 0)).toBe(1667);
    expect(debitsBailleurs(0, 20, [{ ClientId: 1, quotePart: null }])).toEqual([]);
    expect(debitsBailleurs(42000, 20, [])).toEqual([]);
  });

  it("labels the catch-up with the lease's start", () => {
    expect(libelleRattrapage("2025-09-01")).toBe(
      "Rattrapage : honoraires de location du bail du 01/09/2025",
    );
  });
});
