import { fieldOf } from "./error-fields";
import { ApiError, busy, MSG_STORE_UNAVAILABLE, storageFull, unavailable } from "./errors";
import type { FileStore } from "../ports";

// Failures of what the host provides (the database, the file store, the disk), told apart from the app's own bugs:
// they are answered 503 (try again) or 507 (disk full) in French, with nothing of the driver's message. The
// request's transaction, if any, is rolled back by then, and nothing is cached between requests that would keep
// the fault: the next request reaches the database again, so the app recovers by itself when it comes back.

// SQLite's codes for a database that cannot be read or written right now (libSQL's are the same, prefixed).
const SQLITE_DOWN =
  /^SQLITE_(CANTOPEN|IOERR|LOCKED|READONLY|NOTADB|CORRUPT|PROTOCOL|NOMEM|PERM|AUTH)/;
// Another connection holds the write lock (SQLITE_BUSY and its extended codes; « database is locked » is its message
// where a server sends no code): the database is up, the write was refused before it committed.
const SQLITE_BUSY = /^SQLITE_BUSY/;
const BUSY_MESSAGE = /database is locked/i;
// libSQL's client: closed, the remote server failing, a stream lost (HTTP / WebSocket to sqld or Turso).
const CLIENT_DOWN =
  /^(CLIENT_CLOSED|SERVER_ERROR|HRANA_|STREAM_|TRANSACTION_CLOSED|PROTOCOL_VERSION_ERROR|UNAUTHORIZED|BLOCKED)/;
// The network under an HTTP client (Node's fetch gives them as the cause's code).
const NETWORK_DOWN =
  /^(ECONNREFUSED|ECONNRESET|ECONNABORTED|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|UND_ERR)/;
// fetch() failing to reach the server (Node: TypeError "fetch failed"; workerd: Error "Network connection lost.").
const FETCH_DOWN =
  /fetch failed|network connection lost|network error|connection (refused|reset|closed)|socket hang up/i;
// The disk (or the database on it) is full.
const FULL = /^(ENOSPC|EDQUOT|SQLITE_FULL)/;

/** An error and its causes (drizzle wraps the driver's error, which wraps the network's). */
function* chain(err: unknown): Generator<{ code: string; message: string; name: string }> {
  for (
    let e = err, depth = 0;
    e && typeof e === "object" && depth < 6;
    e = fieldOf(e, "cause"), depth++
  ) {
    for (const code of [fieldOf(e, "extendedCode"), fieldOf(e, "code")])
      yield {
        code: typeof code === "string" ? code : "",
        message: String(fieldOf(e, "message") ?? ""),
        name: String(fieldOf(e, "name") ?? ""),
      };
  }
}

/** What a host failure is: the disk is full, the database busy or unreachable, or null (an ordinary error). */
export function hostFault(err: unknown): "full" | "busy" | "unavailable" | null {
  let down = false;
  for (const { code, message, name } of chain(err)) {
    if (FULL.test(code)) return "full";
    if (SQLITE_BUSY.test(code) || BUSY_MESSAGE.test(message)) return "busy";
    if (SQLITE_DOWN.test(code) || CLIENT_DOWN.test(code) || NETWORK_DOWN.test(code)) down = true;
    else if (/^(TypeError|Error)$/.test(name) && FETCH_DOWN.test(message)) down = true;
  }
  return down ? "unavailable" : null;
}

/** The ApiError a host failure is answered with, or null. */
export function faultError(err: unknown): ApiError | null {
  const fault = hostFault(err);
  if (fault === "full") return storageFull(err);
  if (fault === "busy") return busy(err);
  return fault === "unavailable" ? unavailable(undefined, err) : null;
}

/**
 * The file store as the app uses it: a failing put or get (R2 down, a disk error, a full disk) is a French 503 or
 * 507, whatever store the host gave. A delete is not wrapped: it runs after a commit, where a failure is logged.
 */
export function guardedStore(store: FileStore): FileStore {
  const wrap = (e: unknown) =>
    e instanceof ApiError
      ? e
      : hostFault(e) === "full"
        ? storageFull(e)
        : unavailable(MSG_STORE_UNAVAILABLE, e);
  return {
    async put(key, bytes, contentType) {
      try {
        await store.put(key, bytes, contentType);
      } catch (e) {
        throw wrap(e);
      }
    },
    async putStream(key, body, contentType) {
      try {
        return await store.putStream(key, body, contentType);
      } catch (e) {
        throw wrap(e);
      }
    },
    async get(key) {
      try {
        return await store.get(key);
      } catch (e) {
        throw wrap(e);
      }
    },
    delete: (key) => store.delete(key),
    deleteMany: (keys) => store.deleteMany(keys),
    async *list(prefix) {
      try {
        yield* store.list(prefix);
      } catch (e) {
        throw wrap(e);
      }
    },
    async listPage(prefix, cursor, limit) {
      try {
        return await store.listPage(prefix, cursor, limit);
      } catch (e) {
        throw wrap(e);
      }
    },
  };
}
