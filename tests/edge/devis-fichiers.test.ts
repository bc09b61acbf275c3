// Issue 76 on the edge entry (ADR 129): a supplier's quote is copied to the lot's files (a second R2 object and its
// Fichier row, in the quote's one batch). The same rule as tests/api/travaux/devis-fichiers.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { formDevis } from "../support/devis";
import { fournisseurValide } from "../support/travaux";
import { type Instance, counted, jsonOf as json, signedInInstance } from "./instance";
import { sqlDe } from "./iban";

let edge: Instance;
let lot = 0;
let fournisseur = 0;

beforeAll(async () => {
  edge = await signedInInstance();
  await edge.confirm();
  lot = (await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201)).id;
  fournisseur = (
    await json(
      await edge.call(
        "POST",
        "/api/Fournisseur",
        fournisseurValide({ siret: null, raisonSociale: "Sanitaires du Bord" }),
      ),
      201,
    )
  ).id;
});

describe("a quote in the lot's files on the edge", () => {
  it("copies the PDF to the lot's files in the quote's own batch", async () => {
    const o = await json(
      await edge.call("POST", "/api/interventions", {
        AppartementId: lot,
        metier: "plomberie",
        objet: "Fuite",
      }),
      201,
    );
    const { res, trips } = await counted(edge, () =>
      edge.call("POST", `/api/Intervention/${o.id}/devis`, formDevis(fournisseur)),
    );
    await json(res, 201);
    // The session's check, the lot's read, the batch (the copy's row in it), the answer's read: bounded.
    expect(trips).toBeLessThanOrEqual(5);
    const pieces = await sqlDe(
      edge,
      `select "nom", "mime" from "Fichier" where "AppartementId" = ?`,
      [lot],
    );
    expect(pieces).toEqual([
      { nom: `Devis Sanitaires du Bord (intervention n° ${o.id})`, mime: "application/pdf" },
    ]);
  });
});
