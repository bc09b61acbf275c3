import { describe, expect, it } from "vitest";
import { readsOnly } from "./reads-only";

describe("readsOnly", () => {
  it("takes a SELECT and a WITH that writes nothing as reads", () => {
    expect(readsOnly("  select 1")).toBe(true);
    expect(readsOnly('with p("today") as (select ?) select * from "Appartement", p')).toBe(true);
  });

  it("takes a WITH that writes, asked again and again, as a write", () => {
    const text = 'with x as (select 1) insert into "Client" ("nom") select * from x';
    for (let i = 0; i < 3; i++) expect(readsOnly(text)).toBe(false);
  });

  it("takes anything else as a write", () => {
    expect(readsOnly('update "Client" set "nom" = ?')).toBe(false);
    expect(readsOnly("pragma foreign_keys")).toBe(false);
  });

  it("answers the same past its bound of kept texts", () => {
    for (let i = 0; i < 600; i++)
      expect(readsOnly(`with t${i} as (select ${i}) select * from t${i}`)).toBe(true);
    expect(readsOnly("with x as (select 1) delete from y")).toBe(false);
  });
});
