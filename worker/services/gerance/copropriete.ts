import { sql } from "drizzle-orm";
import { introuvable } from "../../domain/labels";
import { toCents, toEuros } from "../../domain/money";
import { coproprieteAnneeSchema } from "../../domain/schemas/copropriete";
import { notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";

// The non-deductible part of each year's co-ownership provisions of a lot (issue 60 item 3, ADR 075): entered by
// staff from the syndic's approved accounts, read by the next year's 2044 (line 230). One row per lot and year
// (unique index): a second PUT for the same year replaces the amount, in one statement that also checks the lot.

interface Ligne {
  AppartementId: number;
  annee: number;
  nonDeductible: number;
  auteur: string;
  updatedAt: string;
}
const enEuros = (l: Ligne) => ({ ...l, nonDeductible: toEuros(l.nonDeductible) });

/** GET /api/Appartement/{id}/copropriete: the years entered, the latest first; 404 for an unknown lot. */
export async function lireCopropriete(ports: Ports, appartementId: number) {
  const [lot, annees] = await Promise.all([
    ports.db.all<{ id: number }>(sql`select "id" from "Appartement" where "id" = ${appartementId}`),
    ports.db.all<Ligne>(sql`
      select "AppartementId", "annee", "nonDeductible", "auteur", "updatedAt" from "CoproprieteAnnee"
      where "AppartementId" = ${appartementId} order by "annee" desc`),
  ]);
  if (!lot[0]) throw notFound(introuvable("Appartement"));
  return { AppartementId: appartementId, annees: annees.map(enEuros) };
}

/** PUT /api/Appartement/{id}/copropriete `{ annee, nonDeductible }`: written or replaced; 404 for an unknown lot. */
export async function ecrireCopropriete(
  ports: Ports,
  appartementId: number,
  input: unknown,
  auteur: string,
) {
  const { annee, nonDeductible } = parseWith(coproprieteAnneeSchema, input);
  const at = ports.clock.now().toISOString();
  const [ligne] = await ports.db.all<Ligne>(sql`
    insert into "CoproprieteAnnee" ("AppartementId", "annee", "nonDeductible", "auteur", "updatedAt")
    select "id", ${annee}, ${toCents(nonDeductible)}, ${auteur}, ${at} from "Appartement" where "id" = ${appartementId}
    on conflict ("AppartementId", "annee") do update
      set "nonDeductible" = excluded."nonDeductible", "auteur" = excluded."auteur", "updatedAt" = excluded."updatedAt"
    returning "AppartementId", "annee", "nonDeductible", "auteur", "updatedAt"`);
  if (!ligne) throw notFound(introuvable("Appartement"));
  return enEuros(ligne);
}
