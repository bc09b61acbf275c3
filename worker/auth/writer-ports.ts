import type { Ports } from "../ports";

// The request's writer travels in its ports (ADR 060): requireAuth swaps the request's ports for these, whose `db`
// names the signed-in user in each write to the journal (ADR 029). Node's ports serve every request, so the ports of
// each writer are made once and kept (a few users; past WRITERS_MAX, they are made again); the edge's are the
// request's own.
const WRITERS_MAX = 256;
const byHost = new WeakMap<Ports, Map<string, Ports>>();

/**
 * `ports` whose writes name `email` and its session to the journal; `ports` itself where the host has no such
 * database.
 */
export function portsOfWriter(ports: Ports, email: string, sessionId?: string): Ports {
  if (!ports.dbDe) return ports;
  let writers = byHost.get(ports);
  if (!writers) byHost.set(ports, (writers = new Map()));
  const key = `${email}\n${sessionId ?? ""}`;
  let known = writers.get(key);
  if (!known) {
    if (writers.size >= WRITERS_MAX) writers.clear();
    known = { ...ports, db: ports.dbDe(email, sessionId) };
    writers.set(key, known);
  }
  return known;
}
