import { asc, eq, sql, type SQL } from "drizzle-orm";
import { AideLogement, DeclarationImpayeCaf, Quitance } from "../../db/schema";
import type { LigneCompte } from "../../domain/aides-logement/compte-aide";
import type { Ports } from "../../ports";

// The reads of issue 77, each a statement so a caller sends them together (one round trip on the edge): the aid's
// rows, the account's lines with their payment's mode, the terms, the declarations recorded.

export type AideLue = typeof AideLogement.$inferSelect;

export const aidesDe = (ports: Ports, where: SQL | undefined) =>
  ports.db
    .select()
    .from(AideLogement)
    .where(where)
    .orderBy(asc(AideLogement.DossierId), asc(AideLogement.depuis));

/** The leases ever in tiers payant. */
export const EN_TIERS_PAYANT = sql`(select "DossierId" from "AideLogement" where "tiersPayant" = 1)`;

export const lignesDe = (ports: Ports, where: SQL) =>
  ports.db.all<LigneCompte & { DossierId: number }>(sql`
    select e."DossierId", e."type", e."date", e."debit", e."credit", p."mode" as "mode"
    from "Ecriture" e left join "Paiement" p on p."id" = e."PaiementId"
    where ${where} order by e."id"`);

export const termesDe = (ports: Ports, dossierId: number) =>
  ports.db
    .select({
      id: Quitance.id,
      mois: Quitance.mois,
      date: Quitance.date,
      prixHC: Quitance.prixHC,
      charge: Quitance.charge,
      montantRegle: Quitance.montantRegle,
    })
    .from(Quitance)
    .where(eq(Quitance.DossierId, dossierId))
    .orderBy(asc(Quitance.date));

export const declarationsDe = (ports: Ports, where: SQL | undefined) =>
  ports.db
    .select({
      DossierId: DeclarationImpayeCaf.DossierId,
      dateConstitution: DeclarationImpayeCaf.dateConstitution,
      declareLe: DeclarationImpayeCaf.declareLe,
    })
    .from(DeclarationImpayeCaf)
    .where(where);

/** Group rows by their DossierId. */
export function parDossier<T extends { DossierId: number }>(rows: readonly T[]) {
  const m = new Map<number, T[]>();
  for (const r of rows) m.set(r.DossierId, [...(m.get(r.DossierId) ?? []), r]);
  return m;
}
