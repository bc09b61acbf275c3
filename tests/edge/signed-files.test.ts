// Signed copies and inventory replacement on the edge entry: objects in R2, each request its own Workers request.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { adminToken, edgeCaller } from "./call";

let token = "";
const call = edgeCaller(() => token);
beforeAll(async () => {
  token = await adminToken();
});

async function json(res: Response) {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as Record<string, any>;
}
const signedForm = (field: string, text: string) => {
  const f = new FormData();
  f.append(
    field,
    new File([new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`)], "acte.pdf", {
      type: "application/pdf",
    }),
  );
  return f;
};

describe("signed copies in R2", () => {
  it("PUT /api/Caution/{id} in multipart stores the deed; a replacement deletes the old object, the record's delete the new one", async () => {
    const c = await json(await call("POST", "/api/Caution", valid.Caution()));
    const first = (
      await json(
        await call(
          "PUT",
          `/api/Caution/${c.id}`,
          signedForm("acteCautionnementSigned", crypto.randomUUID()),
        ),
      )
    ).acteCautionnementSigned;
    expect(first).toMatch(/^\/files\/signes\//);
    expect(await env.FILES.get(first.slice(1))).not.toBeNull();
    expect((await call("GET", first)).status).toBe(200);

    const second = (
      await json(
        await call(
          "PUT",
          `/api/Caution/${c.id}`,
          signedForm("acteCautionnementSigned", crypto.randomUUID()),
        ),
      )
    ).acteCautionnementSigned;
    expect(await env.FILES.get(first.slice(1))).toBeNull();
    expect((await call("DELETE", `/api/Caution/${c.id}`)).status).toBe(204);
    expect(await env.FILES.get(second.slice(1))).toBeNull();
  });

  it("multipart on a path without signed copies is 415", async () => {
    const c = await json(await call("POST", "/api/Locataire", valid.Locataire()));
    expect((await call("PUT", `/api/Locataire/${c.id}`, signedForm("signed", "x"))).status).toBe(
      415,
    );
  });
});

describe("parallel inventory replacements", () => {
  it("8 parallel etatIn/set on one dossier: all 200, one inventory left, the dossier points at it", async () => {
    const a = await json(await call("POST", "/api/Appartement", valid.Appartement()));
    const l = await json(await call("POST", "/api/Locataire", valid.Locataire()));
    const d = await json(await call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)));
    const rs = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call("PUT", `/api/Dossier/${d.id}/etatIn/set`, { ...valid.EtatLieux(), lieu: `Lieu ${i}` }),
      ),
    );
    expect(rs.map((r) => r.status)).toEqual(Array(8).fill(200));
    const list = (await json(await call("GET", `/api/EtatLieux?AppartementId=${a.id}`))).data as {
      id: number;
    }[];
    const dossier = await json(await call("GET", `/api/Dossier/${d.id}`));
    expect(list.map((e) => e.id)).toEqual([dossier.etatIn]);
  });
});
