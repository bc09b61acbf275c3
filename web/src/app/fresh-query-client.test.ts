import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { FreshQueryClient } from "./fresh-query-client";

/** A server whose answers are released by hand: each read returns the lines as they are when it is answered. */
function server() {
  let lignes = ["loyer d'octobre"];
  const pending: Array<() => void> = [];
  return {
    read: () =>
      new Promise<string[]>((resolve) => {
        const seen = [...lignes]; // what the database held when the read left
        pending.push(() => resolve(seen));
      }),
    importe: (ligne: string) => (lignes = [...lignes, ligne]),
    answer: () => pending.shift()?.(),
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("FreshQueryClient", () => {
  it("reads a list again when it is invalidated while its first load is on its way", async () => {
    const api = server();
    const qc = new FreshQueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(qc, { queryKey: ["Banque", "lignes"], queryFn: api.read });
    const seen: Array<string[] | undefined> = [];
    const unsubscribe = observer.subscribe((r) => seen.push(r.data));

    // The screen opens: its first read leaves, then a statement is imported before that read is answered.
    await settle();
    api.importe("loyer de novembre");
    const refreshed = qc.invalidateQueries({ queryKey: ["Banque"] });
    await settle();
    api.answer(); // the first read, sent before the import (cancelled: nobody reads its answer)
    await settle();
    api.answer(); // the read the invalidation asked for
    await refreshed;

    expect(observer.getCurrentResult().data).toEqual(["loyer d'octobre", "loyer de novembre"]);
    expect(observer.getCurrentResult().isError).toBe(false);
    expect(seen.filter(Boolean)).toEqual([["loyer d'octobre", "loyer de novembre"]]);
    unsubscribe();
  });

  it("still refetches a list already shown, and leaves the queries the filter does not name", async () => {
    const api = server();
    const qc = new FreshQueryClient({ defaultOptions: { queries: { retry: false } } });
    const lignes = new QueryObserver(qc, { queryKey: ["Banque", "lignes"], queryFn: api.read });
    const autre = new QueryObserver(qc, { queryKey: ["Dossier"], queryFn: api.read });
    const off = [lignes.subscribe(() => undefined), autre.subscribe(() => undefined)];
    await settle();
    api.answer();
    api.answer();
    await settle();

    api.importe("loyer de novembre");
    const refreshed = qc.invalidateQueries({ queryKey: ["Banque"] });
    await settle();
    api.answer();
    await refreshed;
    expect(lignes.getCurrentResult().data).toEqual(["loyer d'octobre", "loyer de novembre"]);
    expect(autre.getCurrentResult().data).toEqual(["loyer d'octobre"]);
    for (const f of off) f();
  });

  it("leaves a read nobody watches to its caller, who gets its answer", async () => {
    const api = server();
    const qc = new FreshQueryClient({ defaultOptions: { queries: { retry: false } } });
    const read = qc.fetchQuery({ queryKey: ["Appartement", 3], queryFn: api.read });
    await settle();
    const refreshed = qc.invalidateQueries({ queryKey: ["Appartement"] });
    api.answer();
    await refreshed;
    await expect(read).resolves.toEqual(["loyer d'octobre"]);
  });
});
