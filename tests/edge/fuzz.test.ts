import { expect, inject, it } from "vitest";
import { env } from "cloudflare:workers";
import { type freshInstance, scopedBucket, signedInInstance } from "./instance";
import { valid } from "../support/factories";
import { emptyArchive } from "../support/hostile-archives";
import { newFigures, runFuzz, summary, type FuzzTarget } from "../support/fuzz-plan";

// `npm run fuzz` on the edge entry in workerd (scripts/fuzz.mjs): the same generators as on Node
// (tests/support/fuzz-plan.ts). No 5xx, no trace in an answer, nothing left in R2 by a refused restore, and the
// instance still empty at the end (a restore of an empty archive is taken: 200, not 409). Its peak memory is the
// workerd process's, sampled from outside by scripts/fuzz.mjs.

type Instance = Awaited<ReturnType<typeof freshInstance>>;
const target = (i: Instance): FuzzTarget => ({
  request: (method, path, body, type) =>
    i.send(method, path, body, type ? { "Content-Type": type } : {}),
  async leftovers() {
    return (await i.files.list()).objects.map((o) => o.key);
  },
});

// A minute or more in workerd (R2 writes, bombs made in the isolate): `npm run fuzz` only, not the suite.
it.skipIf(!inject("fuzz").requested)(
  "answers malformed requests and hostile archives without a 5xx, and leaves nothing behind (edge)",
  async () => {
    const { runs, seed } = inject("fuzz");
    const started = Date.now();
    const data = await signedInInstance();
    // A few records, so that ids in the paths name something.
    const made = async (path: string, body: unknown) =>
      ((await (await data.call("POST", path, body)).json()) as { id: number }).id;
    const a = await made("/api/Appartement", valid.Appartement());
    const l = await made("/api/Locataire", valid.Locataire());
    await data.call("PUT", `/api/Appartement/${a}/tenant/add/${l}`, valid.Dossier(a, l));
    const empty = await signedInInstance(scopedBucket(env.FILES));
    const figures = newFigures();
    const failures = await runFuzz(target(data), target(empty), { runs, seed }, figures);
    console.log(summary("edge", figures, seed, (Date.now() - started) / 1000));
    expect(failures).toEqual([]);
    expect(figures.serverErrors).toBe(0);
    expect(figures.partialWrites).toBe(0);
    // Not a row written by any refused restore: the instance still takes one (an empty instance only).
    const last = await empty.send(
      "POST",
      "/api/sauvegarde/restaurer",
      (await emptyArchive()) as BodyInit,
      {
        "Content-Type": "application/zip",
      },
    );
    expect(last.status, await last.clone().text()).toBe(200);
  },
  900_000,
);
