import { expect, it } from "vitest";
import { HOSTILE_CASES, hostileArchive } from "../support/hostile-archives";
import { signedInInstance } from "./instance";

// The restore's budgets on the edge entry (worker/services/backup/budgets.ts): each hostile archive is refused with a
// 400 and a French message naming the budget it broke (so the restore stopped there instead of reading on; no clock
// in the test), and leaves the instance empty and its R2 objects none (a valid object came first and was written).
// Before, a bomb took the edge entry down.

it.each(HOSTILE_CASES)(
  "refuses $label on the edge: 400, French, nothing left",
  async (c) => {
    const target = await signedInInstance();
    const zip = await hostileArchive(c);
    const r = await target.send("POST", "/api/sauvegarde/restaurer", zip as BodyInit, {
      "Content-Type": "application/zip",
    });
    const body = (await r.json()) as { error: { message: string } };
    expect(r.status, JSON.stringify(body)).toBe(400);
    expect(body.error.message).toMatch(c.message);
    expect(body.error.message).toMatch(/rien n'a été restauré/);
    expect((await target.files.list()).objects).toEqual([]);
    // Still empty: no row was written (an instance with data would answer 409 to a restore).
    const clients = (await (await target.call("GET", "/api/Client")).json()) as { data: unknown[] };
    expect(clients.data).toEqual([]);
  },
  120_000, // making a 450 MB bomb takes a few seconds, more on a busy machine
);
