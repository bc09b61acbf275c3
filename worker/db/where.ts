import { and, type SQL } from "drizzle-orm";

/**
 * `and` of conditions of which the first is always there, typed as the condition it then always is: drizzle's `and`
 * answers undefined only when every condition is missing.
 */
export const allOf = (first: SQL, ...rest: (SQL | undefined)[]): SQL =>
  and(first, ...rest) ?? first;
