import { describe, expect, it } from "vitest";
import { MOBILIER_DECRET_2015_981 } from "./decret-2015-981";
import { mobilierManquant } from "./manquant";
import { preRemplissage } from "./pre-remplissage";

const TOUS = MOBILIER_DECRET_2015_981.map((d) => d.designation);

describe("mobilierManquant (décret n° 2015-981 art. 2)", () => {
  it("une liste vide manque des onze éléments", () => {
    expect(mobilierManquant([])).toEqual(TOUS);
  });

  it("la liste pré-remplie ne manque de rien", () => {
    expect(mobilierManquant(preRemplissage())).toEqual([]);
  });

  it("un élément en quantité 0 manque", () => {
    const lignes = preRemplissage().map((l) =>
      l.elementObligatoire === "four" ? { ...l, quantite: 0 } : l,
    );
    expect(mobilierManquant(lignes)).toEqual(["Four ou four à micro-ondes"]);
  });

  it("un élément renommé compte par sa clé ; un meuble libre ne remplace pas un élément", () => {
    const lignes = [
      ...preRemplissage()
        .filter((l) => l.elementObligatoire !== "luminaires")
        .map((l) =>
          l.elementObligatoire === "literie"
            ? { ...l, designation: "Lit 140 x 190 et couette" }
            : l,
        ),
      { designation: "Lampadaire", quantite: 2, elementObligatoire: null },
    ];
    expect(mobilierManquant(lignes)).toEqual(["Luminaires"]);
  });

  it("une ligne sans clé portant la désignation du décret compte (casse, accents et espaces ignorés)", () => {
    const lignes = preRemplissage().filter((l) => l.elementObligatoire !== "etageres");
    expect(
      mobilierManquant([...lignes, { designation: "  etageres DE rangement ", quantite: 3 }]),
    ).toEqual([]);
  });

  it("deux lignes du même élément : une seule en quantité positive suffit", () => {
    const lignes = [
      ...preRemplissage().filter((l) => l.elementObligatoire !== "vaisselle"),
      { designation: "Assiettes", quantite: 0, elementObligatoire: "vaisselle" as const },
      { designation: "Verres", quantite: 6, elementObligatoire: "vaisselle" as const },
    ];
    expect(mobilierManquant(lignes)).toEqual([]);
  });
});
