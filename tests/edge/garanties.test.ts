// Issue 78 on the edge entry (ADR 118): a lease put under a GLI in one batch after the session's check, refused beside a guarantor, each
// term's premium on the owner's account (the month's write batch carries it) and the quarter's statement, the
// claim clocks in the calendar.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
let dossier: number;
let client: number;
let contrat: number;

beforeAll(async () => {
  edge = await signedInInstance();
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const c = await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
  client = c.id;
  await json(await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`));
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  dossier = (await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201))
    .id;
  contrat = (
    await json(
      await edge.call("POST", "/api/ContratGli", {
        assureur: "Assur Loyers",
        numeroContrat: "EDGE-1",
        taux: 2,
      }),
      201,
    )
  ).id;
});

describe("guarantees on the edge", () => {
  it("puts the lease under the GLI in one batch, then debits each term's premium to the owner", async () => {
    const { res, trips } = await counted(edge, () =>
      edge.call("PUT", `/api/Dossier/${dossier}/garantie`, {
        type: "gli",
        gli: { ContratGliId: contrat },
      }),
    );
    expect((await json(res)).gli.assureur).toBe("Assur Loyers");
    // The session's check, then one batch: the conditional write and the answer's reads.
    expect(trips).toBe(2);
    for (const date of ["2026-07-05", "2026-08-05", "2026-09-05"])
      await json(await edge.call("POST", `/api/Quitance/generate/${dossier}`, { date }), 201);
    const compte = await json(await edge.call("GET", `/api/Client/${client}/compte`));
    const primes = compte.ecritures.filter(
      (e: { natureCharge?: string }) => e.natureCharge === "assurance_gli",
    );
    // 2 % of 970,50 € (rent and charges) = 19,41 € a month.
    expect(primes.map((e: { debit: number }) => e.debit)).toEqual([19.41, 19.41, 19.41]);
    // The month in words, written by the batch's SQL (it read « Prime GLI 07/2026 »).
    expect(primes[0].libelle).toBe("Prime GLI juillet 2026 (Assur Loyers)");
    const b = await json(
      await edge.call("GET", `/api/ContratGli/${contrat}/bordereau?trimestre=2026-T3`),
    );
    expect(b.total).toBe(58.23);
    const csv = await edge.call(
      "GET",
      `/api/ContratGli/${contrat}/bordereau.csv?trimestre=2026-T3`,
    );
    expect(await csv.text()).toContain("58,23");
  });

  it("refuses a personal guarantor on the lease under the GLI (art. 22-1), in the write itself", async () => {
    const res = await edge.call("POST", "/api/Caution", { ...valid.Caution(), DossierId: dossier });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /caution personnelle.*article 22-1/,
    );
    const liste = await json(await edge.call("GET", "/api/Caution"));
    expect(
      (liste.data ?? liste).filter((x: { DossierId: number }) => x.DossierId === dossier),
    ).toEqual([]);
  });

  it("lists the unpaid terms' GLI steps in the calendar", async () => {
    const items = (
      await json(await edge.call("GET", "/api/echeances?du=2026-01-01&type=gli_declaration"))
    ).data;
    expect(
      items
        .filter((e: { DossierId: number }) => e.DossierId === dossier)
        .map((e: { date: string }) => e.date),
    ).toEqual(["2026-08-10", "2026-09-10", "2026-10-11"]);
  });

  it("refuses a GLI beside a guarantor (art. 22-1), nothing written", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const d = (await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201))
      .id;
    await json(await edge.call("POST", "/api/Caution", { ...valid.Caution(), DossierId: d }), 201);
    const r = await edge.call("PUT", `/api/Dossier/${d}/garantie`, {
      type: "gli",
      gli: { ContratGliId: contrat },
    });
    expect(r.status).toBe(409);
    expect(((await r.json()) as { error: { message: string } }).error.message).toMatch(
      /article 22-1/,
    );
    // Nothing written: the lease keeps its guarantor, which the read calls a caution (it said « aucune »).
    expect((await json(await edge.call("GET", `/api/Dossier/${d}/garantie`))).type).toBe("caution");
  });

  it("lists each contract with the leases under it, read with the list", async () => {
    const { res, trips } = await counted(edge, () => edge.call("GET", "/api/ContratGli?taille=50"));
    const liste = (await json(res)).data as { id: number; baux: number }[];
    expect(liste.find((c) => c.id === contrat)?.baux).toBe(1);
    // The session's check, then the page, its count, its delete flags and the leases' count in one batch.
    expect(trips).toBe(2);
  });

  it("refuses to delete the contract a lease is under (409, French), and deletes an unused one", async () => {
    const { res, trips } = await counted(edge, () =>
      edge.call("DELETE", `/api/ContratGli/${contrat}`),
    );
    expect((await json(res, 409)).error.message).toBe(
      "Ce contrat GLI garantit des baux ou porte des primes : il ne peut pas être supprimé.",
    );
    console.log(`[edge] allers-retours libSQL : suppression refusée d'un contrat GLI ${trips}`);
    expect((await json(await edge.call("GET", `/api/ContratGli/${contrat}`))).numeroContrat).toBe(
      "EDGE-1",
    );
    const inutile = await json(
      await edge.call("POST", "/api/ContratGli", {
        assureur: "Autre",
        numeroContrat: "EDGE-2",
        taux: 1,
      }),
      201,
    );
    expect((await edge.call("DELETE", `/api/ContratGli/${inutile.id}`)).status).toBe(204);
  });
});
