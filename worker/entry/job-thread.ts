import { parentPort, workerData } from "node:worker_threads";
import { serveJobs } from "../jobs/threads/serve";
import { dictionnaireDe } from "../lib/lignes-typees";
import { nodePorts } from "./node-ports";

// A job thread of the Node entry (ADR 096), started by jobs/threads/pool.ts with the main thread's environment:
// bundled beside node.mjs as dist/server/job-thread.mjs (scripts/build-server.mjs).
const estEnvironnement = dictionnaireDe((v: unknown): v is string => typeof v === "string");
if (!parentPort || !estEnvironnement(workerData))
  throw new Error(
    "job-thread : à lancer par jobs/threads/pool.ts, avec l'environnement du serveur",
  );
const env = workerData;
await serveJobs(parentPort, (clock) => nodePorts(env, clock));
