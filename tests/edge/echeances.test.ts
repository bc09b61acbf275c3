// Issue 63, item 6 on the edge entry (workerd): the agency's calendar is read in one libSQL round trip, its four
// reads sent together with the session's check, whatever the number of leases (ADR 090); its CSV as well.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

/** `n` lots, each let from 1 January 2024 for three years, one with a boiler. */
async function baux(n: number) {
  for (let i = 0; i < n; i++) {
    const a = await json(
      await edge.call("POST", "/api/Appartement", { ...valid.Appartement(), chaudiere: i === 0 }),
      201,
    );
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    await json(
      await edge.call("POST", "/api/Dossier", {
        ...valid.Dossier(a.id, l.id),
        dateEntree: "2024-01-01",
        dateCreationBail: "2023-12-15",
        dateDebutBail: "2024-01-01",
        numFraisDossier: `FD-${i}`,
      }),
      201,
    );
  }
}

describe("the calendar on the edge", () => {
  it("one round trip, with 2 leases as with 12", async () => {
    await baux(2);
    const petit = await counted(edge, () =>
      edge.call("GET", "/api/echeances?type=fin_bail,chaudiere"),
    );
    const a = await json(petit.res);
    expect(a.data.filter((e: { type: string }) => e.type === "fin_bail")).toHaveLength(2);
    expect(a.data.filter((e: { type: string }) => e.type === "chaudiere")).toHaveLength(1);
    await baux(10);
    const grand = await counted(edge, () => edge.call("GET", "/api/echeances"));
    const b = await json(grand.res);
    expect(b.data.filter((e: { type: string }) => e.type === "fin_bail")).toHaveLength(12);
    const csv = await counted(edge, () => edge.call("GET", "/api/echeances/export?type=fin_bail"));
    expect(csv.res.status).toBe(200);
    const bytes = new Uint8Array(await csv.res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8's BOM
    expect(new TextDecoder().decode(bytes)).toMatch(/^Date;Type;Niveau;/);
    console.log(
      `[edge] calendrier, allers-retours libSQL : 2 baux ${petit.trips}, 12 baux ${grand.trips}, CSV ${csv.trips}`,
    );
    expect(petit.trips).toBe(1);
    expect(grand.trips).toBe(1);
    expect(csv.trips).toBe(1);
  });
});
