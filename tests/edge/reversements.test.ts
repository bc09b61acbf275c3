// The owners' payouts on the edge entry (issue 38, part 3, ADR 032): preparing, validating and deleting a batch are
// one write batch each (after the session check), the file is one round of reads; parallel batch creations and
// parallel validations, as separate Workers requests, never pay one euro twice.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { BIC_AGENCE, IBAN_AGENCE } from "../support/reversements";
import { freshInstance } from "./instance";

let edge: Awaited<ReturnType<typeof freshInstance>>;
beforeAll(async () => {
  edge = await freshInstance();
  await edge.login();
  // The money moves these tests make need a fresh confirmation (issue 59): the admin's session confirms first.
  await edge.confirm();
  await json(await edge.call("PUT", "/api/agence", { iban: IBAN_AGENCE, bic: BIC_AGENCE }));
});
// Five minutes each: every test confirms again (tests/edge/confirmation.test.ts tests the confirmation itself).
beforeEach(() => edge.confirm());

async function json(res: Response, status = 200) {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as any;
}
async function counted(run: () => Promise<Response>) {
  const before = await edge.roundTrips();
  const res = await run();
  return { res, trips: (await edge.roundTrips()) - before };
}

/** An owner with an IBAN whose tenant paid `montant` on the January term: all of it on their account. */
async function proprietairePaye(nom: string, montant: string) {
  const c = await json(
    await edge.call("POST", "/api/Client", {
      ...valid.Client(),
      nom,
      iban: "DE89370400440532013000",
    }),
    201,
  );
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  await json(await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`));
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
  const q = await json(
    await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: "2026-01-05" }),
    201,
  );
  await json(
    await edge.call("POST", `/api/Dossier/${d.id}/paiements`, {
      montant,
      date: "2026-01-06",
      mode: "Virement",
      QuitanceId: q.id,
    }),
    201,
  );
  return c.id as number;
}
const payes = (c: any) =>
  c.ecritures.filter((e: any) => e.type === "reversement").map((e: any) => e.debit);

describe("payouts on the edge", () => {
  it("prepares, writes the file and validates in counted round trips; the owner's account is debited", async () => {
    const id = await proprietairePaye("Edge-Aubert", "400,25");
    const prep = await counted(() =>
      edge.call("POST", "/api/reversements", { date: "2026-01-31" }),
    );
    const { reversement } = await json(prep.res, 201);
    expect(reversement.lignes).toEqual([
      expect.objectContaining({ ClientId: id, montant: 400.25 }),
    ]);
    const file = await counted(() => edge.call("GET", `/api/Reversement/${reversement.id}/sepa`));
    expect(file.res.status).toBe(200);
    expect(file.res.headers.get("content-type")).toMatch(/^application\/xml/);
    // (The XSD check runs in the API and E2E tests: the schema file is not readable from workerd.)
    const xml = await file.res.text();
    expect(xml.match(/<NbOfTxs>1<\/NbOfTxs>/g)).toHaveLength(2);
    expect(xml).toContain('<InstdAmt Ccy="EUR">400.25</InstdAmt>');
    const val = await counted(() =>
      edge.call("POST", `/api/Reversement/${reversement.id}/valider`),
    );
    expect((await json(val.res)).reversement.statut).toBe("valide");
    const encore = await json(
      await edge.call("POST", `/api/Reversement/${reversement.id}/valider`),
      409,
    );
    expect(encore.error.message).toBe("Ce reversement est déjà validé.");
    const compte = await json(await edge.call("GET", `/api/Client/${id}/compte`));
    expect(payes(compte)).toEqual([400.25]);
    expect(compte.solde).toBe(0);
    console.log(
      `[edge] allers-retours libSQL : préparer ${prep.trips}, fichier SEPA ${file.trips}, valider ${val.trips}`,
    );
    expect(prep.trips).toBe(2);
    expect(val.trips).toBe(2);
    expect(file.trips).toBe(1);
  });

  it("parallel batch creations and parallel validations never pay one euro twice", async () => {
    const ids = [
      await proprietairePaye("Edge-Blanc", "100,00"),
      await proprietairePaye("Edge-Colin", "0,99"),
    ];
    const dates = ["2026-02-28", "2026-02-28", "2026-03-01", "2026-03-02", "2026-02-28"];
    const res = await Promise.all(
      dates.map((date) => edge.call("POST", "/api/reversements", { date })),
    );
    const lots = [];
    for (const r of res) lots.push((await json(r, 201)).reversement);
    const paye = new Map<number, number>();
    for (const lot of lots)
      for (const l of lot.lignes)
        if (ids.includes(l.ClientId))
          paye.set(l.ClientId, (paye.get(l.ClientId) ?? 0) + Math.round(l.montant * 100));
    expect(Object.fromEntries(paye)).toEqual({ [ids[0]!]: 10000, [ids[1]!]: 99 });
    const lot = lots.find((l) => l.lignes.some((x: any) => x.ClientId === ids[0]));
    const vals = await Promise.all(
      Array.from({ length: 4 }, () => edge.call("POST", `/api/Reversement/${lot.id}/valider`)),
    );
    expect(vals.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const compte = await json(await edge.call("GET", `/api/Client/${ids[0]}/compte`));
    expect(payes(compte)).toEqual([100]);
  });
});
