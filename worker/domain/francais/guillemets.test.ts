import { describe, expect, it } from "vitest";
import { guillemets } from "./guillemets";

describe("French quotation marks", () => {
  it("hold their words with no-break spaces, so a line never breaks inside them", () => {
    expect(guillemets("Référence")).toBe("«\u00a0Référence\u00a0»");
    expect(guillemets("Lisez-moi")).not.toMatch(/« | »/);
  });
});
