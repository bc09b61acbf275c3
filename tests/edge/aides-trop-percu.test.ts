// Issue 77 (what ADRs 117 and 123 left) on the edge entry, whatever the day it runs: the CAF's transfer split from its
// bank line (the line then matched, never offered again), a trop-perçu repaid to the CAF as a payment out under the
// two-person rule (a negative amount refused, sent twice a 409, the tenant's account debited once), and an admin's
// row of the unpaid-rent table changing the declaration delay. The same rules as tests/api/aides-logement/.
import { beforeAll, describe, expect, it } from "vitest";
import { parisDate } from "../../worker/domain/dates";
import { valid } from "../support/factories";
import { secondAdmin, confirmerSecond } from "./iban";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
let second: Awaited<ReturnType<typeof secondAdmin>>;
const jour = parisDate(new Date());
const jourFr = jour.split("-").reverse().join("/");

/** The first day of the month `n` months before this one. */
const moisAvant = (n: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 1)).toISOString().slice(0, 10);
};
const plusMois = (j: string, n: number) => {
  const [a, m] = j.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(a, m - 1 + n, 1)).toISOString().slice(0, 10);
};
const ceMois = moisAvant(0);
const mmaaaa = ceMois.slice(0, 7).split("-").reverse().join("/");

async function bail(numero: string, ...mois: string[]) {
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  const d = await json(
    await edge.call("POST", "/api/Dossier", {
      ...valid.Dossier(a.id, l.id),
      loyerHC: 600,
      loyerCharge: 100,
      depotGarantie: 0,
    }),
    201,
  );
  await json(
    await edge.call("PUT", `/api/Dossier/${d.id}/aideLogement`, {
      organisme: "CAF",
      numeroAllocataire: numero,
      type: "APL",
      tiersPayant: true,
      montantMensuel: "250",
      depuis: moisAvant(3),
    }),
  );
  const termes: number[] = [];
  for (const m of mois)
    termes.push(
      (await json(await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: m }), 201)).id,
    );
  return { id: d.id as number, termes };
}
const solde = async (id: number) =>
  (await json(await edge.call("GET", `/api/Dossier/${id}/aideLogement`))).situation.solde;

let credit: Awaited<ReturnType<typeof bail>>;
let ligneCaf = 0;
beforeAll(async () => {
  edge = await signedInInstance();
  await edge.confirm();
  second = await secondAdmin(edge, "second.caf@edge.test");
  credit = await bail("6767676", ceMois);
  // The tenant paid the whole term: the CAF's 250 € will be a credit.
  await json(
    await edge.call("POST", `/api/Dossier/${credit.id}/paiements`, {
      montant: "700",
      date: jour,
      mode: "Virement",
      QuitanceId: credit.termes[0],
    }),
    201,
  );
  const f = new FormData();
  f.append(
    "file",
    new File(
      [`Date;Libellé;Montant;Solde\n${jourFr};VIR SEPA CAF PRESTATIONS;260,00;260,00\n`],
      "r.csv",
    ),
  );
  f.append("nouveauCompte", "Séquestre");
  await json(await edge.call("POST", "/api/banque/releves", f), 201);
  const lignes = await json(
    await edge.call("GET", `/api/banque/lignes?statut=${encodeURIComponent("à rapprocher")}`),
  );
  const caf = lignes.data.find((l: { libelle: string }) => l.libelle.includes("CAF"));
  expect(caf.aideLogement).toBe("CAF");
  ligneCaf = caf.id;
});

describe("housing aid on the edge: the bank line, the trop-perçu, the delay an admin extends", () => {
  it("the split from its bank line matches the line and lists the total's difference", async () => {
    const r = await json(
      await edge.call("POST", "/api/aidesLogement/versements", {
        detail: `6767676;CREDIT;${mmaaaa};250,00`,
        organisme: "CAF",
        LigneBancaireId: ligneCaf,
      }),
    );
    expect(r).toMatchObject({ montantVirement: 260, totalDetail: 250, ecartTotal: 10 });
    expect(r.parts.map((p: { etat: string }) => p.etat)).toEqual(["paye"]);
    const attente = await json(
      await edge.call("GET", `/api/banque/lignes?statut=${encodeURIComponent("à rapprocher")}`),
    );
    expect(attente.data.map((l: { id: number }) => l.id)).not.toContain(ligneCaf);
    expect(await solde(credit.id)).toBe(-250);
  });

  it("a trop-perçu: negative refused, recorded once, validated by another admin in one write batch", async () => {
    const negatif = await json(
      await edge.call("POST", "/api/aidesLogement/tropPercus", {
        DossierId: credit.id,
        montant: -250,
        mois: ceMois.slice(0, 7),
        motif: "Droits révisés",
      }),
      400,
    );
    expect(negatif.error.fields.montant).toBeTruthy();
    const corps = {
      DossierId: credit.id,
      montant: 250,
      mois: ceMois.slice(0, 7),
      motif: "Droits révisés",
    };
    const { tropPercu } = await json(
      await edge.call("POST", "/api/aidesLogement/tropPercus", corps),
      201,
    );
    expect(tropPercu).toMatchObject({ statut: "a_valider", organisme: "CAF", montant: 250 });
    const double = await json(await edge.call("POST", "/api/aidesLogement/tropPercus", corps), 409);
    expect(double.error.message).toMatch(/qu'une fois/);
    await edge.confirm();
    const moi = await json(
      await edge.call("POST", `/api/aidesLogement/tropPercus/${tropPercu.id}/valider`),
      403,
    );
    expect(moi.error.message).toMatch(/autre administrateur ou comptable/);
    expect(await solde(credit.id)).toBe(-250);
    await confirmerSecond(second);
    const v = await json(
      await second("POST", `/api/aidesLogement/tropPercus/${tropPercu.id}/valider`),
    );
    expect(v.tropPercu).toMatchObject({ statut: "rembourse", validePar: "second.caf@edge.test" });
    await json(await second("POST", `/api/aidesLogement/tropPercus/${tropPercu.id}/valider`), 409);
    expect(await solde(credit.id)).toBe(0);
  });

  it("the validation is one write batch after the session's check", async () => {
    const autre = await bail("7878787", ceMois);
    const { tropPercu } = await json(
      await edge.call("POST", "/api/aidesLogement/tropPercus", {
        DossierId: autre.id,
        montant: 30,
        mois: ceMois.slice(0, 7),
        motif: "Rappel négatif",
      }),
      201,
    );
    await confirmerSecond(second);
    const before = await edge.roundTrips();
    await json(await second("POST", `/api/aidesLogement/tropPercus/${tropPercu.id}/valider`));
    expect((await edge.roundTrips()) - before).toBeLessThanOrEqual(2);
    // The CAF takes back 30 € the tenant had no credit for: the tenant owes it again (700 € + 30 €).
    expect(await solde(autre.id)).toBe(730);
  });

  it("an admin's row of the unpaid-rent table changes the delay to declare from its first day", async () => {
    const impaye = await bail("8989898", moisAvant(2), moisAvant(1));
    const constitution = moisAvant(1);
    const avant = await json(await edge.call("GET", "/api/aidesLogement/impayes"));
    expect(avant.data).toContainEqual(
      expect.objectContaining({
        DossierId: impaye.id,
        dateConstitution: constitution,
        dateLimiteDeclaration: plusMois(constitution, 2),
      }),
    );
    await json(
      await edge.call("POST", "/api/reglementation/impayes-caf", {
        debut: constitution,
        source: "Décret d'essai : signalement dans les trois mois",
        delaiDeclarationMois: 3,
      }),
      201,
    );
    const { res, trips } = await counted(edge, () =>
      edge.call("GET", "/api/aidesLogement/impayes"),
    );
    expect(trips).toBe(1);
    expect((await json(res)).data).toContainEqual(
      expect.objectContaining({
        DossierId: impaye.id,
        dateLimiteDeclaration: plusMois(constitution, 3),
        regle: "Décret d'essai : signalement dans les trois mois",
      }),
    );
  });
});
