// The tenant's space on the edge entry (issue 62, items 4 and 6): its page is one libSQL round trip (the session's
// check rides with the page's reads), its account is staff's to the cent, and its documents download from R2 through
// signed links, with no staff session.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { espaceLocataire } from "./espace-session";
import { counted, type Instance, jsonOf as json, signedInInstance, bailEtTerme } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

describe("the tenant's space on the edge", () => {
  it("reads its page in one round trip, with staff's figures; its documents download through signed links", async () => {
    const { l, d, q } = await bailEtTerme(edge);
    await json(
      await edge.call("POST", `/api/Dossier/${d.id}/paiements`, {
        montant: "500,00",
        date: "2026-01-06",
        mode: "Virement",
        QuitanceId: q.id,
      }),
      201,
    );
    const espace = await espaceLocataire(edge, l.id);
    // A first request warms the isolate (its first-start checks ride with a request of their own).
    await json(await espace("GET", "/api/espace/locataire"));
    const page = await counted(edge, () => espace("GET", "/api/espace/locataire"));
    const body = await json(page.res);
    const staff = await json(await edge.call("GET", `/api/Dossier/${d.id}/compte`));
    expect(body.compte.solde).toBe(staff.solde);
    expect(body.compte.ecritures).toEqual(staff.ecritures);
    expect(body.quittances).toMatchObject([{ id: q.id, typeDocument: "recu", resteDu: 470.5 }]);
    console.log(`[edge] allers-retours libSQL : espace locataire ${page.trips}`);
    expect(page.trips).toBe(1);

    const doc = await json(await espace("GET", `/api/espace/locataire/quittances/${q.id}`));
    expect(doc.generated).toMatch(/\?exp=\d+&sig=/);
    const file = await edge.send("GET", doc.generated, undefined, {}, false);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    await file.arrayBuffer();
    const attestation = await json(await espace("GET", "/api/espace/locataire/attestation"));
    const pdf = await edge.send("GET", attestation.generated, undefined, {}, false);
    expect(pdf.status).toBe(200);
    await pdf.arrayBuffer();
  });

  it("answers 404 for another tenant's term, never its document", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const autre = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
    const q = await json(
      await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: "2026-02-05" }),
      201,
    );
    const espace = await espaceLocataire(edge, autre.id);
    expect((await espace("GET", `/api/espace/locataire/quittances/${q.id}`)).status).toBe(404);
    expect((await espace("GET", "/api/espace/locataire")).status).toBe(404);
  });
});
