// The edge entry's database for the bench: the test-only libSQL HTTP server (tests/support/libsql-server.ts) on a
// copy of the seeded file (DB_FILE), in its own process (PORT env), so that its CPU is neither the bench's nor the
// worker's, as a database over the network would be.
import Database from "libsql";
import { startLibsqlServer } from "../support/libsql-server";

const path = process.env.DB_FILE ?? "";
// WAL, as tests/support/edge-db.ts sets it: readers on one stream do not block a writer on another.
const init = new Database(path);
init.pragma("journal_mode = WAL");
init.close();
const server = await startLibsqlServer({ path, port: Number(process.env.PORT ?? 0) });
console.log(`libSQL (test) prêt sur ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
