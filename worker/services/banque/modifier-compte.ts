import { and, eq, ne, sql } from "drizzle-orm";
import { CompteBancaire } from "../../db/schema";
import { compteBancaireSchema } from "../../domain/schemas/sequestre";
import { introuvable } from "../../domain/labels";
import { forbidden, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";

// PUT /api/banque/comptes/{id}: an account's label, and whether it is THE trust account (ADR 034; admins only, ADR 067). One write batch:
// marking an account unmarks the others in the same batch, so at most one is marked whatever parallel requests do.

/** `admin`: whether the caller may mark the trust account; any other role sending `sequestre` gets 403. */
export async function modifierCompte(ports: Ports, id: number, body: unknown, admin: boolean) {
  const { libelle, sequestre } = parseWith(compteBancaireSchema, body);
  if (sequestre !== undefined && !admin) throw forbidden();
  const now = ports.clock.now().toISOString();
  const existe = sql`exists (select 1 from ${CompteBancaire} where ${CompteBancaire.id} = ${id})`;
  const [, , [compte]] = await inOneTrip(ports, [
    // The others first, only when this one exists and is being marked.
    ports.db
      .update(CompteBancaire)
      .set({ sequestre: false, updatedAt: now })
      .where(
        and(
          ne(CompteBancaire.id, id),
          eq(CompteBancaire.sequestre, true),
          sequestre ? existe : sql`0`,
        ),
      ),
    ports.db
      .update(CompteBancaire)
      .set({
        ...(libelle === undefined ? {} : { libelle }),
        ...(sequestre === undefined ? {} : { sequestre }),
        updatedAt: now,
      })
      .where(eq(CompteBancaire.id, id)),
    ports.db
      .select({
        id: CompteBancaire.id,
        libelle: CompteBancaire.libelle,
        numero: CompteBancaire.numero,
        sequestre: CompteBancaire.sequestre,
      })
      .from(CompteBancaire)
      .where(eq(CompteBancaire.id, id)),
  ]);
  if (!compte) throw notFound(introuvable("CompteBancaire"));
  return { compte };
}
