import type {
  Client,
  InArgs,
  InStatement,
  ResultSet,
  Transaction,
  TransactionMode,
} from "@libsql/client";
import { readsOnly as readsOnlyText } from "../../db/reads-only";

// The writer named to the journal's triggers (ADR 029). Triggers cannot see the request, so every write this
// client sends — a statement on its own, a batch, a transaction — starts with a statement that sets the one row of
// JournalAuteur to the request's e-mail (NULL outside a request: "système"), in the same transaction and the same
// round trip: a statement on its own becomes a batch of two, a batch or a transaction gets one statement first.
// SQLite runs one write transaction at a time, so the row holds, while the triggers read it, what this write set.
// Every write starts that way, so none needs to clear it after.

const SET_SQL = `UPDATE "JournalAuteur" SET "email" = ?, "sessionId" = ? WHERE "id" = 1`;

/** Who writes: a signed-in user's e-mail and the session the request came from (issue 59); absent: the system. */
export type Auteur = { email: string; sessionId?: string } | undefined;

/** A statement SQLite runs without writing, or a pragma: sent as it is. */
const readsOnly = (sql: string) => readsOnlyText(sql) || /^\s*(pragma|explain)\b/i.test(sql);

type BatchStatement = InStatement | [string, InArgs?];
const sqlOf = (s: BatchStatement) => (typeof s === "string" ? s : Array.isArray(s) ? s[0] : s.sql);
const writes = (stmts: BatchStatement[]) => stmts.some((s) => !readsOnly(sqlOf(s)));
const setter = (auteur: Auteur): InStatement => ({
  sql: SET_SQL,
  args: [auteur?.email ?? null, auteur?.sessionId ?? null],
});

/** The answer of the statement after the setter: there is one (the batch ran them all, or threw). */
function second(rs: ResultSet[]): ResultSet {
  const r = rs[1];
  if (!r) throw new Error("journal: the batch answered no result for its statement");
  return r;
}

/** The transaction with the setter before its first write (its reads before that go as they are). */
function journaledTransaction(tx: Transaction, email: Auteur): Transaction {
  let named = false;
  const first = (stmts: InStatement[]) => {
    if (named || !writes(stmts)) return false;
    named = true;
    return true;
  };
  return {
    async execute(stmt: InStatement) {
      if (!first([stmt])) return tx.execute(stmt);
      return second(await tx.batch([setter(email), stmt]));
    },
    async batch(stmts: InStatement[]) {
      if (!first(stmts)) return tx.batch(stmts);
      return (await tx.batch([setter(email), ...stmts])).slice(1);
    },
    async executeMultiple(sql: string) {
      if (first([sql])) await tx.execute(setter(email));
      return tx.executeMultiple(sql);
    },
    commit: () => tx.commit(),
    rollback: () => tx.rollback(),
    close: () => tx.close(),
    get closed() {
      return tx.closed;
    },
  };
}

/** `inner`, with every write naming `auteur()` (read when the write is sent) to the journal first. */
export function journalClient(inner: Client, auteur: () => Auteur): Client {
  return {
    async execute(stmtOrSql: InStatement | string, args?: InArgs) {
      const stmt: InStatement =
        typeof stmtOrSql === "string" ? { sql: stmtOrSql, args: args ?? [] } : stmtOrSql;
      if (readsOnly(sqlOf(stmt))) return inner.execute(stmt);
      return second(await inner.batch([setter(auteur()), stmt], "write"));
    },
    async batch(stmts, mode) {
      if (mode === "read" || !writes(stmts)) return inner.batch(stmts, mode);
      return (await inner.batch([setter(auteur()), ...stmts], mode)).slice(1);
    },
    async transaction(mode?: TransactionMode) {
      const email = auteur();
      const tx = await inner.transaction(mode);
      return mode === "read" ? tx : journaledTransaction(tx, email);
    },
    // Migrations and scripts: the writer is the system (JournalAuteur may not exist yet).
    migrate: (stmts) => inner.migrate(stmts),
    executeMultiple: (sql) => inner.executeMultiple(sql),
    sync: () => inner.sync(),
    close: () => inner.close(),
    reconnect: () => inner.reconnect(),
    get closed() {
      return inner.closed;
    },
    get protocol() {
      return inner.protocol;
    },
  };
}
