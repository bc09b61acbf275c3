import { and, eq, type SQL, sql } from "drizzle-orm";
import { Appartement, Diagnostic } from "../../db/schema";
import { type EnergieLot, raisonIndecence } from "../../domain/bail/decence";
import { conflict } from "../../lib/errors";
import type { Ports } from "../../ports";

// The DPE a lot is judged on (issue 63): its Diagnostic row of type "dpe" when staff entered one (class, an ADEME attestation's class first, and final
// energy), else the class typed on the apartment (Appartement.classeEnergie, from before diagnostics existed). One
// reader for every rule that asks (a lease's start, its renewal, its print, the calendar), so they never disagree.

/** The lot's DPE, with its postal code (overseas has its own calendar); undefined when the lot does not exist. */
export interface EnergieDuLot extends EnergieLot {
  classe: string | null;
  energieFinale: number | null;
  codePostal: string;
  /** Where the class was read: the DPE diagnostic, or the apartment's own field. */
  source: "diagnostic" | "appartement";
}

/**
 * One statement (the lot left-joined to its DPE row): it goes with the other reads of a request, one round trip.
 * `appartementId` may be a subquery (the lot of a dossier: `lotDuDossier`), read in that same statement.
 */
export async function energieDuLot(
  ports: Ports,
  appartementId: number | SQL,
): Promise<EnergieDuLot | undefined> {
  const [r] = await ports.db
    .select(ENERGIE_COLS)
    .from(Appartement)
    .leftJoin(Diagnostic, dpeDuLot)
    .where(eq(Appartement.id, appartementId));
  return r ? energieLue(r) : undefined;
}

/** The columns energieDuLot reads, for a statement that joins the lot and its DPE (`dpeDuLot`) itself. */
export const ENERGIE_COLS = {
  codePostal: Appartement.codePostal,
  classeLot: Appartement.classeEnergie,
  dpe: Diagnostic.id,
  // The class an ADEME attestation gives, when the DPE carries one (issue 73 item 5).
  classeDpe: sql<
    string | null
  >`coalesce(nullif(${Diagnostic.classeApresAttestation}, ''), ${Diagnostic.classe})`,
  energieFinale: Diagnostic.energieFinale,
};
export const dpeDuLot = and(
  eq(Diagnostic.AppartementId, Appartement.id),
  eq(Diagnostic.type, "dpe"),
);

/** The DPE the rules judge from the columns read: the diagnostic's when there is one, else the lot's class. */
export function energieLue(r: {
  codePostal: string;
  classeLot: string | null;
  dpe: number | null;
  classeDpe: string | null;
  energieFinale: number | null;
}): EnergieDuLot {
  const diagnostic = r.dpe != null;
  return {
    classe: (diagnostic ? r.classeDpe : r.classeLot) ?? null,
    energieFinale: diagnostic ? (r.energieFinale ?? null) : null,
    codePostal: r.codePostal,
    source: diagnostic ? "diagnostic" : "appartement",
  };
}

/** The lot of a dossier, as a subquery for energieDuLot. */
export const lotDuDossier = (dossierId: number): SQL =>
  sql`(select "AppartementId" from "Dossier" where "id" = ${dossierId})`;

/** A lease taking effect on `date` on this lot: the French 409 when the dwelling is not decent then. */
export function refusIndecence(lot: EnergieDuLot | undefined, date: string): void {
  const raison = lot ? raisonIndecence(lot, date) : null;
  if (raison) throw conflict(raison);
}

/**
 * For a write sent as one batch after its reads (tenant/add, a renewal): the batch's first statement, which fails
 * (rolling the batch back) unless the lot's DPE is still the one read, so that a DPE changed in parallel between the
 * read and the write is never let through. It inserts a Diagnostic row whose NOT NULL day is null: the one failure
 * `estDpeChange` recognises (every real Diagnostic write has its day). As imports/prise.ts does for its claim.
 */
export function dpeInchangeStatement(appartementId: number, lu: EnergieDuLot): SQL {
  const classe = lu.source === "diagnostic" ? sql`d."classe"` : sql`a."classeEnergie"`;
  const dpe = lu.source === "diagnostic" ? sql`d."id" is not null` : sql`d."id" is null`;
  return sql`insert into "Diagnostic" ("AppartementId", "type", "dateRealisation", "createdAt", "updatedAt")
    select ${appartementId}, 'dpe', null, '', ''
    where not exists (select 1 from "Appartement" a
      left join "Diagnostic" d on d."AppartementId" = a."id" and d."type" = 'dpe'
      where a."id" = ${appartementId} and ${dpe} and ${classe} is ${lu.classe}
        and (d."energieFinale" is ${lu.energieFinale} or d."id" is null) and a."codePostal" is ${lu.codePostal})`;
}

export const MSG_DPE_CHANGE =
  "Le diagnostic de performance énergétique du logement vient d'être modifié : vérifiez-le, puis recommencez.";

/** The failure of dpeInchangeStatement, as the driver reports it (possibly wrapped by drizzle). */
export function estDpeChange(e: unknown): boolean {
  for (let err = e, depth = 0; err && depth < 6; err = causeOf(err), depth++)
    if (/NOT NULL constraint failed: Diagnostic\.dateRealisation/.test(String(messageOf(err))))
      return true;
  return false;
}

const messageOf = (e: unknown) =>
  typeof e === "object" && e && "message" in e ? e.message : undefined;
const causeOf = (e: unknown) => (typeof e === "object" && e && "cause" in e ? e.cause : undefined);
