import { isRecord } from "../lib/validate";

// Rows whose type no statement states to the compiler (a JSON column the statement built, a batch's answers taken
// by position): described by their columns' kinds and checked value by value with `typeof`, cheap enough for every
// row of a list (no schema object built per row). A row that does not match is an Error naming the read: the
// statement and its description disagree, a fault of the code, not of the request.

/** A column's kind; `?` also lets null through (SQL NULL, json_object's null). */
type Genre = "texte" | "nombre" | "booleen" | "texte?" | "nombre?" | "booleen?";

type Base<G extends Genre> = G extends `texte${string}`
  ? string
  : G extends `nombre${string}`
    ? number
    : boolean;
type Valeur<G extends Genre> = G extends `${string}?` ? Base<G> | null : Base<G>;

/** The columns of a row and their kinds. */
export type Colonnes = Readonly<Record<string, Genre>>;
/** The row a description reads. */
export type LigneDe<C extends Colonnes> = { -readonly [K in keyof C]: Valeur<C[K]> };

const TYPEOF: Record<Genre, "string" | "number" | "boolean"> = {
  texte: "string",
  "texte?": "string",
  nombre: "number",
  "nombre?": "number",
  booleen: "boolean",
  "booleen?": "boolean",
};

/** Whether `v` is an object with every described column, of its kind (other members are left as they are). */
export function estLigne<C extends Colonnes>(v: unknown, colonnes: C): v is LigneDe<C> {
  if (!isRecord(v)) return false;
  for (const k in colonnes) {
    const genre = colonnes[k];
    if (genre === undefined) continue;
    const x = v[k];
    if (x === null ? !genre.endsWith("?") : typeof x !== TYPEOF[genre]) return false;
  }
  return true;
}

/** `v` as rows of this description: an array whose every element is one, else an Error naming `quoi`. */
export function lignesDe<C extends Colonnes>(v: unknown, colonnes: C, quoi: string): LigneDe<C>[] {
  if (Array.isArray(v) && v.every((x): x is LigneDe<C> => estLigne(x, colonnes))) return v;
  throw new Error(`Lignes inattendues : ${quoi}.`);
}

/** A JSON column's text (json_group_array(json_object(...))) as rows of this description. */
export const lignesJson = <C extends Colonnes>(texte: string, colonnes: C, quoi: string) =>
  lignesDe(JSON.parse(texte), colonnes, quoi);
