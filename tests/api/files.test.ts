import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { PDF, PNG, download, expectError, expectFieldError, form } from "../support/http";

// Multipart uploads (spec 7: POST /Fichier with the file and nom, POST /Image with the file in `url`) and /files/*.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const file = (bytes: Uint8Array, name: string, type = "application/octet-stream") => ({
  bytes,
  name,
  type,
});

describe("POST /api/Fichier", () => {
  it("stores the file and answers { id, nom, extention, url }; the download is byte-identical", async () => {
    const r = await t.call(
      "POST",
      "/api/Fichier",
      "user",
      form({ nom: "Bail signé", file: file(PDF, "scan.pdf", "application/pdf") }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      id: expect.any(Number),
      nom: "Bail signé",
      extention: "pdf",
      url: expect.stringMatching(/^\/files\/.+/),
    });
    expect(r.body).not.toHaveProperty("cle");

    const d = await download(t, r.body.url, "user_delete");
    expect(d.status).toBe(200);
    expect(d.bytes).toEqual(PDF);
    expect(d.headers.get("content-type")).toBe("application/pdf");
    const cd = d.headers.get("content-disposition") ?? "";
    expect(cd).toContain(`filename*=UTF-8''${encodeURIComponent("Bail signé.pdf")}`);
    expect(cd).toMatch(/filename="Bail sign_\.pdf"/);

    expect(await t.call("GET", `/api/Fichier/${r.body.id}`, "user")).toMatchObject({
      status: 200,
      body: { nom: "Bail signé", extention: "pdf" },
    });
  });

  it("keeps binary content intact (every byte value)", async () => {
    const bytes = new Uint8Array(512).map((_, i) => i % 256);
    const doc = new Uint8Array([...PDF, ...bytes]);
    const r = await t.call(
      "POST",
      "/api/Fichier",
      "admin",
      form({ nom: "octets", file: file(doc, "octets.pdf", "application/pdf") }),
    );
    expect(r.status).toBe(201);
    expect((await download(t, r.body.url)).bytes).toEqual(doc);
  });

  it("refuses an executable and a disguised file with 415, storing nothing", async () => {
    const before = t.files.keys().length;
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);
    expectError(
      await t.call(
        "POST",
        "/api/Fichier",
        "admin",
        form({ nom: "setup", file: file(exe, "setup.exe") }),
      ),
      415,
    );
    expectError(
      await t.call(
        "POST",
        "/api/Fichier",
        "admin",
        form({ nom: "faux", file: file(exe, "facture.pdf", "application/pdf") }),
      ),
      415,
    );
    expectError(
      await t.call(
        "POST",
        "/api/Fichier",
        "admin",
        form({
          nom: "page",
          file: file(new TextEncoder().encode("<script>"), "page.html", "text/html"),
        }),
      ),
      415,
    );
    expect(t.files.keys().length).toBe(before);
  });

  it("is 400 without a file, and 415 for a JSON body", async () => {
    expectFieldError(await t.call("POST", "/api/Fichier", "admin", form({ nom: "vide" })), "url");
    expectError(
      await t.call("POST", "/api/Fichier", "admin", { nom: "json", url: "/etc/passwd" }),
      415,
    );
  });

  it("a deleted file is no longer downloadable and leaves the store", async () => {
    const r = await t.call(
      "POST",
      "/api/Fichier",
      "admin",
      form({ nom: "temp", file: file(PDF, "temp.pdf", "application/pdf") }),
    );
    const key = r.body.url.replace(/^\//, "");
    expect(t.files.keys()).toContain(key);
    expect((await t.call("DELETE", `/api/Fichier/${r.body.id}`, "user_delete")).status).toBe(204);
    expect(t.files.keys()).not.toContain(key);
    expect((await download(t, r.body.url)).status).toBe(404);
  });
});

describe("POST /api/Image", () => {
  it("stores an image sent in the field url (201) and serves it back", async () => {
    const r = await t.call(
      "POST",
      "/api/Image",
      "user",
      form({ url: file(PNG, "salon.png", "image/png") }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/files\//),
    });
    const d = await download(t, r.body.url, "user");
    expect(d.status).toBe(200);
    expect(d.bytes).toEqual(PNG);
    expect(d.headers.get("content-type")).toBe("image/png");
  });

  it("refuses a text file (415), even named .png", async () => {
    const text = new TextEncoder().encode("ceci n'est pas une image");
    expectError(
      await t.call(
        "POST",
        "/api/Image",
        "admin",
        form({ url: file(text, "notes.txt", "text/plain") }),
      ),
      415,
    );
    expectError(
      await t.call(
        "POST",
        "/api/Image",
        "admin",
        form({ url: file(text, "photo.png", "image/png") }),
      ),
      415,
    );
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expectError(
      await t.call(
        "POST",
        "/api/Image",
        "admin",
        form({ url: file(svg, "logo.svg", "image/svg+xml") }),
      ),
      415,
    );
  });

  it("is 400 without a file", async () => {
    expectFieldError(await t.call("POST", "/api/Image", "admin", form({ nom: "rien" })), "url");
  });

  it("refuses an image over 100 MB with 413, storing nothing", async () => {
    const big = new Uint8Array(100 * 1024 * 1024 + 1);
    big.set(PNG);
    const before = t.files.keys().length;
    expectError(
      await t.call(
        "POST",
        "/api/Image",
        "admin",
        form({ url: file(big, "immense.png", "image/png") }),
      ),
      413,
    );
    expect(t.files.keys().length).toBe(before);
  });

  it("accepts up to 20 images at once, refuses 21", async () => {
    const many = (n: number) => {
      const f = new FormData();
      for (let i = 0; i < n; i++)
        f.append("url", new File([PNG as BlobPart], `p${i}.png`, { type: "image/png" }));
      return f;
    };
    const ok = await t.call("POST", "/api/Image", "admin", many(20));
    expect(ok.status).toBe(201);
    expect(ok.body.data).toHaveLength(20);
    expectError(await t.call("POST", "/api/Image", "admin", many(21)), 400);
  });
});

describe("GET /files/*", () => {
  it("is 401 without a login and 404 for an unknown or escaping path", async () => {
    const r = await t.call(
      "POST",
      "/api/Fichier",
      "admin",
      form({ nom: "privé", file: file(PDF, "p.pdf", "application/pdf") }),
    );
    expect((await download(t, r.body.url, null)).status).toBe(401);
    expect((await download(t, "/files/fichiers/inconnu.pdf")).status).toBe(404);
    expect((await download(t, "/files/..%2F..%2Fpackage.json")).status).toBe(404);
  });
});
