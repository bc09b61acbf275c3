// Issue 39 on the edge entry: a signed lease generated in workerd is kept as its signed version (R2 object, SHA-256),
// a revision leaves the lease as signed, parallel generations keep one signed version, the versions list is one
// round trip.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { diagnosticsValidesEdge } from "./diagnostics-sql";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

/** A lease signed on 15/06/2025 whose revision of 01/07/2026 can be claimed. */
async function bail() {
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  // The lease prints once its lot's diagnostics are valid on its signature day (issue 63).
  await diagnosticsValidesEdge(edge.env.LIBSQL_URL, a.id, "2025-06-15");
  return json(
    await edge.call("POST", "/api/Dossier", {
      ...valid.Dossier(a.id, l.id),
      dateCreationBail: "2025-06-15",
      dateDebutBail: "2025-07-01",
      dateEntree: "2025-07-01",
      loyerHC: 800,
      depotGarantie: 800,
      indice: 145.47,
      indiceTrim: "1er trimestre 2025",
    }),
    201,
  );
}

describe("signed documents on the edge", () => {
  it("a signed lease answers its signed version after a revision; the versions in one round trip", async () => {
    const d = await bail();
    const path = `/api/Dossier/${d.id}/contratLocation/generate`;
    const first = await counted(edge, () => edge.call("GET", path));
    const link = (await json(first.res)).generated as string;
    await json(await edge.call("POST", `/api/Dossier/${d.id}/reviser`, { date: "2026-07-01" }));
    const again = await counted(edge, () => edge.call("GET", path));
    expect((await json(again.res)).generated).toBe(link);
    const sujet = encodeURIComponent(`Dossier/${d.id}/contratLocation`);
    const list = await counted(edge, () =>
      edge.call("GET", `/api/documents/versions?sujet=${sujet}`),
    );
    const data = (await json(list.res)).data as {
      hash: string;
      signe: boolean;
      generated: string;
    }[];
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ generated: link, signe: true });
    expect(data[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
    // Three generations at once of another signed lease keep one signed version.
    const other = (await bail()).id as number;
    const answers = await Promise.all(
      [1, 2, 3].map(() => edge.call("GET", `/api/Dossier/${other}/contratLocation/generate`)),
    );
    const links = await Promise.all(answers.map(async (r) => (await json(r)).generated as string));
    const kept = (
      await json(
        await edge.call(
          "GET",
          `/api/documents/versions?sujet=${encodeURIComponent(`Dossier/${other}/contratLocation`)}`,
        ),
      )
    ).data as { signe: boolean; generated: string }[];
    expect(kept.filter((v) => v.signe)).toHaveLength(1);
    expect(links).toContain(kept.find((v) => v.signe)!.generated);
    console.log(
      `[edge] versions : première génération ${first.trips}, génération signée ${again.trips}, liste ${list.trips}`,
    );
    expect(list.trips).toBe(1);
  });
});
