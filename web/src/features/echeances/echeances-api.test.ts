import { describe, expect, it } from "vitest";
import { type Echeance, lienEcheance } from "./echeances-api";

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
