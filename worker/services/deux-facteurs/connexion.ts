import { eq, getTableColumns } from "drizzle-orm";
import { User } from "../../db/schema";
import type { Ports } from "../../ports";
import { avecDeuxFacteurs, type LoginKeys } from "../accounts";
import { inOneTrip } from "../one-trip";
import { backoffStateStatement, backoffTryStatement, hitsStatement } from "../rate-limit";
import { sessionEpochSql } from "../session-epoch";
import { exigerDeuxFacteursSql } from "./exigence";
import { clesAccesSql } from "../cles-acces/nombre";
import { cleNommee } from "../cles-acces/assertion";

// The login's second step (POST /user/login/code and /user/login/passkey, issue 59) under the password's limits: the
// code or the passkey takes a try on the same pair key (account and address) and counts on the address when wrong,
// exactly as a password does.

/**
 * The step's first round trip, one batch: the address's failures, one try taken on the pair unless its delay still
 * runs (`pairState` says until when), the challenge's account with its session epoch and the agency's flag, and
 * the account's passkey a passkey's assertion names (`credentialId`; none for a code).
 */
export async function codeAttempt(
  ports: Ports,
  keys: LoginKeys,
  window: number,
  userId: number,
  credentialId = "",
) {
  const [address, taken, pairState, users, cles] = await inOneTrip(ports, [
    hitsStatement(ports, keys.address, window),
    backoffTryStatement(ports, keys.pair),
    backoffStateStatement(ports, keys.pair),
    ports.db
      .select({
        ...getTableColumns(User),
        epoch: sessionEpochSql,
        exigerDeuxFacteurs: exigerDeuxFacteursSql,
        clesAcces: clesAccesSql,
      })
      .from(User)
      .where(eq(User.id, userId)),
    cleNommee(ports, userId, credentialId),
  ]);
  const user = users[0];
  return {
    addressFailures: address[0]?.count ?? 0,
    pairTaken: taken.length > 0,
    pairState: pairState[0],
    user: user && avecDeuxFacteurs(user),
    cle: cles[0],
  };
}
