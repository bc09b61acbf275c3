// Issue 61 item 4 on the edge (ADR 080): the opening balances' statements run as the import's one write batch does
// (one libSQL batch, references resolved in SQL), and the trust-account check reads them in its one round trip.
import { createClient } from "@libsql/client/web";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql/web";
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { soldesStatements } from "../../worker/services/imports/soldes";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

describe("opening balances on the edge", () => {
  it("are written in one batch and read by GET /api/sequestre in one round trip, balanced", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const c = await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
    await json(await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`));
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const d = await json(
      await edge.call("POST", "/api/Dossier", { ...valid.Dossier(a.id, l.id), depotGarantie: 0 }),
      201,
    );
    const client = createClient({ url: edge.env.LIBSQL_URL });
    const db = drizzle(client);
    await db.batch([
      db.run(
        sql`update "Dossier" set "reference" = 'B1', "dateReprise" = '2026-10-31' where "id" = ${d.id}`,
      ),
      db.run(sql`update "Client" set "reference" = 'P1' where "id" = ${c.id}`),
      ...soldesStatements({
        importId: 1,
        dateReprise: "2026-10-31",
        auteur: "admin@agence.test",
        soldes: [
          { type: "depot", reference: "B1", montant: 85000 },
          { type: "locataire", reference: "B1", montant: -20000 },
          { type: "proprietaire", reference: "P1", montant: 150000 },
        ],
      }).map((s) => db.run(s)),
    ]);
    client.close();
    const f = new FormData();
    f.append(
      "file",
      new File(["Date;Libellé;Montant;Solde\n31/10/2026;REPRISE;2 550,00;2 550,00\n"], "r.csv"),
    );
    f.append("nouveauCompte", "Compte séquestre");
    const r = await json(await edge.call("POST", "/api/banque/releves", f), 201);
    await json(
      await edge.call("PUT", `/api/banque/comptes/${r.releve.compteId}`, { sequestre: true }),
    );

    const before = await edge.roundTrips();
    const res = await edge.call("GET", "/api/sequestre?au=2026-10-31");
    const trips = (await edge.roundTrips()) - before;
    expect(await json(res)).toMatchObject({
      soldesMandants: 1500,
      depotsDetenus: 850,
      creditsLocataires: 200,
      totalDu: 2550,
      soldeBanque: 2550,
      ecart: 0,
    });
    console.log(
      `[edge] allers-retours libSQL : représentation des fonds avec soldes repris ${trips}`,
    );
    expect(trips).toBe(1);
    const compte = await json(await edge.call("GET", `/api/Dossier/${d.id}/compte`));
    expect(compte.solde).toBe(-200);
    expect(compte.ecritures.map((e: any) => e.libelle)).toEqual([
      "Dépôt de garantie détenu",
      "Dépôt de garantie détenu",
      "Reprise de solde au 31/10/2026",
    ]);
  });
});
