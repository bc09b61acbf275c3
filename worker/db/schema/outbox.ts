import { sqliteTable, text, integer, index, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, timestamps } from "./_columns";
import { Quitance } from "./quitance";

// Every e-mail the app sends goes through this table first, so none is lost when the transport is down or absent:
// a run of the job (or a resend) delivers what is pending. `dedupeKey` makes queuing idempotent (a job run twice,
// two isolates at once); `claimedAt` lets one sender at a time take a row.
export const Outbox = sqliteTable(
  "Outbox",
  {
    id: id(),
    dedupeKey: text("dedupeKey").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    // What to attach, resolved when sending ("Quitance:12": that receipt's current document).
    attachment: text("attachment"),
    status: text("status", { enum: ["pending", "sending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("lastError"),
    claimedAt: text("claimedAt"),
    sentAt: text("sentAt"),
    QuitanceId: integer("QuitanceId").references(() => Quitance.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("Outbox_dedupeKey_uq").on(t.dedupeKey),
    index("Outbox_status_idx").on(t.status),
    index("Outbox_QuitanceId_idx").on(t.QuitanceId),
  ],
);
