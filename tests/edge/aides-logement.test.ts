// Issue 77 on the edge entry (workerd, libSQL over HTTP), whatever the day it runs: a lease with 250 € of aid in
// tiers payant and a term of 700 €: the avis asks the tenant 450 €, this month's aid is not arrears, the CAF's
// transfer of three tenants is split and settles each term (once, sent twice), two months of the tenant's own share
// unpaid are an unpaid rent to declare two months after, in the calendar too. The situation's reads, one round trip.
import { MOIS_FR, parisDate } from "../../worker/domain/dates";
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";
import { pdfText } from "./pdf-text";

let edge: Instance;

/** The first day of the month `n` months before this one. */
const moisAvant = (n: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 1)).toISOString().slice(0, 10);
};
const plusDeuxMois = (jour: string) => {
  const [a, m] = jour.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(a, m + 1, 1)).toISOString().slice(0, 10);
};
const ceMois = moisAvant(0);

async function bail(numero: string, aide: string, ...mois: string[]) {
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  const d = await json(
    await edge.call("POST", "/api/Dossier", {
      ...valid.Dossier(a.id, l.id),
      loyerHC: 600,
      loyerCharge: 100,
      depotGarantie: 600,
    }),
    201,
  );
  await json(
    await edge.call("PUT", `/api/Dossier/${d.id}/aideLogement`, {
      organisme: "CAF",
      numeroAllocataire: numero,
      type: "APL",
      tiersPayant: true,
      montantMensuel: aide,
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

let a: Awaited<ReturnType<typeof bail>>;
let b: Awaited<ReturnType<typeof bail>>;
let c: Awaited<ReturnType<typeof bail>>;
let impaye: Awaited<ReturnType<typeof bail>>;
beforeAll(async () => {
  edge = await signedInInstance();
  a = await bail("1234567", "250", ceMois);
  b = await bail("2345678", "300", ceMois);
  c = await bail("3456789", "200", ceMois);
  impaye = await bail("4567890", "250", moisAvant(2), moisAvant(1));
});

describe("housing aid in tiers payant on the edge", () => {
  it("the avis asks 450 €; this month's aid is « en attente », not the tenant's debt; one round trip", async () => {
    const r = await json(await edge.call("GET", `/api/Quitance/${a.termes[0]}/generate`));
    const text = await pdfText(await edge.call("GET", r.generated));
    expect(text).toContain("Reste à votre charge 450,00 €");
    const { res, trips } = await counted(edge, () =>
      edge.call("GET", `/api/Dossier/${a.id}/aideLogement`),
    );
    const s = await json(res);
    expect(s.termes[0]).toMatchObject({ du: 700, aideAttendue: 250, partLocataire: 450 });
    expect(s.situation).toEqual({
      solde: 700,
      aideEnAttente: 250,
      aideNonRecue: 0,
      soldeLocataire: 450,
    });
    expect(trips).toBe(1);
  });

  it("the CAF's transfer of three tenants is split, each term settled, never twice", async () => {
    const mois = ceMois.slice(0, 7).split("-").reverse().join("/");
    const body = {
      detail: `1234567;DURAND;${mois};250,00\n2345678;MARTIN;${mois};300,00\n3456789;PETIT;${mois};200,00\n7777777;INCONNU;${mois};99,00`,
      organisme: "CAF",
      date: parisDate(new Date()),
      montantVirement: "849",
      reference: "VIR CAF EDGE",
    };
    const r = await json(await edge.call("POST", "/api/aidesLogement/versements", body));
    expect(r.parts.map((p: Record<string, unknown>) => [p.statut, p.etat])).toEqual([
      ["exact", "paye"],
      ["exact", "paye"],
      ["exact", "paye"],
      ["inconnu", "non_paye"],
    ]);
    for (const [x, aide] of [
      [a, 250],
      [b, 300],
      [c, 200],
    ] as const) {
      const s = await json(await edge.call("GET", `/api/Dossier/${x.id}/aideLogement`));
      expect(s.termes[0].montantRegle).toBe(aide);
      expect(s.situation.soldeLocataire).toBe(700 - aide);
    }
    // The share's payment on the tenant's account names the aid's month in French (was the ISO « 2026-11 »).
    const compte = await json(await edge.call("GET", `/api/Dossier/${a.id}/compte`));
    const moisFr = `${MOIS_FR[Number(ceMois.slice(5, 7)) - 1]} ${ceMois.slice(0, 4)}`;
    expect(compte.ecritures.map((e: { libelle: string }) => e.libelle)).toContain(
      `Paiement (CAF) réf. CAF n° 1234567, ${moisFr}`,
    );
    const again = await json(await edge.call("POST", "/api/aidesLogement/versements", body));
    expect(again.parts.map((p: { etat: string }) => p.etat)).toEqual([
      "deja",
      "deja",
      "deja",
      "non_paye",
    ]);
    // The same detail as the portal's CSV file (the issue: « the pasted text or a CSV »): paid already, once.
    const f = new FormData();
    f.append("fichier", new File([body.detail], "versement.csv", { type: "text/csv" }));
    // The organisme left out of the form: the CAF, as the issue writes the body.
    for (const k of ["date", "montantVirement", "reference"] as const) f.append(k, body[k]);
    const csv = await json(await edge.call("POST", "/api/aidesLogement/versements", f));
    expect(csv.parts.map((p: { etat: string }) => p.etat)).toEqual([
      "deja",
      "deja",
      "deja",
      "non_paye",
    ]);
  });

  it("two months of the tenant's own share unpaid: an unpaid rent to declare within two months, in the calendar", async () => {
    const constitution = moisAvant(1);
    const { data } = await json(await edge.call("GET", "/api/aidesLogement/impayes"));
    expect(data).toEqual([
      expect.objectContaining({
        DossierId: impaye.id,
        dateConstitution: constitution,
        dateLimiteDeclaration: plusDeuxMois(constitution),
        dette: 900,
      }),
    ]);
    const cal = await json(await edge.call("GET", "/api/echeances?type=caf_impaye"));
    expect(cal.data).toEqual([
      expect.objectContaining({
        type: "caf_impaye",
        DossierId: impaye.id,
        date: plusDeuxMois(constitution),
      }),
    ]);
    const sheet = await pdfText(
      await edge.call("GET", `/api/Dossier/${impaye.id}/declarationImpayeCaf`),
    );
    expect(sheet).toContain("4567890");
  });

  it("July's list: the leases in tiers payant with their rent and charges, by département (CSV)", async () => {
    // Next July: every lease here is then in tiers payant (the aid runs from three months ago).
    const res = await edge.call(
      "GET",
      `/api/aidesLogement/listeAnnuelle?annee=${new Date().getUTCFullYear() + 1}`,
    );
    expect(res.status).toBe(200);
    const lignes = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lignes[0]).toMatch(/^Département;Organisme;N° allocataire/);
    expect(lignes.slice(1).map((l) => l.split(";")[2])).toEqual([
      "1234567",
      "2345678",
      "3456789",
      "4567890",
    ]);
  });
});
