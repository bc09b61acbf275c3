// Rents by SEPA direct debit on the edge entry (issue 41, ADR 041): creating a mandate, preparing, validating and
// deleting a batch are one write batch each (after the session check), the file one round of reads; parallel
// preparations, as separate Workers requests, never collect a term twice.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { addDays, addMonths, parisDate } from "../../worker/domain/dates";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";
import { agencePrete, MANDAT } from "./iban";
import { retourCamt054 } from "../support/camt054";

// (tests/support/prelevements.ts reads node's fs through its helpers: not loadable in workerd.)
const ICS = "FR72ZZZ123456";

let edge: Instance;
// The edge's clock is the host's: the debit date leaves the 14 days of pre-notification from today.
const jour = parisDate(new Date());
const dateEcheance = addDays(jour, 20);
beforeAll(async () => {
  edge = await signedInInstance();
  // The money moves these tests make need a fresh confirmation (issue 59): agencePrete confirms first.
  await agencePrete(edge, ICS);
});
// Five minutes each: every test confirms again (tests/edge/confirmation.test.ts tests the confirmation itself).
beforeEach(() => edge.confirm());

const expectError409 = (body: any) =>
  expect(body.error.message).toBe(
    "Un prélèvement validé ne se supprime pas : son fichier a été remis à la banque.",
  );

/** A dossier with an unpaid term of last month; the mandate created in counted round trips. */
async function dossier() {
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
  const q = await json(
    await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: addDays(jour, -30) }),
    201,
  );
  const m = await counted(edge, () =>
    edge.call("POST", `/api/Dossier/${d.id}/mandatsSepa`, MANDAT),
  );
  return {
    d: d.id as number,
    q: q.id as number,
    mandat: (await json(m.res, 201)).mandat,
    trips: m.trips,
  };
}

describe("direct debits on the edge", () => {
  it("creates a mandate, prepares, writes the file, validates and rejects in counted round trips", async () => {
    const { q, mandat, trips: mandatTrips } = await dossier();
    const liste = await counted(edge, () =>
      edge.call("GET", `/api/Dossier/${mandat.DossierId}/mandatsSepa`),
    );
    expect((await json(liste.res)).data).toHaveLength(1);
    const prep = await counted(edge, () =>
      edge.call("POST", "/api/prelevements", { dateEcheance }),
    );
    const { prelevement } = await json(prep.res, 201);
    expect(prelevement.lignes).toEqual([
      expect.objectContaining({ QuitanceId: q, rum: mandat.rum, sequence: "FRST" }),
    ]);
    const un = await counted(edge, () => edge.call("GET", `/api/Prelevement/${prelevement.id}`));
    expect((await json(un.res)).lignes).toHaveLength(1);
    const lots = await json(await edge.call("GET", "/api/prelevements"));
    expect(lots.data.map((l: any) => l.id)).toContain(prelevement.id);
    const pdf = await json(await edge.call("GET", `/api/MandatSepa/${mandat.id}/generate`));
    expect(pdf.generated).toMatch(/\.pdf$/);
    // A draft has no file (issue 59): 409 in French.
    const brouillon = await json(
      await edge.call("GET", `/api/Prelevement/${prelevement.id}/sepa`),
      409,
    );
    expect(brouillon.error.message).toBe(
      "Validez ce prélèvement avant de télécharger son fichier SEPA.",
    );
    const val = await counted(edge, () =>
      edge.call("POST", `/api/Prelevement/${prelevement.id}/valider`),
    );
    expect((await json(val.res)).prelevement.statut).toBe("valide");
    const encore = await json(
      await edge.call("POST", `/api/Prelevement/${prelevement.id}/valider`),
      409,
    );
    expect(encore.error.message).toBe("Ce prélèvement est déjà validé.");
    const file = await counted(edge, () =>
      edge.call("GET", `/api/Prelevement/${prelevement.id}/sepa`),
    );
    expect(file.res.status).toBe(200);
    // (The XSD check runs in the API tests: the schema file is not readable from workerd.)
    const xml = await file.res.text();
    expect(xml).toContain(`<MndtId>${mandat.rum}</MndtId>`);
    expect(xml).toContain(`<EndToEndId>PRL${prelevement.id}-Q${q}</EndToEndId>`);
    // The agency's name changes: the file downloaded again is the same, byte for byte.
    await json(await edge.call("PUT", "/api/agence", { nom: "Edge Autre Agence" }));
    const again = await counted(edge, () =>
      edge.call("GET", `/api/Prelevement/${prelevement.id}/sepa`),
    );
    expect(await again.res.text()).toBe(xml);
    const telechargements = (await json(await edge.call("GET", "/api/telechargements"))).data;
    expect(
      telechargements.filter(
        (d: any) => d.quoi === "sepa_prelevement" && d.reference === String(prelevement.id),
      ),
    ).toHaveLength(2);
    expectError409(
      await json(await edge.call("DELETE", `/api/Prelevement/${prelevement.id}`), 409),
    );
    expect((await json(await edge.call("GET", "/api/prelevements/retours"))).data).toEqual([]);
    const rejet = await counted(edge, () =>
      edge.call("POST", `/api/Prelevement/${prelevement.id}/rejets`, {
        ligneId: prelevement.lignes[0].id,
        motif: "AM04",
      }),
    );
    expect((await json(rejet.res)).prelevement.lignes[0].rejet).toBe("AM04");
    const revoque = await counted(edge, () =>
      edge.call("POST", `/api/MandatSepa/${mandat.id}/revoquer`),
    );
    expect((await json(revoque.res)).mandat.statut).toBe("revoque");
    console.log(
      `[edge] allers-retours libSQL : mandat ${mandatTrips}, mandats ${liste.trips}, préparer ${prep.trips}, lire ${un.trips}, fichier SEPA émis ${file.trips} puis ${again.trips}, valider ${val.trips}, rejet ${rejet.trips}, révoquer ${revoque.trips}`,
    );
    expect(mandatTrips).toBe(2);
    expect(prep.trips).toBe(2);
    expect(val.trips).toBe(2);
    // The reads with the session check, then the file stored (first time) and the download journaled: one batch.
    expect(file.trips).toBe(2);
    expect(again.trips).toBe(2);
    expect(revoque.trips).toBe(2);
  });

  it("a term paid since the preparation leaves the batch at validation", async () => {
    const paye = await dossier();
    const reste = await dossier();
    const { prelevement } = await json(
      await edge.call("POST", "/api/prelevements", { dateEcheance: addDays(jour, 25) }),
      201,
    );
    const miens = (lignes: any[]) =>
      lignes.filter((l) => [paye.q, reste.q].includes(l.QuitanceId)).map((l) => l.QuitanceId);
    expect(miens(prelevement.lignes)).toEqual([paye.q, reste.q]);
    await json(
      await edge.call("POST", `/api/Dossier/${paye.d}/paiements`, {
        date: jour,
        mode: "Virement",
        montant: prelevement.lignes.find((l: any) => l.QuitanceId === paye.q).montant,
        QuitanceId: paye.q,
      }),
      201,
    );
    const val = await counted(edge, () =>
      edge.call("POST", `/api/Prelevement/${prelevement.id}/valider`),
    );
    const v = await json(val.res);
    expect(v.ecartes).toEqual([
      {
        DossierId: paye.d,
        QuitanceId: paye.q,
        motif: "Échéance réglée depuis la préparation du lot.",
      },
    ]);
    expect(miens(v.prelevement.lignes)).toEqual([reste.q]);
    expect(val.trips).toBe(2);
  });

  it("issue 60: one FRST per mandate, months named, names in the SEPA set, the payment mode and the programmed debit", async () => {
    await json(await edge.call("PUT", "/api/agence", { nom: "Cabinet Dupont & Fils" }));
    // A tenant's mandate in Cyrillic, two unpaid terms: one new mandate, two lines in one batch.
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const d = (await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201))
      .id as number;
    // The two months before this one, by months: 60 and 30 days back both fall in October on 30 November, and the
    // second term would be the first's (200, not 201).
    const termes: number[] = [];
    for (const n of [-2, -1])
      termes.push(
        (
          await json(
            await edge.call("POST", `/api/Quitance/generate/${d}`, { date: addMonths(jour, n) }),
            201,
          )
        ).id,
      );
    const { mandat } = await json(
      await edge.call("POST", `/api/Dossier/${d}/mandatsSepa`, {
        ...MANDAT,
        titulaire: "Сергей Ёлкин",
      }),
      201,
    );
    // The dossier reads "Prélèvement" while the mandate is active: its read and the list, counted.
    const lu = await counted(edge, () => edge.call("GET", `/api/Dossier/${d}`));
    expect((await json(lu.res)).modePaiement).toBe("Prélèvement");
    const liste = await counted(edge, () => edge.call("GET", "/api/Dossier"));
    expect((await json(liste.res)).data.find((x: any) => x.id === d).modePaiement).toBe(
      "Prélèvement",
    );
    // A collection date in the past is a 400 in French.
    const passe = await json(
      await edge.call("POST", "/api/prelevements", { dateEcheance: addDays(jour, -1) }),
      400,
    );
    expect(passe.error.fields.dateEcheance).toBe(
      "La date de prélèvement est passée : choisissez une date à venir, après le délai de pré-notification.",
    );
    const prep = await counted(edge, () =>
      edge.call("POST", "/api/prelevements", { dateEcheance: addDays(jour, 30) }),
    );
    const { prelevement } = await json(prep.res, 201);
    const miennes = prelevement.lignes.filter((x: any) => x.DossierId === d);
    expect(miennes.map((x: any) => [x.QuitanceId, x.sequence])).toEqual([
      [termes[0], "FRST"],
      [termes[1], "RCUR"],
    ]);
    expect(miennes[0].libelle).toMatch(/^Loyer [a-zéû]+ \d{4}$/);
    const val = await counted(edge, () =>
      edge.call("POST", `/api/Prelevement/${prelevement.id}/valider`),
    );
    await json(val.res);
    const xml = await (await edge.call("GET", `/api/Prelevement/${prelevement.id}/sepa`)).text();
    expect(xml).toContain(`<MndtId>${mandat.rum}</MndtId>`);
    expect(xml).toContain("<Nm>Sergei Elkin</Nm>");
    expect(xml).toContain("<Nm>Cabinet Dupont + Fils</Nm>");
    expect(xml).not.toContain("Inconnu");
    // The tenant's account shows the debits as programmed, outside the ledger.
    const compte = await counted(edge, () => edge.call("GET", `/api/Dossier/${d}/compte`));
    const c = await json(compte.res);
    expect(c.prelevementsProgrammes.map((p: any) => [p.QuitanceId, p.enAttente])).toEqual([
      [termes[0], true],
      [termes[1], true],
    ]);
    expect(c.prelevementsProgrammes[0].libelle).toMatch(
      /^Prélèvement programmé le \d\d\/\d\d\/\d{4} \(loyer /,
    );
    expect(c.ecritures.some((e: any) => e.type === "paiement")).toBe(false);
    // Revoked, the dossier reads its own mode again.
    await json(await edge.call("POST", `/api/MandatSepa/${mandat.id}/revoquer`));
    expect((await json(await edge.call("GET", `/api/Dossier/${d}`))).modePaiement).toBe("Virement");
    console.log(
      `[edge] allers-retours libSQL (issue 60) : dossier lu ${lu.trips}, liste ${liste.trips}, préparer ${prep.trips}, valider ${val.trips}, compte ${compte.trips}`,
    );
    // The mandate's read goes with the record's (and the list's) and the session check: one round trip each.
    expect(lu.trips).toBe(1);
    expect(liste.trips).toBe(1);
    expect(prep.trips).toBe(2);
    expect(val.trips).toBe(2);
    expect(compte.trips).toBe(1);
  });

  it("parallel preparations never collect a term twice; a draft is deleted", async () => {
    const a = await dossier();
    const b = await dossier();
    const res = await Promise.all(
      Array.from({ length: 5 }, () => edge.call("POST", "/api/prelevements", { dateEcheance })),
    );
    const lots: any[] = [];
    for (const r of res) lots.push((await json(r, 201)).prelevement);
    const termes = lots.flatMap((l) => l.lignes.map((x: any) => x.QuitanceId));
    expect(termes.sort()).toEqual([a.q, b.q].sort());
    const del = await counted(edge, () => edge.call("DELETE", `/api/Prelevement/${lots[0].id}`));
    await json(del.res);
    expect(del.trips).toBe(2);
  });

  it("a camt.054 return naming the EndToEndId proposes the reject with the bank's ISO reason", async () => {
    const { q } = await dossier();
    const { prelevement } = await json(
      await edge.call("POST", "/api/prelevements", { dateEcheance }),
      201,
    );
    await json(await edge.call("POST", `/api/Prelevement/${prelevement.id}/valider`));
    const ligne = prelevement.lignes.find((l: any) => l.QuitanceId === q);
    const f = new FormData();
    const xml = retourCamt054({
      endToEndId: `PRL${prelevement.id}-Q${q}`,
      montant: ligne.montant.toFixed(2),
      code: "MD06",
      date: jour,
      // Its own account: the other edge files' statements are not this one's.
      iban: "FR7630006000011234567890189",
    });
    f.append("file", new File([xml], "retour.xml"));
    await json(await edge.call("POST", "/api/banque/releves", f), 201);
    const { data } = await json(await edge.call("GET", "/api/prelevements/retours"));
    expect(data.filter((r: any) => r.ligneId === ligne.id)).toEqual([
      expect.objectContaining({ PrelevementId: prelevement.id, QuitanceId: q, motif: "MD06" }),
    ]);
    // Rejected, the return proposes nothing any more (the first test reads an empty list).
    await json(
      await edge.call("POST", `/api/Prelevement/${prelevement.id}/rejets`, {
        ligneId: ligne.id,
        motif: "MD06",
      }),
    );
    const apres = await json(await edge.call("GET", "/api/prelevements/retours"));
    expect(apres.data.filter((r: any) => r.ligneId === ligne.id)).toEqual([]);
  });

  it("a mandate signed on a date to come is refused (400 on dateSignature), nothing written", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
    const r = await json(
      await edge.call("POST", `/api/Dossier/${d.id}/mandatsSepa`, {
        ...MANDAT,
        dateSignature: addDays(jour, 1),
      }),
      400,
    );
    expect(r.error.fields.dateSignature).toBe(
      "La date de signature ne peut pas être dans le futur.",
    );
    expect((await json(await edge.call("GET", `/api/Dossier/${d.id}/mandatsSepa`))).data).toEqual(
      [],
    );
  });
});
