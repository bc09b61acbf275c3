// HTTP/1.1 as a browser speaks it to the edge entry served on a real socket (wrangler dev, plain workerd): one
// connection kept alive between requests, or many connections at once. fetch() (undici) hides which connection a
// request went over; node:http says it (reusedSocket).
import http from "node:http";

export interface Answer {
  status: number;
  body: string;
  /** The request went over the connection the previous one used. */
  reused: boolean;
}

function request(
  origin: string,
  agent: http.Agent | false,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, method, path, headers, agent }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body: text, reused: req.reusedSocket }),
      );
    });
    // A broken connection shows as a hang, not an error: give up well before the test's own timeout.
    req.setTimeout(10_000, () =>
      req.destroy(new Error(`${method} ${path} : pas de réponse en 10 s`)),
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** One keep-alive connection: every request goes over the same socket while the server keeps it open. */
export function oneConnection(origin: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    send: (method: string, path: string, headers?: Record<string, string>, body?: string) =>
      request(origin, agent, method, path, headers, body),
    close: () => agent.destroy(),
  };
}

/** `count` requests at once, each on a connection of its own; the statuses (or error messages) in order. */
export function concurrently(
  origin: string,
  count: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<(number | string)[]> {
  return Promise.all(
    Array.from({ length: count }, () =>
      request(origin, false, "GET", path, headers).then(
        (a) => a.status,
        (e: Error) => e.message,
      ),
    ),
  );
}

/** Bodies the API refuses before reading them through, each followed by a valid request on the same connection. */
export const REFUSED_BODIES = {
  "415 (not JSON)": {
    path: "/api/user/login",
    headers: { "Content-Type": "text/plain" },
    body: "x".repeat(256 * 1024),
    status: 415,
  },
  "413 (JSON over 1 MB)": {
    path: "/api/user/login",
    headers: { "Content-Type": "application/json" },
    body: `{"x":"${"x".repeat(2 * 1024 * 1024)}"}`,
    status: 413,
  },
} as const;
