import { type SQL, sql } from "drizzle-orm";
import { ApiError, conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { MSG_IMPORT_INTROUVABLE, lireImport } from "./lire";

// An import's opening balances wait for a second person (issue 74 item 4, ADR 113): the import that writes balances
// marks itself a_verifier in its own batch; until an admin or comptable other than its author confirms it, its
// entries are held apart (the trust check shows them apart, the payouts do not pay them). The confirmation is ONE
// conditional update: two confirmations at once change the row once, the importer's own never does.

export const MSG_SOLDES_AUTEUR =
  "Les soldes d'une reprise sont confirmés par un autre administrateur ou comptable que celui qui l'a importée.";
export const MSG_SOLDES_DEJA = "Les soldes de cette reprise sont déjà confirmés.";
export const MSG_SOLDES_AUCUN = "Cette reprise n'a pas de soldes à confirmer.";
export const MSG_SOLDES_NON_TERMINE =
  "Cette reprise n'est pas terminée (ou a été annulée) : ses soldes ne se confirment pas.";

/** The import's batch: it waits when its sheet Soldes declares any balance. */
export const aVerifierStatement = (importId: number, soldes: number): SQL[] =>
  soldes > 0 ? [sql`update "Import" set "soldes" = 'a_verifier' where "id" = ${importId}`] : [];

/** POST /api/Import/{id}/confirmer by `par` (admin or comptable, a fresh confirmation of the session). */
export async function confirmerSoldes(ports: Ports, id: number, par: string) {
  const at = ports.clock.now().toISOString();
  const [, [won], [row]] = await inOneTrip(ports, [
    ports.db.run(sql`update "Import" set "soldes" = 'confirme', "soldesConfirmesPar" = ${par},
        "soldesConfirmesAt" = ${at}
      where "id" = ${id} and "statut" = 'termine' and "soldes" = 'a_verifier' and lower("auteur") <> lower(${par})`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ports.db.all<{ statut: string; soldes: string | null; auteur: string }>(
      sql`select "statut", "soldes", "auteur" from "Import" where "id" = ${id}`,
    ),
  ]);
  if (!row) throw notFound(MSG_IMPORT_INTROUVABLE);
  if (Number(won?.n) !== 1) {
    if (row.soldes === "confirme") throw conflict(MSG_SOLDES_DEJA);
    if (row.soldes === null) throw conflict(MSG_SOLDES_AUCUN);
    if (row.statut !== "termine") throw conflict(MSG_SOLDES_NON_TERMINE);
    throw new ApiError(403, "forbidden", MSG_SOLDES_AUTEUR);
  }
  return lireImport(ports, id);
}
