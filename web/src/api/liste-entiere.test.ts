import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "./client";
import { listQuery } from "./resources";
import { pickedQuery } from "./search";

// ADR 154: the web's readers of a whole list ask the apartments in their compact form (`?forme=compacte`), the
// other resources as before; a picker's read of one record (`?id=&limit=1`) keeps every field.
vi.mock("./client", () => ({ api: vi.fn(async () => ({ data: [] })) }));

const asked = () => vi.mocked(api).mock.calls.map(([call, init]) => [call.path, init?.query]);

describe("the whole list's form asked by the web", () => {
  beforeEach(() => vi.mocked(api).mockClear());

  it("asks the apartments compact, the others and a picked record in full", async () => {
    const qc = new QueryClient();
    await qc.fetchQuery(listQuery("Appartement"));
    await qc.fetchQuery(listQuery("Appartement", true));
    await qc.fetchQuery(listQuery("Dossier"));
    await qc.fetchQuery(pickedQuery("Appartement", "7"));
    expect(asked()).toEqual([
      ["/Appartement?forme=compacte", undefined],
      ["/Appartement?archives=1&forme=compacte", undefined],
      ["/Dossier", undefined],
      ["/Appartement", { id: "7", limit: 1 }],
    ]);
  });
});
