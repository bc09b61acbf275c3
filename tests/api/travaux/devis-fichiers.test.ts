import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Fichier } from "../../../worker/db/schema";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { download } from "../../support/http";
import { insertAppartement } from "../../support/factories";
import { fournisseurValide } from "../../support/travaux";
import { formDevis } from "../../support/devis";

// Issue 76 (ADR 129): a supplier's quote is kept in the lot's files too, a copy of its own that staff may delete
// without losing the quote; a refused quote leaves nothing there.

let t: TestApp;
let lot = 0;
let plombier = 0;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-21T10:00:00.000Z", confirme: true });
  lot = (await insertAppartement(t)).id;
  plombier = (await t.call("POST", "/api/Fournisseur", "admin", fournisseurValide())).body.id;
});
afterAll(() => t.close());

const fichiersDuLot = () => t.db.select().from(Fichier).where(eq(Fichier.AppartementId, lot));

describe("a quote in the lot's files", () => {
  it("copies the quote's PDF to the lot's files, named after the supplier and the order", async () => {
    const o = await t.call("POST", "/api/interventions", "user", {
      AppartementId: lot,
      metier: "plomberie",
      objet: "Fuite",
    });
    const r = await t.call(
      "POST",
      `/api/Intervention/${o.body.id}/devis`,
      "user",
      formDevis(plombier),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const [piece] = await fichiersDuLot();
    expect(piece).toMatchObject({
      nom: `Devis Plomberie Martin SARL (intervention n° ${o.body.id})`,
      mime: "application/pdf",
    });
    const pdf = await download(t, piece!.url);
    expect(new TextDecoder().decode(pdf.bytes)).toContain("% devis");
    // Deleting the lot's copy leaves the quote itself.
    expect(
      (await t.call("DELETE", `/api/Fichier/${piece!.id}`, "user_delete")).status,
    ).toBeLessThan(300);
    const devis = await t.call("GET", `/api/Intervention/${o.body.id}/devis`, "user");
    expect(devis.body.data).toHaveLength(1);
  });

  it("takes the quote's one PDF whatever its field is named (the issue says « a PDF »), numbers as sent", async () => {
    const o = await t.call("POST", "/api/interventions", "user", {
      AppartementId: lot,
      objet: "Ballon",
    });
    const f = new FormData();
    f.append(
      "pdf",
      new Blob(["%PDF-1.4\n% autre nom\n%%EOF\n"], { type: "application/pdf" }),
      "d.pdf",
    );
    f.append("montantHT", "850");
    f.append("tauxTVA", "10");
    f.append("FournisseurId", String(plombier));
    const r = await t.call("POST", `/api/Intervention/${o.body.id}/devis`, "user", f);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const devis = await t.call("GET", `/api/Intervention/${o.body.id}/devis`, "user");
    expect(devis.body.data).toEqual([expect.objectContaining({ montantHT: 85000, tauxTVA: 10 })]);
  });

  it("writes no file for a quote the server refuses", async () => {
    const avant = (await fichiersDuLot()).length;
    const o = await t.call("POST", "/api/interventions", "user", {
      AppartementId: lot,
      metier: "plomberie",
      objet: "Robinet",
    });
    const r = await t.call(
      "POST",
      `/api/Intervention/${o.body.id}/devis`,
      "user",
      formDevis(plombier, { tauxTVA: "7" }),
    );
    expect(r.status).toBe(400);
    expect(await fichiersDuLot()).toHaveLength(avant);
  });
});
