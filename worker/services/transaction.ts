import { clearResponseCaches, type Ports } from "../ports";

/** Ports whose `db` is an open write transaction; work outside the database waits for the commit. */
export interface TxPorts extends Ports {
  /**
   * Runs after a successful commit (deleting stored objects, sending a queued e-mail): never undone by a rollback, so
   * never before it. The task gets the ports outside the transaction, whose database it may use.
   */
  afterCommit(task: (ports: Ports) => Promise<void>): void;
}

const isTx = (p: Ports): p is TxPorts => "afterCommit" in p && typeof p.afterCommit === "function";

/**
 * Runs `work` in one write transaction (BEGIN IMMEDIATE: the write lock is taken first, so the reads that guard a
 * write see what parallel requests committed and no other writer slips in between). A failure anywhere rolls
 * everything back. Called inside another transaction, it joins it.
 */
export async function inTransaction<T>(
  ports: Ports,
  work: (tx: TxPorts) => Promise<T>,
): Promise<T> {
  if (isTx(ports)) return work(ports);
  let after: ((ports: Ports) => Promise<void>)[] = [];
  const result = await ports.db.transaction((db) => {
    // The edge's database runs the transaction again after a SQLITE_BUSY (entry/busy-retry.ts): only the tasks of
    // the run that committed may run.
    after = [];
    return work({ ...ports, db, afterCommit: (t) => void after.push(t) });
  });
  // Any commit may change any list: the cached ones go now, not only when a write request ends (the daily job
  // writes for seconds outside any request).
  clearResponseCaches(ports);
  for (const task of after) {
    // The data is committed: a stored object that failed to go is an orphan to log, not an error for the user.
    await task(ports).catch((e) => (ports.log ?? console.error)("[après validation]", e));
  }
  return result;
}

/** Outside a transaction, runs the task now; inside one, after its commit. */
export function afterCommit(ports: Ports, task: (ports: Ports) => Promise<void>): Promise<void> {
  if (isTx(ports)) {
    ports.afterCommit(task);
    return Promise.resolve();
  }
  return task(ports);
}
