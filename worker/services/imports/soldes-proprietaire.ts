import { sql } from "drizzle-orm";
import { oppositionEspaceSchema } from "../../domain/imports/delai-soldes";
import { toEuros } from "../../domain/money";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { contesterSoldes } from "./delai-soldes";

// An owner's opening balances as its space shows them (ADR 132): each import that took over its account, the
// balance, whether it waits, until when it can be contested, and whether it was. The owner contests from there.

export interface SoldeReprisLu {
  importId: number;
  dateReprise: string;
  montant: number;
  soldes: "a_verifier" | "confirme";
  comptentApres: string | null;
  contestesAt: string | null;
}

/** One statement, issued with the space's other reads (one round trip on the edge). */
export const soldesReprisSql = (clientId: number) =>
  sql`select i."id" as "importId", i."dateReprise", sum(e."credit" - e."debit") as montant, i."soldes",
      i."soldesComptentApres" as "comptentApres", i."soldesContestesAt" as "contestesAt"
    from "EcritureProprietaire" e join "Import" i on e."motif" = 'Import n° ' || i."id"
    where e."ClientId" = ${clientId} and e."type" = 'reprise' and i."statut" = 'termine'
      and i."soldes" is not null
    group by i."id" order by i."id" desc`;

/** What the space answers: the balance in euros, and whether it still waits at `now`. */
export const soldesRepris = (lignes: readonly SoldeReprisLu[], now: string) =>
  lignes.map((l) => {
    const echu =
      l.soldes === "a_verifier" &&
      l.comptentApres !== null &&
      l.comptentApres <= now &&
      l.contestesAt === null;
    const statut =
      l.soldes === "confirme" || echu ? ("confirme" as const) : ("a_verifier" as const);
    return {
      importId: l.importId,
      dateReprise: l.dateReprise,
      montant: toEuros(Number(l.montant)),
      statut,
      comptentApres: l.comptentApres,
      contestable: statut === "a_verifier" && l.contestesAt === null,
      contesteAt: l.contestesAt,
    };
  });

/** POST /espace/proprietaire/soldesRepris/{id}/contester: the owner of the session, never an id of the request. */
export function contesterSoldesEspace(
  ports: Ports,
  clientId: number,
  importId: number,
  input: unknown,
) {
  const { motif } = parseWith(oppositionEspaceSchema, input);
  return contesterSoldes(ports, importId, {
    ClientId: clientId,
    motif,
    par: " (espace propriétaire)",
  });
}
