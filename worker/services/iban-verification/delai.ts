import { sql } from "drizzle-orm";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { soldesEchusStatement } from "../imports/reprise-en-attente";

// The daily job writes what reads already show (domain/iban-verification's statutEffectif): an owner's IBAN whose
// 72 hours are over with no refusal is verified. Reads never depended on it; the stored state, the lists' filters and
// an export of the Client rows then agree with the screens. Confirmed "by the delay": no person's name
// (confirmePar stays null), at the moment the delay ended. An import's balances in the same delay mode (ADR 132)
// ride with them: the same kind of write, so no step of their own in the job's plan.

/** The IBANs whose delay is over, verified, and their owners' state; how many IBANs. One round trip. */
export async function verifierIbansEchus(ports: Ports): Promise<number> {
  const at = ports.clock.now().toISOString();
  const [, [n]] = await inOneTrip(ports, [
    ports.db.run(sql`update "IbanClient" set "statut" = 'verifie', "confirmeAt" = "verifieApres"
      where "statut" = 'a_verifier' and "verifieApres" is not null and "verifieApres" <= ${at}`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ports.db.run(sql`update "Client" set "ibanStatut" = 'verifie'
      where "ibanStatut" = 'a_verifier'
        and not exists (select 1 from "IbanClient" i where i."ClientId" = "Client"."id" and i."statut" = 'a_verifier')`),
    ports.db.run(soldesEchusStatement(at)),
  ]);
  return Number(n?.n ?? 0);
}

/** The daily job's "anything to do?" for this step (jobs/due.ts). */
export const ibansEchusSql = (at: string) =>
  sql`select 1 from "IbanClient" where "statut" = 'a_verifier' and "verifieApres" is not null and "verifieApres" <= ${at}
    union all select 1 from "Import" where "soldes" = 'a_verifier' and "soldesComptentApres" <= ${at}
      and "soldesContestesAt" is null`;
