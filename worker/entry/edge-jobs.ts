import { consumeJob } from "../jobs/queue";
import { logJob } from "../jobs/log";
import { runScheduled } from "../jobs/scheduled";
import { runProgress } from "../services/job-runs";
import { systemClock, type Clock, type JobQueue, type Ports } from "../ports";
import { agencyById, agencyEnv, allAgencies } from "./agency-directory";
import type { EdgeMessage, Env } from "./edge-env";
import { ensureBootstrapped, portsFor, stateFor } from "./edge-isolate";
import { abandonnerImport } from "../services/imports/file-attente";
import {
  countingBinding,
  countingFetch,
  newSubrequests,
  totalOf,
  type Subrequests,
} from "./subrequests";

// The daily job's handlers on the edge (ADR 015): the cron plans, the queue's consumer does the batches. With a
// platform of many agencies (ADR 018) the cron only reads the platform table and queues one planning message per
// agency: each agency's run then costs what a single agency's does, in invocations of its own.

/** The cron: the day's run of the one agency, or the fan-out to every agency of the platform. */
export function scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
  if (env.PLATFORM_LIBSQL_URL) return ctx.waitUntil(fanOut(env, controller.scheduledTime));
  const count = newSubrequests();
  // The job's "now" is the time the cron was due: a late start still works on the day it was meant for.
  const clock = { now: () => new Date(controller.scheduledTime) };
  const ports = portsFor(env, stateFor(env), clock, count);
  ctx.waitUntil(
    planRun(env, ports, count).then(
      (runId) => logInvocation(ports, "scheduled", count, { runId }),
      (e) => {
        logJob(ports, "job.failure", { what: "cron", message: String(e) });
        throw e;
      },
    ),
  );
}

/** One agency's daily run: its first start if need be, then what is due found and queued. */
async function planRun(env: Env, ports: Ports, count: Subrequests, agence?: string) {
  await ensureBootstrapped(stateFor(env), ports, env);
  const jobs = env.JOBS && edgeQueue(env.JOBS, count, agence);
  return (await runScheduled(jobs ? { ...ports, jobs } : ports, "cron")).runId;
}

/** The platform's cron: one round trip to the platform table, one send per 100 agencies. */
async function fanOut(env: Env, scheduledTime: number) {
  const count = newSubrequests();
  const at = new Date(scheduledTime).toISOString();
  const agencies = await allAgencies(env, countingFetch(count, "libsql"));
  if (env.JOBS)
    await send(
      countingBinding(env.JOBS, count, "queue"),
      agencies.map((a) => ({ kind: "planifier" as const, agence: a.id, at })),
    );
  else
    for (const a of agencies) {
      const target = agencyEnv(env, a);
      if ("error" in target) console.error(JSON.stringify({ event: "job.failure", agence: a.id }));
      else {
        const ports = portsFor(
          target.env,
          stateFor(target.env),
          { now: () => new Date(at) },
          count,
        );
        await planRun(target.env, ports, count, a.id);
      }
    }
  console.log(
    JSON.stringify({
      event: "job.invocation",
      handler: "scheduled",
      agences: agencies.length,
      subrequests: { ...count, total: totalOf(count) },
    }),
  );
}

/**
 * The daily job's batches (ADR 015): each message is one batch of fixed size, of one agency. A failing one is
 * retried later with a growing delay; after wrangler.toml's max_retries it goes to the dead-letter queue, whose
 * consumer (this handler too) writes its failure into the run's report. What a batch committed is never made twice
 * by its retry.
 */
export async function queue(batch: MessageBatch<EdgeMessage>, workerEnv: Env) {
  const count = newSubrequests();
  const dead = batch.queue.endsWith("-dlq");
  const seen = new Map<string, { env: Env; ports: Ports } | null>();
  let last: Ports | undefined;
  for (const m of batch.messages) {
    const body = m.body;
    const target = await targetOf(
      workerEnv,
      body.agence,
      count,
      seen,
      body.kind === "planifier" ? body.at : undefined,
    );
    if (!target) {
      // An agency that has left the platform, or whose secrets are missing: nothing to do, nowhere to report it.
      console.error(JSON.stringify({ event: "job.failure", agence: body.agence, kind: body.kind }));
      m.ack();
      continue;
    }
    const { env, ports } = target;
    last = ports;
    if (dead) {
      await reportAbandoned(ports, body, "tentatives épuisées");
      m.ack();
      continue;
    }
    try {
      if (body.kind === "planifier") await planRun(env, ports, count, body.agence);
      else {
        if (!env.JOBS) throw new Error("file JOBS absente");
        await ensureBootstrapped(stateFor(env), ports, env);
        await consumeJob(ports, edgeQueue(env.JOBS, count, body.agence), body);
      }
      m.ack();
    } catch (e) {
      logJob(ports, "job.failure", {
        runId: body.runId,
        kind: body.kind,
        agence: body.agence,
        attempt: m.attempts,
        message: String(e).slice(0, 300),
      });
      m.retry({ delaySeconds: Math.min(30 * 2 ** (m.attempts - 1), 3600) });
    }
  }
  if (last)
    logInvocation(last, dead ? "dead-letter" : "queue", count, {
      messages: batch.messages.length,
      kinds: batch.messages.map((m) => m.body.kind),
      runIds: [...new Set(batch.messages.map((m) => m.body.runId).filter(Boolean))],
    });
}

/** The env and ports a message runs with: its agency's (one platform read per invocation at most), or the worker's. */
async function targetOf(
  workerEnv: Env,
  agence: string | undefined,
  count: Subrequests,
  seen: Map<string, { env: Env; ports: Ports } | null>,
  at?: string,
) {
  const clock: Clock = at ? { now: () => new Date(at) } : systemClock;
  const key = `${agence ?? ""}@${at ?? ""}`;
  if (seen.has(key)) return seen.get(key) ?? null;
  let env: Env | null = workerEnv;
  if (agence !== undefined) {
    const agency = workerEnv.PLATFORM_LIBSQL_URL
      ? await agencyById(workerEnv, agence, countingFetch(count, "libsql"))
      : null;
    const derived = agency && agencyEnv(workerEnv, agency);
    env = derived && "env" in derived ? derived.env : null;
  }
  const target = env && { env, ports: portsFor(env, stateFor(env), clock, count) };
  seen.set(key, target);
  return target;
}

/** A batch given up after its last try: its failure, in the run's report that Paramètres > Tâches shows. */
async function reportAbandoned(ports: Ports, body: EdgeMessage, message: string) {
  logJob(ports, "job.failure", {
    runId: body.runId,
    kind: body.kind,
    agence: body.agence,
    message,
  });
  // A queued import given up: its row says so (echoue, nothing written), its file released.
  if (body.kind === "import") return abandonnerImport(ports, body.importId).catch(() => {});
  if (body.runId !== undefined)
    await runProgress(ports, body.runId, {
      failures: [{ what: `lot ${body.kind} (abandonné)`, message }],
    })
      .run()
      .catch(() => {});
}

/** Queues takes at most 100 messages per sendBatch. */
async function send(queue: Queue<EdgeMessage>, messages: EdgeMessage[]) {
  for (let i = 0; i < messages.length; i += 100)
    await queue.sendBatch(messages.slice(i, i + 100).map((body) => ({ body })));
}

/**
 * The producer side of one agency's run (or of a request's queued import): its messages carry its id when the
 * deployment has many.
 */
export function edgeQueue(
  queue: Queue<EdgeMessage>,
  count: Subrequests,
  agence?: string,
): JobQueue {
  const counted = countingBinding(queue, count, "queue");
  return {
    send: (messages) =>
      send(counted, agence === undefined ? messages : messages.map((m) => ({ ...m, agence }))),
  };
}

function logInvocation(ports: Ports, handler: string, count: Subrequests, extra: object) {
  logJob(ports, "job.invocation", {
    handler,
    subrequests: { ...count, total: totalOf(count) },
    ...extra,
  });
}
