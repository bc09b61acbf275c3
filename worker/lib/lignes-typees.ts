import type { z } from "zod";

// Values read from the database whose shape the statement knows and TypeScript does not: a JSON text a column keeps
// or a statement builds (json_group_array, json_object), a raw row. Each is checked by what it is made of (typeof on
// each field: cheap enough for every row of a 20,000-lease read, where a schema library per row is not) and typed
// by what the check proves, instead of a cast. A value that fails is a fault of the statement or of the stored data
// (an Error, a 500), never the user's input: those go through the zod schemas of the routes.

/** A check that proves a value's type. */
export type Forme<T> = (v: unknown) => v is T;

/** A plain object (not null, not an array): its keys are strings. */
export const estObjet = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const SORTES = {
  nombre: (v: unknown): v is number => typeof v === "number",
  texte: (v: unknown): v is string => typeof v === "string",
  booleen: (v: unknown): v is boolean => typeof v === "boolean",
  "nombre|null": (v: unknown): v is number | null => v === null || typeof v === "number",
  "texte|null": (v: unknown): v is string | null => v === null || typeof v === "string",
  "booleen|null": (v: unknown): v is boolean | null => v === null || typeof v === "boolean",
  /** A key an older row may lack (absent, or a JSON `null`). */
  "nombre?": (v: unknown): v is number | null | undefined => v == null || typeof v === "number",
  /** A scalar of SQLite as JSON carries it. */
  scalaire: (v: unknown): v is string | number | null =>
    v === null || typeof v === "string" || typeof v === "number",
} satisfies Record<string, Forme<unknown>>;

/** What a field holds: one of SORTES's names. */
export type Sorte = keyof typeof SORTES;
type TypeDe<S extends Sorte> = (typeof SORTES)[S] extends Forme<infer T> ? T : never;
/** The object `forme(colonnes)` proves. */
export type LigneDe<C extends Record<string, Sorte>> = { [K in keyof C]: TypeDe<C[K]> };

/** The check of an object with these fields (others may be there too, as in a row of `select *`). */
export function forme<const C extends Record<string, Sorte>>(colonnes: C): Forme<LigneDe<C>> {
  const champs = Object.entries(colonnes).map(([nom, sorte]) => [nom, SORTES[sorte]] as const);
  return (v: unknown): v is LigneDe<C> => estObjet(v) && champs.every(([nom, ok]) => ok(v[nom]));
}

/** The check of an array whose every element passes `element`. */
export const tableauDe =
  <T>(element: Forme<T>): Forme<T[]> =>
  (v: unknown): v is T[] =>
    Array.isArray(v) && v.every(element);

/** The check of an object whose every value passes `valeur` (a JSON map of any keys). */
export const dictionnaireDe =
  <T>(valeur: Forme<T>): Forme<Record<string, T>> =>
  (v: unknown): v is Record<string, T> =>
    estObjet(v) && Object.values(v).every(valeur);

/** Any JSON array (its length is what is read). */
export const tableau: Forme<unknown[]> = (v: unknown): v is unknown[] => Array.isArray(v);

/** A string, a number or null: a field of a JSON object SQLite built from columns. */
export const scalaire: Forme<string | number | null> = SORTES.scalaire;

/** A string (a JSON field, an element of a JSON list). */
export const estTexte: Forme<string> = SORTES.texte;
/** A string or null. */
export const estTexteOuNull: Forme<string | null> = SORTES["texte|null"];

/**
 * A zod schema's check as a Forme, where the values are few (a record's JSON columns): the value stays as it is,
 * so the schema must be one without transforms or defaults (what it accepts is then what it outputs).
 */
export const selon =
  <T>(schema: z.ZodType<T>): Forme<T> =>
  (v: unknown): v is T =>
    schema.safeParse(v).success;

/** Proves `v` passes `f`, or throws an Error naming `quoi` (what the statement should have given). */
export function verifie<T>(v: unknown, f: Forme<T>, quoi: string): T {
  if (f(v)) return v;
  throw new Error(`Valeur inattendue lue en base : ${quoi}.`);
}

/** The JSON text parsed and proved by `f`, or an Error naming `quoi`. */
export const jsonLu = <T>(texte: string, f: Forme<T>, quoi: string): T =>
  verifie(JSON.parse(texte), f, quoi);
