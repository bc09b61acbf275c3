import { asc, eq } from "drizzle-orm";
import { Appartement, Diagnostic, Dossier } from "../../worker/db/schema";
import { TYPES_DIAGNOSTIC } from "../../worker/domain/diagnostics/types";
import type { TestApp } from "./test-app";

// A lot's diagnostics, all valid on a day (issue 63): a lease signed that day prints with its annexes. Written straight
// to the database (the diagnostics' own route has its tests), replacing what the lot had.

/**
 * Every kind made on `date` (a DPE of the lot's own class, D when it has none; nothing found): valid on that day
 * whatever the lot needs. Without a
 * date, the signature day of the lot's first lease, or the test's today when it has none yet.
 */
export async function diagnosticsValides(
  t: Pick<TestApp, "db" | "ports">,
  appartementId: number,
  date?: string,
) {
  const jour = date ?? (await premiereSignature(t, appartementId)) ?? aujourdhui(t);
  const at = t.ports.clock.now().toISOString();
  const [lot] = await t.db
    .select({ classe: Appartement.classeEnergie })
    .from(Appartement)
    .where(eq(Appartement.id, appartementId));
  const classe = lot?.classe ?? "D";
  // The noise notice only where a lot lies in an airport noise zone (none of the helper's lots, issue 73).
  for (const type of TYPES_DIAGNOSTIC.filter((k) => k !== "bruit")) {
    const row = {
      AppartementId: appartementId,
      type,
      dateRealisation: jour,
      resultat: type === "dpe" ? `Classe ${classe}` : "Absence d'anomalie",
      classe: type === "dpe" ? classe : null,
      energieFinale: type === "dpe" ? 180 : null,
      positif: false,
      surface: type === "surface" ? 42.5 : null,
      createdAt: at,
      updatedAt: at,
    };
    await t.db
      .insert(Diagnostic)
      .values(row)
      .onConflictDoUpdate({ target: [Diagnostic.AppartementId, Diagnostic.type], set: row });
  }
  return jour;
}

/** One diagnostic of the lot written (or replaced) as given: an expired DPE, a class G... */
export async function diagnostic(
  t: Pick<TestApp, "db" | "ports">,
  appartementId: number,
  d: Partial<typeof Diagnostic.$inferInsert> & { type: string; dateRealisation: string },
) {
  const at = t.ports.clock.now().toISOString();
  const row = { AppartementId: appartementId, createdAt: at, updatedAt: at, ...d };
  await t.db
    .insert(Diagnostic)
    .values(row)
    .onConflictDoUpdate({ target: [Diagnostic.AppartementId, Diagnostic.type], set: row });
}

async function premiereSignature(t: Pick<TestApp, "db">, appartementId: number) {
  const [d] = await t.db
    .select({ date: Dossier.dateCreationBail })
    .from(Dossier)
    .where(eq(Dossier.AppartementId, appartementId))
    .orderBy(asc(Dossier.dateCreationBail))
    .limit(1);
  return d?.date;
}

const aujourdhui = (t: Pick<TestApp, "ports">) => t.ports.clock.now().toISOString().slice(0, 10);

/** The lot of a lease gets every diagnostic, valid on the lease's signature day (its dateCreationBail). */
export async function diagnosticsDuBail(t: Pick<TestApp, "db" | "ports">, dossierId: number) {
  const [d] = await t.db
    .select({ a: Dossier.AppartementId, date: Dossier.dateCreationBail })
    .from(Dossier)
    .where(eq(Dossier.id, dossierId));
  if (!d) throw new Error(`dossier ${dossierId} introuvable`);
  return diagnosticsValides(t, d.a, d.date);
}
