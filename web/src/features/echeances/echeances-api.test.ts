import { describe, expect, it } from "vitest";
import { type Echeance, lienEcheance, nombreEcheances, resumeTrenteJours } from "./echeances-api";

// Seen in a newcomer's walkthrough: « Fin de l'assurance décennale de Plomberie Rhône » offered « Ouvrir les
// paramètres de l'agence », where nothing of the supplier can be renewed.
const item = (o: Partial<Echeance>): Echeance => ({
  date: "2026-12-31",
  type: "fournisseur_decennale",
  niveau: "bientot",
  libelle: "Fin de l'assurance décennale de Plomberie Rhône : demander la nouvelle attestation",
  regle: "Assurance décennale obligatoire du fournisseur.",
  ...o,
});

describe("lienEcheance", () => {
  it("opens the supplier whose décennale ends", () => {
    expect(lienEcheance(item({ FournisseurId: 7 }))).toEqual({
      href: "/fournisseurs/7",
      label: "Ouvrir le fournisseur",
    });
  });
  it("still opens the agency's settings for the agency's own dates", () => {
    expect(lienEcheance(item({ type: "carte_professionnelle" })).href).toBe("/parametres");
  });
});

// The dashboard read « 0 échéance(s) échue(s) ou d'ici le 29/12/2026. »: French agrees, it does not bracket.
describe("the counts", () => {
  const plain = (s: string) => s.replace(/\u202f/g, " ");
  it("agrees in number, plural from 2 on", () => {
    expect(resumeTrenteJours(0, "2026-12-29")).toBe("0 échéance échue ou d'ici le 29/12/2026.");
    expect(resumeTrenteJours(1, "2026-12-29")).toBe("1 échéance échue ou d'ici le 29/12/2026.");
    expect(resumeTrenteJours(3, "2026-12-29")).toBe("3 échéances échues ou d'ici le 29/12/2026.");
    expect(plain(nombreEcheances(1200))).toBe("1 200 échéances");
    expect(nombreEcheances(1)).toBe("1 échéance");
  });
});
