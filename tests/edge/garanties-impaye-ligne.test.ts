// ADR 158 on the edge entry: « Statut remis à impayé » after an insurer's indemnity undoes the tenant's payment
// only (the indemnity and « dû à l'assureur » stay; a term only the indemnity settles is refused, nothing written),
// and a bank line whose money went to the insurer, its match undone, has its recovery reversed in the undo's
// batch (ADR 164), once. Round trips counted as the recoveries' edge tests do.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, parisDate } from "../../worker/domain/dates";
import { MSG_IMPAYE_ASSUREUR } from "../../worker/domain/garanties/recuperation";
import { agencePrete } from "./iban";
import {
  bailImpaye,
  duAssureur,
  indemniteVisale,
  ligneDuReleve,
  recuperationsDe,
} from "./garanties";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
const jour = parisDate(new Date());
const mois = addDays(jour, -30).slice(0, 7);
beforeAll(async () => {
  edge = await signedInInstance();
  await agencePrete(edge);
  await edge.confirm();
});

const bail = (nom: string) => bailImpaye(edge, nom);
const indemnite = (d: number, montant: number) => indemniteVisale(edge, d, { mois, montant });
const du = (d: number) => duAssureur(edge, d);
const recuperations = (d: number) => recuperationsDe(edge, d, ["montant", "annulee"]);

const terme = async (q: number) => json(await edge.call("GET", `/api/Quitance/${q}`));

describe("the insurer's money when a payment is undone, on the edge", () => {
  it("« Statut remis à impayé »: the tenant's payment undone, the indemnity kept; then refused", async () => {
    const { d, q } = await bail("Impayé");
    await json(
      await edge.call("POST", `/api/Dossier/${d}/paiements`, {
        montant: "470,50",
        date: addDays(jour, -1),
        mode: "Chèque",
        QuitanceId: q,
      }),
      201,
    );
    await json(await indemnite(d, 500), 201);
    const bascule = await counted(edge, () =>
      edge.call("GET", `/api/Quitance/switchState/false/${q}`),
    );
    await json(bascule.res);
    const t = await terme(q);
    expect([t.montantRegle, t.resteDu]).toEqual([500, 470.5]);
    expect(await du(d)).toBe(500);
    console.log(`[edge] allers-retours libSQL : remis à impayé après indemnité ${bascule.trips}`);
    // The session's check with the reads (the term, its account, the indemnities), the write batch (ADR 165: 16 as a
    // transaction before).
    expect(bascule.trips).toBeLessThanOrEqual(2);

    const encore = await counted(edge, () =>
      edge.call("GET", `/api/Quitance/switchState/false/${q}`),
    );
    const refus = await json(encore.res, 409);
    expect(refus.error.message).toBe(MSG_IMPAYE_ASSUREUR);
    expect((await terme(q)).resteDu).toBe(470.5);
    expect(await du(d)).toBe(500);
  });

  it("a bank line paid to the insurer, its match undone: the recovery reversed once", async () => {
    const { d, q } = await bail("Annulé");
    await json(await indemnite(d, 970.5), 201);
    const ligne = await ligneDuReleve(edge, "VIR ANNULE LOYER");
    await json(
      await edge.call("POST", `/api/banque/lignes/${ligne}/rapprocher`, {
        DossierId: d,
        QuitanceId: q,
      }),
    );
    expect(await du(d)).toBe(0);
    const annule = await counted(edge, () =>
      edge.call("POST", `/api/banque/lignes/${ligne}/annuler`),
    );
    expect((await json(annule.res)).ligne.statut).toBe("à rapprocher");
    expect(await du(d)).toBe(970.5);
    expect(await recuperations(d)).toEqual([
      { montant: 970.5, annulee: true },
      { montant: -970.5, annulee: false },
    ]);
    console.log(
      `[edge] allers-retours libSQL : rapprochement annulé vers l'assureur ${annule.trips}`,
    );
    // The session's check and the undo's one batch (ADR 164: 7 as a transaction before): the line names no payment.
    expect(annule.trips).toBeLessThanOrEqual(2);
    await json(await edge.call("POST", `/api/banque/lignes/${ligne}/annuler`), 409);
    expect(await recuperations(d)).toHaveLength(2);
  });

  it("an indemnity whose payment is cancelled holds no claim: the tenant's payment is the tenant's", async () => {
    const { d } = await bail("Erreur");
    const i = await json(await indemnite(d, 970.5), 201);
    await json(
      await edge.call("POST", `/api/Paiement/${i.paiements[0].paiement.id}/annuler`, {
        motif: "Virement non reçu",
      }),
    );
    expect(await du(d)).toBe(0);
    const r = await json(
      await edge.call("POST", `/api/Dossier/${d}/paiements`, {
        montant: "970,50",
        date: jour,
        mode: "Chèque",
      }),
      201,
    );
    expect(r.assureur).toBeNull();
    expect(await recuperations(d)).toEqual([]);
  });
});
