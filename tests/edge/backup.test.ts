import { expect, it } from "vitest";
import { unzipSync, zipSync } from "fflate";
import { clientBody } from "./call";
import { type freshInstance, scopedBucket, signedInInstance } from "./instance";
import { env } from "cloudflare:workers";
import { valid } from "../support/factories";
import { RESOURCE_NAMES } from "../../worker/domain/contract";

// The backup on the edge entry: made from one instance (its database over libSQL HTTP, its objects in R2), restored
// into another, empty one (another database, the objects gone from R2 first): the same answers for every record,
// the same bytes for every file. A damaged archive leaves the empty instance empty.

type Instance = Awaited<ReturnType<typeof freshInstance>>;
const PDF = new TextEncoder().encode(`%PDF-1.4\n% ${"é".repeat(5000)}\n%%EOF\n`);
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);

async function ok(res: Response) {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as any;
}
/** Every list, and every record of it read alone. */
async function answers(i: Instance) {
  const out: Record<string, unknown> = {};
  for (const name of RESOURCE_NAMES) {
    const list = await ok(await i.call("GET", `/api/${name}`));
    out[name] = list;
    for (const row of list.data)
      out[`${name}/${row.id}`] = await ok(await i.call("GET", `/api/${name}/${row.id}`));
  }
  return out;
}
const restore = (i: Instance, zip: Uint8Array) =>
  i.send("POST", "/api/sauvegarde/restaurer", zip as BodyInit, {
    "Content-Type": "application/zip",
  });

it("an edge instance restored into an empty one answers the same and serves the same bytes", async () => {
  const files = scopedBucket(env.FILES);
  const source = await signedInInstance(files);
  await ok(await source.call("POST", "/api/Client", clientBody()));
  const a = await ok(await source.call("POST", "/api/Appartement", valid.Appartement()));
  const l = await ok(await source.call("POST", "/api/Locataire", valid.Locataire()));
  await ok(
    await source.call(
      "PUT",
      `/api/Appartement/${a.id}/tenant/add/${l.id}`,
      valid.Dossier(a.id, l.id),
    ),
  );
  const upload = new FormData();
  upload.append("nom", "Bail signé");
  upload.append("file", new File([PDF], "bail.pdf", { type: "application/pdf" }));
  const fichier = await ok(await source.call("POST", "/api/Fichier", upload));
  const images = new FormData();
  images.append("url", new File([PNG], "façade.png", { type: "image/png" }));
  images.append("AppartementId", String(a.id));
  const image = await ok(await source.call("POST", "/api/Image", images));

  await source.confirm(); // a backup's export is a money move (issue 59)
  const res = await source.call("GET", "/api/sauvegarde");
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("application/zip");
  const zip = new Uint8Array(await res.arrayBuffer());
  const expected = await answers(source);
  // The objects leave R2: what the target serves can only come from the archive.
  for (const key of Object.keys(unzipSync(zip)).filter((k) => k.startsWith("files/")))
    await files.delete(key);
  expect(await files.get(fichier.url.slice(1))).toBeNull();

  const target = await signedInInstance(files);
  const restored = await restore(target, zip);
  expect(restored.status, await restored.clone().text()).toBe(200);
  await target.login(); // the backup's admin (same credentials here), the session of the restore is over
  expect(await answers(target)).toEqual(expected);
  // The download was journaled before the archive was read (issue 59): the archive holds its own row.
  const telechargements = await (await target.call("GET", "/api/telechargements")).json();
  expect((telechargements as any).data).toEqual([
    expect.objectContaining({ quoi: "sauvegarde", reference: "sauvegarde" }),
  ]);
  for (const [url, bytes] of [
    [fichier.url, PDF],
    [image.url, PNG],
  ] as const) {
    const file = await target.call("GET", url);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  }

  // Not empty any more: a second restore is refused.
  const again = await restore(target, zip);
  expect(again.status).toBe(409);
});

it("refuses a damaged archive on the edge and leaves the instance empty", async () => {
  const target = await signedInInstance();
  const foreign = zipSync({ "files/x.pdf": PDF });
  const r = await restore(target, foreign);
  expect(r.status).toBe(400);
  expect(((await r.json()) as any).error.message).toMatch(
    /n'est pas une sauvegarde.*rien n'a été restauré/,
  );
  expect(await target.files.get("files/x.pdf")).toBeNull();
  expect((await ok(await target.call("GET", "/api/Client"))).data).toEqual([]);
});
