import { describe, expect, it } from "vitest";
import { memoryStore } from "./disk-store";
import { prefixedStore } from "./prefixed-store";

// One agency's view of a shared bucket (ADR 018), paged as the orphan sweep reads it.
describe("prefixedStore", () => {
  it("pages its own objects only, keys without the prefix, the inner store's cursor passed through; deletes under its prefix", async () => {
    const bucket = memoryStore();
    const a = prefixedStore(bucket, "agences/a/");
    const b = prefixedStore(bucket, "agences/b/");
    for (let i = 0; i < 5; i++)
      await a.put(`files/${i}.pdf`, new Uint8Array([i]), "application/pdf");
    await b.put("files/9.pdf", new Uint8Array([9]), "application/pdf");
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await a.listPage("files/", cursor, 2);
      seen.push(...page.objects.map((o) => o.key));
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toEqual([0, 1, 2, 3, 4].map((i) => `files/${i}.pdf`));
    expect((await b.listPage("files/")).objects.map((o) => o.key)).toEqual(["files/9.pdf"]);
    await a.deleteMany(["files/0.pdf", "files/9.pdf"]);
    expect(bucket.keys().sort()).toEqual([
      "agences/a/files/1.pdf",
      "agences/a/files/2.pdf",
      "agences/a/files/3.pdf",
      "agences/a/files/4.pdf",
      "agences/b/files/9.pdf",
    ]);
  });
});
