import { and, eq, isNull, lt, or } from "drizzle-orm";
import { CodeSecours, User } from "../../db/schema";
import { codeSecoursSaisi, empreinteCode } from "../../domain/deux-facteurs/codes-secours";
import { codeTotpSaisi, pasDuCode } from "../../domain/deux-facteurs/totp";
import type { Ports } from "../../ports";

// Checks a second factor's code and spends it (issue 59): a TOTP code is good once (its 30-second step is stored,
// and only a later one passes), a recovery code once (its row marked used). Both by a conditional UPDATE whose
// returned row says who won: of two parallel uses of one code, exactly one passes, on either entry.

/** What a check reads of the account. */
export interface Facteur {
  id: number;
  totpSecret: string | null;
  totpActif: boolean;
  totpDernierPas: number | null;
}

/** The account's factor, for `verifierCodeDe` (one read). */
export const facteurDe = async (ports: Ports, userId: number): Promise<Facteur | undefined> =>
  (
    await ports.db
      .select({
        id: User.id,
        totpSecret: User.totpSecret,
        totpActif: User.totpActif,
        totpDernierPas: User.totpDernierPas,
      })
      .from(User)
      .where(eq(User.id, userId))
  )[0];

/**
 * Whether `code` (6 digits of the app, or a recovery code) is good for the account as read, spending it if so. An
 * account whose factor is not active has no good code.
 */
export async function verifierCodeDe(ports: Ports, user: Facteur, code: string): Promise<boolean> {
  const secret = user.totpSecret;
  if (!user.totpActif || !secret) return false;
  const now = ports.clock.now();
  if (codeTotpSaisi(code)) {
    const step = await pasDuCode(secret, code, now, user.totpDernierPas);
    if (step === null) return false;
    const spent = await ports.db
      .update(User)
      .set({ totpDernierPas: step })
      .where(
        and(
          eq(User.id, user.id),
          eq(User.totpActif, true),
          eq(User.totpSecret, secret),
          or(isNull(User.totpDernierPas), lt(User.totpDernierPas, step)),
        ),
      )
      .returning({ id: User.id });
    return spent.length === 1;
  }
  const saisi = codeSecoursSaisi(code);
  if (!saisi) return false;
  const spent = await ports.db
    .update(CodeSecours)
    .set({ utiliseAt: now.toISOString() })
    .where(
      and(
        eq(CodeSecours.UserId, user.id),
        eq(CodeSecours.codeHash, await empreinteCode(saisi)),
        isNull(CodeSecours.utiliseAt),
      ),
    )
    .returning({ id: CodeSecours.id });
  return spent.length === 1;
}

/**
 * The second factor of a signed-in user, checked and spent: a TOTP code or an unused recovery code. False for a
 * wrong or already used code, and for an account without an active factor (the caller then asks for the password).
 */
export async function verifierSecondFacteur(
  ports: Ports,
  userId: number,
  code: string,
): Promise<boolean> {
  const user = await facteurDe(ports, userId);
  return user ? verifierCodeDe(ports, user, code) : false;
}
