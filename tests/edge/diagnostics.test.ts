// Issue 63, item 1, on the edge entry (ADR 087): a lot's diagnostics read with the lot in one libSQL round trip and
// replaced whole in one batch after the session's check (the writes, the lot's energy class and the answer's reads together); a report file
// that is not the lot's refuses the whole save, nothing written. The same rules as tests/api/diagnostics/, over libSQL
// HTTP, with the round trips counted.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { type Instance, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

async function counted(method: string, path: string, body?: unknown) {
  const before = await edge.roundTrips();
  const res = await edge.call(method, path, body);
  const json = (await res.json()) as any;
  return { status: res.status, body: json, trips: (await edge.roundTrips()) - before };
}

const jeu = [
  { type: "dpe", dateRealisation: "2021-06-30", classe: "F", energieFinale: 320 },
  { type: "crep", dateRealisation: "2022-02-01", positif: true },
  { type: "electricite", dateRealisation: "2021-06-01" },
  { type: "gaz", dateRealisation: "2021-06-01" },
  { type: "erp", dateRealisation: "2026-09-01" },
  { type: "amiante", dateRealisation: "2005-01-10", positif: false },
  { type: "surface", dateRealisation: "2019-01-10", surface: 31.2 },
];

describe("a lot's diagnostics on the edge", () => {
  it("reads in one round trip, saves seven kinds in one batch, refuses another lot's file writing nothing", async () => {
    const a = (
      await counted("POST", "/api/Appartement", {
        ...valid.Appartement(),
        datePermisConstruire: "1930-05-01",
        anneeInstallationElectricite: 1990,
        anneeInstallationGaz: 1990,
      })
    ).body;
    const path = `/api/Appartement/${a.id}/diagnostics?date=2026-11-21`;
    await counted("GET", path); // the isolate learns the session
    const lu = await counted("GET", path);
    expect(lu.status).toBe(200);
    // Every kind needed is missing; the noise notice is not needed outside an airport zone (issue 73).
    expect(
      lu.body.diagnostics.every(
        (d: any) => d.statut === (d.type === "bruit" ? "non_requis" : "manquant"),
      ),
    ).toBe(true);

    const ecrit = await counted("PUT", path, { diagnostics: jeu });
    expect(ecrit.status, JSON.stringify(ecrit.body)).toBe(200);
    const statuts = Object.fromEntries(ecrit.body.diagnostics.map((d: any) => [d.type, d.statut]));
    // The DPE of June 2021 ended on 31 December 2024 (décret n° 2020-1610).
    expect(statuts).toEqual({
      dpe: "expire",
      crep: "valide",
      electricite: "valide",
      gaz: "valide",
      erp: "valide",
      amiante: "valide",
      surface: "valide",
      bruit: "non_requis",
    });
    expect(ecrit.body.diagnostics[0].finValidite).toBe("2024-12-31");
    expect((await counted("GET", `/api/Appartement/${a.id}`)).body.classeEnergie).toBe("F");

    const refus = await counted("PUT", path, [
      { type: "surface", dateRealisation: "2019-01-10", FichierId: 999999 },
    ]);
    expect(refus.status).toBe(400);
    expect(refus.body.error.fields["diagnostics.0.FichierId"]).toBe(
      "Ce fichier n'est pas un document de cet appartement.",
    );
    const apres = await counted("GET", path);
    expect(apres.body.diagnostics.filter((d: any) => d.diagnostic).length).toBe(7);

    console.log(
      `[edge] allers-retours libSQL : lire les diagnostics ${lu.trips}, enregistrer 7 diagnostics ${ecrit.trips}, refus ${refus.trips}`,
    );
    // The read rides with the session's check; a write cannot (it waits for the caller to be known): the check, then
    // the one batch, whatever the number of kinds.
    expect(lu.trips).toBe(1);
    expect(ecrit.trips).toBe(2);
    expect(refus.trips).toBe(2);
  });
});
