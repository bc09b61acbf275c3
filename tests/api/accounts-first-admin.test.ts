import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { openDatabase } from "../../worker/entry/node-ports";
import { memoryStore } from "../../worker/entry/disk-store";
import { bootstrap } from "../../worker/db/bootstrap";

let close: (() => void) | undefined;
afterEach(() => close?.());

describe("first admin without ADMIN_EMAIL / ADMIN_PASSWORD", () => {
  it("admin@localhost logs in with the printed password and must set a new one", async () => {
    const { db, client } = await openDatabase(":memory:");
    close = () => client.close();
    const first = await bootstrap(db, {});
    expect(first?.email).toBe("admin@localhost");
    expect(first?.generatedPassword).toMatch(/^.{12}$/);
    const app = createApp({
      db,
      files: memoryStore(),
      mailer: { send: async () => {} },
      clock: { now: () => new Date() },
      log: () => {},
      config: {
        jwtSecret: "x".repeat(40),
        version: "1.0.0",
        publicUrl: "http://localhost",
        contactEmail: "c@a.fr",
      },
    });
    const res = await app.request("/api/user/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        credentials: { email: "admin@localhost", password: first!.generatedPassword },
        remember: false,
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.user).toMatchObject({
      email: "admin@localhost",
      role: "admin",
      mustSetPassword: true,
    });
    // A second start does not create another admin nor print a password.
    expect(await bootstrap(db, {})).toBeNull();
  });
});
