import { beforeAll, expect, it } from "vitest";
import { valid } from "../support/factories";
import { type Instance, signedInInstance } from "./instance";

// Issue 60, item 2 on the edge entry: an owner's charge typed by hand is one conditional insert (the owner and the lot
// checked inside it), then read by the account with its nature.

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
  await edge.confirm();
});

const json = async (res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as any;
};

it("debits the owner in one round trip of its own; a lot not theirs is a 400, nothing written", async () => {
  const client = await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
  const lot = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const before = await edge.roundTrips();
  const r = await json(
    await edge.call("POST", `/api/Client/${client.id}/depenses`, {
      date: "2026-10-15",
      libelle: "Taxe foncière 2026",
      montant: "412,00",
      natureCharge: "taxe_fonciere",
    }),
    201,
  );
  const trips = (await edge.roundTrips()) - before;
  console.log(`[edge] allers-retours libSQL : dépense saisie au compte d'un propriétaire ${trips}`);
  // The session's read, then the insert.
  expect(trips).toBeLessThanOrEqual(2);
  expect(r.ecriture).toMatchObject({
    debit: 412,
    natureCharge: "taxe_fonciere",
    nature: "Taxe foncière",
  });
  const refus = await json(
    await edge.call("POST", `/api/Client/${client.id}/depenses`, {
      date: "2026-10-15",
      libelle: "Travaux",
      montant: 100,
      natureCharge: "travaux_entretien",
      AppartementId: lot.id,
    }),
    400,
  );
  expect(refus.error.fields.AppartementId).toBe(
    "Cet appartement n'appartient pas à ce propriétaire.",
  );
  const compte = await json(await edge.call("GET", `/api/Client/${client.id}/compte`));
  expect(compte.solde).toBe(-412);
  expect(compte.ecritures.map((e: any) => e.natureCharge)).toEqual(["taxe_fonciere"]);
});
