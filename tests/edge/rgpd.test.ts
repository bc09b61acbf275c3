// Personal data on the edge entry: the list to purge in one round trip, a tenant's export (its records read in one
// round trip, then its files from R2), and the anonymisation in one transaction, its R2 objects deleted after it.
import { unzipSync, strFromU8 } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

describe("personal data on the edge", () => {
  it("lists, exports and anonymises a former tenant; its file leaves R2", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    await json(
      await edge.call("POST", "/api/Dossier", {
        ...valid.Dossier(a.id, l.id),
        dateCreationBail: "2022-06-15",
        dateEntree: "2022-07-01",
        dateDebutBail: "2022-07-01",
        dateFinBail: "2023-06-30",
      }),
      201,
    );
    const form = new FormData();
    form.append("nom", "piece");
    form.append(
      "file",
      new File([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], "p.pdf", {
        type: "application/pdf",
      }),
    );
    const f = await json(await edge.call("POST", "/api/Fichier", form), 201);
    await json(await edge.call("PUT", `/api/Locataire/${l.id}/fichier/add/${f.id}`));

    const list = await counted(edge, () => edge.call("GET", "/api/rgpd/aPurger"));
    expect((await json(list.res)).data).toMatchObject([{ id: l.id, echu: true, dette: 0 }]);
    expect(list.trips).toBe(1);

    const exp = await counted(edge, () => edge.call("GET", `/api/Locataire/${l.id}/export`));
    expect(exp.res.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await exp.res.arrayBuffer()));
    expect(JSON.parse(strFromU8(zip["locataire.json"]!))).toMatchObject({
      id: l.id,
      nom: "Martin",
    });
    expect(strFromU8(zip["fichiers/piece.pdf"]!)).toContain("%PDF");
    // The records: one round trip, whatever their number.
    expect(exp.trips).toBe(1);

    const purge = await counted(edge, () =>
      edge.call("POST", "/api/rgpd/purger", { LocataireIds: [l.id] }),
    );
    expect(await json(purge.res)).toEqual({ anonymises: [l.id] });
    // One interactive transaction: measured 18 (BEGIN, the rule's read, the rows read and written, the journal's
    // lines of the tenant taken out with the triggers paused and the one line of the anonymisation, COMMIT). An
    // admin's occasional act, bounded to 20 tenants a call.
    expect(purge.trips).toBeLessThanOrEqual(19);
    await edge.settled();
    const after = await json(await edge.call("GET", `/api/Locataire/${l.id}`));
    expect(after).toMatchObject({ nom: `Ancien locataire n° ${l.id}`, mail: null, Fichiers: [] });
    expect((await edge.call("GET", f.url)).status).toBe(404);
    expect(await json(await edge.call("GET", "/api/rgpd/aPurger"))).toEqual({ data: [] });
    console.log(
      JSON.stringify({ rgpdEdge: { aPurger: list.trips, export: exp.trips, purger: purge.trips } }),
    );
  });
});
