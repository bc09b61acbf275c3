// ADR 157 on the edge entry: a direct debit whose money the daily job gave the insurer (ADR 153), then rejected by
// the bank: the reject's own batch reverses the recovery (« dû à l'assureur » back, the pair nets to nothing to
// transfer), a reject replayed writes nothing; staff's payment by hand after the indemnity is the insurer's first,
// in the payment's two round trips, and its cancellation reverses that part too. Round trips counted as the payment's and the reject's edge tests do.
import { beforeAll, describe, expect, it } from "vitest";
import { parisDate } from "../../worker/domain/dates";
import { agencePrete } from "./iban";
import { preleveApresIndemnite } from "./garanties-prelevement";
import { bailImpaye, duAssureur, indemniteVisale, recuperationsDe } from "./garanties";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
// The edge's clock is the host's: the payment by hand is dated today.
const jour = parisDate(new Date());
beforeAll(async () => {
  edge = await signedInInstance();
  await agencePrete(edge);
});

const bail = (nom: string) => bailImpaye(edge, nom);
const indemnite = (d: number, mois: string) => indemniteVisale(edge, d, { mois });
const du = (d: number) => duAssureur(edge, d);
const recuperations = (d: number) => recuperationsDe(edge, d, ["montant", "annulee"]);

describe("the insurer's part of a tenant's payment, undone or taken by hand, on the edge", () => {
  it("a direct debit paid to the insurer then rejected: the recovery reversed in the reject's batch, once", async () => {
    const { d, rejeter } = await preleveApresIndemnite(edge, "Rejeté");
    expect(await du(d)).toBe(0);

    const rejet = await counted(edge, rejeter);
    expect((await json(rejet.res)).assureur).toEqual({ montant: 970.5 });
    expect(await du(d)).toBe(970.5);
    expect(await recuperations(d)).toEqual([
      { montant: 970.5, annulee: true },
      { montant: -970.5, annulee: false },
    ]);
    // Replayed: refused, nothing written twice.
    await json(await rejeter(), 409);
    expect(await recuperations(d)).toHaveLength(2);
    expect(await du(d)).toBe(970.5);
    console.log(
      `[edge] allers-retours libSQL : rejet d'un prélèvement versé à l'assureur ${rejet.trips}`,
    );
    // The session's check with nothing else, the reject's batch (mark, reversal, reads), the batch read back.
    expect(rejet.trips).toBeLessThanOrEqual(3);
  });

  it("staff's payment by hand after the indemnity: the insurer's first, in the payment's two round trips", async () => {
    const { d, mois } = await bail("Chèque");
    await json(await indemnite(d, mois), 201);
    const pay = await counted(edge, () =>
      edge.call("POST", `/api/Dossier/${d}/paiements`, {
        montant: "1 000,00",
        date: jour,
        mode: "Chèque",
      }),
    );
    const r = await json(pay.res, 201);
    expect(r.assureur).toEqual({ montant: 970.5 });
    expect(r.paiement.montant).toBe(29.5);
    expect(await du(d)).toBe(0);
    expect(await recuperations(d)).toEqual([{ montant: 970.5, annulee: false }]);
    console.log(`[edge] allers-retours libSQL : paiement à la main vers l'assureur ${pay.trips}`);
    expect(pay.trips).toBeLessThanOrEqual(2);
    // The cheque bounced: its cancellation reverses the insurer's part too.
    await json(
      await edge.call("POST", `/api/Paiement/${r.paiement.id}/annuler`, { motif: "Chèque impayé" }),
    );
    expect(await du(d)).toBe(970.5);
    expect(await recuperations(d)).toEqual([
      { montant: 970.5, annulee: true },
      { montant: -970.5, annulee: false },
    ]);
  });
});
