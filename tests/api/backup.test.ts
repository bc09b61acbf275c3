import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strToU8, zipSync } from "fflate";
import { makeTestApp, type TestApp } from "../support/test-app";
import { runScheduled } from "../../worker/jobs/scheduled";
import { RESOURCE_CASES, insertCase } from "../support/resources";
import { valid } from "../support/factories";
import { INDEXED, searchIndexTable } from "../../worker/speed/sql-rules/search-index";
import { PDF, PNG, download, form, login } from "../support/http";
import { changedTables, snapshotTables } from "../support/app-tables";
import {
  backupOf,
  editTable,
  everyAnswer,
  json,
  open,
  rebuild,
  restoreInto,
} from "../support/backup-archive";

// Paramètres > Sauvegarde: the whole instance as one zip, restored into an empty instance: the same answers for
// every record the API serves, the same bytes for every stored file. A damaged, cut, foreign or incoherent archive
// is refused with a French message and leaves the instance as it was.

let source: TestApp;
let zip: Uint8Array;
const fresh = () => makeTestApp({ confirme: true, otherRoles: false });
/** Every row of the search index (ADR 098), by resource: not in the archive, made again by its triggers. */
const searchIndex = async (t: TestApp) =>
  Object.fromEntries(
    await Promise.all(
      Object.keys(INDEXED).map(async (r) => [
        r,
        (
          await t.client.execute(
            `select rowid, "texte", "libelle", "exotique" from "${searchIndexTable(r)}" order by rowid`,
          )
        ).rows.map((row) => [...Object.values(row)]),
      ]),
    ),
  );

beforeAll(async () => {
  source = await makeTestApp({ confirme: true });
  for (const c of RESOURCE_CASES) for (let i = 0; i < 2; i++) await insertCase(source, c);
  const a = await insertCase(source, RESOURCE_CASES.find((c) => c.name === "Appartement")!);
  const l = await insertCase(source, RESOURCE_CASES.find((c) => c.name === "Locataire")!);
  expect(
    (
      await source.call(
        "PUT",
        `/api/Appartement/${a.id}/tenant/add/${l.id}`,
        "admin",
        valid.Dossier(a.id, l.id),
      )
    ).status,
  ).toBe(200);
  const images = form({
    url: { bytes: PNG, name: "façade été.png", type: "image/png" },
    AppartementId: String(a.id),
  });
  expect((await source.call("POST", "/api/Image", "admin", images)).status).toBe(201);
  const binary = new Uint8Array([
    ...PDF,
    ...Array.from({ length: 300_000 }, (_, i) => (i * 7) & 0xff),
  ]);
  expect(
    (
      await source.call(
        "POST",
        "/api/Fichier",
        "user",
        form({
          nom: "Bail signé",
          file: { bytes: binary, name: "bail.pdf", type: "application/pdf" },
        }),
      )
    ).status,
  ).toBe(201);
  const backup = await backupOf(source);
  expect(backup.status).toBe(200);
  zip = backup.zip;
});
afterAll(() => source.close());

describe("GET /api/sauvegarde", () => {
  it("is a zip named by the day, every table as JSON and every stored file", async () => {
    const { headers } = await backupOf(source);
    expect(headers.get("content-type")).toBe("application/zip");
    expect(headers.get("content-disposition")).toMatch(
      /attachment; filename="sauvegarde-patrimoine-2026-11-21\.zip"/,
    );
    const e = open(zip);
    expect(Object.keys(e)[0]).toBe("sauvegarde.json");
    expect(Object.keys(e).at(-1)).toBe("fin.json");
    expect(json(e, "sauvegarde.json")).toMatchObject({
      format: "patrimoine-locatif/sauvegarde",
      version: 1,
    });
    expect(json(e, "tables/Client.json").rows).toHaveLength(2);
    for (const key of source.files.keys())
      expect(e[key], key).toEqual((await source.files.get(key))!.body);
  });

  it("is for admins only", async () => {
    for (const role of ["user", "user_delete", "comptable"] as const)
      expect((await source.call("GET", "/api/sauvegarde", role)).status).toBe(403);
  });
});

describe("POST /api/sauvegarde/restaurer", () => {
  it("into an empty instance: identical answers for every record and byte-identical files", async () => {
    const target = await fresh();
    const r = await restoreInto(target, zip);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(
      "La sauvegarde a été restaurée. Reconnectez-vous avec un compte de la sauvegarde.",
    );
    // The accounts are the backup's: its admin logs in with its own password.
    const session = await login(target, "admin@agence.test", "admin-secret");
    expect(session.status).toBe(200);
    target.tokens.admin = session.body.user.token;

    expect(await everyAnswer(target)).toEqual(await everyAnswer(source));
    // The search index followed the restored rows (its triggers fired on every one).
    const index = await searchIndex(source);
    expect(index.Appartement?.length).toBeGreaterThan(0);
    expect(await searchIndex(target)).toEqual(index);
    expect(target.files.keys().sort()).toEqual(source.files.keys().sort());
    for (const key of source.files.keys()) {
      const [a, b] = [await download(source, `/${key}`), await download(target, `/${key}`)];
      expect(b.status, key).toBe(200);
      expect(Buffer.compare(b.bytes, a.bytes), key).toBe(0);
      expect(b.headers.get("content-type")).toBe(a.headers.get("content-type"));
      expect(b.headers.get("content-disposition")).toBe(a.headers.get("content-disposition"));
    }
    // The restored instance goes on: new records after the restored ids.
    const created = await target.call("POST", "/api/Client", "admin", valid.Client());
    expect(created.status).toBe(201);
    expect(created.body.id).toBeGreaterThan(
      Math.max(
        ...(await source.call("GET", "/api/Client")).body.data.map((c: { id: number }) => c.id),
      ),
    );
    target.close();
  });

  it("into a fresh install whose daily job has already run (its run report is the instance's own)", async () => {
    const target = await fresh();
    await runScheduled(target.ports);
    expect((await target.call("GET", "/api/taches", "admin")).body.data.length).toBeGreaterThan(0);
    const r = await restoreInto(target, zip);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    target.close();
  });

  it("refuses an instance that is not empty (409), changing nothing", async () => {
    const before = await snapshotTables(source.client);
    const keys = source.files.keys().sort();
    const r = await restoreInto(source, zip);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toMatch(
      /^La restauration n'est possible que sur une instance vide/,
    );
    expect(changedTables(before, await snapshotTables(source.client))).toEqual([]);
    expect(source.files.keys().sort()).toEqual(keys);
  });

  const flip = (bytes: Uint8Array, at: number) => {
    const copy = bytes.slice();
    copy[at]! ^= 0xff;
    return copy;
  };
  const REFUSED: [string, () => Promise<Uint8Array>, RegExp][] = [
    [
      "a stored file altered",
      async () =>
        rebuild(open(zip), (e) => {
          const key = Object.keys(e).find((k) => k.startsWith("files/"))!;
          e[key] = flip(e[key]!, Math.floor(e[key]!.length / 2));
        }),
      /endommagée/,
    ],
    [
      "a byte flipped in the zip",
      async () => flip(zip, Math.floor(zip.length / 2)),
      /endommagée|incomplète/,
    ],
    ["cut short", async () => zip.slice(0, Math.floor(zip.length * 0.8)), /endommagée|incomplète/],
    [
      "without its end",
      async () => rebuild(open(zip), (e) => void delete e["fin.json"]),
      /endommagée|incomplète/,
    ],
    [
      "a table edited without its hash",
      async () => {
        const e = open(zip);
        editTable(e, "Client", (rows) => rows.slice(1));
        return zipSync(e);
      },
      /endommagée/,
    ],
    [
      "another zip",
      async () => zipSync({ "photo.jpg": PNG, "files/x.pdf": PDF }),
      /n'est pas une sauvegarde/,
    ],
    ["not a zip at all", async () => PDF, /n'est pas une sauvegarde/],
    [
      "from a newer version",
      async () =>
        rebuild(open(zip), (e) => {
          const h = json(e, "sauvegarde.json");
          h.schema.last += 1;
          e["sauvegarde.json"] = strToU8(JSON.stringify(h));
        }),
      /version plus récente/,
    ],
    [
      "a link to a record it lacks",
      async () =>
        rebuild(open(zip), (e) =>
          editTable(e, "Dossier", (rows, cols) =>
            rows.map((r) => r.map((v, i) => (cols[i] === "AppartementId" ? 99999 : v))),
          ),
        ),
      /incohérentes/,
    ],
  ];
  it.each(REFUSED)(
    "refuses an archive %s with a French message, and the instance stays empty",
    async (_label, archive, message) => {
      const target = await fresh();
      const before = await snapshotTables(target.client);
      const r = await restoreInto(target, await archive());
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.error.message).toMatch(message);
      expect(r.body.error.message).toMatch(/rien n'a été restauré|mettez l'application à jour/);
      expect(changedTables(before, await snapshotTables(target.client))).toEqual([]);
      expect(target.files.keys()).toEqual([]);
      // Still empty: the right archive goes in afterwards.
      expect((await restoreInto(target, zip)).status).toBe(200);
      target.close();
    },
  );

  it("takes the archive as application/zip only (415), and for admins only", async () => {
    const target = await fresh();
    const multipart = new FormData();
    multipart.append(
      "file",
      new File([zip as BlobPart], "sauvegarde.zip", { type: "application/zip" }),
    );
    const asForm = await target.app.request("/api/sauvegarde/restaurer", {
      method: "POST",
      headers: { Authorization: `Token ${target.tokens.admin}` },
      body: multipart,
    });
    expect(asForm.status).toBe(415);
    expect(((await asForm.json()) as any).error.message).toBe(
      "Envoyez l'archive de sauvegarde (.zip) avec le type application/zip.",
    );
    expect((await restoreInto(target, zip, "application/json")).status).toBe(415);
    target.close();
    for (const role of ["user", "user_delete", "comptable"] as const)
      expect((await restoreInto(source, zip, "application/zip", source.tokens[role])).status).toBe(
        403,
      );
  });

  it("cuts an archive announced over its limit (413) before reading it", async () => {
    const target = await fresh();
    const res = await target.app.request("/api/sauvegarde/restaurer", {
      method: "POST",
      headers: {
        Authorization: `Token ${target.tokens.admin}`,
        "Content-Type": "application/zip",
        "Content-Length": String(5 * 1024 ** 3),
      },
      body: zip as BodyInit,
    });
    expect(res.status).toBe(413);
    target.close();
  });
});
