import { expect } from "vitest";
import type { Role } from "../../worker/domain/schemas/enums";
import type { TestApp } from "./test-app";
import { MSG_FORBIDDEN, callWithToken } from "./http";
import type { Req } from "./resources";

export type Caller = "anonymous" | Role;
/** An exact status, or "2xx" for any success. */
export type Expected = number | "2xx";
export type Matrix = Record<Caller, Expected>;

const CALLERS: Caller[] = ["anonymous", "user", "user_delete", "comptable", "admin"];
const BAD_TOKEN =
  "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXhwIjo0MTAyNDQ0ODAwfQ.c2lnbmF0dXJlLWZhdXNzZQ";

// Ready-made rows of the role matrix (spec 6).
export const OPEN: Matrix = {
  anonymous: 401,
  user: "2xx",
  user_delete: "2xx",
  comptable: "2xx",
  admin: "2xx",
};
export const ADMIN_ONLY: Matrix = {
  anonymous: 401,
  user: 403,
  user_delete: 403,
  comptable: 403,
  admin: "2xx",
};
export const DELETERS: Matrix = {
  anonymous: 401,
  user: 403,
  user_delete: "2xx",
  comptable: 403,
  admin: "2xx",
};
/** Where money leaves or the books go out (issue 59): admin and comptable. */
export const FINANCE: Matrix = {
  anonymous: 401,
  user: 403,
  user_delete: 403,
  comptable: "2xx",
  admin: "2xx",
};
export const PUBLIC: Matrix = {
  anonymous: "2xx",
  user: "2xx",
  user_delete: "2xx",
  comptable: "2xx",
  admin: "2xx",
};

const matches = (status: number, e: Expected) =>
  e === "2xx" ? status >= 200 && status < 300 : status === e;

/**
 * Runs one request per caller (no token, each role) and, for protected routes, with a forged token too.
 * `req` may be a function so that every caller gets a fresh row (a DELETE by admin must not starve the next one).
 * 401s and 403s must carry the error shape; 403s the spec's French message.
 */
export async function expectRoles(
  t: TestApp,
  req: Req | ((who: Caller) => Req | Promise<Req>),
  expected: Matrix,
) {
  const problems: string[] = [];
  const run = async (who: Caller | "badToken") => {
    const r = typeof req === "function" ? await req(who === "badToken" ? "anonymous" : who) : req;
    const body = r.body;
    const res =
      who === "badToken"
        ? await callWithToken(
            t,
            BAD_TOKEN,
            r.method,
            r.path,
            body instanceof FormData ? undefined : body,
          )
        : await t.call(r.method, r.path, who === "anonymous" ? null : who, body);
    const want = who === "badToken" ? 401 : expected[who];
    const label = `${who.padEnd(11)} ${r.method} ${r.path}`;
    if (!matches(res.status, want))
      problems.push(
        `${label}: got ${res.status}, want ${want} ${JSON.stringify(res.body)?.slice(0, 200)}`,
      );
    else if (res.status === 403 && res.body?.error?.message !== MSG_FORBIDDEN)
      problems.push(`${label}: 403 without the spec's message`);
    else if (res.status === 401 && !res.body?.error?.code)
      problems.push(`${label}: 401 without an error body`);
  };
  for (const who of CALLERS) await run(who);
  if (expected.anonymous === 401) await run("badToken");
  expect(problems, problems.join("\n")).toEqual([]);
}
