import { describe, expect, it } from "vitest";
import { present } from "../present";
import { irlSaisieSchema, irlValeurSchema, MSG_VALEUR_IRL } from "../schemas/irl";
import { IRL_PUBLIES } from "./published";
import {
  codeTrimestre,
  libelleTrimestre,
  MSG_TRIMESTRE,
  publicationEstimee,
  trimestreDeCode,
  trimestreDeLibelle,
} from "./trimestre";
import { dernierPublie, indiceDuBail, tableIrl, valeurDuLibelle } from "./valeurs";

describe("quarters", () => {
  it("reads and writes the API's code", () => {
    expect(trimestreDeCode("2025-T3")).toEqual({ annee: 2025, numero: 3 });
    expect(codeTrimestre({ annee: 2025, numero: 3 })).toBe("2025-T3");
    for (const bad of ["2025-T5", "2025-T0", "2025T3", "25-T3", "2025-t3x", "", "1997-T4"])
      expect(trimestreDeCode(bad), bad).toBeNull();
  });

  it("writes the lease's wording, 1er for the first", () => {
    expect(libelleTrimestre({ annee: 2025, numero: 3 })).toBe("3ème trimestre 2025");
    expect(libelleTrimestre({ annee: 2025, numero: 1 })).toBe("1er trimestre 2025");
  });

  it("reads the wording back, as people type it", () => {
    const t3 = { annee: 2025, numero: 3 };
    for (const s of [
      "3ème trimestre 2025",
      "3eme trimestre 2025",
      "3e trimestre 2025",
      "3ÈME TRIMESTRE 2025",
    ])
      expect(trimestreDeLibelle(s), s).toEqual(t3);
    expect(trimestreDeLibelle("troisième trimestre 2025")).toEqual(t3);
    expect(trimestreDeLibelle("T3 2025")).toEqual(t3);
    expect(trimestreDeLibelle("2025-T3")).toEqual(t3);
    expect(trimestreDeLibelle("1er trimestre 2025")).toEqual({ annee: 2025, numero: 1 });
    expect(trimestreDeLibelle("premier trimestre 2025")).toEqual({ annee: 2025, numero: 1 });
    expect(trimestreDeLibelle("5ème trimestre 2025")).toBeNull();
    expect(trimestreDeLibelle("juillet 2025")).toBeNull();
  });

  it("round-trips every shipped quarter through its wording", () => {
    for (const p of IRL_PUBLIES) {
      const t = present(trimestreDeCode(p.trimestre), p.trimestre);
      const relu = present(trimestreDeLibelle(libelleTrimestre(t)), libelleTrimestre(t));
      expect(codeTrimestre(relu)).toBe(p.trimestre);
    }
  });

  it("estimates publication mid-month after the quarter", () => {
    expect(publicationEstimee({ annee: 2025, numero: 1 })).toBe("2025-04-15");
    expect(publicationEstimee({ annee: 2025, numero: 2 })).toBe("2025-07-15");
    expect(publicationEstimee({ annee: 2025, numero: 3 })).toBe("2025-10-15");
    expect(publicationEstimee({ annee: 2025, numero: 4 })).toBe("2026-01-15");
  });
});

describe("the shipped series", () => {
  it("runs from 2019-T1 with no gap, in order, with the checked anchors", () => {
    expect(IRL_PUBLIES[0]?.trimestre).toBe("2019-T1");
    IRL_PUBLIES.forEach((p, i) => {
      if (i === 0) return;
      const avant = present(IRL_PUBLIES[i - 1], "trimestre précédent").trimestre;
      const prev = present(trimestreDeCode(avant), avant);
      const next =
        prev.numero === 4
          ? { annee: prev.annee + 1, numero: 1 as const }
          : { annee: prev.annee, numero: (prev.numero + 1) as 2 | 3 | 4 };
      expect(p.trimestre).toBe(codeTrimestre(next));
    });
    const value = (q: string) => IRL_PUBLIES.find((p) => p.trimestre === q)?.valeur;
    expect([value("2022-T2"), value("2023-T2"), value("2024-T2")]).toEqual([
      135.84, 140.59, 145.17,
    ]);
  });
});

describe("the table and the lease's default", () => {
  const table = tableIrl([]);

  it("takes the last quarter published by the signature date", () => {
    // 2025-T3 came out on 15/10/2025 (INSEE); 2025-T2 by the mid-July rule.
    expect(dernierPublie(table, "2025-10-14")?.trimestre).toBe("2025-T2");
    expect(dernierPublie(table, "2025-10-15")?.trimestre).toBe("2025-T3");
    // November 2026: the shipped series ends with 2026-T2 (published mid-July 2026).
    expect(dernierPublie(table, "2026-11-15")).toMatchObject({
      trimestre: "2026-T2",
      valeur: 148.37,
    });
    // A lease signed in May 2021 and entered years later takes 2021-T1; before 2019's first quarter, nothing shipped.
    expect(dernierPublie(table, "2021-05-20")).toMatchObject({
      trimestre: "2021-T1",
      valeur: 130.69,
    });
    expect(dernierPublie(table, "2019-04-14")).toBeNull();
  });

  it("lays the admin's additions and corrections over the published values", () => {
    const t = tableIrl([
      { trimestre: "2026-T3", valeur: 149.01 },
      { trimestre: "2025-T3", valeur: 145.7 },
    ]);
    expect(t.at(-1)).toEqual({
      trimestre: "2026-T3",
      valeur: 149.01,
      publication: "2026-10-15",
      saisie: true,
    });
    // A correction keeps INSEE's publication day.
    expect(t.find((v) => v.trimestre === "2025-T3")).toEqual({
      trimestre: "2025-T3",
      valeur: 145.7,
      publication: "2025-10-15",
      saisie: true,
    });
    expect(dernierPublie(t, "2026-11-15")?.trimestre).toBe("2026-T3");
  });

  it("gives the lease's fields and reads them back", () => {
    const v = present(dernierPublie(table, "2025-11-01"), "IRL publié au 1er novembre 2025");
    expect(indiceDuBail(v)).toEqual({ indice: 145.77, indiceTrim: "3ème trimestre 2025" });
    expect(valeurDuLibelle(table, "1er trimestre 2024")?.valeur).toBe(143.46);
    expect(valeurDuLibelle(table, "4ème trimestre 2018")).toBeNull();
  });
});

describe("the admin's input", () => {
  it("takes a positive value with at most two decimals, French or not", () => {
    expect(irlValeurSchema.parse({ valeur: "149,01" })).toEqual({ valeur: 149.01 });
    expect(irlValeurSchema.parse({ valeur: 149 })).toEqual({ valeur: 149 });
    for (const bad of [0, -3, 149.015, "abc", 14901])
      expect(
        irlValeurSchema.safeParse({ valeur: bad }).error?.issues[0]?.message,
        String(bad),
      ).toBe(MSG_VALEUR_IRL);
  });

  it("says what a quarter looks like", () => {
    expect(
      irlSaisieSchema.safeParse({ trimestre: "2026-T5", valeur: 1 }).error?.issues[0]?.message,
    ).toBe(MSG_TRIMESTRE);
  });
});
