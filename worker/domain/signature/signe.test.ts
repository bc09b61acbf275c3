import { describe, expect, it } from "vitest";
import { acteSigne, bailSigne, estSigne, etatLieuxSigne, ordreSigne } from "./signe";

const today = "2026-11-25";

describe("a generated document is signed, so frozen (issue 39)", () => {
  it("once its signed copy is uploaded or its signature day is reached", () => {
    expect(estSigne({}, today)).toBe(false);
    expect(estSigne({ dateSignature: "2026-11-26" }, today)).toBe(false);
    expect(estSigne({ dateSignature: today }, today)).toBe(true);
    expect(estSigne({ copieSignee: "/files/x.pdf", dateSignature: "2027-01-01" }, today)).toBe(
      true,
    );
  });

  it("a lease on its dateCreationBail, on or before today", () => {
    expect(bailSigne({ dateCreationBail: "2026-11-25" }, today)).toBe(true);
    expect(bailSigne({ dateCreationBail: "2026-12-01" }, today)).toBe(false);
    expect(
      bailSigne({ dateCreationBail: "2026-12-01", contratLocation: "/files/s.pdf" }, today),
    ).toBe(true);
  });

  it("a deed, an inventory and a mission order by their own copy or day", () => {
    expect(acteSigne({ signatureCautionSolidaire: "2026-11-20" }, today)).toBe(true);
    expect(acteSigne({ signatureCautionSolidaire: null }, today)).toBe(false);
    expect(etatLieuxSigne({ date: "2026-12-02" }, null, today)).toBe(false);
    expect(etatLieuxSigne({ date: "2026-12-02" }, "/files/in.pdf", today)).toBe(true);
    expect(etatLieuxSigne(null, null, today)).toBe(false);
    expect(ordreSigne({ dateSignature: "2026-10-01" }, today)).toBe(true);
  });
});
