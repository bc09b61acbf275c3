import { describe, expect, it } from "vitest";
import { MSG } from "@worker/domain/schemas/fields";
import { fieldErrors, inputText, sumMoney, toPayload, typedAmount } from "./form-values";
import type { FieldDef } from "./record-fields";

const prix: FieldDef = { name: "prix", label: "Prix TTC", type: "money", required: true };
const tva: FieldDef = { name: "tva", label: "TVA (%)", type: "number" };
const total: FieldDef = { name: "total", label: "Total", type: "money", computed: true };

describe("live totals read amounts as the user types them", () => {
  it("adds French amounts grouped with spaces", () => {
    expect(sumMoney("1 450,50", "120")).toBe(1570.5);
    expect(sumMoney("1\u00a0200,00", "0")).toBe(1200);
    expect(sumMoney("1\u202f800 €", "0,1")).toBe(1800.1);
    expect(sumMoney("0,1", "0,2")).toBe(0.3);
  });
  it("counts a blank as zero and an unreadable value as unknown, never as a wrong total", () => {
    expect(sumMoney("", undefined, "12")).toBe(12);
    expect(sumMoney("14 50", "120")).toBeNull();
    expect(typedAmount("abc")).toBeNull();
  });
});

describe("forms without a shared schema (dialogs, dossiers, missions)", () => {
  it("send the amount the user typed", () => {
    expect(toPayload([prix, tva, total], { prix: "1 800", tva: "5,5", total: "x" }, true)).toEqual({
      prix: 1800,
      tva: 5.5,
    });
    expect(toPayload([prix], { prix: "1 450,50 €" }, false)).toEqual({ prix: 1450.5 });
  });
  it("flag an amount they cannot read with a French message on the field", () => {
    expect(fieldErrors([prix, tva], { prix: "1 8000 0", tva: "vingt" })).toEqual({
      prix: { type: "format", message: MSG.montant },
      tva: { type: "format", message: MSG.nombre },
    });
    expect(fieldErrors([prix, tva], { prix: "1 800", tva: "" })).toEqual({});
  });
  it("mark a missing required value", () => {
    expect(fieldErrors([prix], { prix: " " })).toEqual({
      prix: { type: "required", message: MSG.requis },
    });
    expect(fieldErrors([{ ...prix, visibleIf: () => false }], { prix: "" })).toEqual({});
  });
});

describe("inputs show amounts the way they are read back", () => {
  it("groups thousands and keeps two decimals", () => {
    expect(inputText(prix, 1450.5)).toBe("1\u202f450,50");
    expect(inputText(tva, 5.5)).toBe("5,5");
  });
});
