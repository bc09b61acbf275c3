// ADR 170 on the edge entry: an insurer's indemnity cancelled after the tenant paid the insurer's claim. Not yet
// transferred, the tenant's money pays the term in the cancellation's own transaction; transferred, it is claimed on
// the insurer and pays the term when the insurer repays it (recorded by another person, once). The same rules as
// tests/api/garanties/indemnite-annulee-rendue.test.ts; the round trips counted and printed.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, parisDate } from "../../worker/domain/dates";
import { MSG_RECUPERATION_ANNULEE } from "../../worker/domain/garanties/recuperation";
import { jourCourt } from "../../worker/domain/compte/libelles";
import { bailImpaye, indemniteVisale, ligneDuReleve, recuperationsDe } from "./garanties";
import { type secondAdmin, avecSecondAdmin } from "./iban";
import { counted, type Instance, jsonOf as json } from "./instance";

let edge: Instance;
let second: Awaited<ReturnType<typeof secondAdmin>>;
const jour = parisDate(new Date());
const mois = addDays(jour, -30).slice(0, 7);
beforeAll(async () => {
  ({ edge, second } = await avecSecondAdmin());
});

const garantie = async (d: number) => json(await edge.call("GET", `/api/Dossier/${d}/garantie`));
const terme = async (q: number) => json(await edge.call("GET", `/api/Quitance/${q}`));
const solde = async (d: number) =>
  (await json(await edge.call("GET", `/api/Dossier/${d}/compte`))).solde;

/** The lease's last month paid by Visale (970,50 €), then 300 € of the tenant's recorded as Visale's. */
async function recupere(nom: string) {
  const { d, q } = await bailImpaye(edge, nom);
  const i = await json(await indemniteVisale(edge, d, { mois }), 201);
  await json(
    await edge.call("POST", `/api/Dossier/${d}/recuperations`, { date: jour, montant: 300 }),
    201,
  );
  const annuler = () =>
    counted(edge, () =>
      edge.call("POST", `/api/Paiement/${i.paiements[0].paiement.id}/annuler`, {
        motif: "Indemnité versée par erreur",
      }),
    );
  return { d, q, annuler };
}

describe("an indemnity cancelled after the tenant paid the insurer, on the edge", () => {
  it("not yet transferred: the 300 € pay the term in the cancellation; twice, nothing more", async () => {
    const { d, q, annuler } = await recupere("Rendu");
    const fait = await annuler();
    await json(fait.res);
    console.log(
      `[edge] allers-retours libSQL : indemnité annulée, récupération rendue ${fait.trips}`,
    );
    expect(await terme(q)).toMatchObject({ resteDu: 670.5, montantRegle: 300, regle: false });
    expect(await solde(d)).toBe(670.5);
    expect(await garantie(d)).toMatchObject({ duAssureur: 0, aReclamerAssureur: 0 });
    const lignes = await recuperationsDe(edge, d, ["id", "montant", "rendue", "reversement"]);
    expect(lignes).toEqual([
      expect.objectContaining({ montant: 300, rendue: true, reversement: null }),
      expect.objectContaining({ montant: -300, rendue: true, reversement: null }),
    ]);
    const v = await second("POST", `/api/sinistres/recuperations/${lignes[0]!.id}/virement`, {
      date: jour,
    });
    expect(v.status).toBe(409);
    expect(await v.text()).toContain(MSG_RECUPERATION_ANNULEE);

    await json((await annuler()).res, 409);
    expect(await solde(d)).toBe(670.5);
    expect(await recuperationsDe(edge, d, ["id"])).toHaveLength(2);
  });

  it("transferred: claimed, then repaid by another person pays the term, once", async () => {
    const { d, q, annuler } = await recupere("Réclamé");
    const [r] = await recuperationsDe(edge, d, ["id"]);
    await json(
      await second("POST", `/api/sinistres/recuperations/${r!.id}/virement`, { date: jour }),
      201,
    );
    const fait = await annuler();
    await json(fait.res);
    console.log(`[edge] allers-retours libSQL : indemnité annulée, créance ${fait.trips}`);
    expect(await terme(q)).toMatchObject({ resteDu: 970.5 });
    expect(await garantie(d)).toMatchObject({ duAssureur: 0, aReclamerAssureur: 300 });
    const creance = (await recuperationsDe(edge, d, ["id", "creance"])).find((x) => x.creance);
    const url = `/api/sinistres/recuperations/${creance!.id}/virement`;
    // Who cancelled the indemnity may not record the repayment alone.
    expect((await edge.call("POST", url, { date: jour })).status).toBe(403);
    const rembourse = await counted(edge, () => second("POST", url, { date: jour }));
    await json(rembourse.res, 201);
    console.log(`[edge] allers-retours libSQL : remboursement reçu, terme payé ${rembourse.trips}`);
    expect(await terme(q)).toMatchObject({ resteDu: 670.5 });
    expect(await solde(d)).toBe(670.5);
    expect(await garantie(d)).toMatchObject({ duAssureur: 0, aReclamerAssureur: 0 });
    expect((await second("POST", url, { date: jour })).status).toBe(409);
    expect(await solde(d)).toBe(670.5);
  });

  it("without a recovery: the cancellation's trips as before ADR 170 (its one read in place of one statement)", async () => {
    const { d } = await bailImpaye(edge, "Sans récupération");
    const i = await json(await indemniteVisale(edge, d, { mois }), 201);
    const fait = await counted(edge, () =>
      edge.call("POST", `/api/Paiement/${i.paiements[0].paiement.id}/annuler`, { motif: "Erreur" }),
    );
    await json(fait.res);
    console.log(`[edge] allers-retours libSQL : indemnité annulée sans récupération ${fait.trips}`);
    expect(await garantie(d)).toMatchObject({ duAssureur: 0, aReclamerAssureur: 0 });
  });

  it("a bank line given back is not undone while that payment stands (the undo's batch, 2 trips at most)", async () => {
    const { d, q } = await bailImpaye(edge, "Ligne rendue");
    const i = await json(await indemniteVisale(edge, d, { mois }), 201);
    const ligne = await ligneDuReleve(edge, "VIR RENDU LOYER");
    await json(
      await edge.call("POST", `/api/banque/lignes/${ligne}/rapprocher`, {
        DossierId: d,
        QuitanceId: q,
      }),
    );
    await json(
      await edge.call("POST", `/api/Paiement/${i.paiements[0].paiement.id}/annuler`, {
        motif: "Erreur",
      }),
    );
    expect(await solde(d)).toBe(0);
    const { ecritures } = await json(await edge.call("GET", `/api/Dossier/${d}/compte`));
    const rendu = (ecritures as { libelle: string; PaiementId?: number }[]).find((e) =>
      e.libelle.includes("rendue"),
    )?.PaiementId;
    const refus = await counted(edge, () =>
      edge.call("POST", `/api/banque/lignes/${ligne}/annuler`),
    );
    expect(refus.res.status).toBe(409);
    // ADR 172: the payment to cancel first named as the account shows it (the line's day, its term's month).
    expect(await refus.res.text()).toContain(
      `annulez d'abord le paiement n° ${rendu} du ${jourCourt(jour)} (Virement) du terme `, // « de novembre », « d'octobre »
    );
    expect(refus.trips).toBeLessThanOrEqual(2);
    expect(await solde(d)).toBe(0);
    expect(await recuperationsDe(edge, d, ["id"])).toHaveLength(2);
  });
});
