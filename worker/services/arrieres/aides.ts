import { sql } from "drizzle-orm";
import type { Ports } from "../../ports";
import { aideManquante, jourAideAttendue } from "../aides-logement/hors-dette";
import type { BornesAge } from "./tableau";

// The dashboard's arrears leave out the housing aid expected in tiers payant (issue 77 item 3, ADR 123): the aid is
// not the tenant's debt. One statement beside the dashboard's (the same round trip on the edge), reading only the
// open terms of the leases in tiers payant: what of each term is aid still missing, by the term's age, taken out of
// the terms' buckets; and, apart, the aid whose payment day has passed: « aide non reçue ».

type Tranches = [number | null, number | null, number | null, number | null];

export const aidesManquantesStatement = (ports: Pick<Ports, "db">, day: string, b: BornesAge) =>
  ports.db.all<{ j: string }>(sql`
    select json_array(
      sum(case when "date" >= ${b.j30} then m end), sum(case when "date" < ${b.j30} and "date" >= ${b.j60} then m end),
      sum(case when "date" < ${b.j60} and "date" >= ${b.j90} then m end), sum(case when "date" < ${b.j90} then m end),
      sum(case when "attendue" < ${day} then m end)) as "j"
    from (select q."date", ${aideManquante("q")} as m, ${jourAideAttendue("q")} as "attendue" from "Quitance" q
      where q."regle" = 0 and q."date" <= ${day}
        and q."DossierId" in (select "DossierId" from "AideLogement" where "tiersPayant" = 1))
    where m > 0`);

/** The buckets less the aid missing, bucket by bucket, and the aid not received (cents). */
export function horsAidesManquantes(
  termes: Tranches,
  answer: { j: string }[],
): { impayes: Tranches; aideNonRecue: number } {
  const [a30 = null, a60 = null, a90 = null, plus = null, nonRecue = null]: (number | null)[] =
    JSON.parse(answer[0]?.j ?? "[null,null,null,null,null]");
  const moins = (t: number | null, a: number | null) => (a === null ? t : (t ?? 0) - a);
  return {
    impayes: [
      moins(termes[0], a30),
      moins(termes[1], a60),
      moins(termes[2], a90),
      moins(termes[3], plus),
    ],
    aideNonRecue: nonRecue ?? 0,
  };
}
