// The edge import tests' request body and queue (issue 61 item 7): a queue whose messages the test delivers to the
// worker's queue handler itself, against the instance's own database.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { DATE_REPRISE } from "../support/portefeuille-reprise";
import worker from "../../worker/entry/cloudflare";
import type { EdgeMessage, Env } from "../../worker/entry/edge-env";

/** The multipart body of POST /api/imports (the file in `fichier`, as the screen sends it, unless told). */
export function envoi(
  bytes: Uint8Array<ArrayBuffer>,
  nom = "reprise.xlsx",
  dateReprise = DATE_REPRISE,
  champ = "fichier",
) {
  const form = new FormData();
  form.append(champ, new File([bytes], nom));
  form.append("dateReprise", dateReprise);
  return form;
}

/** A queue as the worker's producer sees it; `livrer` hands what it holds to the worker's consumer, as Queues would. */
export function fileDeTest() {
  const enAttente: EdgeMessage[] = [];
  const binding = {
    async send(body: EdgeMessage) {
      enAttente.push(body);
    },
    async sendBatch(messages: Iterable<{ body: EdgeMessage }>) {
      for (const m of messages) enAttente.push(m.body);
    },
  } as unknown as Queue<EdgeMessage>; // the two methods the worker calls
  /**
   * Delivers `messages` (by default every waiting one) in one invocation; answers those the handler retried.
   * `queue`: "patrimoine-jobs-dlq" delivers them as the dead-letter queue does, once their tries are spent.
   */
  async function livrer(
    env: Env,
    messages = enAttente.splice(0),
    attempts = 1,
    queue = "patrimoine-jobs",
  ) {
    const batch = createMessageBatch<EdgeMessage>(
      queue,
      messages.map((body, i) => ({
        id: `${Date.now()}-${i}-${Math.random()}`,
        timestamp: new Date(),
        attempts,
        body,
      })),
    );
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    const result = await getQueueResult(batch, ctx);
    const retried = new Set(result.retryMessages.map((r: { msgId: string }) => r.msgId));
    return messages.filter((_, i) => result.retryBatch.retry || retried.has(batch.messages[i]!.id));
  }
  return { binding, enAttente, livrer };
}
