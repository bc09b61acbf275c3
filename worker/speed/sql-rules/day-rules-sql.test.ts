import { createClient } from "@libsql/client";
import { present } from "../../domain/present";
import fc from "fast-check";
import { afterAll, expect, it } from "vitest";
import {
  dossierEnCours,
  enPreavis,
  intendanceCouvre,
  intendanceEnCours,
} from "../../domain/statut-appartement";
import {
  dossierEnCoursSql,
  enPreavisSql,
  intendanceCouvreSql,
  intendanceEnCoursSql,
  jsonBool,
} from "./day-rules-sql";

// The SQL day rules must answer exactly as the domain's JavaScript ones, whatever the dates (missing, empty,
// equal to today, before, after): the apartment read gives the SQL answers, the lists and the web the JS ones.
const db = createClient({ url: ":memory:" });
afterAll(() => db.close());

const day = fc.constantFrom("2026-01-01", "2026-06-15", "2026-06-16", "2026-06-17", "2026-12-31");
const maybeDate = fc.oneof(fc.constant(null), fc.constant(""), day);

/** The rule's SQL answer for one row of the given columns, with today bound as :today. */
async function sqlAnswer(
  rule: string,
  columns: Record<string, string | null>,
  today: string,
): Promise<boolean> {
  const row = Object.keys(columns)
    .map((n) => `:${n} as "${n}"`)
    .join(", ");
  const rs = await db.execute({
    sql: `select ${jsonBool(rule)} as v from (select ${row}) r`,
    args: { ...columns, today },
  });
  return JSON.parse(String(present(rs.rows[0], "ligne de la règle").v)) as boolean;
}

it("dossierEnCours, enPreavis, intendanceEnCours and intendanceCouvre agree in SQL and in JavaScript", async () => {
  await fc.assert(
    fc.asyncProperty(
      maybeDate,
      maybeDate,
      maybeDate,
      day,
      async (fin, debutPreavis, finPreavis, today) => {
        const d = { dateFinBail: fin, dateDebutPreavis: debutPreavis, dateFinPreavis: finPreavis };
        expect(await sqlAnswer(dossierEnCoursSql("r", ":today"), { dateFinBail: fin }, today)).toBe(
          dossierEnCours(d, today),
        );
        expect(
          await sqlAnswer(
            enPreavisSql("r", ":today"),
            { dateDebutPreavis: debutPreavis, dateFinPreavis: finPreavis },
            today,
          ),
        ).toBe(enPreavis(d, today));
        expect(await sqlAnswer(intendanceEnCoursSql("r", ":today"), { dateFin: fin }, today)).toBe(
          intendanceEnCours({ dateFin: fin }, today),
        );
        const periode = { dateDepart: debutPreavis, dateFin: fin };
        expect(await sqlAnswer(intendanceCouvreSql("r", ":today"), periode, today)).toBe(
          intendanceCouvre(periode, today),
        );
      },
    ),
    { numRuns: 300 },
  );
});
