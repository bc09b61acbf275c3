import { fieldOf } from "../lib/error-fields";
import { StartupError } from "./startup-error";

// Who is calling, for rate limits, on the Node entry. Anyone can write X-Forwarded-For, so by default the socket's
// address is the answer; the header is read only when TRUST_PROXY says how many proxies of ours stand in front.

/** TRUST_PROXY -> number of trusted proxies: unset, "", "false" or "0" -> 0; "true" -> 1; "N" -> N. */
export function trustedProxies(value: string | undefined): number {
  const v = (value ?? "").trim().toLowerCase();
  if (v === "" || v === "false" || v === "0") return 0;
  if (v === "true") return 1;
  if (/^[1-9]\d{0,1}$/.test(v)) return Number(v);
  throw new StartupError(
    `TRUST_PROXY vaut « ${value} » : indiquez « true » (un proxy), le nombre de proxys de confiance devant le serveur (1, 2…) ou « false ».`,
  );
}

// Dual-stack sockets report IPv4 callers as ::ffff:a.b.c.d; one caller, one key.
const plain = (a: string) => (a.startsWith("::ffff:") && a.includes(".") ? a.slice(7) : a);

/**
 * `env` is what @hono/node-server passes to fetch: `{ incoming, outgoing }`. Each trusted proxy appends the address
 * it received the request from to X-Forwarded-For, so with N of them the caller is the Nth entry from the right
 * (entries further left were written by the caller and prove nothing). A shorter header: the leftmost entry.
 */
export function nodeClientAddress(trusted: number) {
  return (req: Request, env: unknown): string => {
    // The adapter's env (undefined in in-process requests; its types say unknown): incoming.socket.remoteAddress.
    const remote = fieldOf(fieldOf(fieldOf(env, "incoming"), "socket"), "remoteAddress");
    const socket = plain(typeof remote === "string" ? remote : "inconnue");
    if (trusted === 0) return socket;
    const forwarded = (req.headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const chain = [socket, ...forwarded.reverse()]; // nearest hop first
    return plain(chain[Math.min(trusted, chain.length - 1)] ?? socket);
  };
}
