// Issue 75 item 5 on the edge: ids read strictly (the same route parser: 404), a file's name without what no one
// sees on upload and in its download's header, the space's sign-in code out of the e-mail's subject.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";

// (tests/support/http.ts loads the Node test app: not loadable in workerd.) The smallest valid PNG, 1x1.
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

/** The last mail queued to `to` (staff's outbox list, then the row). */
async function dernier(to: string) {
  const { data } = await json(await edge.call("GET", "/api/Outbox"));
  const ids = (data as any[]).filter((m) => m.to === to).map((m) => m.id as number);
  return json(await edge.call("GET", `/api/Outbox/${Math.max(...ids)}`));
}

describe("inputs read strictly on the edge", () => {
  it("0x1, 1e0 and ' 1' are no ids: 404 where 1 names the record", async () => {
    const c = await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
    expect(c.id).toBe(1);
    expect((await edge.call("GET", "/api/Client/1")).status).toBe(200);
    for (const mauvais of ["0x1", "1e0", "%201", "+1"]) {
      for (const path of [
        `/api/Client/${mauvais}`,
        `/api/Client/${mauvais}/files`,
        `/api/Locataire/${mauvais}/export`,
      ])
        expect((await edge.call("GET", path)).status, `${path}`).toBe(404);
    }
  });

  it("a file's name loses its bidi, zero-width and control characters on upload and in Content-Disposition", async () => {
    const f = new FormData();
    f.append("nom", "photo\u202Egnp\u200B.exe");
    f.append("file", new File([PNG], "photo.png", { type: "image/png" }));
    const r = await json(await edge.call("POST", "/api/Fichier", f), 201);
    expect(r.nom).toBe("photognp.exe");
    const d = await edge.call("GET", r.url);
    expect(d.status).toBe(200);
    const cd = d.headers.get("content-disposition") ?? "";
    expect(decodeURIComponent(cd.split("filename*=UTF-8''")[1] ?? "")).toBe("photognp.exe.png");
  });

  it("the sign-in code e-mail has no code in its subject", async () => {
    const email = "edge.code@example.fr";
    const l = await json(
      await edge.call("POST", "/api/Locataire", { ...valid.Locataire(), mail: email }),
      201,
    );
    await json(await edge.call("POST", `/api/Locataire/${l.id}/acces`), 201);
    const jeton = /\/espace\/invitation\/([A-Za-z0-9_-]+)/.exec((await dernier(email)).body)?.[1];
    const accepte = await edge.call(
      "POST",
      `/api/espace/invitation/${jeton}`,
      { password: "Tournesol-42" },
      false,
    );
    expect(accepte.status).toBe(200);
    const code = await edge.call("POST", "/api/espace/code", { email }, false);
    expect(code.status).toBe(200);
    const mail = await dernier(email);
    expect(mail.subject).toMatch(/votre code de connexion$/);
    expect(mail.subject).not.toMatch(/\d{6}/);
    expect(mail.body).toMatch(/: \d{6}\b/);
  });
});
