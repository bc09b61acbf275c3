import { describe, expect, it } from "vitest";
import { trimestreAffiche } from "./trimestre";

describe("the quarter as a letter writes it", () => {
  it("« 1er » and « 2e », never « 2ème », from a code or the lease's wording", () => {
    expect(trimestreAffiche("2025-T2")).toBe("2e trimestre 2025");
    expect(trimestreAffiche("2ème trimestre 2025")).toBe("2e trimestre 2025");
    expect(trimestreAffiche("1er trimestre 2026")).toBe("1er trimestre 2026");
    expect(trimestreAffiche("2026-T1")).toBe("1er trimestre 2026");
    expect(trimestreAffiche("n'importe quoi")).toBe("n'importe quoi");
  });
});
