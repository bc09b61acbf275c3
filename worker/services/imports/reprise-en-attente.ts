import { type SQL, sql } from "drizzle-orm";

// The opening entries of an import whose balances still wait for a second person (ADR 113): every reader that must
// not count them yet (the trust check, the payouts) filters them with this one predicate.

/** The motifs of the opening entries still waiting (soldes.ts's motifImport, `Import n° 12`), as a SQL list. */
const MOTIFS_EN_ATTENTE = `(select 'Import n° ' || i."id" from "Import" i where i."soldes" = 'a_verifier')`;

/**
 * In a statement over `alias` (Ecriture or EcritureProprietaire): the row is an opening entry not yet confirmed, or an
 * owner's entry of an opening credit not yet confirmed (ADR 124: keyed by the negative id of the credit's entry).
 */
export const repriseEnAttente = (alias: string): SQL =>
  sql.raw(
    `((${alias}."type" in ('reprise', 'depotDetenu') and ${alias}."motif" in ${MOTIFS_EN_ATTENTE})
      or (${alias}."PaiementId" < 0 and exists (select 1 from "Ecriture" avoir
        where avoir."id" = -${alias}."PaiementId" and avoir."motif" in ${MOTIFS_EN_ATTENTE})))`,
  );
