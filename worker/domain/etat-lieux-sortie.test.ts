import { describe, expect, it } from "vitest";
import { present } from "./present";
import {
  apparierCles,
  apparierCompteurs,
  apparierPieces,
  brouillonSortie,
  consommation,
} from "./etat-lieux-sortie";
import type { PieceEtatLieux } from "./schemas/etat-lieux";

const room = (id: string | null, piece: string | null, nom: string): PieceEtatLieux => ({
  id,
  piece,
  nom,
  Mur: null,
  Sol: null,
  Plafond: null,
  Fenetre: null,
  Electricite: null,
  Plomberie: null,
  Serrure: null,
  Observation: null,
});
const names = (pairs: { entree: PieceEtatLieux | null; sortie: PieceEtatLieux | null }[]) =>
  pairs.map((p) => [p.entree?.nom ?? null, p.sortie?.nom ?? null]);

describe("apparierPieces", () => {
  it("pairs by id whatever the order and the names; added and removed rooms stay alone", () => {
    const entree = [
      room("a", "Entrée", "Entrée"),
      room("b", null, "Salle de bains"),
      room("c", null, "Cave"),
    ];
    const sortie = [
      room("b", null, "Salle d'eau"),
      room("a", "Entrée", "Entrée"),
      room("d", null, "Cellier"),
    ];
    expect(names(apparierPieces(entree, sortie))).toEqual([
      ["Salle de bains", "Salle d'eau"],
      ["Entrée", "Entrée"],
      [null, "Cellier"],
      ["Cave", null],
    ]);
  });

  it("for rooms stored before ids, pairs by name, then by the default grid's kind, never by position", () => {
    const entree = [room(null, "Séjour", "Séjour"), room(null, "Salle d'eau", "Salle de bains")];
    const sortie = [room(null, "Salle d'eau", "Douche"), room(null, null, "Séjour")];
    expect(names(apparierPieces(entree, sortie))).toEqual([
      ["Salle de bains", "Douche"],
      ["Séjour", "Séjour"],
    ]);
  });
});

describe("meters and keys", () => {
  it("pairs meters by kind and number, then kind; the consumption between readings", () => {
    const e = [
      { type: "gaz" as const, numero: "G1", releve: 10 },
      { type: "eau froide" as const, numero: "A", releve: 1.1 },
    ];
    const s = [
      { type: "eau froide" as const, numero: "B", releve: 3.3 },
      { type: "gaz" as const, numero: "G1", releve: 25.5 },
    ];
    const pairs = apparierCompteurs(e, s);
    expect(pairs.map((p) => [p.entree?.numero, p.sortie?.numero])).toEqual([
      ["A", "B"],
      ["G1", "G1"],
    ]);
    expect(pairs.map((p) => consommation(p.entree, p.sortie))).toEqual([2.2, 15.5]);
    expect(consommation(present(s[1], "gaz en sortie"), present(e[0], "gaz en entrée"))).toBeNull();
    expect(consommation(null, present(s[0], "eau en sortie"))).toBeNull();
  });

  it("pairs keys by kind, whatever the case", () => {
    const pairs = apparierCles(
      [{ type: "Porte d'entrée", nombre: 3 }],
      [
        { type: "porte d'entrée ", nombre: 2 },
        { type: "Badge", nombre: 1 },
      ],
    );
    expect(pairs.map((p) => [p.entree?.nombre ?? null, p.sortie?.nombre ?? null])).toEqual([
      [3, 2],
      [null, 1],
    ]);
  });
});

describe("brouillonSortie", () => {
  it("copies the entry's fields, rooms, keys and meters, dated for the exit, never sharing the entry's objects", () => {
    const entree = {
      lieu: "Paris",
      clef: "2 clés",
      pieces: [room("a", "Entrée", "Entrée")],
      cles: [{ type: "Porte", nombre: 2 }],
      compteurs: [{ type: "gaz" as const, numero: null, releve: 4 }],
    };
    const draft = brouillonSortie(entree, "2029-06-30");
    expect(draft).toMatchObject({
      lieu: "Paris",
      clef: "2 clés",
      date: "2029-06-30",
      nouvelleAdresse: null,
    });
    expect(draft.pieces).toEqual(entree.pieces);
    expect(draft.pieces[0]).not.toBe(entree.pieces[0]);
    expect(draft.cles).toEqual(entree.cles);
    expect(draft.compteurs).toEqual(entree.compteurs);
  });
});
