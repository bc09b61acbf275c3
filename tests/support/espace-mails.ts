import { desc, eq } from "drizzle-orm";
import { Outbox } from "../../worker/db/schema";
import type { TestApp } from "./test-app";

// The spaces' e-mails as queued in the Outbox (issue 62): the last one to an address, its invitation link, its code.

export async function dernierCourriel(t: TestApp, to: string) {
  const [row] = await t.db
    .select()
    .from(Outbox)
    .where(eq(Outbox.to, to))
    .orderBy(desc(Outbox.id))
    .limit(1);
  return row;
}

/** The invitation's secret from the last mail to `to` (the end of its /espace/invitation/ link). */
export async function jetonInvite(t: TestApp, to: string) {
  const body = (await dernierCourriel(t, to))?.body ?? "";
  const m = /\/espace\/invitation\/([A-Za-z0-9_-]+)/.exec(body);
  if (!m?.[1]) throw new Error(`pas de lien d'invitation pour ${to}`);
  return m[1];
}

/** The 6-digit code from the last mail to `to`. */
export async function codeRecu(t: TestApp, to: string) {
  const body = (await dernierCourriel(t, to))?.body ?? "";
  const m = /: (\d{6})\b/.exec(body);
  if (!m?.[1]) throw new Error(`pas de code pour ${to}`);
  return m[1];
}
