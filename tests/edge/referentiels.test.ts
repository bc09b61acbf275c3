// Paramètres > Référentiels on the edge entry (issue 23): a full-size commune list imported through the Workers
// entry (multipart, one transaction), its round trips counted, and the apartment's zone derived from it.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

/** A list the size of the official ones (1,500 communes; Paris and Lyon among them), in Latin-1 bytes. */
function liste(): FormData {
  const lignes = ["code INSEE;commune;zone", "75056;Paris;très tendue", "69123;Lyon;tendue"];
  for (let i = 1; i <= 1498; i++)
    lignes.push(`${String(1000 + i).padStart(5, "0")};Commune ${i};tendue`);
  const bytes = Uint8Array.from([...lignes.join("\n")].map((c) => c.charCodeAt(0)));
  const form = new FormData();
  form.append("file", new File([bytes], "zones.csv", { type: "text/csv" }));
  form.append("date", "2025-12-22");
  return form;
}

describe("the commune list on the edge", () => {
  it("imports 1,500 communes in one transaction and derives the zone of a new apartment", async () => {
    const imp = await counted(edge, () => edge.call("POST", "/api/referentiels/communes", liste()));
    expect(await json(imp.res)).toMatchObject({
      chargee: true,
      dateListe: "2025-12-22",
      nombre: 1500,
      parZone: { "très tendue": 1, tendue: 1499 },
    });
    const create = await counted(edge, () =>
      edge.call("POST", "/api/Appartement", {
        ...valid.Appartement(),
        codePostal: "69003",
        codeInsee: "69383",
      }),
    );
    expect((await json(create.res, 201)).zoneLoyer).toBe("tendue");
    const summary = await counted(edge, () => edge.call("GET", "/api/referentiels/communes"));
    expect((await json(summary.res)).nombre).toBe(1500);
    // Measured 9: BEGIN, two deletes, three inserts of 500 rows, the summary's insert, COMMIT, the summary's read.
    expect(imp.trips).toBeLessThanOrEqual(9);
    // The apartment's create: one more read (the commune's zone) than without a commune code.
    expect(create.trips).toBeLessThanOrEqual(4);
    expect(summary.trips).toBe(1);
  });
});
