import { afterAll, beforeAll, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { PDF, PNG, download, form } from "../support/http";
import { sweepOrphans } from "../../worker/services/files/orphans";
import { runScheduled } from "../../worker/jobs/scheduled";

// Objects no row references (a crash between storing an upload and writing its row, or between a delete's commit
// and the object's removal) are removed; referenced ones and recent ones (an upload on its way) stay.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

it("the sweep removes unreferenced objects only, wherever the reference is written", async () => {
  const f = await t.call(
    "POST",
    "/api/Fichier",
    "admin",
    form({ nom: "bail", file: { bytes: PDF, name: "bail.pdf", type: "application/pdf" } }),
  );
  const img = await t.call(
    "POST",
    "/api/Image",
    "admin",
    form({ url: { bytes: PNG, name: "a.png", type: "image/png" } }),
  );
  // Any text column of any table counts, by key or by URL (generated documents, receipts... keep theirs so).
  await t.ports.files.put("files/divers/note.txt", PDF, "text/plain");
  await t.call("POST", "/api/Variable", "admin", { nom: "/files/divers/note.txt", valeur: 1 });
  await t.ports.files.put("files/fichiers/orphelin.pdf", PDF, "application/pdf");

  // The daily job leaves an object of the last hour alone: its row may be on its way.
  expect((await runScheduled(t.ports)).orphans).toBe(0);
  expect(t.files.keys()).toContain("files/fichiers/orphelin.pdf");

  expect(await sweepOrphans(t.ports, new Date(Date.now() + 60_000))).toBe(1);
  expect(t.files.keys()).not.toContain("files/fichiers/orphelin.pdf");
  expect(t.files.keys()).toContain("files/divers/note.txt");
  expect((await download(t, f.body.url)).status).toBe(200);
  expect((await download(t, img.body.url)).status).toBe(200);
});

it("sweeps page by page: more objects than a listing page, each page's keys checked in one query", async () => {
  const keys = Array.from(
    { length: 1205 },
    (_, i) => `files/lot/${String(i).padStart(4, "0")}.pdf`,
  );
  for (const k of keys) await t.ports.files.put(k, PDF, "application/pdf");
  await t.call("POST", "/api/Variable", "admin", { nom: "files/lot/1100.pdf", valeur: 1 });
  expect(await sweepOrphans(t.ports, new Date(Date.now() + 60_000))).toBe(1204);
  expect(t.files.keys().filter((k) => k.startsWith("files/lot/"))).toEqual(["files/lot/1100.pdf"]);
});
