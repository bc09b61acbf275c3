import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { inProcessQueue } from "../../worker/jobs/queue";
import { emptyOutcome } from "../../worker/jobs/outcome";

// The Node entry runs the daily job's batches in its own process (jobs/queue.ts). The embedded driver answers
// synchronously, so a run that never gave the event loop a turn held up every request until its end: 2,000 dossiers'
// reminders kept the server silent for 10 s. Between two batches, whatever was waiting (a request) runs.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

describe("the daily job's batches on Node", () => {
  it("let a waiting request through between two batches", async () => {
    const queue = inProcessQueue(t.ports, emptyOutcome());
    const order: string[] = [];
    const batches = Array.from({ length: 3 }, () => ({
      kind: "envois" as const,
      runId: 0,
      outboxIds: [],
    }));
    const run = queue.send(batches).then(() => order.push("lots"));
    const request = t
      .call("GET", "/api/version", null)
      .then((r) => order.push(`requête ${r.status}`));
    await Promise.all([run, request]);
    expect(order).toEqual(["requête 200", "lots"]);
  });
});
