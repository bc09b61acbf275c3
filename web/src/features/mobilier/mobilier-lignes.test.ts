import { describe, expect, it } from "vitest";
import {
  avecObligatoires,
  ligneVide,
  manquantsEdites,
  obligatoiresAbsents,
  versEnvoi,
} from "./mobilier-lignes";

describe("the furniture lines being edited", () => {
  it("pre-fills the décret 2015-981 items an edited list lacks, keeping what is there", () => {
    const lit = { ...ligneVide(), designation: "Lit", elementObligatoire: "literie" as const };
    const lignes = avecObligatoires([lit]);
    expect(lignes).toHaveLength(11);
    expect(lignes[0]).toBe(lit);
    expect(obligatoiresAbsents(lignes)).toBe(0);
    expect(avecObligatoires(lignes)).toHaveLength(11);
  });

  it("counts an item typed at 0 or left blank as missing", () => {
    const lignes = avecObligatoires([]).map((l) =>
      l.elementObligatoire === "four"
        ? { ...l, quantite: "0" }
        : l.elementObligatoire === "luminaires"
          ? { ...l, quantite: "" }
          : l,
    );
    expect(manquantsEdites(lignes)).toEqual(["Four ou four à micro-ondes", "Luminaires"]);
  });

  it("sends the quantity as typed and a blank room as none", () => {
    expect(
      versEnvoi([{ ...ligneVide(), designation: "Chaise", quantite: "4", piece: "  " }]),
    ).toEqual([
      { designation: "Chaise", quantite: "4", etat: null, piece: null, elementObligatoire: null },
    ]);
  });
});
