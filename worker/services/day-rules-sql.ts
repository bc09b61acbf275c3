// The day rules of domain/statut-appartement.ts as SQL conditions, for statements that answer whole (the apartment
// read) or count (the dashboard). `day` is an SQL expression holding today's YYYY-MM-DD; dates are ISO text, so
// comparing them as text is comparing days, in SQLite as in JavaScript. day-rules-sql.test.ts checks each one
// against its JavaScript rule on generated dates: the two must never disagree.

/** dossierEnCours: no end date, or one after today. */
export const dossierEnCoursSql = (d: string, day: string) => `(${d}."dateFinBail" is null or ${d}."dateFinBail" = '' or ${d}."dateFinBail" > ${day})`;

/** enPreavis: today within the notice period, bounds included. */
export const enPreavisSql = (d: string, day: string) =>
  `(coalesce(${d}."dateDebutPreavis", '') <> '' and coalesce(${d}."dateFinPreavis", '') <> '' and ${d}."dateDebutPreavis" <= ${day} and ${day} <= ${d}."dateFinPreavis")`;

/** intendanceEnCours: an end date after today. */
export const intendanceEnCoursSql = (n: string, day: string) => `(coalesce(${n}."dateFin", '') <> '' and ${n}."dateFin" > ${day})`;

/** A condition as a JSON true / false (never null). */
export const jsonBool = (condition: string) => `json(iif(${condition}, 'true', 'false'))`;
