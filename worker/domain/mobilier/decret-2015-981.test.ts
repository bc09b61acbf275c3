import { describe, expect, it } from "vitest";
import { ELEMENTS_OBLIGATOIRES, MOBILIER_DECRET_2015_981 } from "./decret-2015-981";
import { preRemplissage } from "./pre-remplissage";
import { ANNEXE_INVENTAIRE_MOBILIER, annexesDuBail } from "./annexe";

describe("le mobilier minimum du décret n° 2015-981 (art. 2)", () => {
  it("compte les onze éléments, dans l'ordre du décret, chacun avec sa clé", () => {
    expect(MOBILIER_DECRET_2015_981.map((d) => d.cle)).toEqual([...ELEMENTS_OBLIGATOIRES]);
    expect(MOBILIER_DECRET_2015_981.map((d) => d.designation)).toEqual([
      "Literie avec couette ou couverture",
      "Occultation des fenêtres des chambres (volets, rideaux ou stores)",
      "Plaques de cuisson",
      "Four ou four à micro-ondes",
      "Réfrigérateur avec compartiment à -6 °C ou moins, ou réfrigérateur et congélateur",
      "Vaisselle pour la prise des repas",
      "Ustensiles de cuisine",
      "Table et sièges",
      "Étagères de rangement",
      "Luminaires",
      "Matériel d'entretien ménager adapté au logement",
    ]);
  });

  it("pré-remplit une liste vide avec les onze éléments, quantité 1, état à renseigner", () => {
    const lignes = preRemplissage();
    expect(lignes).toHaveLength(11);
    expect(lignes[0]).toEqual({
      designation: "Literie avec couette ou couverture",
      quantite: 1,
      etat: null,
      piece: "Chambre",
      elementObligatoire: "literie",
    });
    expect(lignes.every((l) => l.quantite === 1 && l.etat === null)).toBe(true);
  });

  it("ne propose que les éléments absents d'une liste commencée", () => {
    const lignes = preRemplissage([
      { elementObligatoire: "four" },
      { elementObligatoire: null },
      { elementObligatoire: "literie" },
    ]);
    expect(lignes.map((l) => l.elementObligatoire)).toEqual(
      ELEMENTS_OBLIGATOIRES.filter((c) => c !== "four" && c !== "literie"),
    );
  });
});

describe("les annexes du bail", () => {
  const annexes = ["Notice d'information", "État des lieux d'entrée", "Acte de cautionnement"];
  it("ajoute l'inventaire du mobilier après l'état des lieux d'un bail meublé", () => {
    expect(annexesDuBail(annexes, true)).toEqual([
      "Notice d'information",
      "État des lieux d'entrée",
      ANNEXE_INVENTAIRE_MOBILIER,
      "Acte de cautionnement",
    ]);
    expect(ANNEXE_INVENTAIRE_MOBILIER).toContain("décret n° 2015-981 du 31 juillet 2015");
  });
  it("laisse les annexes d'un bail nu telles quelles", () => {
    expect(annexesDuBail(annexes, false)).toEqual(annexes);
  });
  it("ajoute l'inventaire à la fin quand aucun état des lieux n'est listé", () => {
    expect(annexesDuBail(["Notice"], true)).toEqual(["Notice", ANNEXE_INVENTAIRE_MOBILIER]);
  });
});
