import { describe, expect, it } from "vitest";
import { eurosDe, nombreFr } from "./nombres";

// Intl is the reference here (tests may use it; the server no longer does).
const intl = (o: Intl.NumberFormatOptions) => new Intl.NumberFormat("fr-FR", o);
const EUROS = intl({ style: "currency", currency: "EUR" });

// Halves, nines that carry, tiny and huge magnitudes, negative zero and what rounds to it.
const SPECIAUX = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.005,
  2.675,
  12.345,
  999.995,
  9999.5,
  -0.001,
  0.004,
  0.005,
  1000,
  1234.5,
  -1234.5,
  1234567.891,
  999999.999,
  1e21,
  1.5e-7,
  123456789012345680000,
  0.1 + 0.2,
  1 / 3,
  2 / 3,
  NaN,
  Infinity,
  -Infinity,
  33.3333,
  45.5,
  100.05,
];
// Deterministic pseudo-random values: cents (every amount of the app) and arbitrary doubles.
let graine = 42;
const hasard = () => (graine = (graine * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const CENTIMES = Array.from({ length: 3000 }, () =>
  Math.round((hasard() - 0.3) * 10 ** (1 + hasard() * 9)),
);
const REELS = Array.from({ length: 3000 }, () => (hasard() - 0.5) * 10 ** (hasard() * 12 - 4));

describe("French numbers without Intl", () => {
  it("write euros as fr-FR's currency format does, to the character", () => {
    expect(eurosDe(1234.5)).toBe("1\u202f234,50\u00a0\u20ac");
    // Intl's, but an amount that rounds to zero has no sign (issue 60).
    const sansMoinsZero = (x: number) => (Math.round(Math.abs(x) * 100) === 0 ? 0 : x);
    for (const x of [...SPECIAUX, ...REELS, ...CENTIMES.map((c) => c / 100)])
      expect(eurosDe(x), String(x)).toBe(EUROS.format(sansMoinsZero(x)));
  });

  it("never writes « -0,00 € »: a negative zero, or a negative amount that rounds to zero, is « 0,00 € »", () => {
    for (const x of [-0, -0.001, -0.004999, 0, 0.004])
      expect(eurosDe(x), String(x)).toBe("0,00\u00a0\u20ac");
    expect(eurosDe(-0.005)).toBe("-0,01\u00a0\u20ac");
    expect(eurosDe(-12.3)).toBe("-12,30\u00a0\u20ac");
  });

  it("write plain numbers with the default and bounded decimals as fr-FR does", () => {
    for (const [min, max] of [
      [0, 3],
      [0, 2],
      [0, 0],
      [2, 2],
      [1, 4],
    ] as const) {
      const ref = intl({ minimumFractionDigits: min, maximumFractionDigits: max });
      for (const x of [...SPECIAUX, ...REELS, ...CENTIMES])
        expect(nombreFr(x, min, max), `${x} (${min}, ${max})`).toBe(ref.format(x));
    }
    expect(nombreFr(45.5)).toBe(intl({}).format(45.5));
  });
});
