import type { Ports } from "../../ports";

// PLACEHOLDER of part B (issue 59): part A owns this file and provides the real check (a TOTP code of the user's
// secret, or one of its unused recovery codes, spent once). The lead takes part A's file at merge; until then no
// code is ever accepted, so a user with an active second factor cannot confirm in this branch.

/** Whether `code` is a valid second-factor code of the user (a TOTP, or an unused recovery code, spent once). */
export async function verifierSecondFacteur(
  _ports: Ports,
  _userId: number,
  _code: string,
): Promise<boolean> {
  return false;
}
