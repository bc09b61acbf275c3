// ADR 172 on the edge entry: « Rendre au locataire » on a recovery an indemnity cancelled before ADR 170 left to no
// one (that cancellation reproduced by its ledger reversal alone, as it wrote then): the term paid by it, once (a
// second click 409, two at once one payment). The same rules as
// tests/api/garanties/recuperation-rendue-a-la-main.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, parisDate } from "../../worker/domain/dates";
import { bailImpaye, indemniteVisale, recuperationsDe } from "./garanties";
import { sqlDe } from "./iban";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
const jour = parisDate(new Date());
const mois = addDays(jour, -30).slice(0, 7);
beforeAll(async () => {
  edge = await signedInInstance();
});

const solde = async (d: number) =>
  (await json(await edge.call("GET", `/api/Dossier/${d}/compte`))).solde;
const rendre = (id: number) => edge.call("POST", `/api/sinistres/recuperations/${id}/rendre`);

/** Visale's indemnity of last month, 300 € of the tenant's to Visale, then the indemnity reversed as before ADR 170. */
async function laissee(nom: string) {
  const { d, q } = await bailImpaye(edge, nom);
  const i = await json(await indemniteVisale(edge, d, { mois }), 201);
  await json(
    await edge.call("POST", `/api/Dossier/${d}/recuperations`, { date: jour, montant: 300 }),
    201,
  );
  await sqlDe(
    edge,
    `INSERT INTO "Ecriture" ("DossierId", "type", "date", "libelle", "debit", "PaiementId", "auteur", "createdAt")
      VALUES (?, 'annulation', ?, 'Annulation de l''indemnité', 97050, ?, 'admin@edge.test', ?)`,
    [d, jour, i.paiements[0].paiement.id, new Date().toISOString()],
  );
  const [r] = await recuperationsDe(edge, d, ["id", "sansIndemnite"]);
  expect(r).toMatchObject({ sansIndemnite: true });
  return { d, q, r: r!.id as number };
}

describe("« Rendre au locataire » on the edge", () => {
  it("pays the term with the recovery; a second click 409, nothing more", async () => {
    const { d, q, r } = await laissee("Rendue à la main");
    expect((await json(await rendre(r))).solde).toBe(670.5);
    expect((await json(await edge.call("GET", `/api/Quitance/${q}`))).resteDu).toBe(670.5);
    expect(await recuperationsDe(edge, d, ["montant", "rendue"])).toEqual([
      { montant: 300, rendue: true },
      { montant: -300, rendue: true },
    ]);
    await json(await rendre(r), 409);
    expect(await solde(d)).toBe(670.5);
    expect(await recuperationsDe(edge, d, ["id"])).toHaveLength(2);
  });

  it("two clicks at once: one payment", async () => {
    const { d, r } = await laissee("Rendue deux fois");
    const statuts = (await Promise.all([rendre(r), rendre(r)])).map((x) => x.status);
    expect(statuts.sort()).toEqual([200, 409]);
    expect(await solde(d)).toBe(670.5);
    expect(await recuperationsDe(edge, d, ["id"])).toHaveLength(2);
  });
});
