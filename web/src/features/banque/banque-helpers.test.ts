import { describe, expect, it } from "vitest";
import { columnNames } from "./csv-columns";
import { importResume } from "./import-button";
import { bestSuggestions } from "./ligne-columns";
import { previousMonth } from "./rapprochement-dialog";

describe("Banque screen helpers", () => {
  it("names a CSV's columns from its header line, else by number", () => {
    const text = "Relevé du compte\nDate;Libellé;Débit;Crédit\n01/11/2026;VIR;;10,00;extra\n";
    expect(columnNames(text, { separateur: ";", entete: 2 })).toEqual([
      "1. Date",
      "2. Libellé",
      "3. Débit",
      "4. Crédit",
      "Colonne 5",
    ]);
    expect(columnNames("a,b\n", { separateur: ",", entete: 0 })).toEqual([
      "Colonne 1",
      "Colonne 2",
    ]);
  });

  it("tells the import in French, every statement of the file added up", () => {
    const releve = (lignes: number, doublons: number) => ({ lignes, doublons });
    const answer = (rs: { lignes: number; doublons: number }[]) =>
      ({ releves: rs }) as unknown as Parameters<typeof importResume>[0];
    expect(importResume(answer([releve(1, 0)]))).toBe("1 ligne ajoutée, 0 doublon");
    expect(importResume(answer([releve(2, 1), releve(1, 2)]))).toBe(
      "3 lignes ajoutées, 3 doublons",
    );
  });

  it("keeps each line's best suggestion", () => {
    const s = (ligneId: number, DossierId: number, score: number) => ({
      ligneId,
      DossierId,
      score,
      QuitanceId: null,
      montant: 1,
      raison: "",
    });
    const best = bestSuggestions([s(1, 10, 60), s(1, 11, 90), s(2, 12, 40)]);
    expect(best.get(1)?.DossierId).toBe(11);
    expect(best.get(2)?.DossierId).toBe(12);
  });

  it("offers the month before today's, January giving December", () => {
    expect(previousMonth("2026-11-23")).toBe("2026-10");
    expect(previousMonth("2027-01-05")).toBe("2026-12");
  });
});
