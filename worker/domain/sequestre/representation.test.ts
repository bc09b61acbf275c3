import { describe, expect, it } from "vitest";
import { representation } from "./representation";

const mandant = (ClientId: number, solde: number) => ({ ClientId, nom: `M${ClientId}`, solde });
const depot = (DossierId: number, montant: number) => ({
  DossierId,
  locataire: `L${DossierId}`,
  adresse: "1 rue de la Paix, 75002 Paris",
  depot: montant,
});
const compte = (DossierId: number, solde: number) => ({
  DossierId,
  locataire: `L${DossierId}`,
  solde,
});

describe("the trust-account check (représentation des fonds)", () => {
  it("adds the owners' positive balances, the deposits held and the tenants' credits, to the cent", () => {
    const r = representation(
      [mandant(1, 97050), mandant(2, -20000), mandant(3, 1), mandant(4, 0)],
      [depot(10, 85000), depot(11, 120033), depot(12, 0)],
      [compte(10, -10001), compte(11, 4500), compte(12, 0)],
      { CompteBancaireId: 7, dateReleve: "2026-01-31", soldeFinal: 312085 },
    );
    expect(r.mandants.map((m) => m.ClientId)).toEqual([1, 3]);
    expect(r.soldesMandants).toBe(97051);
    expect(r.depotsDetenus).toBe(205033);
    expect(r.credits).toEqual([{ DossierId: 10, locataire: "L10", credit: 10001 }]);
    expect(r.creditsLocataires).toBe(10001);
    expect(r.totalDu).toBe(97051 + 205033 + 10001);
    expect(r.soldeBanque).toBe(312085);
    expect(r.ecart).toBe(312085 - 312085);
    expect(r).toMatchObject({ CompteBancaireId: 7, dateReleve: "2026-01-31" });
  });

  it("a bank balance below what is due gives a negative difference (funds missing)", () => {
    const r = representation([mandant(1, 100000)], [], [], {
      CompteBancaireId: 1,
      dateReleve: "2026-02-28",
      soldeFinal: 99999,
    });
    expect(r.ecart).toBe(-1);
  });

  it("without a statement's balance: soldeBanque and ecart are null, the totals still given", () => {
    const sans = representation([mandant(1, 5000)], [depot(2, 100)], [], null);
    expect(sans).toMatchObject({
      totalDu: 5100,
      soldeBanque: null,
      ecart: null,
      CompteBancaireId: null,
      dateReleve: null,
    });
    const compteSansReleve = representation([], [], [], {
      CompteBancaireId: 3,
      dateReleve: null,
      soldeFinal: null,
    });
    expect(compteSansReleve).toMatchObject({ CompteBancaireId: 3, soldeBanque: null, ecart: null });
  });
});
