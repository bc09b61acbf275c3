import { and, eq, gt, isNotNull, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { Dossier, History, Locataire } from "../db/schema";
import { fieldOf } from "../lib/error-fields";
import type { Ports } from "../ports";
import { today } from "../lib/dates";
import { fullName, writeHistory } from "./history";
import { inTransaction } from "./transaction";
import { closableSql } from "./reconduction/sql";

/** The lease's end ends it only when the law does not renew it or a notice set it (issue 73): else it is renewed. */
const closable = sql.raw(closableSql(`"Dossier"`));

/** A dossier as stored. */
type DossierRow = typeof Dossier.$inferSelect;

// The end of a lease: one open dossier per apartment and tenant (the stored `clos` marker and the partial unique
// index Dossier_ouvert_uq), and the history a closing writes. docs/topics/transactions-and-concurrency.md, "Parallel requests".

export const MSG_DOSSIER_OUVERT = "Ce locataire a déjà un dossier en cours dans cet appartement.";
/** The history's user when a lease ends by its date (the daily job, or a write of the same pair first). */
export const SYSTEM_USER = "Automatique";

type Pair = { AppartementId: number; LocataireId: number };
const ofPair = (p: Pair) =>
  and(eq(Dossier.AppartementId, p.AppartementId), eq(Dossier.LocataireId, p.LocataireId));

async function tenantName(ports: Ports, locataireId: number) {
  const [l] = await ports.db.select().from(Locataire).where(eq(Locataire.id, locataireId));
  return l ? fullName(l) : `n° ${locataireId}`;
}

/**
 * History of a dossier that just closed ("Sortie du locataire ..." when the tenant leaves, "Fin du bail ..." when
 * its end date passed), then "Appartement vacant" when no running dossier remains in the apartment (by their dates).
 */
export async function recordClosing(ports: Ports, dossier: DossierRow, etat: string, user: string) {
  const appartementId = dossier.AppartementId;
  await writeHistory(ports, appartementId, etat, user);
  const day = today(ports.clock);
  const [running] = await ports.db
    .select({ id: Dossier.id })
    .from(Dossier)
    .where(
      and(
        eq(Dossier.AppartementId, appartementId),
        or(isNull(Dossier.dateFinBail), gt(Dossier.dateFinBail, day)),
      ),
    )
    .limit(1);
  if (!running) await writeHistory(ports, appartementId, "Appartement vacant", user);
}

export const finDuBail = async (ports: Ports, dossier: DossierRow) =>
  `Fin du bail du locataire ${await tenantName(ports, dossier.LocataireId)}`;

/**
 * Marks closed the dossiers whose end date has passed (Paris day) while their marker still says open, and that end
 * by it (a notice given, or a kind never renewed: the others are renewed by the daily job, services/reconduction/): every one
 * (the daily job) or those of one pair (before a write of that pair, so that a lease ended since the last run never
 * blocks the next one). One conditional UPDATE: run twice, the second closes nothing. Returns how many it closed.
 */
export async function closeExpired(
  ports: Ports,
  opts: { pair?: Pair; exceptId?: number; user?: string } = {},
) {
  return inTransaction(ports, async (tx) => {
    const day = today(tx.clock);
    const conds: (SQL | undefined)[] = [
      eq(Dossier.clos, false),
      isNotNull(Dossier.dateFinBail),
      lte(Dossier.dateFinBail, day),
      closable,
    ];
    if (opts.pair) conds.push(ofPair(opts.pair));
    if (opts.exceptId !== undefined) conds.push(ne(Dossier.id, opts.exceptId));
    const closed = await tx.db
      .update(Dossier)
      .set({ clos: true, updatedAt: tx.clock.now().toISOString() })
      .where(and(...conds))
      .returning();
    for (const d of closed)
      await recordClosing(tx, d, await finDuBail(tx, d), opts.user ?? SYSTEM_USER);
    return closed.length;
  });
}

/**
 * `closeExpired` for one pair as statements of a write batch (services/one-trip.ts), its rules in SQL: the history
 * of the pair's lease ended by its date ("Fin du bail du locataire …", `etat`), "Appartement vacant" when no
 * dossier of the apartment runs then, and the marker, in that order (the order closeExpired writes them). At most
 * one dossier of a pair is open (the unique index), so at most one is closed.
 */
export function closeExpiredStatements(ports: Ports, pair: Pair, etat: string) {
  const day = today(ports.clock);
  const now = ports.clock.now().toISOString();
  const stale = and(
    ofPair(pair),
    eq(Dossier.clos, false),
    isNotNull(Dossier.dateFinBail),
    lte(Dossier.dateFinBail, day),
    closable,
  );
  const running = and(
    eq(Dossier.AppartementId, pair.AppartementId),
    or(isNull(Dossier.dateFinBail), gt(Dossier.dateFinBail, day)),
  );
  const { db } = ports;
  const history = sql`insert into ${History} (${sql.identifier(History.AppartementId.name)}, ${sql.identifier(History.etat.name)}, ${sql.identifier(History.user.name)}, ${sql.identifier(History.createdAt.name)})`;
  return [
    db.run(
      sql`${history} select ${Dossier.AppartementId}, ${etat}, ${SYSTEM_USER}, ${now} from ${Dossier} where ${stale}`,
    ),
    db.run(
      sql`${history} select ${pair.AppartementId}, ${"Appartement vacant"}, ${SYSTEM_USER}, ${now} where exists (select 1 from ${Dossier} where ${stale}) and not exists (select 1 from ${Dossier} where ${running})`,
    ),
    db.update(Dossier).set({ clos: true, updatedAt: now }).where(stale),
  ] as const;
}

/** The refusal of a second open dossier of a pair by the partial unique index (`Dossier_ouvert_uq`). */
export function isOpenPairConflict(e: unknown): boolean {
  for (let err = e, depth = 0; err && depth < 6; err = fieldOf(err, "cause"), depth++)
    if (
      /UNIQUE constraint failed: Dossier\.AppartementId, Dossier\.LocataireId/.test(
        String(fieldOf(err, "message")),
      )
    )
      return true;
  return false;
}

/**
 * Before a dossier of this pair is written open: settles the pair's stale markers, then says whether another open
 * dossier holds the pair (the French 409). Inside the write's transaction; the unique index backs it.
 */
export async function openPairConflict(
  ports: Ports,
  data: Pair & { clos?: boolean },
  existingId?: number,
): Promise<string | null> {
  const pair = { AppartementId: data.AppartementId, LocataireId: data.LocataireId };
  await closeExpired(ports, { pair, exceptId: existingId });
  if (data.clos) return null;
  const others = [ofPair(pair), eq(Dossier.clos, false)];
  if (existingId !== undefined) others.push(ne(Dossier.id, existingId));
  const [open] = await ports.db
    .select({ id: Dossier.id })
    .from(Dossier)
    .where(and(...others))
    .limit(1);
  return open ? MSG_DOSSIER_OUVERT : null;
}

/** After an edit: a dossier closed by its new end date gets its history; one opened again too. */
export async function recordEdit(
  ports: Ports,
  row: DossierRow,
  existing: DossierRow,
  user: string,
) {
  if (row.clos === existing.clos) return;
  if (row.clos) await recordClosing(ports, row, await finDuBail(ports, row), user);
  else
    await writeHistory(
      ports,
      row.AppartementId,
      `Reprise du bail du locataire ${await tenantName(ports, row.LocataireId)}`,
      user,
    );
}
