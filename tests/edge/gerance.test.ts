// The compte-rendu de gérance and the tax summary on the edge entry (issue 38 parts 4 and 5, ADR 033): the 2044
// read is one libSQL round trip; a compte-rendu's generation reads everything in one, then stores its PDF like every
// generated document; the e-mail goes through the outbox.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

/** An owner under a mission at 8 % TTC, a lease at 850 € + 120.50 €, January's term paid in full. */
async function proprietaire() {
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const c = await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
  await json(await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`));
  const m = await json(
    await edge.call("POST", "/api/Mission", {
      ...valid.Mission(),
      honorairesGestion: 8,
      tauxTva: 20,
    }),
    201,
  );
  await json(await edge.call("PUT", `/api/Mission/${m.id}/appartement/add/${a.id}`));
  await json(await edge.call("PUT", `/api/Mission/${m.id}/client/add/${c.id}`));
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
  return { id: c.id as number, dossier: d.id as number, appartement: a.id as number };
}

describe("the compte-rendu and the 2044 lines on the edge", () => {
  it("reads the 2044 lines in one round trip and generates the compte-rendu with its balances", async () => {
    const { id, dossier, appartement } = await proprietaire();
    // Issue 60 (ADR 075): a property tax paid by the agency, its TEOM apart, and 2025's non-deductible provisions.
    for (const [intitule, montant, natureCharge] of [
      ["Taxe foncière 2026", 412, "taxe_fonciere"],
      ["TEOM 2026", 50, "teom"],
    ] as const)
      await json(
        await edge.call("POST", "/api/Intendance", {
          nature: "depense",
          AppartementId: appartement,
          intitule,
          numFacture: intitule,
          date: "2026-01-20",
          montant,
          regle: true,
          payeParAgence: true,
          natureCharge,
        }),
        201,
      );
    const saisie = await counted(edge, () =>
      edge.call("PUT", `/api/Appartement/${appartement}/copropriete`, {
        annee: 2025,
        nonDeductible: "80,00",
      }),
    );
    expect(await json(saisie.res)).toMatchObject({ annee: 2025, nonDeductible: 80 });
    const bad = await json(
      await edge.call("PUT", `/api/Appartement/${appartement}/copropriete`, {
        annee: 1999,
        nonDeductible: -1,
      }),
      400,
    );
    expect(bad.error.fields).toEqual({
      annee: "L'année doit être comprise entre 2000 et 2100.",
      nonDeductible: "Ce montant ne peut pas être négatif.",
    });
    // The baseline: the tenant's statement, a generated document of the same kind (one read, then stored).
    const releve = await counted(edge, () =>
      edge.call("GET", `/api/Dossier/${dossier}/releveCompte/generate`),
    );
    await json(releve.res);
    const lu = await counted(edge, () =>
      edge.call("GET", `/api/Client/${id}/revenusFonciers?annee=2026`),
    );
    // 970.50 - 120.50 of charges = 850 €; the fee 8 % = 77.64 € TTC.
    expect(await json(lu.res)).toMatchObject({
      ligne211: 850,
      ligne221: 77.64,
      ligne222: 20,
      ligne223: 0,
      ligne224: 0,
      ligne225: 0,
      ligne227: 412,
      ligne229: 0,
      ligne230: 80,
      ligne240: 77.64 + 20 + 412 - 80,
      // The TEOM is recoverable: on no line.
      nonReportes: 50,
      provisoire: true,
    });
    const gen = await counted(edge, () =>
      edge.call("GET", `/api/Client/${id}/compteRendu/generate?du=2026-01-01&au=2026-01-31`),
    );
    const { generated } = await json(gen.res);
    expect(generated).toMatch(/^\/files\/documents\/[0-9a-f-]+\.pdf$/);
    const pdf = await edge.call("GET", generated);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const aide = await counted(edge, () =>
      edge.call("GET", `/api/Client/${id}/revenusFonciers/generate?annee=2026`),
    );
    await json(aide.res);
    const compte = await json(
      await edge.call("GET", `/api/Client/${id}/compte?du=2026-01-01&au=2026-01-31`),
    );
    // 970.50 - 77.64 of fees - 462 of the tax and its TEOM paid by the agency.
    expect(compte.solde).toBe(430.86);
    console.log(
      `[edge] allers-retours libSQL : lignes 2044 ${lu.trips}, saisie copropriété ${saisie.trips}, compte-rendu généré ${gen.trips}, aide 2044 générée ${aide.trips} (relevé locataire ${releve.trips})`,
    );
    expect(lu.trips).toBe(1);
    // The session's check, then the upsert that checks the lot in its own statement: no read before the write.
    expect(saisie.trips).toBeLessThanOrEqual(2);
    // One read of everything, then the store's upsert of the document's row (storeGenerated).
    expect(gen.trips).toBeLessThanOrEqual(4);
    expect(gen.trips).toBeLessThanOrEqual(releve.trips);
    expect(aide.trips).toBeLessThanOrEqual(releve.trips);
  });

  it("answers the French 400 and 404 of the API", async () => {
    const bad = await json(await edge.call("GET", "/api/Client/1/revenusFonciers?annee=26"), 400);
    expect(bad.error.fields.annee).toBe("L'année doit s'écrire sur quatre chiffres (AAAA).");
    await json(
      await edge.call("GET", "/api/Client/999999/compteRendu/generate?du=2026-01-01&au=2026-01-31"),
      404,
    );
  });
});
