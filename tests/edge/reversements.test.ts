// The owners' payouts on the edge entry (issue 38, part 3, ADR 032): preparing, validating and deleting a batch are
// one write batch each (after the session check), the file is one round of reads; parallel batch creations and
// parallel validations, as separate Workers requests, never pay one euro twice.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { addDays, parisDate } from "../../worker/domain/dates";
import { BIC_AGENCE, IBAN_AGENCE } from "../support/reversements";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";
import { toutVerifier } from "./iban";

let edge: Instance;
// The edge's clock is the host's: a batch's execution date is today or later (issue 60).
const jour = parisDate(new Date());
const plusTard = (n: number) => addDays(jour, n);
beforeAll(async () => {
  edge = await signedInInstance();
  // The money moves these tests make need a fresh confirmation (issue 59): the admin's session confirms first.
  await edge.confirm();
  await json(await edge.call("PUT", "/api/agence", { iban: IBAN_AGENCE, bic: BIC_AGENCE }));
  await toutVerifier(edge);
});
// Five minutes each: every test confirms again (tests/edge/confirmation.test.ts tests the confirmation itself).
beforeEach(() => edge.confirm());

/** An owner with an IBAN whose tenant paid `montant` on the January term: all of it on their account. */
async function proprietairePaye(nom: string, montant: string, verifier = true) {
  const c = await json(
    await edge.call("POST", "/api/Client", {
      ...valid.Client(),
      nom,
      iban: "DE89370400440532013000",
    }),
    201,
  );
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  await json(await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`));
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
  const q = await json(
    await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: "2026-01-05" }),
    201,
  );
  const p = await json(
    await edge.call("POST", `/api/Dossier/${d.id}/paiements`, {
      montant,
      date: "2026-01-06",
      mode: "Virement",
      QuitanceId: q.id,
    }),
    201,
  );
  // Its IBAN confirmed by a second person (issue 59: tests/edge/iban-verification.test.ts).
  if (verifier) await toutVerifier(edge);
  paiementDe.set(c.id, p.paiement.id);
  return c.id as number;
}
/** The tenant's payment that credited each owner. */
const paiementDe = new Map<number, number>();
const payes = (c: any) =>
  c.ecritures.filter((e: any) => e.type === "reversement").map((e: any) => e.debit);

describe("payouts on the edge", () => {
  it("prepares, validates and writes the file in counted round trips; the owner's account is debited", async () => {
    const id = await proprietairePaye("Edge-Aubert", "400,25");
    const prep = await counted(edge, () =>
      edge.call("POST", "/api/reversements", { date: plusTard(4) }),
    );
    const { reversement } = await json(prep.res, 201);
    expect(reversement.lignes).toEqual([
      expect.objectContaining({ ClientId: id, montant: 400.25 }),
    ]);
    // A draft has no file (issue 59): 409 in French.
    const brouillon = await json(
      await edge.call("GET", `/api/Reversement/${reversement.id}/sepa`),
      409,
    );
    expect(brouillon.error.message).toBe(
      "Validez ce reversement avant de télécharger son fichier SEPA.",
    );
    const val = await counted(edge, () =>
      edge.call("POST", `/api/Reversement/${reversement.id}/valider`),
    );
    const valide = await json(val.res);
    expect(valide.reversement.statut).toBe("valide");
    expect(valide.ecartes).toEqual([]);
    const encore = await json(
      await edge.call("POST", `/api/Reversement/${reversement.id}/valider`),
      409,
    );
    expect(encore.error.message).toBe("Ce reversement est déjà validé.");
    const file = await counted(edge, () =>
      edge.call("GET", `/api/Reversement/${reversement.id}/sepa`),
    );
    expect(file.res.status).toBe(200);
    expect(file.res.headers.get("content-type")).toMatch(/^application\/xml/);
    // (The XSD check runs in the API and E2E tests: the schema file is not readable from workerd.)
    const xml = await file.res.text();
    expect(xml.match(/<NbOfTxs>1<\/NbOfTxs>/g)).toHaveLength(2);
    expect(xml).toContain('<InstdAmt Ccy="EUR">400.25</InstdAmt>');
    // Issue 60: the remittance names the month of the rents paid out (the January term).
    expect(xml).toContain(
      `<Ustrd>Reversement loyers janvier 2026 - virement groupe ${reversement.id}</Ustrd>`,
    );
    const compte = await json(await edge.call("GET", `/api/Client/${id}/compte`));
    expect(payes(compte)).toEqual([400.25]);
    expect(compte.solde).toBe(0);
    // The agency's account changes: the file downloaded again is the same, byte for byte.
    await json(await edge.call("PUT", "/api/agence", { nom: "Edge Autre", bic: "COBADEFFXXX" }));
    const again = await counted(edge, () =>
      edge.call("GET", `/api/Reversement/${reversement.id}/sepa`),
    );
    expect(await again.res.text()).toBe(xml);
    await json(await edge.call("PUT", "/api/agence", { bic: BIC_AGENCE }));
    const suppr = await json(await edge.call("DELETE", `/api/Reversement/${reversement.id}`), 409);
    expect(suppr.error.message).toBe(
      "Un reversement validé ne se supprime pas : il est inscrit sur le compte des propriétaires.",
    );
    const journal = (await json(await edge.call("GET", "/api/telechargements"))).data.filter(
      (d: any) => d.quoi === "sepa_reversement" && d.reference === String(reversement.id),
    );
    expect(journal).toHaveLength(2);
    // The download names the session it came from (issue 59: a stolen session is traced to its downloads).
    expect(journal[0]).toMatchObject({
      auteur: expect.stringContaining("@"),
      sessionId: expect.any(String),
    });
    console.log(
      `[edge] allers-retours libSQL : préparer ${prep.trips}, valider ${val.trips}, fichier SEPA émis ${file.trips}, puis ${again.trips}`,
    );
    expect(prep.trips).toBe(2);
    expect(val.trips).toBe(2);
    // The reads with the session check, then the file stored and the download journaled in one write batch.
    expect(file.trips).toBe(2);
    expect(again.trips).toBe(2);
  });

  it("an owner whose available fell since the draft leaves the batch at validation; the rest is paid", async () => {
    const a = await proprietairePaye("Edge-Baisse", "300,00");
    const b = await proprietairePaye("Edge-Reste", "120,00");
    const { reversement } = await json(
      await edge.call("POST", "/api/reversements", { date: plusTard(5) }),
      201,
    );
    const miennes = (lot: any) =>
      lot.lignes.filter((l: any) => [a, b].includes(l.ClientId)).map((l: any) => l.ClientId);
    expect(miennes(reversement)).toEqual([a, b]);
    // The owner's available falls: the tenant's payment that credited them is cancelled.
    await json(
      await edge.call("POST", `/api/Paiement/${paiementDe.get(a)}/annuler`, {
        motif: "Chèque impayé",
      }),
    );
    const v = await json(await edge.call("POST", `/api/Reversement/${reversement.id}/valider`));
    expect(v.ecartes).toEqual([
      {
        ClientId: a,
        nom: expect.any(String),
        motif: "Le disponible de ce propriétaire a baissé depuis la préparation du lot.",
      },
    ]);
    expect(miennes(v.reversement)).toEqual([b]);
  });

  it("an amount with a third decimal, a date in 1999 or 2101: 400 on the field", async () => {
    for (const date of ["1999-12-31", "2101-01-01"]) {
      const r = await json(await edge.call("POST", "/api/reversements", { date }), 400);
      expect(r.error.fields.date).toBe(
        "La date doit être comprise entre le 01/01/2000 et le 31/12/2100.",
      );
    }
    const r = await json(
      await edge.call("POST", "/api/Appartement", { ...valid.Appartement(), loyerHC: 850.125 }),
      400,
    );
    expect(r.error.fields.loyerHC).toBe(
      "Deux décimales au plus : un montant se donne au centime près.",
    );
  });

  it("issue 60: a past execution date is a 400 in French; « & » kept as « + », a Cyrillic name transliterated", async () => {
    const passe = await json(
      await edge.call("POST", "/api/reversements", { date: addDays(jour, -1) }),
      400,
    );
    expect(passe.error.fields.date).toBe(
      "La date d'exécution des virements est passée : choisissez aujourd'hui ou une date à venir.",
    );
    const dupont = await proprietairePaye("Cabinet Dupont & Fils", "50,00");
    const cyrille = await proprietairePaye("Ковальчук", "60,00");
    const prep = await counted(edge, () =>
      edge.call("POST", "/api/reversements", { date: plusTard(9) }),
    );
    const { reversement } = await json(prep.res, 201);
    expect(reversement.lignes.map((l: any) => l.ClientId)).toEqual(
      expect.arrayContaining([dupont, cyrille]),
    );
    await json(await edge.call("POST", `/api/Reversement/${reversement.id}/valider`));
    const file = await counted(edge, () =>
      edge.call("GET", `/api/Reversement/${reversement.id}/sepa`),
    );
    const xml = await file.res.text();
    expect(xml).toContain("<Nm>Cabinet Dupont + Fils ");
    expect(xml).toContain("<Nm>Kovalchuk ");
    expect(xml).not.toContain("Inconnu");
    expect(prep.trips).toBe(2);
    expect(file.trips).toBe(2);
  });

  it("parallel batch creations and parallel validations never pay one euro twice", async () => {
    const ids = [
      await proprietairePaye("Edge-Blanc", "100,00"),
      await proprietairePaye("Edge-Colin", "0,99"),
    ];
    const dates = [plusTard(6), plusTard(6), plusTard(7), plusTard(8), plusTard(6)];
    const res = await Promise.all(
      dates.map((date) => edge.call("POST", "/api/reversements", { date })),
    );
    // Those that found nothing left to pay are 409s naming why, creating nothing (issue 74, item 7).
    const lots = [];
    for (const r of res)
      if (r.status === 409) expect((await json(r, 409)).error.code).toBe("rien_a_reverser");
      else lots.push((await json(r, 201)).reversement);
    const paye = new Map<number, number>();
    for (const lot of lots)
      for (const l of lot.lignes)
        if (ids.includes(l.ClientId))
          paye.set(l.ClientId, (paye.get(l.ClientId) ?? 0) + Math.round(l.montant * 100));
    expect(Object.fromEntries(paye)).toEqual({ [ids[0]!]: 10000, [ids[1]!]: 99 });
    const lot = lots.find((l) => l.lignes.some((x: any) => x.ClientId === ids[0]));
    const vals = await Promise.all(
      Array.from({ length: 4 }, () => edge.call("POST", `/api/Reversement/${lot.id}/valider`)),
    );
    expect(vals.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const compte = await json(await edge.call("GET", `/api/Client/${ids[0]}/compte`));
    expect(payes(compte)).toEqual([100]);
  });

  it("issue 74: nothing payable is a 409 naming each owner's reason, in counted round trips, and no empty draft", async () => {
    // Everyone else is paid or held by a draft of the tests above; this owner's IBAN waits for a second person.
    await proprietairePaye("Edge-Attente", "50,00", false);
    const avant = (await json(await edge.call("GET", "/api/reversements"))).data.length;
    const prep = await counted(edge, () =>
      edge.call("POST", "/api/reversements", { date: plusTard(30) }),
    );
    const { error } = await json(prep.res, 409);
    expect(error.code).toBe("rien_a_reverser");
    const lignes = error.message.split("\n");
    expect(lignes[0]).toBe(
      "Aucun propriétaire n'est payable à cette date : aucun reversement n'a été créé.",
    );
    expect(lignes.find((l: string) => l.startsWith("Edge-Attente"))).toMatch(
      / : .*IBAN.*\d\d\/\d\d\/\d{4}/,
    );
    expect((await json(await edge.call("GET", "/api/reversements"))).data).toHaveLength(avant);
    // The session check, then the one batch that writes nothing and reads the reasons.
    expect(prep.trips).toBe(2);
  });
});
