import { describe, expect, it } from "vitest";
import { documentsParHeure, refusAnnee } from "./documents";
import { refusMentionsEncadrement } from "../echeances/encadrement-mentions";
import { sansInvisibles } from "../archives/nom-archive";

describe("a space's documents (issue 75 item 4)", () => {
  it("30 an hour, from the dated table", () => expect(documentsParHeure("2026-11-28")).toBe(30));
  it("a year between the lease's start and this one", () => {
    expect(refusAnnee(1900, "2025-06-01", "2026-11-21", "bail")).toBe(
      "Votre bail a commencé en 2025 : aucun document pour 1900.",
    );
    expect(refusAnnee(2027, "2025-06-01", "2026-11-21", "bail")).toBe(
      "L'année 2027 n'est pas encore commencée.",
    );
    expect(refusAnnee(2025, "2025-06-01", "2026-11-21", "mandat")).toBeNull();
    expect(refusAnnee(2001, null, "2026-11-21", "mandat")).toBeNull();
    expect(refusAnnee(1990, null, "2026-11-21", "mandat")).toBe(
      "Aucun document avant 2000 : l'année 1990 n'est pas tenue.",
    );
  });
});

describe("what no one sees in a name (issue 75 item 5)", () => {
  it("bidi overrides, zero-width and control characters go; letters and accents stay", () => {
    expect(sansInvisibles("photo\u202Egnp.exe")).toBe("photognp.exe");
    expect(sansInvisibles("ba\u200Bil\u2066 \u0085signé\uFEFF\u200F")).toBe("bail signé");
  });
});

describe("a controlled lease's mentions (issue 75 item 7)", () => {
  const d = { soumisEncadrement: true, dateCreationBail: "2026-11-15" };
  it("names each reference rent missing, nothing when both are there or the lease is not controlled", () => {
    expect(refusMentionsEncadrement({ ...d, encadrement: null })).toContain(
      "renseignez le loyer de référence et le loyer de référence majoré",
    );
    expect(refusMentionsEncadrement({ ...d, encadrement: { loyerReference: 2530 } })).toContain(
      "renseignez le loyer de référence majoré (",
    );
    expect(
      refusMentionsEncadrement({
        ...d,
        encadrement: { loyerReference: 2530, loyerReferenceMajore: 3036 },
      }),
    ).toBeNull();
    expect(refusMentionsEncadrement({ ...d, soumisEncadrement: false })).toBeNull();
  });
});
