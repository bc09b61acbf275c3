import { sql } from "drizzle-orm";
import type { Ports } from "../../ports";

// The dashboard's arrears count the opening debts an import took over (issue 74 item 5, ADR 114): what a tenant owed
// at the cut-over day is no term, so the terms' buckets never saw it (« 0,00 € de reste dû » beside 1 234,56 € owed).
// Read from the rows in SQL, one statement beside the dashboard's: few leases have an opening debt (one line each,
// found by Ecriture_date_idx on its type), and each is summed from its own lines.
//
// What is left of it is the replay's (domain/arrieres/repris.ts): money not meant for a term settles it before any
// term, so while it is open every term is open too, and the account's balance less its open terms is what is left
// of it (never more than it was, never below 0). Its age is that of its cut-over day.

/** Ages' lower bounds, as the terms' buckets use them: 0-30 days from j30, 31-60 from j60, 61-90 from j90. */
export interface BornesAge {
  j30: string;
  j60: string;
  j90: string;
}

/** The four buckets' cents of the opening debts still owed on `day` (null when none in a bucket). */
export const arrieresReprisStatement = (ports: Pick<Ports, "db">, day: string, b: BornesAge) =>
  ports.db.all<{ j: string }>(sql`
    select json_array(
      sum(case when "date" >= ${b.j30} then r end), sum(case when "date" < ${b.j30} and "date" >= ${b.j60} then r end),
      sum(case when "date" < ${b.j60} and "date" >= ${b.j90} then r end), sum(case when "date" < ${b.j90} then r end)) as "j"
    from (select e."date", min(e."debit", max(0,
        (select sum(x."debit" - x."credit") from "Ecriture" x where x."DossierId" = e."DossierId")
        - coalesce((select sum(q."prixHC" + q."charge" - coalesce(q."montantRegle", 0)) from "Quitance" q
            where q."DossierId" = e."DossierId" and q."regle" = 0), 0))) as r
      from "Ecriture" e where e."type" = 'reprise' and e."debit" > 0 and e."date" <= ${day})
    where r > 0`);

type Tranches = [number | null, number | null, number | null, number | null];

/** The terms' buckets with the opening debts added, bucket by bucket. */
export function avecArrieresRepris(termes: Tranches, answer: { j: string }[]): Tranches {
  const repris: Tranches = JSON.parse(answer[0]?.j ?? "[null,null,null,null]");
  const plus = (a: number | null, b: number | null) =>
    a === null && b === null ? null : (a ?? 0) + (b ?? 0);
  return [
    plus(termes[0], repris[0]),
    plus(termes[1], repris[1]),
    plus(termes[2], repris[2]),
    plus(termes[3], repris[3]),
  ];
}
