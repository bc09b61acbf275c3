import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { RESOURCE_CASES, insertCase } from "../support/resources";
import { expectError, rawCall } from "../support/http";

// Issue 2 item 5: the generic CRUD of every resource, through the one factory.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

describe.each(RESOURCE_CASES)("$name", (c) => {
  const base = `/api/${c.name}`;

  it("POST creates (201) and echoes what was sent", async () => {
    const body = await c.body(t);
    const r = await t.call("POST", base, "admin", body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.id).toEqual(expect.any(Number));
    if (c.multipart) expect(r.body.url).toMatch(/^\/files\//);
    else expect(r.body).toMatchObject(body as object);
    expect(JSON.stringify(r.body)).not.toMatch(/passwordHash|"cle"/);
  });

  it("GET lists as { data: [...] } and reads one by id", async () => {
    const row = await insertCase(t, c);
    const list = await t.call("GET", base, "admin");
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body.data)).toBe(true);
    expect(list.body.data.map((x: { id: number }) => x.id)).toContain(row.id);
    const one = await t.call("GET", `${base}/${row.id}`, "admin");
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: row.id });
  });

  it("PUT updates only the fields sent and keeps the others", async () => {
    const row = await insertCase(t, c);
    const r = await t.call("PUT", `${base}/${row.id}`, "admin", c.update);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ id: row.id, ...c.update });
    const again = (await t.call("GET", `${base}/${row.id}`, "admin")).body;
    expect(again).toMatchObject(c.update);
    for (const [k, v] of Object.entries(row)) {
      if (k in c.update || ["updatedAt", "temporaryPassword"].includes(k) || typeof v === "object")
        continue;
      expect(again[k], k).toEqual(v);
    }
  });

  it("DELETE answers 204, then the id is 404 (409 for a record never deleted: ADR 038)", async () => {
    const row = await insertCase(t, c);
    const d = await t.call("DELETE", `${base}/${row.id}`, "admin");
    if (c.archivedInstead) {
      expectError(d, 409);
      expect(d.body.error.message).toBe(c.archivedInstead);
      expect((await t.call("GET", `${base}/${row.id}`, "admin")).status).toBe(200);
      return;
    }
    expect(d.status, JSON.stringify(d.body)).toBe(204);
    expectError(await t.call("GET", `${base}/${row.id}`, "admin"), 404);
    expectError(await t.call("PUT", `${base}/${row.id}`, "admin", c.update), 404);
    expectError(await t.call("DELETE", `${base}/${row.id}`, "admin"), 404);
    const list = await t.call("GET", base, "admin");
    expect(list.body.data.map((x: { id: number }) => x.id)).not.toContain(row.id);
  });

  it("is 404 for a missing or non-numeric id", async () => {
    for (const id of ["999999", "abc", "0", "-1", "1.5"]) {
      expectError(await t.call("GET", `${base}/${id}`, "admin"), 404);
      expectError(await t.call("PUT", `${base}/${id}`, "admin", c.update), 404);
      expectError(await t.call("DELETE", `${base}/${id}`, "admin"), 404);
    }
  });

  it.skipIf(c.multipart)(
    "answers 400, never 500, to a malformed or non-object JSON body",
    async () => {
      const row = await insertCase(t, c);
      for (const bad of ["{", '{"nom": }', "[1,2]", "null", "42", ""]) {
        expectError(await rawCall(t, "POST", base, bad), 400);
        expectError(await rawCall(t, "PUT", `${base}/${row.id}`, bad), 400);
      }
    },
  );
});
