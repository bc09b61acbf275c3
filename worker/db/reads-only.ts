// Whether a statement only reads, from its text: the journal's client names no writer for it, and the edge's round
// trips hold it to go with the others (services/journal/ecrivain.ts, entry/round-trips.ts).

const WRITE_WORD = /\b(insert|update|delete|replace)\b/i;
// A WITH statement is read whole for a write word; the long ones (the apartment read is 9 kB) are fixed texts, so
// the answer is kept by text: the scan was 3 % of an uncached record read's CPU. Bounded: past it, it starts again.
const withAnswers = new Map<string, boolean>();
const WITH_ANSWERS_MAX = 256;

/** A SELECT, or a WITH whose text names no write. */
export function readsOnly(sql: string): boolean {
  if (/^\s*select\b/i.test(sql)) return true;
  if (!/^\s*with\b/i.test(sql)) return false;
  let answer = withAnswers.get(sql);
  if (answer === undefined) {
    if (withAnswers.size >= WITH_ANSWERS_MAX) withAnswers.clear();
    answer = !WRITE_WORD.test(sql);
    withAnswers.set(sql, answer);
  }
  return answer;
}
