import type { Ports } from "../../ports";
import { deliverOutbox } from "../outbox";

// The spaces' e-mails leave after the answer where the host can (the edge's waitUntil), else right away on Node
// without being awaited: queued in the Outbox with their write, a transport down loses nothing (the job resends).
export function envoyerApres(ports: Ports, ids: readonly (number | undefined)[]) {
  const ok = ids.filter((id): id is number => id !== undefined);
  if (!ok.length) return;
  const work = deliverOutbox(ports, [...ok]).catch((e) =>
    (ports.log ?? console.error)("[espace] courriel", e),
  );
  ports.sharedLists?.waitUntil(work);
}
