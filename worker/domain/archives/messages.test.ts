import { describe, expect, it } from "vitest";
import { msgArchive, msgHistoriqueArgent, triggerRefusal } from "./messages";

describe("archives' messages", () => {
  it("agree in gender: the dossier's exactly as the issue says, the mission's feminine", () => {
    expect(msgHistoriqueArgent("Dossier")).toBe(
      "Ce dossier a des écritures comptables : archivez-le.",
    );
    expect(msgHistoriqueArgent("Appartement")).toBe(
      "Cet appartement a des écritures comptables : archivez-le.",
    );
    expect(msgHistoriqueArgent("Mission")).toBe(
      "Cette mission a des écritures comptables : archivez-la.",
    );
    expect(msgArchive("Mission")).toBe(
      "Cette mission est archivée : restaurez-la pour la modifier.",
    );
  });

  it("finds a guard trigger's message in a database error's text, and nothing in another error", () => {
    expect(
      triggerRefusal(
        "SQLITE_CONSTRAINT: SQLite error: Ce client a des écritures comptables : archivez-le.",
      ),
    ).toBe("Ce client a des écritures comptables : archivez-le.");
    expect(triggerRefusal("UNIQUE constraint failed: Facture.numero")).toBeUndefined();
  });
});
