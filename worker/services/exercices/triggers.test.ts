import { describe, expect, it } from "vitest";
import { refusExerciceClos } from "../../domain/exercices/messages";
import { gardes, nomGarde } from "./triggers";

// The closed years' triggers are generated (ADR 067) and made by the migration runner from this definition (ADR 097;
// tests/api/derived-objects.test.ts holds a migrated database to it).

describe("the closed years' triggers", () => {
  it("guards every source of the FEC: both ledgers, terms, invoices, deposits and their return", () => {
    const noms = gardes().map(nomGarde);
    for (const n of [
      "ExerciceClos_Paiement_insert",
      "ExerciceClos_Ecriture_insert",
      "ExerciceClos_EcritureProprietaire_insert",
      "ExerciceClos_Quitance_insert",
      "ExerciceClos_Quitance_update",
      "ExerciceClos_Quitance_delete",
      "ExerciceClos_Facture_insert",
      "ExerciceClos_Dossier_update",
      "ExerciceClos_RestitutionDepot_update",
    ])
      expect(noms).toContain(n);
    expect(new Set(noms).size).toBe(noms.length);
  });

  it("never stops a term's state from following the ledger (a payment of the open year settles it)", () => {
    const q = gardes().find((g) => g.table === "Quitance" && g.event === "UPDATE");
    for (const etat of ["regle", "montantRegle", "dateReglement", "statusInconu"])
      expect(q?.when).not.toContain(`"${etat}"`);
  });

  it("reads the raised text in French, whatever wraps it", () => {
    expect(refusExerciceClos("SQLITE_CONSTRAINT: exercice_clos:2025")).toBe(
      "L'exercice 2025 est clos.",
    );
    expect(
      refusExerciceClos(
        'Failed query: insert into "Paiement" ... SQLite error: exercice_clos:2024',
      ),
    ).toBe("L'exercice 2024 est clos.");
    expect(refusExerciceClos("SQLITE_CONSTRAINT: exercice_clos")).toBe("Cet exercice est clos.");
    expect(refusExerciceClos("exercice_rouvert")).toBe("Un exercice clos ne se rouvre pas.");
    expect(refusExerciceClos("UNIQUE constraint failed: ExerciceClos.exercice")).toBeUndefined();
  });
});
