// ADR 172 on the edge entry: a direct debit whose money the daily job gave the insurer (ADR 153), given back to the
// tenant's term when the indemnity was cancelled (ADR 170), then rejected by the bank: the reject and the given
// payment's cancellation are one transaction (the term owed again, the insurer owed nothing more); twice or in
// parallel, one reject and one cancellation. The same rules as tests/api/garanties/indemnite-annulee-ligne.test.ts;
// the round trips counted and printed.
import { beforeAll, describe, expect, it } from "vitest";
import { agencePrete } from "./iban";
import { duAssureur } from "./garanties";
import { preleveApresIndemnite } from "./garanties-prelevement";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
  await agencePrete(edge);
});

type Ecriture = { type: string; libelle: string; PaiementId?: number };
const compte = async (d: number) =>
  (await json(await edge.call("GET", `/api/Dossier/${d}/compte`))) as {
    solde: number;
    ecritures: Ecriture[];
  };

/** Last month's term debited, paid to Visale by the daily job, then Visale's indemnity cancelled: the reject. */
async function rendueAuLocataire(nom: string) {
  const { d, q, indemnite: i, rejeter: rejet } = await preleveApresIndemnite(edge, nom);
  await json(
    await edge.call("POST", `/api/Paiement/${i.paiements[0].paiement.id}/annuler`, {
      motif: "Erreur",
    }),
  );
  expect((await compte(d)).solde).toBe(0);
  const rejeter = () => counted(edge, rejet);
  return { d, q, rejeter };
}

/** The reversals of the lease's ledger naming the payment given back. */
const annulationsDuRendu = async (d: number) => {
  const { ecritures } = await compte(d);
  const rendu = ecritures.find((e) => e.type === "paiement" && e.libelle.includes("rendue"));
  return ecritures.filter((e) => e.type === "annulation" && e.PaiementId === rendu?.PaiementId);
};

describe("a debit given back to the tenant, then rejected, on the edge", () => {
  it("cancels the given payment in the reject's transaction: the term owed again; replayed, nothing more", async () => {
    const { d, q, rejeter } = await rendueAuLocataire("Rendu rejeté");
    const rejet = await rejeter();
    await json(rejet.res);
    console.log(
      `[edge] allers-retours libSQL : rejet d'un prélèvement rendu au locataire ${rejet.trips}`,
    );
    expect((await compte(d)).solde).toBe(970.5);
    expect((await json(await edge.call("GET", `/api/Quitance/${q}`))).resteDu).toBe(970.5);
    expect(await duAssureur(edge, d)).toBe(0);
    expect(await annulationsDuRendu(d)).toHaveLength(1);

    await json((await rejeter()).res, 409);
    expect((await compte(d)).solde).toBe(970.5);
    expect(await annulationsDuRendu(d)).toHaveLength(1);
  }, 60_000);

  it("two rejects at once: one goes through, one cancellation", async () => {
    const { d, rejeter } = await rendueAuLocataire("Rendu rejeté deux fois");
    const statuts = (await Promise.all([rejeter(), rejeter()])).map((r) => r.res.status);
    expect(statuts.sort()).toEqual([200, 409]);
    expect((await compte(d)).solde).toBe(970.5);
    expect(await annulationsDuRendu(d)).toHaveLength(1);
  }, 60_000);
});
