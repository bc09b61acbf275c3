import { describe, expect, it } from "vitest";
import { compareFr } from "./tri";

const intl = new Intl.Collator("fr");
const signe = (n: number) => Math.sign(n);

// What the agency sorts: names, apartments' labels and addresses, with accents, cases, hyphens and apostrophes.
const CORPUS = [
  "Élodie",
  "Eric",
  "éric",
  "Éric",
  "Emile",
  "Émile",
  "Zoé",
  "zoe",
  "Zoe",
  "Œuvre",
  "oeuvre",
  "Oeuvre",
  "Ødegaard",
  "cote",
  "coté",
  "côte",
  "côté",
  "Côté",
  "COTE",
  "pêche",
  "péché",
  "pèche",
  "peche",
  "Jean-Pierre",
  "Jean Pierre",
  "Jeanne",
  "jean",
  "d'Arc",
  "D'Arc",
  "Darc",
  "de la Tour",
  "Delatour",
  "De La Tour",
  "Dupont",
  "du Pont",
  "12 rue de la Paix",
  "12 Rue de la Paix",
  "2 rue Haute",
  "12 bis rue Basse",
  "Apt 3",
  "Apt 12",
  "apt 3",
  "Appartement n° 4",
  "Appartement 4",
  "Bât. A",
  "Bât A",
  "Bat A",
  "Ça",
  "ça",
  "Ca",
  "ca",
  "Müller",
  "Muller",
  "Straße",
  "Strasse",
  "Lætitia",
  "Laetitia",
  "",
  " ",
  "a",
  "A",
  "b",
  "ä",
  "à",
  "â",
  "Á",
  "(SCI) Les Tilleuls",
  "SCI Les Tilleuls",
  "Les Tilleuls, SCI",
  "L'Haÿ-les-Roses",
  "L’Haÿ-les-Roses",
  "Saint-Étienne",
  "Saint Étienne",
  "St-Étienne",
  "O'Brien",
  "Obrien",
  "M. Martin",
  "Mme Martin",
  "Martin",
  "martin",
  "MARTIN",
  "Martín",
];

describe("French alphabetical order without Intl", () => {
  it("orders printable ASCII characters as Intl.Collator('fr') does", () => {
    const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
    for (const a of ascii)
      for (const b of ascii)
        expect(signe(compareFr(a, b)), `${a} ${b}`).toBe(signe(intl.compare(a, b)));
  });

  it("sorts names and addresses as Intl.Collator('fr') does", () => {
    for (const a of CORPUS)
      for (const b of CORPUS)
        expect(signe(compareFr(a, b)), `« ${a} » / « ${b} »`).toBe(signe(intl.compare(a, b)));
  });
});
