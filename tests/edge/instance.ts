// A separate instance of the edge entry for one test: its own fresh database (behind a server the test can stop and
// start, tests/support/libsql-control.ts) and its own isolate state (the entry keys that state by env).
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { inject } from "vitest";
import worker from "../../worker/entry/cloudflare";
import { ORIGIN } from "./call";

export async function freshInstance() {
  const control = inject("libsqlControlUrl");
  const { id, url } = (await (await fetch(`${control}/databases`, { method: "POST" })).json()) as { id: string; url: string };
  const instanceEnv = { ...env, LIBSQL_URL: url, LIBSQL_AUTH_TOKEN: undefined };
  let token = "";
  const send = (method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}, auth = true) =>
    worker.fetch(
      new Request(ORIGIN + path, { method, body, headers: { ...(auth && token ? { Authorization: `Token ${token}` } : {}), ...headers } }) as Request<unknown, IncomingRequestCfProperties>,
      instanceEnv,
      createExecutionContext(),
    );
  const call = (method: string, path: string, body?: unknown, auth = true) =>
    body instanceof FormData || body === undefined ? send(method, path, body, {}, auth) : send(method, path, JSON.stringify(body), { "Content-Type": "application/json" }, auth);
  const server = (action: "stop" | "start") => fetch(`${control}/databases/${id}/${action}`, { method: "POST" });
  return {
    env: instanceEnv,
    call,
    send,
    async login() {
      const res = await call("POST", "/api/user/login", { credentials: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } }, false);
      if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
      token = ((await res.json()) as { user: { token: string } }).user.token;
    },
    stopDatabase: () => server("stop"),
    startDatabase: () => server("start"),
  };
}
