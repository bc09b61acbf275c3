import type { LigneMobilierApi, LigneMobilierEnvoi } from "@/api/mobilier";
import { mobilierManquant } from "@worker/domain/mobilier/manquant";
import { preRemplissage } from "@worker/domain/mobilier/pre-remplissage";
import {
  ELEMENTS_OBLIGATOIRES,
  type ElementObligatoire,
} from "@worker/domain/mobilier/decret-2015-981";

/** A line being edited: its quantity as typed, a key of its own for React (ids are null until saved). */
export interface LigneEditee {
  cle: string;
  designation: string;
  quantite: string;
  etat: string | null;
  piece: string;
  elementObligatoire: ElementObligatoire | null;
}

let compteur = 0;
const nouvelleCle = () => `l${++compteur}`;

export const versEdition = (l: {
  designation: string;
  quantite: number;
  etat: string | null;
  piece: string | null;
  elementObligatoire: ElementObligatoire | null;
}): LigneEditee => ({
  cle: nouvelleCle(),
  designation: l.designation,
  quantite: String(l.quantite),
  etat: l.etat,
  piece: l.piece ?? "",
  elementObligatoire: l.elementObligatoire,
});

export const depuisApi = (lignes: readonly LigneMobilierApi[]) => lignes.map(versEdition);

export const versEnvoi = (lignes: readonly LigneEditee[]): LigneMobilierEnvoi[] =>
  lignes.map((l) => ({
    designation: l.designation,
    quantite: l.quantite,
    etat: l.etat,
    piece: l.piece.trim() || null,
    elementObligatoire: l.elementObligatoire,
  }));

/** An empty line for a piece of furniture outside the décret's list. */
export const ligneVide = (): LigneEditee => ({
  cle: nouvelleCle(),
  designation: "",
  quantite: "1",
  etat: null,
  piece: "",
  elementObligatoire: null,
});

/** The lines with the décret 2015-981 items they lack added at the end (quantity 1, condition to fill). */
export const avecObligatoires = (lignes: readonly LigneEditee[]) => [
  ...lignes,
  ...preRemplissage(lignes).map(versEdition),
];

/** The décret 2015-981 items missing, or at quantity 0, in the lines as edited (décret n° 2015-981 art. 2). */
export const manquantsEdites = (lignes: readonly LigneEditee[]) =>
  mobilierManquant(
    lignes.map((l) => ({
      designation: l.designation,
      quantite: Number(l.quantite.replace(",", ".")) || 0,
      elementObligatoire: l.elementObligatoire,
    })),
  );

/** How many décret items the lines still lack as lines (not counting those at quantity 0). */
export const obligatoiresAbsents = (lignes: readonly LigneEditee[]) =>
  ELEMENTS_OBLIGATOIRES.length -
  new Set(lignes.map((l) => l.elementObligatoire).filter(Boolean)).size;

/** The server's message for a field of line `i` (keys like "lignes.2.quantite"). */
export const erreurDe = (
  erreurs: Record<string, string> | undefined,
  i: number,
  champ: keyof LigneMobilierEnvoi,
) => erreurs?.[`lignes.${i}.${champ}`];
