import { describe, expect, it } from "vitest";
import { dossierFilters } from "@/features/dossiers/dossier-list-ask";
import { intendanceFilters } from "@/features/intendance/intendance-list-ask";
import { locataireFilters } from "@/features/locataires/locataire-list-ask";
import { readQueryParam } from "./use-query-param";

// ADR 102: a list's view read from the address by one function, the screen's and its first page's asked with the
// session's check (ADR 095); anything not allowed reads as the default, as the screen's toggle shows it.

const at = (query: string) => new URLSearchParams(query);

describe("the lists' views read from the address", () => {
  it("readQueryParam: an allowed value, else the default", () => {
    const views = ["open", "closed"] as const;
    expect(readQueryParam(at("vue=closed"), "vue", views, "open")).toBe("closed");
    expect(readQueryParam(at("vue=n-importe"), "vue", views, "open")).toBe("open");
    expect(readQueryParam(at(""), "vue", views, "open")).toBe("open");
  });

  it("each list's server filters", () => {
    expect(locataireFilters(at(""))).toEqual({ situation: "en-cours" });
    expect(locataireFilters(at("vue=none&tri=-nom"))).toEqual({ situation: "sans-dossier" });
    expect(dossierFilters(at(""))).toEqual({ archives: null, etat: "en-cours" });
    expect(dossierFilters(at("vue=closed&archives=1"))).toEqual({ archives: "1", etat: "clos" });
    // Issue 73: the leases closed with no notice, to reopen.
    expect(dossierFilters(at("vue=a-revoir"))).toEqual({ archives: null, aRevoir: "reconduction" });
    expect(intendanceFilters(at("filtre=depenses"))).toEqual({ vue: "depenses" });
    expect(intendanceFilters(at("filtre=autre"))).toEqual({ vue: "en-cours" });
  });
});
