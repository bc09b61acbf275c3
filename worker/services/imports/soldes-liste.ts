import { sql } from "drizzle-orm";
import { toEuros } from "../../domain/money";
import type { Ports } from "../../ports";

// GET /api/imports/soldes (ADR 124): what the person confirming an import's balances needs, read in one statement.
// The totals are the import's own opening entries (motif « Import n° N », as soldes.ts writes them), so they say
// what was written, not what the file said.

interface Ligne {
  id: number;
  dateReprise: string;
  auteur: string;
  termineAt: string | null;
  soldes: "a_verifier" | "confirme";
  proprietaires: number;
  locataires: number;
  depots: number;
  soldesConfirmesPar: string | null;
  soldesConfirmesAt: string | null;
}

export async function listerSoldesImports(ports: Ports) {
  const now = ports.clock.now().toISOString();
  const echus = sql`i."soldes" = 'a_verifier' and i."soldesComptentApres" <= ${now} and i."soldesContestesAt" is null`;
  const lignes = await ports.db.all<Ligne>(sql`
    select i."id", i."dateReprise", i."auteur", i."termineAt",
      -- The delay mode's balances are confirmed, by nobody, once their delay passed uncontested (ADR 132).
      case when ${echus} then 'confirme' else i."soldes" end as "soldes",
      (select coalesce(sum(e."credit" - e."debit"), 0) from "EcritureProprietaire" e
        where e."type" = 'reprise' and e."motif" = 'Import n° ' || i."id") as "proprietaires",
      (select coalesce(sum(e."debit" - e."credit"), 0) from "Ecriture" e
        where e."type" = 'reprise' and e."motif" = 'Import n° ' || i."id") as "locataires",
      (select coalesce(sum(e."credit"), 0) from "Ecriture" e
        where e."type" = 'depotDetenu' and e."motif" = 'Import n° ' || i."id") as "depots",
      i."soldesConfirmesPar", case when ${echus} then i."soldesComptentApres" else i."soldesConfirmesAt" end
        as "soldesConfirmesAt"
    from "Import" i
    where i."statut" = 'termine' and i."soldes" is not null
    order by i."createdAt" desc, i."id" desc`);
  return lignes.map((l) => ({
    ...l,
    proprietaires: toEuros(l.proprietaires),
    locataires: toEuros(l.locataires),
    depots: toEuros(l.depots),
  }));
}
