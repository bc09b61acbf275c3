// A value narrowed to one of a list's members (a list `as const`, its type the union of them) by looking it up,
// where `(LIST as readonly string[]).includes(v) ? (v as T) : ...` cast twice.

/** Whether `v` is one of `valeurs`. */
export function estParmi<T extends string>(valeurs: readonly T[], v: unknown): v is T {
  // Widened by annotation (every T is unknown), so that includes takes any value.
  const liste: readonly unknown[] = valeurs;
  return liste.includes(v);
}

/**
 * A stored value of a column that only ever holds one of `valeurs` (its schema wrote it), as that union; another
 * value is an Error naming the column, as `present` does for a missing one, instead of a wrong value further on.
 */
export function lueParmi<T extends string>(valeurs: readonly T[], v: unknown, colonne: string): T {
  if (!estParmi(valeurs, v)) throw new Error(`Valeur inattendue : ${colonne} = ${String(v)}.`);
  return v;
}
