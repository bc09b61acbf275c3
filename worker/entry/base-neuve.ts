import { openDatabase } from "./node-ports";

// `node dist/server/base-neuve.mjs <file>`, run by scripts/build-server.mjs once the bundle is written (ADR 140):
// makes <file> a new database as a first start would (the baseline, the migrations after it, the derived objects),
// by this bundle's own code, then leaves it one file (its WAL checkpointed, the connection closed). A first start
// copies it (base-neuve-copie.ts) and draws its own epoch.
const path = process.argv[2];
if (!path) throw new Error("usage : node dist/server/base-neuve.mjs <fichier>");
const { client } = await openDatabase(`file:${path}`);
await client.execute("PRAGMA wal_checkpoint(TRUNCATE)");
client.close();
