// ADR 153 on the edge entry: after an insurer paid a term, the tenant's payment of it by a matched bank line or by a
// validated direct debit settled by the daily job is owed to the insurer (« dû à l'assureur » falls, one recovery
// listed), in the payment's own batch; a replayed match or debit takes nothing twice. Round trips of the match
// counted as the bank's edge test does.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, parisDate } from "../../worker/domain/dates";
import { jobAu as jobDe } from "./cron";
import { agencePrete, MANDAT } from "./iban";
import { bailImpaye, duAssureur, indemniteVisale, recuperationsDe } from "./garanties";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
// The edge's clock is the host's: the term of last month, the debit date after the pre-notification's 14 days.
const jour = parisDate(new Date());
const dateEcheance = addDays(jour, 20);
beforeAll(async () => {
  edge = await signedInInstance();
  await agencePrete(edge);
});
const jobAu = (day: string) => jobDe(edge, day);

const bail = (nom: string) => bailImpaye(edge, nom);
const indemnite = (d: number, mois: string) => indemniteVisale(edge, d, { mois });
const du = (d: number) => duAssureur(edge, d);
const recuperations = (d: number) => recuperationsDe(edge, d, ["montant", "organisme"]);

describe("a tenant's payment of a term the insurer paid, on the edge", () => {
  it("by a matched bank line: to the insurer in one batch, once", async () => {
    const { d, q } = await bail("Récupéré");
    await json(await indemnite(d, addDays(jour, -30).slice(0, 7)), 201);
    const [jj, mm, aaaa] = [jour.slice(8), jour.slice(5, 7), jour.slice(0, 4)];
    const f = new FormData();
    f.append(
      "file",
      new File([`Date;Libellé;Montant\n${jj}/${mm}/${aaaa};VIR RECUPERE LOYER;970,50\n`], "r.csv"),
    );
    f.append("nouveauCompte", "Compte principal");
    await json(await edge.call("POST", "/api/banque/releves", f), 201);
    const ligne = (
      await json(await edge.call("GET", "/api/banque/lignes?statut=à rapprocher"))
    ).data.find((l: { libelle: string }) => l.libelle === "VIR RECUPERE LOYER").id;
    const premier = await counted(edge, () =>
      edge.call("POST", `/api/banque/lignes/${ligne}/rapprocher`, { DossierId: d, QuitanceId: q }),
    );
    expect((await json(premier.res)).assureur).toEqual({ montant: 970.5 });
    // Matched again: refused, nothing taken twice.
    await json(
      await edge.call("POST", `/api/banque/lignes/${ligne}/rapprocher`, {
        DossierId: d,
        QuitanceId: q,
      }),
      409,
    );
    expect(await du(d)).toBe(0);
    expect(await recuperations(d)).toEqual([{ montant: 970.5, organisme: "Visale" }]);
    expect((await json(await edge.call("GET", `/api/Dossier/${d}/compte`))).solde).toBe(0);
    console.log(`[edge] allers-retours libSQL : rapprochement vers l'assureur ${premier.trips}`);
    // The session's check with the line's read, the batch, the label learned, the line read back.
    expect(premier.trips).toBeLessThanOrEqual(5);
  });

  it("by a direct debit the daily job settles: to the insurer, once over two runs", async () => {
    const { d, q } = await bail("Prélevé");
    await json(await edge.call("POST", `/api/Dossier/${d}/mandatsSepa`, MANDAT), 201);
    await edge.confirm();
    const { prelevement } = await json(
      await edge.call("POST", "/api/prelevements", { dateEcheance }),
      201,
    );
    expect(prelevement.lignes.map((l: { QuitanceId: number }) => l.QuitanceId)).toContain(q);
    await json(await edge.call("POST", `/api/Prelevement/${prelevement.id}/valider`));
    await json(await indemnite(d, addDays(jour, -30).slice(0, 7)), 201);
    await jobAu(dateEcheance);
    await jobAu(addDays(dateEcheance, 1));
    expect(await recuperations(d)).toEqual([{ montant: 970.5, organisme: "Visale" }]);
    expect(await du(d)).toBe(0);
    const lot = await json(await edge.call("GET", `/api/Prelevement/${prelevement.id}`));
    expect(
      lot.lignes.find((l: { QuitanceId: number }) => l.QuitanceId === q).PaiementId,
    ).toBeNull();
  });
});
