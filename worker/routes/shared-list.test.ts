import { describe, expect, it } from "vitest";
import type { Config } from "../ports";
import { cacheUrl, etagOf, listSlot } from "./shared-list";

// The edge's list cache is shared by every agency a worker serves (issue 22): their keys and ETags never meet.

const config = (agenceId?: string): Config => ({
  jwtSecret: "x".repeat(32),
  version: "1",
  publicUrl: "https://exemple.fr",
  contactEmail: "contact@exemple.fr",
  agenceId,
});
const clock = { now: () => new Date("2026-11-23T10:00:00Z") };

describe("the keys of the edge's list cache", () => {
  it("differ by agency, resource, query, day and version; the ETag with them", async () => {
    const a = listSlot({ config: config("agence-a"), clock }, "Appartement", "");
    const b = listSlot({ config: config("agence-b"), clock }, "Appartement", "");
    const byDefault = listSlot({ config: config(), clock }, "Appartement", "");
    expect(new Set([a, b, byDefault]).size).toBe(3);
    expect(byDefault.startsWith("defaut/")).toBe(true);
    // An agency id cannot pose as another's path.
    expect(listSlot({ config: config("a/Appartement"), clock }, "x", "")).not.toBe(
      listSlot({ config: config("a"), clock }, "Appartement/x", ""),
    );
    const keys = [
      cacheUrl(a, "7.1"),
      cacheUrl(b, "7.1"),
      cacheUrl(a, "7.2"),
      cacheUrl(listSlot({ config: config("agence-a"), clock }, "Appartement", "?limit=5"), "7.1"),
      cacheUrl(listSlot({ config: config("agence-a"), clock }, "Locataire", ""), "7.1"),
      cacheUrl(
        listSlot(
          { config: config("agence-a"), clock: { now: () => new Date("2026-11-24T10:00:00Z") } },
          "Appartement",
          "",
        ),
        "7.1",
      ),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of keys) expect(() => new URL(k)).not.toThrow();
    const tags = await Promise.all([etagOf(a, "7.1"), etagOf(b, "7.1"), etagOf(a, "7.2")]);
    expect(new Set(tags).size).toBe(3);
    expect(await etagOf(a, "7.1")).toBe(tags[0]);
  });
});
