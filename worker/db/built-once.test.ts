import { describe, expect, it, vi } from "vitest";
import type { Db } from "../ports";
import { builtOnce } from "./built-once";

describe("builtOnce", () => {
  it("builds a statement once per database handle, and again for another handle", () => {
    const prepare = vi.fn((db: Db) => ({ on: db }));
    const statement = builtOnce(prepare);
    const a = {} as Db;
    const b = {} as Db;
    const first = statement(a);
    expect(statement(a)).toBe(first);
    expect(statement(b).on).toBe(b);
    expect(statement(b)).not.toBe(first);
    expect(prepare).toHaveBeenCalledTimes(2);
  });
});
