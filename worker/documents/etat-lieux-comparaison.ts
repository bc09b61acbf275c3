// The parts of an inventory that the exit compares with the entry (décret n° 2016-382 du 30 mars 2016, art. 3):
// the meters' readings, the keys, the rooms element by element. Alone (an entry, or an exit without its entry) each
// prints its own state; beside the entry, each line pairs an item with its entry counterpart by identity.
import {
  apparierCles,
  apparierCompteurs,
  apparierPieces,
  consommation,
  type Paire,
} from "../domain/etat-lieux-sortie";
import { ELEMENTS_ETAT_LIEUX } from "../domain/schemas/enums";
import type { PieceEtatLieux } from "../domain/schemas/etat-lieux";
import type { Cle, Compteur } from "../domain/schemas/etat-lieux-releves";
import type { EtatLieuxRow } from "./data";
import { join, nombre, text, type Layout, type Row } from "./layout";

const ELEMENT_LABELS: Record<(typeof ELEMENTS_ETAT_LIEUX)[number], string> = {
  Mur: "Murs",
  Sol: "Sols",
  Plafond: "Plafond",
  Fenetre: "Fenêtres",
  Electricite: "Électricité",
  Plomberie: "Plomberie",
  Serrure: "Serrures",
  Observation: "Observations",
};

const list = <T>(v: T[] | null | undefined): T[] => (Array.isArray(v) ? v : []);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const unite = (c: Compteur) => (c.type.startsWith("eau") || c.type === "gaz" ? "m³" : "kWh");
const releve = (c: Compteur | null) => (c ? join([nombre(c.releve), unite(c)]) : "");

/** "Compteurs": kind, number, reading; beside the entry, both readings and the consumption between them. */
export function compteurs(doc: Layout, etat: EtatLieuxRow, entree: EtatLieuxRow | null) {
  doc.heading("Relevés des compteurs");
  const pairs = entree
    ? apparierCompteurs(list(entree.compteurs), list(etat.compteurs))
    : list(etat.compteurs).map((c) => ({ entree: null, sortie: c }));
  if (!pairs.length) {
    doc.paragraph("Aucun compteur individuel relevé.", { size: 9 });
    return;
  }
  const nom = (p: Paire<Compteur>) => {
    const c = p.sortie ?? p.entree;
    return c ? capital(c.type) : "";
  };
  const numero = (p: Paire<Compteur>) => text(p.sortie?.numero) || text(p.entree?.numero);
  if (!entree) {
    doc.table(
      [
        { titre: "Compteur", largeur: 1.4 },
        { titre: "N° du compteur", largeur: 1.6 },
        { titre: "Relevé" },
      ],
      pairs.map((p) => [nom(p), numero(p), releve(p.sortie)]),
    );
    return;
  }
  doc.table(
    [
      { titre: "Compteur", largeur: 1.3 },
      { titre: "N° du compteur", largeur: 1.4 },
      { titre: "Relevé d'entrée", align: "right" },
      { titre: "Relevé de sortie", align: "right" },
      { titre: "Consommation", align: "right" },
    ],
    pairs.map((p) => {
      const c = p.sortie ?? p.entree;
      const conso = consommation(p.entree, p.sortie);
      return [
        nom(p),
        numero(p),
        releve(p.entree),
        releve(p.sortie),
        conso === null || !c ? "" : join([nombre(conso), unite(c)]),
      ];
    }),
  );
}

/** "Clés": each kind and its count; beside the entry, the count handed over and the count given back. */
export function cles(doc: Layout, etat: EtatLieuxRow, entree: EtatLieuxRow | null) {
  doc.heading("Clés et moyens d'accès");
  const pairs: Paire<Cle>[] = entree
    ? apparierCles(list(entree.cles), list(etat.cles))
    : list(etat.cles).map((c) => ({ entree: null, sortie: c }));
  if (!pairs.length) {
    doc.paragraph("Aucune clé détaillée.", { size: 9 });
    return;
  }
  const type = (p: Paire<Cle>) => text(p.sortie?.type) || text(p.entree?.type);
  const count = (c: Cle | null) => (c ? String(c.nombre) : "");
  if (!entree) {
    doc.table(
      [
        { titre: "Clé ou moyen d'accès", largeur: 3 },
        { titre: "Nombre", align: "right" },
      ],
      pairs.map((p) => [type(p), count(p.sortie)]),
    );
    return;
  }
  doc.table(
    [
      { titre: "Clé ou moyen d'accès", largeur: 3 },
      { titre: "Remises à l'entrée", align: "right" },
      { titre: "Rendues à la sortie", align: "right" },
    ],
    pairs.map((p) => [type(p), count(p.entree), count(p.sortie)]),
  );
}

const cell = (v: string | null | undefined) => text(v);
const same = (a: string | null | undefined, b: string | null | undefined) => cell(a) === cell(b);

/**
 * The rooms: alone, each element's state; beside the entry, each exit room under its own heading with its entry
 * room's state (paired by identity: a renamed room stays with its entry room), an added or removed room alone.
 */
export function pieces(doc: Layout, etat: EtatLieuxRow, entree: EtatLieuxRow | null) {
  if (!entree) {
    list(etat.pieces).forEach((room, i) => {
      doc.heading(text(room.nom) || text(room.piece) || `Pièce ${i + 1}`);
      doc.table(
        [
          { titre: "Élément", largeur: 1.1 },
          { titre: "État", largeur: 4 },
        ],
        ELEMENTS_ETAT_LIEUX.map((el) => [ELEMENT_LABELS[el], cell(room[el])]),
      );
    });
    return;
  }
  apparierPieces(list(entree.pieces), list(etat.pieces)).forEach((pair, i) => {
    doc.heading(titrePiece(pair, i));
    doc.table(
      [
        { titre: "Élément", largeur: 1.1 },
        { titre: "À l'entrée", largeur: 2 },
        { titre: "À la sortie", largeur: 2 },
        { titre: "Écart", largeur: 0.6 },
      ],
      ELEMENTS_ETAT_LIEUX.map((el): Row => {
        const before = pair.entree?.[el];
        const after = pair.sortie?.[el];
        const changed = pair.entree && pair.sortie && !same(before, after);
        return {
          cells: [ELEMENT_LABELS[el], cell(before), cell(after), changed ? "Modifié" : ""],
          bold: Boolean(changed),
        };
      }),
    );
  });
}

const nomPiece = (p: PieceEtatLieux | null) => (p ? text(p.nom) || text(p.piece) : "");

/** The room's heading: its exit name, its entry name when renamed, or that it was added or is gone. */
function titrePiece(pair: Paire<PieceEtatLieux>, i: number): string {
  const now = nomPiece(pair.sortie);
  const before = nomPiece(pair.entree);
  if (!pair.entree) return `${now || `Pièce ${i + 1}`} (pièce ajoutée à la sortie)`;
  if (!pair.sortie) return `${before || `Pièce ${i + 1}`} (pièce absente à la sortie)`;
  if (before && now && before !== now) return `${now} (à l'entrée : ${before})`;
  return now || before || `Pièce ${i + 1}`;
}
