import { eq, isNull, sql } from "drizzle-orm";
import { CompteBancaire } from "../../db/schema";
import { profilCsvSchema, type ProfilCsv } from "../../domain/banque/csv";
import { badRequest, MSG_INVALID } from "../../lib/errors";
import type { TxPorts } from "../transaction";

export type CompteRow = typeof CompteBancaire.$inferSelect;

export const MSG_COMPTE_INCONNU = "Ce compte bancaire n'existe pas.";

/**
 * The account a statement goes to: the one its number names (created on first sight), else the one the form's
 * `compte` names (an id, or a number), else the default account. Inside the import's transaction.
 */
export async function compteDuReleve(
  tx: TxPorts,
  numero: string | null,
  demande: string,
): Promise<CompteRow> {
  const now = tx.clock.now().toISOString();
  if (numero) {
    await tx.db
      .insert(CompteBancaire)
      .values({ libelle: `Compte ${numero}`, numero, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    const [c] = await tx.db.select().from(CompteBancaire).where(eq(CompteBancaire.numero, numero));
    if (c) return c;
  }
  if (demande) {
    const [c] = await tx.db
      .select()
      .from(CompteBancaire)
      .where(
        /^\d+$/.test(demande)
          ? sql`${CompteBancaire.id} = ${Number(demande)} or ${CompteBancaire.numero} = ${demande}`
          : eq(CompteBancaire.numero, demande),
      );
    if (!c) throw badRequest(MSG_INVALID, { compte: MSG_COMPTE_INCONNU });
    return c;
  }
  await tx.db
    .insert(CompteBancaire)
    .values({ libelle: "Compte principal", numero: null, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [c] = await tx.db.select().from(CompteBancaire).where(isNull(CompteBancaire.numero));
  if (!c) throw new Error("compte par défaut introuvable après sa création");
  return c;
}

/** The CSV profile an account keeps (null when none, or when a stored one no longer reads). */
export function profilDuCompte(c: Pick<CompteRow, "profilCsv">): ProfilCsv | null {
  if (!c.profilCsv) return null;
  try {
    const p = profilCsvSchema.safeParse(JSON.parse(c.profilCsv));
    return p.success ? p.data : null;
  } catch {
    return null;
  }
}
