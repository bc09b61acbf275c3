import { beforeAll, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { type Instance, signedInInstance } from "./instance";
import { FEUILLES } from "../../worker/domain/imports/colonnes";
import { lireCsv } from "../../worker/domain/imports/csv";
import { verifierImport } from "../../worker/domain/imports/verifier";
import { lireClasseur } from "../../worker/services/imports/classeur";

// Issue 61, item 1 on the edge entry: the templates are written inside workerd (write-excel-file's universal build,
// fflate), without a database round trip, and read back through the import's checks (read-excel-file's universal
// build, in workerd too) without a fault.

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

it("writes the workbook and the CSVs in workerd, no round trip but the session's; both read back cleanly", async () => {
  const before = await edge.roundTrips();
  const xlsx = await edge.call("GET", "/api/imports/modele.xlsx");
  expect(xlsx.status).toBe(200);
  const classeur = new Uint8Array(await xlsx.arrayBuffer());
  const zip = await edge.call("GET", "/api/imports/modele.zip");
  expect(zip.status).toBe(200);
  const fichiers = unzipSync(new Uint8Array(await zip.arrayBuffer()));
  // Each request reads its user and session (one round trip); the templates read nothing.
  const trips = (await edge.roundTrips()) - before;
  console.log(`[edge] allers-retours libSQL : deux modèles de reprise ${trips}`);
  expect(trips).toBe(2);
  const lu = await lireClasseur(classeur);
  expect(Object.keys(lu)).toEqual([...FEUILLES]);
  expect(verifierImport(lu, "2026-12-31").erreurs).toEqual([]);
  const tables = Object.fromEntries(FEUILLES.map((f) => [f, lireCsv(fichiers[`${f}.csv`]!)]));
  expect(verifierImport(tables, "2026-12-31").erreurs).toEqual([]);
});
