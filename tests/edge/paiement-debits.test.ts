// Issue 76 items 4-5 and issue 78 item 2 on the edge entry (ADR 128): the owners debited by share when the payment
// leaves, by the validation's one batch; the funds read again by that batch (an invoice no longer covered leaves
// it); two validations at once pay once; the insurer's quarter of GLI premiums paid in the same batch, the trust
// check's premiums owed falling by it. Same rules as tests/api/travaux/paiement-debits.test.ts and
// tests/api/garanties/primes-assureur.test.ts.
import { parisDate } from "../../worker/domain/dates";
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { BIC_AGENCE, IBAN_AGENCE } from "../support/reversements";
import { fournisseurValide } from "../support/travaux";
import { type Instance, counted, jsonOf as json, signedInInstance } from "./instance";
import { secondAdmin, sqlDe, toutVerifier, confirmerSecond } from "./iban";
import { factureSurUnLot } from "./factures-fournisseurs";

let edge: Instance;
let second: Awaited<ReturnType<typeof secondAdmin>>;
let plombier: number;
const jour = parisDate(new Date());

beforeAll(async () => {
  edge = await signedInInstance();
  await edge.confirm();
  second = await secondAdmin(edge, "second@edge.test");
  await json(await edge.call("PUT", "/api/agence", { iban: IBAN_AGENCE, bic: BIC_AGENCE }));
  await toutVerifier(edge);
  const decennale = { ...fournisseurValide().decennale, du: "2020-01-01", au: "2099-12-31" };
  plombier = (
    await json(
      await edge.call("POST", "/api/Fournisseur", fournisseurValide({ siret: null, decennale })),
      201,
    )
  ).id;
  await json(await second("POST", `/api/Fournisseur/${plombier}/iban/confirmer`));
  await confirmerSecond(second);
});

const rows = (sql: string, args: (string | number)[] = []) => sqlDe(edge, sql, args);

async function preparer() {
  await edge.confirm();
  return (await json(await edge.call("POST", "/api/paiementsFournisseurs", { date: jour }), 201))
    .paiement;
}

describe("supplier batches' money on the edge", () => {
  it("debits the owners at validation in its one batch, taking out an invoice no longer covered", async () => {
    const a = await factureSurUnLot(edge, plombier, "P-1", 100000, jour, 300);
    const b = await factureSurUnLot(edge, plombier, "P-2", 100000, jour, 600);
    const depenses = `select "debit", "date", "libelle" from "EcritureProprietaire" where "ClientId" = ? and "type" = 'depense'`;
    expect(await rows(depenses, [a.ClientId])).toEqual([]);
    const p = await preparer();
    expect(p.lignes.map((l: { numero: string }) => l.numero).sort()).toEqual(["P-1", "P-2"]);
    // P-2's owner spends 500 € before the validation: 500 € left for 600 € to pay.
    await rows(
      `insert into "EcritureProprietaire" ("ClientId", "type", "date", "libelle", "debit", "credit", "tva", "auteur", "createdAt")
        values (?, 'depense', ?, 'Dépense', 50000, 0, 0, 'test', ?)`,
      [b.ClientId, jour, new Date().toISOString()],
    );
    const v = await counted(edge, () =>
      second("POST", `/api/PaiementFournisseurs/${p.id}/valider`),
    );
    // The session's check, then the validation's statements and reads: one write batch.
    expect(v.trips).toBeLessThanOrEqual(2);
    const valide = await json(v.res);
    expect(valide.lignes.map((l: { numero: string }) => l.numero)).toEqual(["P-1"]);
    expect(valide.ecartes.map((e: { numero: string }) => e.numero)).toEqual(["P-2"]);
    expect(await rows(depenses, [a.ClientId])).toEqual([
      expect.objectContaining({
        debit: 30000,
        date: jour,
        libelle: "Facture Plomberie Martin SARL n° P-1",
      }),
    ]);
    expect((await rows(depenses, [b.ClientId])).map((r) => r.libelle)).toEqual(["Dépense"]);
    expect((await json(await edge.call("GET", `/api/Intervention/${b.intervention}`))).etat).toBe(
      "facturee",
    );
  });

  it("pays once when two validations run at the same time", async () => {
    const a = await factureSurUnLot(edge, plombier, "P-3", 100000, jour, 100);
    const p = await preparer();
    expect(p.lignes.map((l: { numero: string }) => l.numero)).toEqual(["P-3"]);
    const deux = await Promise.all([
      second("POST", `/api/PaiementFournisseurs/${p.id}/valider`),
      second("POST", `/api/PaiementFournisseurs/${p.id}/valider`),
    ]);
    expect(deux.map((r) => r.status).sort()).toEqual([200, 409]);
    const n = await rows(
      `select count(*) as n from "EcritureProprietaire" where "ClientId" = ? and "type" = 'depense'`,
      [a.ClientId],
    );
    expect(Number(n[0]?.n)).toBe(1);
  });

  it("refuses a draft validated after its execution day, debiting nobody (ADR 175)", async () => {
    const a = await factureSurUnLot(edge, plombier, "P-4", 100000, jour, 100);
    const p = await preparer();
    // The edge's clock is the host's: the draft left waiting is dated back as the days would have left it.
    await rows(`update "PaiementFournisseur" set "date" = '2026-01-05' where "id" = ?`, [p.id]);
    const tard = await json(await second("POST", `/api/PaiementFournisseurs/${p.id}/valider`), 409);
    expect(tard.error.message).toContain("La date d'exécution de ce paiement est passée");
    const n = await rows(
      `select count(*) as n from "EcritureProprietaire" where "ClientId" = ? and "type" = 'depense'`,
      [a.ClientId],
    );
    expect(Number(n[0]?.n)).toBe(0);
    await json(await edge.call("DELETE", `/api/PaiementFournisseurs/${p.id}`));
  });

  it("pays the insurer a past quarter's GLI premiums once; the trust check's premiums owed fall by it", async () => {
    const assureur = await json(
      await edge.call(
        "POST",
        "/api/Fournisseur",
        fournisseurValide({
          raisonSociale: "Assur Loyers SA",
          siret: null,
          metiers: ["assurance"],
          decennale: null,
          rcPro: null,
        }),
      ),
      201,
    );
    await json(await second("POST", `/api/Fournisseur/${assureur.id}/iban/confirmer`));
    const contrat = await json(
      await edge.call("POST", "/api/ContratGli", {
        assureur: "Assur Loyers",
        numeroContrat: "EDGE-T3",
        taux: 2,
        FournisseurId: assureur.id,
      }),
      201,
    );
    const ap = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const c = await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
    await json(await edge.call("PUT", `/api/Appartement/${ap.id}/owner/add/${c.id}`));
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const d = (
      await json(
        await edge.call("POST", "/api/Dossier", {
          ...valid.Dossier(ap.id, l.id),
          depotGarantie: 0,
        }),
        201,
      )
    ).id;
    await json(
      await edge.call("PUT", `/api/Dossier/${d}/garantie`, {
        type: "gli",
        gli: { ContratGliId: contrat.id },
      }),
    );
    // The third quarter of 2026: three terms of 970,50 €, a 2 % premium of 19,41 € each.
    for (const mois of ["07", "08", "09"])
      await json(
        await edge.call("POST", `/api/Quitance/generate/${d}`, { date: `2026-${mois}-05` }),
        201,
      );
    const avant = (await json(await edge.call("GET", `/api/sequestre?au=${jour}`))).primesAssureurs;
    const p = await preparer();
    expect(p.primes).toEqual([
      expect.objectContaining({ trimestre: "2026-T3", nom: "Assur Loyers SA", montant: 58.23 }),
    ]);
    await json(await second("POST", `/api/PaiementFournisseurs/${p.id}/valider`));
    const xml = await (await edge.call("GET", `/api/PaiementFournisseurs/${p.id}/sepa`)).text();
    expect(xml).toContain("Primes GLI 2026-T3 contrat EDGE-T3");
    const apres = (await json(await edge.call("GET", `/api/sequestre?au=${jour}`))).primesAssureurs;
    expect(Math.round((avant - apres) * 100)).toBe(5823);
    // Once per contract and quarter.
    await edge.confirm();
    const encore = await json(
      await edge.call("POST", "/api/paiementsFournisseurs", { date: jour }),
      409,
    );
    expect(encore.error.message).not.toContain("2026-T3");
  });
});
