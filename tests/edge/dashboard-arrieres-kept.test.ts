// Issue 72 item 3 on the edge (ADR 126): the opening debts taken over and the aid awaited in tiers payant, kept by
// the writes' triggers, equal the plain recount after an import, payments, a reversal and an aid; the dashboard in
// one round trip; and a payment on a lease whose kept arrears it moves costs the same round trips as one on a plain
// lease: the triggers run inside the write's own batch, no hop added.
import { expect, it } from "vitest";
import { parisDate } from "../../worker/domain/dates";
import { valid } from "../support/factories";
import { classeur } from "../support/imports";
import { DATE_REPRISE_ARRIERES, PORTEFEUILLE_ARRIERES } from "../support/arrieres-repris";
import { counted, jsonOf as json, signedInInstance } from "./instance";
import { secondAdmin, confirmerSecond } from "./iban";
import { same } from "./tableau-recompte";

const arrieres = (d: { impayes: Record<string, number> }) =>
  Object.values(d.impayes).reduce((s, v) => s + v, 0);

it("edge: opening debts and aid awaited kept as recounted, the dashboard in one round trip, a payment no hop more", async () => {
  const edge = await signedInInstance();
  await edge.confirm();
  expect((await edge.call("GET", "/api/dashboard")).status).toBe(200);
  const jour = parisDate(new Date());
  const vide = await same(edge, "vide");
  const f = await classeur("reprise.xlsx", PORTEFEUILLE_ARRIERES);
  const data = new FormData();
  data.append("fichier", new Blob([new Uint8Array(f.bytes)]), f.nom);
  data.append("dateReprise", DATE_REPRISE_ARRIERES);
  const { import: imp } = await json(await edge.call("POST", "/api/imports", data), 201);
  await same(edge, "importé, soldes à vérifier");
  const second = await secondAdmin(edge, "second-tableau@edge.test");
  await confirmerSecond(second);
  await json(await second("POST", `/api/Import/${imp.id}/confirmer`));
  const confirme = await same(edge, "soldes confirmés");
  expect(arrieres(confirme) - arrieres(vide)).toBeGreaterThanOrEqual(1234.56);
  const dossiers = await json(await edge.call("GET", "/api/Dossier"));
  const b1 = (Array.isArray(dossiers) ? dossiers : dossiers.data).find(
    (d: { reference: string }) => d.reference === "B1",
  ).id;

  // A plain lease, no opening debt and no aid: its payment's round trips are the reference.
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  const simple = await json(
    await edge.call("POST", "/api/Dossier", {
      ...valid.Dossier(a.id, l.id),
      loyerHC: 600,
      loyerCharge: 100,
      depotGarantie: 600,
    }),
    201,
  );
  await same(edge, "bail simple");
  const payer = (dossier: number, montant: string) =>
    counted(edge, () =>
      edge.call("POST", `/api/Dossier/${dossier}/paiements`, {
        montant,
        date: jour,
        mode: "Virement",
      }),
    );
  const reference = await payer(simple.id, "100,00");
  expect(reference.res.status, await reference.res.clone().text()).toBe(201);
  const paye = await payer(b1, "234,56");
  expect(paye.res.status, await paye.res.clone().text()).toBe(201);
  console.log(
    `[edge] allers-retours libSQL : paiement d'un bail simple ${reference.trips}, d'un bail à arriéré repris ${paye.trips}`,
  );
  expect(paye.trips).toBe(reference.trips);
  const apres = await same(edge, "arriéré payé en partie");
  expect(arrieres(confirme) - arrieres(apres)).toBeCloseTo(234.56, 2);
  const { paiement } = await json(paye.res.clone(), 201);
  await json(
    await edge.call("POST", `/api/Paiement/${paiement.id}/annuler`, { motif: "Virement rejeté" }),
  );
  expect(arrieres(await same(edge, "paiement annulé"))).toBeCloseTo(arrieres(confirme), 2);

  // The plain lease in tiers payant: 250 € of its 700 € the CAF's, not the tenant's arrears.
  const avant = arrieres(await same(edge, "avant l'aide"));
  await json(
    await edge.call("PUT", `/api/Dossier/${simple.id}/aideLogement`, {
      organisme: "CAF",
      numeroAllocataire: "7654321",
      type: "APL",
      tiersPayant: true,
      montantMensuel: "250",
      depuis: `${jour.slice(0, 7)}-01`,
    }),
  );
  const q = await json(
    await edge.call("POST", `/api/Quitance/generate/${simple.id}`, {
      date: `${jour.slice(0, 7)}-01`,
    }),
    201,
  );
  await json(await edge.call("GET", `/api/Quitance/switchState/false/${q.id}`));
  const avecAide = await same(edge, "terme avec aide attendue");
  // The term's 700 € less the 250 € of aid awaited (the 100 € paid before the term is the account's credit, not the
  // term's: the terms' buckets read the terms).
  expect(arrieres(avecAide) - avant).toBeCloseTo(450, 2);
  const aidePayee = await payer(simple.id, "50,00");
  expect(aidePayee.trips).toBe(reference.trips);
  await same(edge, "paiement d'un bail en tiers payant");
});
