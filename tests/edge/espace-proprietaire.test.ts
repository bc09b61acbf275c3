// The owner's space on the edge entry (issue 62 items 3 and 6): the page is read in one libSQL round trip, its
// session's check riding with its reads; its documents and PDFs open through signed links, served from R2.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";
import { ouvrirEspaceProprietaire } from "./espace-session";

let edge: Instance;
let owner = 0;
let jeton = "";

const espace = (path: string) =>
  edge.send("GET", path, undefined, { Authorization: `Token ${jeton}` }, false);

beforeAll(async () => {
  edge = await signedInInstance();
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const c = await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
  owner = c.id;
  await json(await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${owner}`));
  const m = await json(
    await edge.call("POST", "/api/Mission", { ...valid.Mission(), honorairesGestion: 8 }),
    201,
  );
  await json(await edge.call("PUT", `/api/Mission/${m.id}/appartement/add/${a.id}`));
  await json(await edge.call("PUT", `/api/Mission/${m.id}/client/add/${owner}`));
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
  const q = await json(
    await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: "2026-01-05" }),
    201,
  );
  await json(
    await edge.call("POST", `/api/Dossier/${d.id}/paiements`, {
      montant: "970,50",
      date: "2026-01-06",
      mode: "Virement",
      QuitanceId: q.id,
    }),
    201,
  );
  const f = new FormData();
  f.append(
    "contratLocation",
    new File([new TextEncoder().encode("%PDF-1.4\n% bail signé\n%%EOF\n")], "bail.pdf", {
      type: "application/pdf",
    }),
  );
  await json(await edge.call("PUT", `/api/Dossier/${d.id}`, f));
  jeton = await ouvrirEspaceProprietaire(edge, owner, "proprio.edge@example.fr");
});

describe("the owner's space on the edge", () => {
  it("reads the page in one round trip, with staff's figures", async () => {
    const staff = await json(await edge.call("GET", `/api/Client/${owner}/compte`));
    const before = await edge.roundTrips();
    const page = await json(await espace("/api/espace/proprietaire"));
    const trips = (await edge.roundTrips()) - before;
    console.log(`[edge] allers-retours libSQL : page de l'espace propriétaire ${trips}`);
    expect(trips).toBe(1);
    expect(page.compte).toEqual({
      solde: staff.solde,
      disponible: staff.disponible,
      ecritures: staff.ecritures,
    });
    // A term called in January: its rents can read « à jour » (none called would not).
    expect(page.appartements).toEqual([
      expect.objectContaining({ locataire: "Léa Martin", loyersAppeles: true }),
    ]);
    const bail = page.documents.find((x: any) => x.type === "bail");
    const res = await edge.send("GET", bail.url, undefined, {}, false);
    expect(res.status).toBe(200);
    expect(new TextDecoder().decode(await res.arrayBuffer())).toContain("bail signé");
  });

  it("downloads the compte-rendu through its signed link", async () => {
    const r = await json(
      await espace("/api/espace/proprietaire/compteRendu?du=2026-01-01&au=2026-03-31"),
    );
    const pdf = await edge.send("GET", r.generated, undefined, {}, false);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });

  it("refuses a staff session (403)", async () => {
    expect((await edge.call("GET", "/api/espace/proprietaire")).status).toBe(403);
  });
});
