import type { MessagePort } from "node:worker_threads";
import type { Clock, JobMessage, JobQueue, Ports } from "../../ports";
import { fieldOf } from "../../lib/error-fields";
import { consumeJob } from "../queue";
import type { ThreadAnswer, ThreadRequest } from "../../ports/jobs";

// A job thread (ADR 096): its own ports on the same data folder (its own libSQL connection, the same files), the
// batches of the main thread's queue run one at a time by the same consumer as in process. What a batch queues
// (its e-mails) goes back to the main thread with its outcome: the main thread's queue sends them.

/**
 * Serves the main thread's batches on `port`, over the ports `open` makes (the entry's, on the main thread's data
 * folder and database) with a clock that is, for each batch, the main thread's time when it gave it.
 */
export async function serveJobs(port: MessagePort, open: (clock: Clock) => Promise<Ports>) {
  let now = new Date();
  const ports = await open({ now: () => now });
  let log: string[] = [];
  ports.log = (line) => void log.push(line);
  port.on("message", async (request: ThreadRequest) => {
    now = new Date(request.now);
    log = [];
    const messages: JobMessage[] = [];
    const queue: JobQueue = {
      async send(m) {
        messages.push(...m);
      },
    };
    let answer: ThreadAnswer;
    try {
      answer = { outcome: await consumeJob(ports, queue, request.msg), messages, log };
    } catch (e) {
      answer = { outcome: null, messages, log, error: String(fieldOf(e, "message") ?? e) };
    }
    port.postMessage(answer);
  });
}
