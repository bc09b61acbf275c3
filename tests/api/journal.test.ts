import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { valid } from "../support/factories";
import { ADMIN_ONLY, expectRoles } from "../support/roles";
import { TABLES, tableName } from "../../worker/db/tables";
import { TABLES_HORS_JOURNAL } from "../../worker/domain/journal/regles";
import { RESSOURCES_JOURNAL } from "../../worker/domain/journal/ressources";
import { purgerJournal } from "../../worker/services/journal/purge";
import { backupOf, restoreInto } from "../support/backup-archive";

// ADR 029, the audit trail: every write once in the journal, in its own transaction, with its writer; nothing for
// a refused write; no secret; admins only; filters.

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ confirme: true })));
afterAll(() => t.close());

type Ligne = {
  at: string;
  user: string;
  action: string;
  resource: string;
  id: string;
  changes: Record<string, [unknown, unknown]>;
  existe: boolean;
  sessionId: string | null;
};
const journal = async (query = "") => {
  const r = await t.call("GET", `/api/journal${query}`, "admin");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as Ligne[];
};
const count = async () =>
  Number((await t.client.execute(`select count(*) as n from "Journal"`)).rows[0]!.n);

describe("the triggers", () => {
  it("every business table has its three journal triggers (derived objects, made by the migration runner)", async () => {
    const triggers = new Set(
      (await t.client.execute(`select name from sqlite_master where type = 'trigger'`)).rows.map(
        (r) => String(r.name),
      ),
    );
    const journaled = TABLES.map(tableName).filter((n) => !TABLES_HORS_JOURNAL.has(n));
    expect(journaled.length).toBeGreaterThan(20);
    for (const name of journaled)
      for (const event of ["insert", "update", "delete"])
        expect(triggers.has(`Journal_${name}_${event}`), `${name} ${event}`).toBe(true);
    for (const name of TABLES_HORS_JOURNAL)
      expect(triggers.has(`Journal_${name}_insert`), name).toBe(false);
  });

  it("the journal is append-only: no update, no delete of a line younger than 10 years; the purge takes older ones", async () => {
    await t.client.execute(
      `insert into "Journal" ("at", "userEmail", "action", "resource", "resourceId", "changes") values ('2010-01-01T00:00:00.000Z', 'x@y.z', 'update', 'Client', '999', '{}')`,
    );
    await expect(t.client.execute(`update "Journal" set "userEmail" = 'a'`)).rejects.toThrow(
      /ne se modifie pas/,
    );
    await expect(
      t.client.execute(`delete from "Journal" where "resourceId" <> '999'`),
    ).rejects.toThrow(/ne se supprime pas/);
    const before = await count();
    await purgerJournal(t.ports);
    expect(await count()).toBe(before - 1);
    expect(await journal("?id=999")).toEqual([]);
  });
});

describe("every write, once", () => {
  let id: number;

  it("a creation: one line, every field [null, value], by its writer", async () => {
    const before = await count();
    const r = await t.call("POST", "/api/Client", "user", valid.Client());
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    id = r.body.id;
    expect(await count()).toBe(before + 1);
    const [line] = await journal(`?resource=Client&id=${id}`);
    expect(line).toMatchObject({
      user: "user@agence.test",
      action: "create",
      resource: "Client",
      id: String(id),
      // From which session (issue 59): the one the writer's token names.
      sessionId: t.sids.user,
    });
    expect(line!.changes.nom).toEqual([null, "Durand"]);
    expect(line!.changes.id).toEqual([null, id]);
    for (const [before] of Object.values(line!.changes)) expect(before).toBeNull();
    expect(Date.parse(line!.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("a mission's creation: one line for the mission, one for its mandate number in the register", async () => {
    const r = await t.call("POST", "/api/Mission", "user", valid.Mission());
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.numeroMandat).toMatch(/^\d{4}-\d{4}$/);
    const lines = await journal(`?resource=Mission&id=${r.body.id}`);
    expect(lines.map((l) => l.action)).toEqual(["create"]);
    const [mandat] = await journal("?resource=Mandat");
    expect(mandat).toMatchObject({ action: "create", user: "user@agence.test" });
    expect(mandat!.changes.numero).toEqual([null, r.body.numeroMandat]);
  });

  it("an update: one line with only the changed fields [before, after]", async () => {
    const before = await count();
    const r = await t.call("PUT", `/api/Client/${id}`, "admin", { nom: "Martin" });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await count()).toBe(before + 1);
    const [line] = await journal(`?resource=Client&id=${id}`);
    expect(line).toMatchObject({ user: "admin@agence.test", action: "update" });
    expect(line!.changes).toEqual({ nom: ["Durand", "Martin"] });
  });

  it("a refused write (400, 409) writes no line", async () => {
    const before = await count();
    const bad = await t.call("POST", "/api/Client", "admin", { ...valid.Client(), nom: "" });
    expect(bad.status).toBe(400);
    const taken = await t.call("POST", "/api/user/register", "admin", {
      email: "user@agence.test",
      role: "user",
    });
    expect(taken.status).toBe(409);
    const none = await t.call("PUT", `/api/Client/${id}`, "admin", { nom: "" });
    expect(none.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("a deletion: one line, every field [before, null]", async () => {
    const r = await t.call("DELETE", `/api/Client/${id}`, "admin");
    expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
    const [line] = await journal(`?resource=Client&id=${id}`);
    expect(line).toMatchObject({ user: "admin@agence.test", action: "delete" });
    expect(line!.changes.nom).toEqual(["Martin", null]);
    for (const [, after] of Object.values(line!.changes)) expect(after).toBeNull();
  });

  it("passwords, their hashes and tokens never appear; their change does, masked", async () => {
    const created = await t.call("POST", "/api/user/register", "admin", {
      email: "nouveau@agence.test",
      role: "user",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const reset = await t.call("POST", "/api/user/nouveau@agence.test/resetPassword", "admin");
    expect(reset.status).toBe(200);
    const changed = await t.call("POST", "/api/user/setPassword", "user", {
      password: "un-nouveau-secret-1",
      passwordConfirm: "un-nouveau-secret-1",
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const users = await journal("?resource=User");
    expect(users.length).toBeGreaterThanOrEqual(3);
    const raw = (await t.client.execute(`select group_concat("changes") as c from "Journal"`))
      .rows[0]!.c as string;
    for (const secret of [
      created.body.temporaryPassword,
      reset.body.temporaryPassword,
      "un-nouveau-secret-1",
      "$argon",
      "$2",
      "pbkdf2",
      "scrypt",
      t.tokens.user,
    ])
      expect(raw.includes(secret), secret).toBe(false);
    const hashes = (await t.client.execute(`select "passwordHash" from "User"`)).rows;
    for (const h of hashes) expect(raw.includes(String(h.passwordHash))).toBe(false);
    const mine = users.find((l) => l.user === "user@agence.test" && l.action === "update");
    expect(mine?.changes.passwordHash).toEqual(["(masqué)", "(masqué)"]);
  });

  it("parallel writers each get their own lines", async () => {
    const roles = ["admin", "user", "user_delete"] as const;
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.call("POST", "/api/Client", roles[i % 3], { ...valid.Client(), nom: `Parallele${i}` }),
      ),
    );
    for (const [i, r] of made.entries()) {
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      const [line] = await journal(`?resource=Client&id=${r.body.id}`);
      expect(line!.user, `client ${i}`).toBe(`${roles[i % 3]}@agence.test`);
    }
  });

  it("a write outside any request (the daily job, a script) is the system's", async () => {
    await t.client.execute(`update "Variable" set "valeur" = 21 where "nom" = 'tva'`);
    const [line] = await journal("?resource=Variable");
    expect(line).toMatchObject({ user: "système", action: "update" });
    expect(line!.changes.valeur).toEqual([20, 21]);
  });
});

describe("GET /api/journal", () => {
  it("is for admins only", async () => {
    await expectRoles(t, { method: "GET", path: "/api/journal" }, ADMIN_ONLY);
  });

  it("filters by resource, id, user and dates (du and au included), newest first", async () => {
    const a = await t.call("POST", "/api/Client", "user_delete", {
      ...valid.Client(),
      nom: "Alpha",
    });
    const b = await t.call("POST", "/api/Client", "admin", { ...valid.Client(), nom: "Beta" });
    const byUser = await journal("?user=user_delete@agence.test");
    expect(byUser.length).toBeGreaterThan(0);
    expect(byUser.every((l) => l.user === "user_delete@agence.test")).toBe(true);
    const clients = await journal("?resource=Client");
    expect(clients.every((l) => l.resource === "Client")).toBe(true);
    expect(clients[0]!.id).toBe(String(b.body.id));
    expect(clients[1]!.id).toBe(String(a.body.id));
    const today = new Date().toISOString().slice(0, 10);
    expect((await journal(`?resource=Client&du=${today}&au=${today}`)).length).toBe(clients.length);
    expect(await journal("?du=2000-01-01&au=2000-12-31")).toEqual([]);
    expect(await journal(`?resource=Client&du=2999-01-01`)).toEqual([]);
    const one = await journal(`?resource=Client&id=${a.body.id}`);
    expect(one).toHaveLength(1);
    expect(one[0]!.changes.nom).toEqual([null, "Alpha"]);
    expect(await journal("?limit=1")).toHaveLength(1);
  });

  it("answers a French 400 on a bad date, limit or resource", async () => {
    const r = await t.call("GET", "/api/journal?du=2026-13-45&limit=0&resource=Clients", "admin");
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toMatchObject({
      du: "Date invalide (AAAA-MM-JJ).",
      limit: expect.any(String),
      resource: "Ressource inconnue : choisissez-la dans la liste.",
    });
  });

  it("every journaled table has its French name, the values the resource filter takes (issue 42)", async () => {
    const journaled = TABLES.map(tableName).filter((n) => !TABLES_HORS_JOURNAL.has(n));
    expect(Object.keys(RESSOURCES_JOURNAL).sort()).toEqual([...journaled].sort());
    expect(RESSOURCES_JOURNAL.AgenceParametres).toBe("Paramètres de l'agence");
    expect((await t.call("GET", "/api/journal?resource=AgenceParametres", "admin")).status).toBe(
      200,
    );
  });

  it("says whether a line's record still exists, to link to its screen (issue 42)", async () => {
    const gone = await t.call("POST", "/api/Client", "admin", { ...valid.Client(), nom: "Parti" });
    const kept = await t.call("POST", "/api/Client", "admin", { ...valid.Client(), nom: "Resté" });
    expect((await t.call("DELETE", `/api/Client/${gone.body.id}`, "admin")).status).toBe(204);
    const lines = await journal("?resource=Client");
    expect(lines.filter((l) => l.id === String(gone.body.id)).map((l) => l.existe)).toEqual([
      false,
      false,
    ]);
    expect(lines.find((l) => l.id === String(kept.body.id))?.existe).toBe(true);
    // A table without a screen of its own never links.
    await t.call("PUT", "/api/agence", "admin", { nom: "Agence du Lien" });
    const [agence] = await journal("?resource=AgenceParametres");
    expect(agence?.existe).toBe(false);
  });
});

describe("backup and restore", () => {
  it("the archive holds the journal; a restore puts it back as it was, without a line of its own rows", async () => {
    const lines = async (app: TestApp) =>
      (await app.client.execute(`select * from "Journal" order by "id"`)).rows.map((r) => ({
        ...r,
      }));
    const { status, zip } = await backupOf(t);
    expect(status).toBe(200);
    const target = await makeTestApp({ confirme: true, otherRoles: false });
    try {
      const r = await restoreInto(target, zip);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(await lines(target)).toEqual(await lines(t));
      // The triggers are back on after it: a write is journaled again.
      await target.client.execute(`update "Variable" set "valeur" = 22 where "nom" = 'tva'`);
      expect((await lines(target)).length).toBe((await lines(t)).length + 1);
    } finally {
      target.close();
    }
  });
});
