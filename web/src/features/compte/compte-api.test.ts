import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { banqueKeys } from "@/features/banque/banque-keys";
import { refreshAccount } from "./compte-api";

// ADR 164: a payment cancelled (or its term set back to unpaid) sends its matched bank line back to « à rapprocher »;
// the bank screen's lines, cached for 30 s, must be read again, not shown « rapprochée » from the cache.

describe("refreshAccount", () => {
  it("marks the bank screen's lines and accounts stale with the tenant's account", async () => {
    const qc = new QueryClient();
    qc.setQueryData(banqueKeys.lignes(undefined), { data: [] });
    qc.setQueryData(banqueKeys.lignes("rapprochée"), { data: [] });
    qc.setQueryData(banqueKeys.comptes, []);
    await refreshAccount(qc, 7);
    for (const key of [
      banqueKeys.lignes(undefined),
      banqueKeys.lignes("rapprochée"),
      banqueKeys.comptes,
    ])
      expect(qc.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
  });
});
