import { type SQL, sql } from "drizzle-orm";
import { FINANCE_ROLES } from "../../domain/roles";
import type { Ports } from "../../ports";

// Whether anybody but a given person could confirm an import's balances (ADR 113's second person: an admin or a
// comptable). A one-admin agency cannot, and is offered the delay mode instead (ADR 132).

const roles = sql.join(
  FINANCE_ROLES.map((r) => sql`${r}`),
  sql`, `,
);

/** Somebody else than `auteur` (an e-mail, or a column holding one) is an admin or comptable. */
export const autreConfirmateurSql = (auteur: SQL | string) =>
  sql`exists (select 1 from "User" u where u."role" in (${roles}) and lower(u."email") <> lower(${auteur}))`;

/** Nobody else than `auteur` could confirm. */
export async function seulConfirmateur(ports: Ports, auteur: string): Promise<boolean> {
  const [r] = await ports.db.all<{ autre: number }>(
    sql`select ${autreConfirmateurSql(auteur)} as autre`,
  );
  return !Number(r?.autre);
}
