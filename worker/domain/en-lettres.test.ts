import { describe, expect, it } from "vitest";
import { montantEnLettres, nombreEnLettres } from "./en-lettres";

describe("nombreEnLettres", () => {
  it.each([
    [0, "zéro"],
    [1, "un"],
    [16, "seize"],
    [17, "dix-sept"],
    [20, "vingt"],
    [21, "vingt et un"],
    [22, "vingt-deux"],
    [31, "trente et un"],
    [61, "soixante et un"],
    [70, "soixante-dix"],
    [71, "soixante et onze"],
    [72, "soixante-douze"],
    [77, "soixante-dix-sept"],
    [80, "quatre-vingts"],
    [81, "quatre-vingt-un"],
    [90, "quatre-vingt-dix"],
    [91, "quatre-vingt-onze"],
    [99, "quatre-vingt-dix-neuf"],
    [100, "cent"],
    [101, "cent un"],
    [180, "cent quatre-vingts"],
    [200, "deux cents"],
    [201, "deux cent un"],
    [280, "deux cent quatre-vingts"],
    [1000, "mille"],
    [1001, "mille un"],
    [1450, "mille quatre cent cinquante"],
    [2000, "deux mille"],
    [80_000, "quatre-vingt mille"],
    [200_000, "deux cent mille"],
    [1_000_000, "un million"],
    [2_000_000, "deux millions"],
    [80_000_000, "quatre-vingts millions"],
    [1_200_000, "un million deux cent mille"],
    [1_000_000_000, "un milliard"],
    [3_000_080_001, "trois milliards quatre-vingt mille un"],
  ])("%i -> %s", (n, words) => {
    expect(nombreEnLettres(n)).toBe(words);
  });

  it("refuses what is not a non-negative integer", () => {
    expect(() => nombreEnLettres(-1)).toThrow(RangeError);
    expect(() => nombreEnLettres(1.5)).toThrow(RangeError);
    expect(() => nombreEnLettres(Number.NaN)).toThrow(RangeError);
  });
});

describe("montantEnLettres", () => {
  it.each([
    [145050, "mille quatre cent cinquante euros et cinquante centimes"],
    [0, "zéro euro"],
    [100, "un euro"],
    [101, "un euro et un centime"],
    [200, "deux euros"],
    [7100, "soixante et onze euros"],
    [8000, "quatre-vingts euros"],
    [8001, "quatre-vingts euros et un centime"],
    [8100, "quatre-vingt-un euros"],
    [9100, "quatre-vingt-onze euros"],
    [10000, "cent euros"],
    [20000, "deux cents euros"],
    [80, "quatre-vingts centimes"],
    [1, "un centime"],
    [100_000_000, "un million d'euros"],
    [200_000_000, "deux millions d'euros"],
    [100_000_050, "un million d'euros et cinquante centimes"],
    [100_100_000, "un million mille euros"],
  ])("%i cents -> %s", (cents, words) => {
    expect(montantEnLettres(cents)).toBe(words);
  });

  it("says a negative amount with moins", () => {
    expect(montantEnLettres(-250)).toBe("moins deux euros et cinquante centimes");
  });
});
