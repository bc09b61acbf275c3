// Money outlives records on the edge entry (issue 40, ADR 038): a dossier with a payment is refused its DELETE
// (409 in French, by its delete rule), archived and restored, each in a counted number of libSQL round trips; the
// archived one leaves the list (a new version: ADR 017) and comes back with ?archives=1.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);

describe("archives on the edge", () => {
  it("a dossier with a payment: delete refused, archived, out of the list, restored; round trips counted", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const d = await json(
      await edge.call("POST", "/api/Dossier", {
        ...valid.Dossier(a.id, l.id),
        dateFinBail: "2026-06-30",
      }),
      201,
    );
    const q = await json(
      await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: "2026-05-01" }),
      201,
    );
    await json(
      await edge.call("POST", `/api/Dossier/${d.id}/paiements`, {
        montant: "970,50",
        date: "2026-05-03",
        mode: "Virement",
        QuitanceId: q.id,
      }),
      201,
    );
    const compte = await json(await edge.call("GET", `/api/Dossier/${d.id}/compte`));

    const refus = await counted(edge, () => edge.call("DELETE", `/api/Dossier/${d.id}`));
    expect((await json(refus.res, 409)).error.message).toBe(
      "Ce dossier a des écritures comptables : archivez-le.",
    );
    expect(ids(await json(await edge.call("GET", "/api/Dossier")))).toContain(d.id);

    const archive = await counted(edge, () => edge.call("POST", `/api/Dossier/${d.id}/archiver`));
    expect((await json(archive.res)).archiveLe).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const liste = await counted(edge, () => edge.call("GET", "/api/Dossier"));
    expect(ids(await json(liste.res))).not.toContain(d.id);
    expect(ids(await json(await edge.call("GET", "/api/Dossier?archives=1")))).toContain(d.id);
    expect(
      (await json(await edge.call("PUT", `/api/Dossier/${d.id}`, { commentaire: "x" }), 409)).error
        .message,
    ).toBe("Ce dossier est archivé : restaurez-le pour le modifier.");

    const restore = await counted(edge, () => edge.call("POST", `/api/Dossier/${d.id}/restaurer`));
    expect((await json(restore.res)).archiveLe).toBeNull();
    expect(ids(await json(await edge.call("GET", "/api/Dossier")))).toContain(d.id);
    // The account is whole.
    expect(await json(await edge.call("GET", `/api/Dossier/${d.id}/compte`))).toEqual(compte);
    console.log(
      `[edge] allers-retours libSQL : suppression refusée ${refus.trips}, archiver ${archive.trips}, liste après archivage ${liste.trips}, restaurer ${restore.trips}`,
    );
    expect(archive.trips).toBeLessThanOrEqual(2);
    expect(restore.trips).toBeLessThanOrEqual(2);
  });
});
