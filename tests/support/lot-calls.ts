import { expect } from "vitest";
import type { TestApp } from "./test-app";

/**
 * A call of the batches' tests, expected to answer `status`: validating a batch and downloading its file are the
 * comptable's (or an admin's, issue 59), the rest any staff's.
 */
export const appelDeLot =
  (t: TestApp) =>
  async (
    method: string,
    path: string,
    body?: unknown,
    status = 200,
    who = /\/(valider|sepa)$/.test(path) ? "comptable" : "user",
  ) => {
    const r = await t.call(method, path, who as "user", body);
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    return r.body;
  };
