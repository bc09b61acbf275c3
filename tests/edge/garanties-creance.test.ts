// ADR 166 on the edge entry: an indemnity cancelled after the tenant's money went to the insurer (Visale's « Virement
// fait le ») is « à réclamer à l'assureur » on the guarantee tab and on « Récupérations à reverser », never a
// negative « dû à l'assureur »; cancelled again, nothing more. Cancelled before the transfer, the recovery is no
// longer offered to the insurer: it is the tenant's payment (ADR 170). The same rules as
// tests/api/garanties/creance-assureur.test.ts and recuperation-sans-indemnite.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, parisDate } from "../../worker/domain/dates";
import { MSG_RECUPERATION_ANNULEE } from "../../worker/domain/garanties/recuperation";
import { bailImpaye, indemniteVisale, recuperationsDe } from "./garanties";
import { type secondAdmin, avecSecondAdmin } from "./iban";
import { type Instance, jsonOf as json } from "./instance";

let edge: Instance;
let second: Awaited<ReturnType<typeof secondAdmin>>;
const jour = parisDate(new Date());
const mois = addDays(jour, -30).slice(0, 7);
beforeAll(async () => {
  ({ edge, second } = await avecSecondAdmin());
});

const garantie = async (d: number) => json(await edge.call("GET", `/api/Dossier/${d}/garantie`));

describe("the insurer's money after its indemnity is cancelled, on the edge", () => {
  it("is a claim on the insurer, never a negative amount owed; cancelled twice, the same", async () => {
    const { d } = await bailImpaye(edge, "Créance");
    const i = await json(await indemniteVisale(edge, d, { mois }), 201);
    await json(
      await edge.call("POST", `/api/Dossier/${d}/recuperations`, { date: jour, montant: 300 }),
      201,
    );
    const [r] = await recuperationsDe(edge, d, ["id"]);
    await json(
      await second("POST", `/api/sinistres/recuperations/${r!.id}/virement`, { date: jour }),
      201,
    );
    expect(await garantie(d)).toMatchObject({ duAssureur: 670.5, aReclamerAssureur: 0 });

    const annuler = () =>
      edge.call("POST", `/api/Paiement/${i.paiements[0].paiement.id}/annuler`, {
        motif: "Indemnité versée par erreur",
      });
    await json(await annuler());
    expect(await garantie(d)).toMatchObject({ duAssureur: 0, aReclamerAssureur: 300 });
    const liste = await json(await edge.call("GET", "/api/sinistres/recuperations"));
    expect(liste.aReclamer).toContainEqual({ organisme: "Visale", montant: 300 });
    await json(await annuler(), 409);
    expect(await garantie(d)).toMatchObject({ duAssureur: 0, aReclamerAssureur: 300 });
  });
});

describe("a recovery not yet transferred when its indemnity is cancelled, on the edge", () => {
  it("is no longer offered to Visale: out of the total, « Virement fait le » refused (409)", async () => {
    const { d } = await bailImpaye(edge, "Sans indemnité");
    const i = await json(await indemniteVisale(edge, d, { mois }), 201);
    await json(
      await edge.call("POST", `/api/Dossier/${d}/recuperations`, { date: jour, montant: 300 }),
      201,
    );
    const liste = async () => json(await edge.call("GET", "/api/sinistres/recuperations"));
    const dues = async () =>
      (await json(await edge.call("GET", `/api/sequestre?au=${jour}`))).recuperationsAssureurs;
    const total = (await liste()).total as number;
    const avant = await dues();

    await json(
      await edge.call("POST", `/api/Paiement/${i.paiements[0].paiement.id}/annuler`, {
        motif: "Indemnité versée par erreur",
      }),
    );
    expect((await liste()).total).toBe(total - 300);
    const [r] = await recuperationsDe(edge, d, ["id", "rendue", "reversement"]);
    expect(r).toMatchObject({ rendue: true, reversement: null });
    const v = await second("POST", `/api/sinistres/recuperations/${r!.id}/virement`, {
      date: jour,
    });
    expect(v.status).toBe(409);
    expect(await v.text()).toContain(MSG_RECUPERATION_ANNULEE);
    // The money is still in the trust account, the tenant's payment now (ADR 170): owed to no insurer, nothing
    // claimed on Visale.
    expect(await dues()).toBe(avant - 300);
    expect(await garantie(d)).toMatchObject({ duAssureur: 0, aReclamerAssureur: 0 });
  });
});
