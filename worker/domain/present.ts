// What a `!` used to assert, checked: a value the code's own logic guarantees (a row an insert just returned, an
// index within its bounds, a key set a line above). Should the logic ever be wrong, the error names what was
// missing instead of a TypeError further on.

/** The value, or an Error naming what was missing. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Valeur manquante : ${what}.`);
  return value;
}
