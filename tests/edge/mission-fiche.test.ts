// Issue 9 on the edge entry, as its text drives it: a mission's commanditaires, apartments and instalments added and
// removed by their links (`{ mission, client }`...), and the record's summary cards moving to the cent with each
// payment or apartment, as tests/api/missions.test.ts holds them on Node.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { adminToken, edgeCaller } from "./call";

let token = "";
const call = edgeCaller(() => token);
beforeAll(async () => {
  token = await adminToken();
  // The file's first login bootstraps the database in workerd: 50 s was seen on a machine at a load of 11.
}, 120_000);

async function json(res: Response, status: number) {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as any;
}
const resume = async (id: number) =>
  (await json(await call("GET", `/api/Mission/${id}`), 200)).resume;

describe("la fiche d'une mission sur l'edge (issue 9)", () => {
  it("commanditaire et appartement ajoutés puis retirés par leurs liens, deux fois de suite sans doublon", async () => {
    const m = await json(await call("POST", "/api/Mission", valid.Mission()), 201);
    const cl = await json(await call("POST", "/api/Client", valid.Client()), 201);
    const a = await json(await call("POST", "/api/Appartement", valid.Appartement()), 201);
    for (let i = 0; i < 2; i++) {
      const got = await json(await call("PUT", `/api/Mission/${m.id}/client/add/${cl.id}`), 200);
      expect([got.mission.id, got.client.id]).toEqual([m.id, cl.id]);
      const lie = await json(
        await call("PUT", `/api/Mission/${m.id}/appartement/add/${a.id}`),
        200,
      );
      expect([lie.mission.id, lie.appartement.id]).toEqual([m.id, a.id]);
    }
    const read = await json(await call("GET", `/api/Mission/${m.id}`), 200);
    expect(read.Clients.map((x: { id: number }) => x.id)).toEqual([cl.id]);
    expect(read.resume).toMatchObject({ nbAppartements: 1, appartementsRestants: 2 });

    await json(await call("DELETE", `/api/Mission/${m.id}/client/remove/${cl.id}`), 200);
    await json(await call("DELETE", `/api/Mission/${m.id}/appartement/remove/${a.id}`), 200);
    const after = await json(await call("GET", `/api/Mission/${m.id}`), 200);
    expect([after.Clients, after.Appartements]).toEqual([[], []]);
    expect(after.resume).toMatchObject({ nbAppartements: 0, appartementsRestants: 3 });
    const unknown = await json(await call("PUT", `/api/Mission/${m.id}/client/add/999999`), 404);
    expect(unknown.error.message).toBe("Le client est introuvable.");
  });

  it("les cartes suivent les acomptes payés au centime ; un acompte rattaché puis détaché par son lien", async () => {
    const m = await json(await call("POST", "/api/Mission", valid.Mission()), 201);
    const a = await json(await call("POST", "/api/Appartement", valid.Appartement()), 201);
    await json(await call("PUT", `/api/Mission/${m.id}/appartement/add/${a.id}`), 200);
    expect(await resume(m.id)).toMatchObject({ totalTTC: 1200, totalHT: 1000, resteAPayer: 1200 });

    const sans = await json(
      await call("POST", "/api/Accompte", { ...valid.Accompte(), MissionId: m.id }),
      400,
    );
    expect(sans.error.fields.AppartementId).toBe("Ce champ est obligatoire.");
    const paye = {
      ...valid.Accompte(),
      prix: 100.01,
      montant: 100.01,
      regle: true,
      datePaiement: "2026-02-01",
    };
    const acc = await json(
      await call("POST", "/api/Accompte", { ...paye, MissionId: m.id, AppartementId: a.id }),
      201,
    );
    expect([acc.prixHT, acc.mode]).toEqual([83.34, "Virement"]);
    expect(await resume(m.id)).toMatchObject({ totalRegle: 100.01, resteAPayer: 1099.99 });

    await json(await call("DELETE", `/api/Mission/${m.id}/accompte/remove/${acc.id}`), 200);
    expect(await resume(m.id)).toMatchObject({ totalRegle: 0, resteAPayer: 1200 });
    // An instalment of no mission joins by its link, on one of the mission's apartments (else 409).
    const libre = { ...paye, prix: 0.29, montant: 0.29 };
    const sansAppartement = await json(await call("POST", "/api/Accompte", libre), 201);
    const refus = await json(
      await call("PUT", `/api/Mission/${m.id}/accompte/add/${sansAppartement.id}`),
      409,
    );
    expect(refus.error.message).toBe(
      "Cet acompte doit porter sur l'un des appartements de la mission : choisissez-le d'abord.",
    );
    const rattache = await json(
      await call("POST", "/api/Accompte", { ...libre, AppartementId: a.id }),
      201,
    );
    await json(await call("PUT", `/api/Mission/${m.id}/accompte/add/${rattache.id}`), 200);
    expect(await resume(m.id)).toMatchObject({ totalRegle: 0.29, resteAPayer: 1199.71 });
  });
});
