import { sql } from "drizzle-orm";
import { AgenceParametres } from "../../db/schema";
import {
  changementIban,
  MODES_VERIFICATION,
  type ModeVerification,
  MSG_SEQUESTRE_A_VERIFIER,
  MSG_SEQUESTRE_AUTEUR,
  MSG_SEQUESTRE_RIEN_A_CONFIRMER,
  refusConfirmation,
  STATUTS_IBAN,
} from "../../domain/iban-verification/regles";
import { confirmerIbanSchema } from "../../domain/iban-verification/schemas";
import { lueParmi } from "../../domain/parmi";
import { AGENCE_PAR_DEFAUT } from "../../lib/agence";
import { ApiError, conflict } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";

// The agency's own trust account (issue 59, item 3; ADR 068): a change of its IBAN or BIC (PUT /api/agence) holds
// every SEPA file until another admin or comptable confirms it.

type Stored = typeof AgenceParametres.$inferSelect;

export const MSG_SEQUESTRE_CHANGE =
  "Le compte séquestre de l'agence a changé entre-temps : relisez-le avant de le confirmer.";

/** What GET /api/agence shows of the IBAN's verification, from the settings' row (defaults without one). */
export function verificationDe(row: Stored | undefined) {
  return {
    verificationIban: lueParmi(
      MODES_VERIFICATION,
      row?.verificationIban ?? "deuxieme_personne",
      "AgenceParametres.verificationIban",
    ),
    ibanStatut: lueParmi(STATUTS_IBAN, row?.ibanStatut ?? "verifie", "AgenceParametres.ibanStatut"),
    ibanModifiePar: row?.ibanModifiePar ?? null,
    ibanModifieAt: row?.ibanModifieAt ?? null,
  };
}

/**
 * The columns PUT /api/agence writes besides the identity: the mode when given, and the trust account held
 * "a_verifier" by `auteur` when its effective IBAN or BIC changes (a first one included).
 */
export function colonnesVerification(
  avant: { iban: string; bic: string },
  apres: { iban: string; bic: string },
  mode: ModeVerification | undefined,
  auteur: string,
  at: string,
) {
  const change = changementIban(avant, apres) !== "aucun";
  return {
    ...(mode ? { verificationIban: mode } : {}),
    ...(change
      ? { ibanStatut: "a_verifier" as const, ibanModifiePar: auteur, ibanModifieAt: at }
      : {}),
  };
}

/** No SEPA file (payouts', direct debits') while the trust account waits for its confirmation: a French 409. */
export function exigerSequestreVerifie(rows: readonly Stored[]) {
  const row = rows[0];
  if (row?.ibanStatut === "a_verifier")
    throw conflict(MSG_SEQUESTRE_A_VERIFIER(row.ibanModifiePar, row.ibanModifieAt));
}

/**
 * POST /api/agence/iban/confirmer by `par`: the trust account verified, if it is pending, was changed by someone
 * else and (when `iban` is given) is still the one read on the screen. One conditional write, then its outcome.
 */
export async function confirmerSequestre(ports: Ports, par: string, input: unknown) {
  const { iban } = parseWith(confirmerIbanSchema, input);
  const lu = iban ?? null;
  const hote = (ports.config.agence ?? AGENCE_PAR_DEFAUT).iban;
  const [, [won], [row]] = await inOneTrip(ports, [
    ports.db.run(sql`update "AgenceParametres" set "ibanStatut" = 'verifie', "updatedAt" = ${ports.clock.now().toISOString()}
      where "id" = 1 and "ibanStatut" = 'a_verifier' and lower(coalesce("ibanModifiePar", '')) <> lower(${par})
        and (${lu} is null or coalesce(nullif("iban", ''), ${hote}) = ${lu})`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ports.db.select().from(AgenceParametres),
  ]);
  const etat = verificationDe(row);
  if (Number(won?.n) === 1) {
    const { verificationIban: _, ...statut } = etat;
    return statut;
  }
  const refus = refusConfirmation(
    etat.ibanStatut === "a_verifier" ? { auteur: etat.ibanModifiePar ?? "" } : undefined,
    par,
    MSG_SEQUESTRE_RIEN_A_CONFIRMER,
    MSG_SEQUESTRE_AUTEUR,
  );
  if (refus?.status === 403) throw new ApiError(403, "forbidden", refus.message);
  throw conflict(refus?.message ?? MSG_SEQUESTRE_CHANGE);
}
