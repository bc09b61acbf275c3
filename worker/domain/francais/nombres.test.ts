import { describe, expect, it } from "vitest";
import { eurosDe, nombreFr, pourcentFr } from "./nombres";

// What a reader of a receipt or a statement sees (ADR 092: written by Intl, so no comparison with it here).
describe("French numbers", () => {
  it("write euros with a narrow space between groups and a space before the sign", () => {
    expect(eurosDe(1234.5)).toBe("1\u202f234,50\u00a0\u20ac");
    expect(eurosDe(970.5)).toBe("970,50\u00a0\u20ac");
    expect(eurosDe(1.005)).toBe("1,01\u00a0\u20ac");
    expect(eurosDe(-1234567.891)).toBe("-1\u202f234\u202f567,89\u00a0\u20ac");
  });

  it("never writes « -0,00 € »: a negative zero, or a negative amount that rounds to zero, is « 0,00 € »", () => {
    for (const x of [-0, -0.001, -0.004999, 0, 0.004])
      expect(eurosDe(x), String(x)).toBe("0,00\u00a0\u20ac");
    expect(eurosDe(-0.005)).toBe("-0,01\u00a0\u20ac");
    expect(eurosDe(-12.3)).toBe("-12,30\u00a0\u20ac");
  });

  it("write plain numbers with up to three decimals by default, or the bounds asked", () => {
    expect(nombreFr(1234.5)).toBe("1\u202f234,5");
    expect(nombreFr(1 / 3)).toBe("0,333");
    expect(nombreFr(45.5, 0, 0)).toBe("46");
    expect(nombreFr(12, 2, 2)).toBe("12,00");
    expect(nombreFr(2.675, 1, 4)).toBe("2,675");
  });
});

// Walk: « 8 % » put « % » on the next line. A rate a screen shows is held together the French way.
describe("rates as a screen shows them", () => {
  it("write a rate with a narrow no-break space before « % »", () => {
    expect(pourcentFr(8)).toBe("8\u202f%");
    expect(pourcentFr(33.333)).toBe("33,33\u202f%");
    expect(pourcentFr(7.2, 4)).toBe("7,2\u202f%");
    expect(pourcentFr(1234.5)).toBe("1\u202f234,5\u202f%");
  });
});
