import { beforeAll, expect, it } from "vitest";
import { valid } from "../support/factories";
import { verifierImport } from "../../worker/domain/imports/verifier";
import { lireClasseur } from "../../worker/services/imports/classeur";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";

// Issue 61, item 6 on the edge entry: the portfolio's workbook is read in one batch (six statements, one round trip)
// after the session's check, written inside workerd, and read back by the import's checks without a fault.

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

it("exports the portfolio in two round trips, whatever its size; the import's checks read it cleanly", async () => {
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const c = await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
  await json(await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`));
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
  await json(await edge.call("POST", "/api/Caution", { ...valid.Caution(), DossierId: d.id }), 201);
  await json(
    await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: "2026-01-05" }),
    201,
  );

  const before = await edge.roundTrips();
  const r = await edge.call("GET", "/api/exports/portefeuille.xlsx?date=2026-01-31");
  expect(r.status).toBe(200);
  expect(r.headers.get("content-disposition")).toContain("portefeuille-2026-01-31.xlsx");
  const bytes = new Uint8Array(await r.arrayBuffer());
  const trips = (await edge.roundTrips()) - before;
  console.log(`[edge] allers-retours libSQL : export du portefeuille ${trips}`);
  expect(trips).toBe(2);
  const v = verifierImport(await lireClasseur(bytes), "2026-01-31");
  expect(v.erreurs).toEqual([]);
  expect(v.lus.Soldes?.map((s) => [s.champs.type, s.champs.reference, s.champs.montant])).toEqual([
    ["locataire", `B${d.id}`, 97_050],
    ["depot", `B${d.id}`, 85_000],
  ]);
  expect(v.feuilles.Garants?.lignes).toBe(1);
});
