// The charges regularisation on the edge entry (ADR 025): its results and the round trips of each route, counted on
// an instance of its own.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

describe("the charges regularisation on the edge", () => {
  it("provisions, the regularisation with its ledger entry, the list, the letter; 400 and 404", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
    for (const date of ["2026-01-05", "2026-02-05", "2026-03-05"])
      await json(await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date }), 201);
    const base = `/api/Dossier/${d.id}/regularisations`;
    const prov = await counted(edge, () =>
      edge.call("GET", `${base}/provisions?du=2026-01-01&au=2026-03-31`),
    );
    const provisions = await json(prov.res);
    expect(provisions).toMatchObject({ termes: 3, mois: 3 });
    const reel = provisions.provisions + 12.34;
    const post = await counted(edge, () =>
      edge.call("POST", base, {
        du: "2026-01-01",
        au: "2026-03-31",
        charges: [{ categorie: "eau", montant: reel }],
      }),
    );
    expect((await json(post.res, 201)).regularisation).toMatchObject({ solde: 12.34 });
    const list = await counted(edge, () => edge.call("GET", base));
    const rows = (await json(list.res)).data;
    expect(rows).toHaveLength(1);
    const compte = await json(await edge.call("GET", `/api/Dossier/${d.id}/compte`));
    expect(
      compte.ecritures.filter((e: { type: string }) => e.type === "regularisation"),
    ).toMatchObject([{ debit: 12.34, credit: 0 }]);
    const id = rows[0].id;
    const letter = await json(await edge.call("GET", `/api/Regularisation/${id}/generate`));
    expect(letter.generated).toMatch(/^\/files\/documents\//);
    expect(
      (
        await json(
          await edge.call("POST", base, {
            du: "2026-03-31",
            au: "2026-01-01",
            charges: [{ categorie: "eau", montant: 1 }],
          }),
          400,
        )
      ).error.fields,
    ).toMatchObject({ au: "La fin de la période doit être après son début." });
    // Categories as staff write them (issue 27: water, common areas, household waste tax): the key is stored.
    const libelles = await json(
      await edge.call("POST", base, {
        du: "2026-02-01",
        au: "2026-02-28",
        charges: [
          { categorie: "Parties communes", montant: 1 },
          { categorie: "TEOM", montant: 2 },
        ],
      }),
      201,
    );
    expect(libelles.regularisation.charges).toMatchObject([
      { categorie: "partiesCommunes" },
      { categorie: "teom" },
    ]);
    await json(await edge.call("GET", "/api/Dossier/999999/regularisations"), 404);
    console.log(
      `[edge] allers-retours libSQL : provisions ${prov.trips}, régularisation ${post.trips}, liste ${list.trips}`,
    );
    expect(prov.trips).toBeLessThanOrEqual(1);
    expect(list.trips).toBeLessThanOrEqual(1);
    // An interactive transaction (ADR 025): BEGIN, the reads, three inserts, the balance, COMMIT.
    expect(post.trips).toBeLessThanOrEqual(8);
  });
});
