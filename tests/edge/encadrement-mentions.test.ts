// Issue 75 item 7 on the edge: a lease under rent control (Paris 11e) does not print without its reference rents:
// 409 naming them, before any PDF is made; with them it prints.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { diagnosticsValidesEdge } from "./diagnostics-sql";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

describe("a rent-controlled lease's print on the edge", () => {
  it("409 naming the reference rents; printed once they are entered", async () => {
    const a = await json(
      await edge.call("POST", "/api/Appartement", {
        ...valid.Appartement(),
        codePostal: "75011",
        ville: "Paris",
      }),
      201,
    );
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const d = await json(
      await edge.call("POST", "/api/Dossier", {
        ...valid.Dossier(a.id, l.id),
        dateCreationBail: "2026-11-15",
        dateDebutBail: "2026-12-01",
        dateEntree: "2026-12-01",
        // The shared lease carries its reference rents (a Paris lot): this one has none.
        encadrement: null,
      }),
      201,
    );
    expect(d.soumisEncadrement).toBe(true);
    await diagnosticsValidesEdge(edge.env.LIBSQL_URL, a.id, "2026-11-01");
    const path = `/api/Dossier/${d.id}/contratLocation/generate`;
    const refus = await counted(edge, () => edge.call("GET", path));
    const body = await json(refus.res, 409);
    console.log(`[edge] allers-retours libSQL : bail sans loyers de référence ${refus.trips}`);
    expect(body.error.message).toBe(
      "Le contrat de location ne peut pas être imprimé : ce bail est soumis à l'encadrement des loyers, renseignez le loyer de référence et le loyer de référence majoré (mentions obligatoires du contrat).",
    );
    await json(
      await edge.call("PUT", `/api/Dossier/${d.id}`, {
        encadrement: { surface: 40, loyerReference: 25.3, loyerReferenceMajore: 30.36 },
      }),
    );
    const imprime = await json(await edge.call("GET", path));
    expect(imprime.generated).toMatch(/^\/files\/documents\/.+\.pdf$/);
  });
});
