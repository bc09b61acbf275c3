import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { insertClient } from "../../support/factories";
import { locataireAvecBail } from "../../support/demandes";
import { fournisseurValide } from "../../support/travaux";
import { formDevis } from "../../support/devis";
import { expectNoMissingValues, expectSays, readPdf } from "../../support/pdf";

// Issue 76, item 2: the order of service a supplier receives, as a PDF: the lot and its access, the tenant's contact
// only with their agreement, the work, the price agreed (the chosen quote, its reduced VAT's wording), and the
// invoice addressed to the owner care of the agency.

let t: TestApp;
let plombier: number;
let lea: Awaited<ReturnType<typeof locataireAvecBail>>;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-21T10:00:00.000Z", confirme: true });
  plombier = (await t.call("POST", "/api/Fournisseur", "admin", fournisseurValide())).body.id;
  lea = await locataireAvecBail(t, "lea@example.fr");
  await t.call("PUT", `/api/Appartement/${lea.dossier.AppartementId}`, "admin", {
    digicode: "4B17A",
  });
  const c = await insertClient(t, { nom: "Bernard", prenom: "Hugo" });
  await t.db.run(sql`insert into "AppartementProprietaire" ("AppartementId", "ClientId") values
    (${lea.dossier.AppartementId}, ${c.id})`);
});
afterAll(() => t.close());

async function ordre(contactLocataire: boolean) {
  const i = await t.call("POST", "/api/interventions", "user", {
    AppartementId: lea.dossier.AppartementId,
    metier: "plomberie",
    objet: "Remplacement du chauffe-eau",
    contactLocataire,
  });
  expect(i.status, JSON.stringify(i.body)).toBe(201);
  expect(i.body.contactLocataire).toBe(contactLocataire);
  const d = await t.call(
    "POST",
    `/api/Intervention/${i.body.id}/devis`,
    "user",
    formDevis(plombier, { montantHT: "300", tauxTVA: "10" }),
  );
  await t.call("POST", `/api/Intervention/${i.body.id}/devis/${d.body.data[0].id}/choisir`, "user");
  const r = await t.call("GET", `/api/Intervention/${i.body.id}/ordre`, "user");
  expect(r.status).toBe(200);
  expect(r.headers.get("content-type")).toBe("application/pdf");
  return { id: i.body.id as number, ...readPdf(r.bytes) };
}

describe("the order of service", () => {
  it("prints the lot, the access, the tenant who agreed, the price agreed and the owner care of the agency", async () => {
    const { id, text } = await ordre(true);
    expectSays(
      text,
      `Ordre de service n° ${id}`,
      "Plomberie Martin SARL",
      "4B17A",
      "Léa",
      "0698765432",
      "Remplacement du chauffe-eau",
      "300,00 €",
      "330,00 €",
      "achevés depuis plus de deux ans",
      "Hugo Bernard",
      "aux bons soins de",
    );
    expectNoMissingValues(text);
  });

  it("keeps the tenant's contact off without their agreement; 404 for no such order", async () => {
    const { text } = await ordre(false);
    expect(text).not.toContain("0698765432");
    expectSays(text, "n'a pas donné son accord");
    expect((await t.call("GET", "/api/Intervention/999999/ordre", "user")).status).toBe(404);
  });
});
