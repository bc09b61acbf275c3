import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Bail, lectures } from "./garanties/bascule";
import { dossierPreleve } from "../support/prelevements";
import { makeTestApp, type TestApp } from "../support/test-app";

// ADR 171: the tenant's « payé / pas payé » from the e-mailed link (POST /Quitance/validation/{true|false}/{uuid}) is
// one read and one write batch. It writes what its transaction wrote (still run when the guard refuses): two
// identical leases, one answered by the route, the other by the transaction, end with the same answer, declaration,
// payment, entries, owners' account and journal. A second click is a 409 writing nothing; four clicks at once record
// one answer and one payment. The clock says 2026-11-21.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ confirme: true })));
afterAll(() => t.close());

const { journal, lignes, etat, declarePareil, uuid } = lectures(() => t);
const repondre = (u: string, paye: boolean) =>
  t.call("POST", `/api/Quitance/validation/${paye}/${u}`, null);
const paiementsDe = async (d: number) =>
  (await lignes(d))
    .filter((l) => l.type === "paiement")
    .map((l) => [l.credit, l.libelle, l.auteur]);

/** A lease with owners and its November term (970,50 €), nothing recorded on it. */
async function bail(): Promise<Bail> {
  const a = await dossierPreleve(t, ["2026-11-01"]);
  return { d: a.d, q: a.termes[0] as number, client: a.s.client.id as number };
}

describe("the tenant's answer from the link in one batch", () => {
  it("« payé » writes what the transaction writes: declaration, payment, entries, owners, journal", async () => {
    const [lot, tx] = [await bail(), await bail()];
    const rep = await declarePareil(lot, tx, true);
    expect(rep).toMatchObject({ ok: true, regle: true });
    // What staff see: the term paid today by the tenant's declaration, the payment « Non précisé » by « locataire ».
    expect((await etat(lot)).terme).toMatchObject({
      regle: true,
      statusInconu: false,
      declaration: true,
      resteDu: 0,
      declarationLocataire: "Le locataire a déclaré avoir payé le 21/11/2026",
    });
    expect(await paiementsDe(lot.d)).toEqual([[970.5, "Paiement (Non précisé)", "locataire"]]);
  });

  it("« pas payé » writes what the transaction writes: the declaration alone", async () => {
    const [lot, tx] = [await bail(), await bail()];
    expect(await declarePareil(lot, tx, false)).toMatchObject({ ok: true, regle: false });
    expect((await etat(lot)).terme).toMatchObject({
      regle: false,
      statusInconu: false,
      declaration: false,
      resteDu: 970.5,
    });
    expect(await paiementsDe(lot.d)).toEqual([]);
  });

  it("a second click is a 409 « déjà » and writes nothing", async () => {
    const b = await bail();
    const u = await uuid(b.q);
    expect((await repondre(u, true)).status).toBe(200);
    const [avant, journaux] = [await etat(b), await journal("Quitance")];
    for (const paye of [true, false]) {
      const r = await repondre(u, paye);
      expect(r.status).toBe(409);
      expect(r.body.error.message).toBe(
        "Votre réponse a déjà été prise en compte par nos services...",
      );
    }
    expect(await etat(b)).toEqual(avant);
    expect(await journal("Quitance")).toBe(journaux);
  });

  it("four clicks at once: one answer and one payment, the others 409", async () => {
    const b = await bail();
    const u = await uuid(b.q);
    const statuts = (await Promise.all([1, 2, 3, 4].map(() => repondre(u, true)))).map(
      (r) => r.status,
    );
    expect(statuts.sort()).toEqual([200, 409, 409, 409]);
    expect(await paiementsDe(b.d)).toEqual([[970.5, "Paiement (Non précisé)", "locataire"]]);
    expect((await etat(b)).terme).toMatchObject({ regle: true, declaration: true, resteDu: 0 });
  });

  it("an unknown link is a 404 « Lien invalide. »", async () => {
    const r = await repondre(crypto.randomUUID(), true);
    expect(r.status).toBe(404);
    expect(r.body.error.message).toBe("Lien invalide.");
  });
});
