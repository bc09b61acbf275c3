import { parisDate } from "../domain/dates";
import type { Clock } from "../ports";

export { parisDate } from "../domain/dates";

/** Today's calendar date (YYYY-MM-DD) in Paris, from the clock port: the agency's day, not UTC's. */
export function today(clock: Clock): string {
  return parisDate(clock.now());
}
