import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { callWithToken, expectError, jwtPayload, login } from "../support/http";
import { restoreInto } from "../support/backup-archive";
import { valid } from "../support/factories";

// Issue 24, item 4: a restore ends every session opened before it (the instance's session epoch), including those
// whose user id the restored data gives to another account; the sessions opened after it work.

let source: TestApp;
let zip: Uint8Array;
beforeAll(async () => {
  source = await makeTestApp({ confirme: true });
  await source.call("POST", "/api/user/register", "admin", {
    email: "sauvegarde@agence.test",
    role: "user_delete",
  });
  expect((await source.call("POST", "/api/Client", "admin", valid.Client())).status).toBe(201);
  await source.confirm("admin");
  const res = await source.app.request("/api/sauvegarde", {
    headers: { Authorization: `Token ${source.tokens.admin}` },
  });
  zip = new Uint8Array(await res.arrayBuffer());
});
afterAll(() => source.close());

describe("a restore ends the sessions opened before it", () => {
  it("refuses every token issued before; a login after it works and carries the new epoch", async () => {
    const target = await makeTestApp({ confirme: true, otherRoles: false });
    try {
      const before = (await login(target, "admin@agence.test", "admin-secret")).body.user.token;
      expect(jwtPayload(before).e).toBeUndefined(); // never restored: epoch 0, no claim
      const r = await restoreInto(target, zip, "application/zip", before);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      // Both name user id 1, which is now the backup's admin: neither speaks for it.
      for (const token of [before, target.tokens.admin]) {
        expectError(await callWithToken(target, token, "GET", "/api/user/me"), 401);
        expectError(await callWithToken(target, token, "GET", "/api/Client"), 401);
      }
      const after = await login(target, "admin@agence.test", "admin-secret");
      expect(after.status).toBe(200);
      expect(jwtPayload(after.body.user.token).e).toEqual(expect.any(Number));
      const clients = await callWithToken(target, after.body.user.token, "GET", "/api/Client");
      expect(clients.status).toBe(200);
      expect(clients.body.data).toHaveLength(1);
    } finally {
      target.close();
    }
  });
});
