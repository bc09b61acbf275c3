import { fieldOf } from "../lib/error-fields";
import { and, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import { Outbox } from "../db/schema";
import type { Mail, Ports } from "../ports";
import { notFound } from "../lib/errors";
import { resolveAttachment } from "./quitance/attachment";

// Every e-mail is queued here first, then delivered by whoever runs next (the job, a reminder, the admin's resend):
// a transport down or absent loses nothing. Queuing is idempotent (dedupeKey), sending is claimed row by row with a
// conditional UPDATE, so two runs or two isolates never send the same row twice at once.

export interface OutboxMail {
  dedupeKey: string;
  to: string;
  subject: string;
  body: string;
  attachment?: string | null;
  QuitanceId?: number | null;
}

/** A claimed row that was never finished (a run killed mid-send) may be taken again after this long. */
const CLAIM_TIMEOUT_MS = 10 * 60 * 1000;
/** After this many failed attempts a row stops being retried by itself; the admin can still resend it. */
export const MAX_ATTEMPTS = 5;

/** Queues a mail once per dedupeKey; returns its id (the existing row's when already queued). */
export async function enqueue(ports: Ports, mail: OutboxMail): Promise<number> {
  const now = ports.clock.now().toISOString();
  const [row] = await ports.db
    .insert(Outbox)
    .values({ ...mail, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: Outbox.dedupeKey })
    .returning({ id: Outbox.id });
  if (row) return row.id;
  const [existing] = await ports.db
    .select({ id: Outbox.id })
    .from(Outbox)
    .where(eq(Outbox.dedupeKey, mail.dedupeKey));
  return existing!.id;
}

/** Takes the row for this sender if it is pending (or its claim is stale); null when someone else has it. */
async function claim(ports: Ports, id: number) {
  const now = ports.clock.now();
  const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const [row] = await ports.db
    .update(Outbox)
    .set({
      status: "sending",
      claimedAt: now.toISOString(),
      attempts: sql`${Outbox.attempts} + 1`,
      updatedAt: now.toISOString(),
    })
    .where(
      and(
        eq(Outbox.id, id),
        or(
          eq(Outbox.status, "pending"),
          and(eq(Outbox.status, "sending"), lt(Outbox.claimedAt, stale)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

async function deliverOne(ports: Ports, id: number): Promise<"sent" | "pending" | "failed" | null> {
  const row = await claim(ports, id);
  if (!row) return null;
  const now = () => ports.clock.now().toISOString();
  try {
    const mail: Mail = { to: row.to, subject: row.subject, text: row.body };
    if (row.attachment) mail.attachments = [await resolveAttachment(ports, row.attachment)];
    await ports.mailer.send(mail);
    await ports.db
      .update(Outbox)
      .set({ status: "sent", sentAt: now(), lastError: null, updatedAt: now() })
      .where(eq(Outbox.id, id));
    return "sent";
  } catch (e) {
    const status = row.attempts >= MAX_ATTEMPTS ? "failed" : "pending";
    const lastError = String(fieldOf(e, "message") ?? e).slice(0, 500);
    await ports.db
      .update(Outbox)
      .set({ status, lastError, updatedAt: now() })
      .where(eq(Outbox.id, id));
    return status;
  }
}

/**
 * Sends what is pending (or only `ids`), one row at a time; without a configured transport, nothing is tried and
 * everything stays pending. Returns how many were sent and failed.
 */
export async function deliverOutbox(
  ports: Ports,
  ids?: number[],
): Promise<{ sent: number; failed: number; pending: number }> {
  const stale = new Date(ports.clock.now().getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const open = or(
    eq(Outbox.status, "pending"),
    and(eq(Outbox.status, "sending"), lt(Outbox.claimedAt, stale)),
  );
  const rows = await ports.db
    .select({ id: Outbox.id })
    .from(Outbox)
    .where(and(open, ids ? inArray(Outbox.id, ids) : undefined))
    .orderBy(Outbox.id);
  const result = { sent: 0, failed: 0, pending: 0 };
  if (ports.mailer.configured === false) return { ...result, pending: rows.length };
  for (const { id } of rows) {
    const r = await deliverOne(ports, id);
    if (r === "sent") result.sent++;
    else if (r) result[r === "failed" ? "failed" : "pending"]++;
  }
  return result;
}

const LISTED = {
  id: Outbox.id,
  to: Outbox.to,
  subject: Outbox.subject,
  status: Outbox.status,
  attempts: Outbox.attempts,
  lastError: Outbox.lastError,
  sentAt: Outbox.sentAt,
  createdAt: Outbox.createdAt,
  QuitanceId: Outbox.QuitanceId,
};

/** The outbox as the admin sees it in the settings: the latest 200, newest first. */
export const listOutbox = (ports: Ports) =>
  ports.db.select(LISTED).from(Outbox).orderBy(desc(Outbox.id)).limit(200);

/** The admin's resend: the row goes back to pending (attempts from zero), then one delivery is tried now. */
export async function resend(ports: Ports, id: number) {
  const now = ports.clock.now().toISOString();
  const [row] = await ports.db
    .update(Outbox)
    .set({ status: "pending", attempts: 0, lastError: null, claimedAt: null, updatedAt: now })
    .where(eq(Outbox.id, id))
    .returning({ id: Outbox.id });
  if (!row) throw notFound("Cet e-mail est introuvable.");
  await deliverOutbox(ports, [id]);
  const [after] = await ports.db.select(LISTED).from(Outbox).where(eq(Outbox.id, id));
  return after!;
}
