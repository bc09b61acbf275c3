import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EcritureProprietaire } from "../../worker/db/schema";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, valid } from "../support/factories";
import { seedDossier } from "../support/quitances";
import { equilibres, lireFec, soldeFec } from "../support/fec";

// Issue 38, part 7 (ADR 035): GET /api/comptabilite/fec?exercice=2026, the agency's books of a year, read from the
// ledgers so that they agree with the screens: an owner's 467 balance is the owner's account balance, a dossier's 411
// balance the tenant's account balance.
let t: TestApp;
beforeAll(
  async () => void (t = await makeTestApp({ confirme: true, now: "2026-03-10T10:00:00Z" })),
);
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown, status = 200, role = "admin") {
  const r = await t.call(method, path, role as "admin", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}
const fec = (exercice: string, role: "admin" | "user" = "admin") =>
  t.call("GET", `/api/comptabilite/fec?exercice=${exercice}`, role);

describe("the FEC: refusals", () => {
  it("answers 409 in French, naming where to enter it, while the agency has no SIREN", async () => {
    const r = await fec("2026");
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(
      "Le SIREN de l'agence est nécessaire pour nommer le fichier des écritures comptables : renseignez-le (9 chiffres) dans Paramètres > Agence.",
    );
  });

  it("answers 400 in French for a missing or malformed exercice", async () => {
    for (const q of ["", "26", "deux-mille", "1999"]) {
      const r = await fec(q);
      expect(r.status, q).toBe(400);
      expect(r.body.error.fields.exercice).toBe(
        "Indiquez l'exercice : une année sur quatre chiffres, entre 2000 et 2100.",
      );
    }
  });

  it("is for admins only (403)", async () => {
    expect((await fec("2026", "user")).status).toBe(403);
    expect((await t.call("GET", "/api/comptabilite/fec?exercice=2026", null)).status).toBe(401);
  });
});

describe("the FEC of a year", () => {
  let d: number;
  let owner: number;
  let text: string;
  let headers: Headers;

  beforeAll(async () => {
    await ok("PUT", "/api/agence", { siren: "123 456 782" });
    const s = await seedDossier(t, { dossier: { dateEntree: "2025-06-01", depotGarantie: 850 } });
    d = s.dossier.id;
    owner = s.client.id;
    const m = await create(t, "Mission", { ...valid.Mission(), honorairesGestion: 8, tauxTva: 20 });
    await ok("PUT", `/api/Mission/${m.id}/appartement/add/${s.appartement.id}`);
    await ok("PUT", `/api/Mission/${m.id}/client/add/${owner}`);
    // December 2025, paid: the opening balances. January 2026, paid; February, paid then reversed.
    for (const [mois, paye] of [
      ["2025-12", "2025-12-06"],
      ["2026-01", "2026-01-06"],
      ["2026-02", "2026-02-06"],
    ] as const) {
      const q = await ok("POST", `/api/Quitance/generate/${d}`, { date: `${mois}-01` }, 201);
      const p = await ok(
        "POST",
        `/api/Dossier/${d}/paiements`,
        { montant: "970,50", date: paye, mode: "Virement", QuitanceId: q.id },
        201,
      );
      if (mois === "2026-02")
        await ok("POST", `/api/Paiement/${p.paiement.id}/annuler`, { motif: "Virement rejeté" });
    }
    // A payout, as the payouts write it into the owner's ledger.
    await t.db.insert(EcritureProprietaire).values({
      ClientId: owner,
      type: "reversement",
      date: "2026-03-31",
      libelle: "Reversement | mars 2026",
      debit: 50000,
      ReversementId: 1,
      auteur: "admin@agence.test",
    });
    // An instalment of the mission settled on the owner's account: its invoice, and the debit of the account.
    await create(t, "Accompte", {
      ...valid.Accompte(),
      MissionId: m.id,
      AppartementId: s.appartement.id,
      regle: true,
      datePaiement: "2026-04-02",
      mode: "CompteProprietaire",
    });
    // An expense paid by the agency for the owner.
    const dep = await ok(
      "POST",
      "/api/Intendance",
      {
        nature: "depense",
        AppartementId: s.appartement.id,
        intitule: "Plombier",
        montant: "180,00",
        numFacture: "P-12",
        date: "2026-05-10",
        payeParAgence: true,
      },
      201,
    );
    await ok("PUT", `/api/Intendance/${dep.id}`, { ...dep, regle: true });
    // An instalment paid by transfer: its invoice, its settlement at the bank, then its credit note.
    const vir = await create(t, "Accompte", {
      ...valid.Accompte(),
      MissionId: m.id,
      AppartementId: s.appartement.id,
      regle: true,
      datePaiement: "2026-06-01",
      mode: "Virement",
    });
    const factures = (await ok("GET", `/api/Facture?ClientId=${owner}`)).data;
    const f = factures.find((x: { AccompteId: number }) => x.AccompteId === vir.id);
    await ok("POST", `/api/Facture/${f.id}/avoir`, { motif: "Erreur de période" }, 201);
    const r = await fec("2026");
    expect(r.status, String(r.body)).toBe(200);
    text = r.body;
    headers = r.headers;
  });

  it("is a text file named {SIREN}FEC{closing date}.txt, its header the 18 fields, CRLF", () => {
    // The arrêté's ISO 8859-15 (issue 60 item 7), said in the answer's header.
    expect(headers.get("content-type")).toBe("text/plain; charset=ISO-8859-15");
    expect(headers.get("content-disposition")).toContain('filename="123456782FEC20261231.txt"');
    const { entete, lignes, finDeLigneSeule } = lireFec(text);
    expect(entete).toEqual(
      "JournalCode|JournalLib|EcritureNum|EcritureDate|CompteNum|CompteLib|CompAuxNum|CompAuxLib|PieceRef|PieceDate|EcritureLib|Debit|Credit|EcritureLet|DateLet|ValidDate|Montantdevise|Idevise".split(
        "|",
      ),
    );
    expect(finDeLigneSeule).toBe(false);
    for (const l of lignes) {
      expect(l.champs).toHaveLength(18);
      expect(l.date).toMatch(/^2026\d{4}$/);
      expect(l.champs[11]).toMatch(/^\d+,\d\d$/);
      expect(l.champs[15]).toMatch(/^\d{8}$/);
    }
  });

  it("balances every EcritureNum, numbered 1..n in date order without gaps, the opening entry first", () => {
    const { lignes } = lireFec(text);
    const { ecarts, numeros } = equilibres(lignes);
    expect(ecarts.every((e) => e === 0)).toBe(true);
    expect(numeros).toEqual(numeros.map((_, i) => i + 1));
    const dates = lignes.map((l) => l.date);
    expect(dates).toEqual([...dates].sort());
    expect(lignes[0]).toMatchObject({ journal: "AN", num: 1, date: "20260101" });
  });

  it("gives each owner's 467 the balance of the owner's account, at the end of the year and at its opening", async () => {
    const { lignes } = lireFec(text);
    const aux = `P${String(owner).padStart(6, "0")}`;
    const fin = await ok("GET", `/api/Client/${owner}/compte?au=2026-12-31`);
    expect(-soldeFec(lignes, "467000", aux)).toBe(Math.round(fin.solde * 100));
    const ouverture = await ok("GET", `/api/Client/${owner}/compte?au=2025-12-31`);
    const an = lignes.filter((l) => l.journal === "AN");
    expect(-soldeFec(an, "467000", aux)).toBe(Math.round(ouverture.solde * 100));
  });

  it("gives each dossier's 411 the balance of the tenant's account, and its 165 the deposit held", async () => {
    const { lignes } = lireFec(text);
    const aux = `L${String(d).padStart(6, "0")}`;
    const compte = await ok("GET", `/api/Dossier/${d}/compte`);
    expect(soldeFec(lignes, "411000", aux)).toBe(Math.round(compte.solde * 100));
    expect(compte.solde).toBe(970.5);
    expect(soldeFec(lignes, "165000", aux)).toBe(-85000);
  });

  it("letters a term and the payment that settles it (EcritureLet, DateLet), and a payment with its reversal", () => {
    const { lignes } = lireFec(text);
    const aux = `L${String(d).padStart(6, "0")}`;
    const sur411 = lignes.filter(
      (l) => l.compte === "411000" && l.aux === aux && l.journal !== "AN",
    );
    const janvier = sur411.filter((l) => l.date === "20260101" || l.date === "20260106");
    expect(janvier).toHaveLength(2);
    const [terme, paiement] = janvier;
    expect(terme!.champs[13]).toMatch(/^[A-Z]{2}$/);
    expect(paiement!.champs[13]).toBe(terme!.champs[13]);
    expect(terme!.champs.slice(13, 15)).toEqual([terme!.champs[13], "20260106"]);
    // February: the payment and its reversal cancel out; the term stays open, its letter empty.
    const fevrier = sur411.filter((l) => l.date >= "20260201" && l.date <= "20260310");
    const ouvert = fevrier.find((l) => l.debit === 97050 && l.piece.startsWith("QUI"));
    expect(ouvert?.champs.slice(13, 15)).toEqual(["", ""]);
    const [paye, annule] = fevrier.filter((l) => l.piece.startsWith("PAI"));
    expect(paye!.champs[13]).not.toBe("");
    expect(annule!.champs[13]).toBe(paye!.champs[13]);
    expect(new Set(sur411.map((l) => l.champs[13]).filter(Boolean)).size).toBe(2);
    // Only the tenant's 411 lines are lettered.
    expect(lignes.filter((l) => l.compte !== "411000").every((l) => l.champs[13] === "")).toBe(
      true,
    );
  });

  it("dates ValidDate the day each entry was written, never after the export", () => {
    const { lignes } = lireFec(text);
    for (const l of lignes)
      expect((l.champs[15] ?? "") <= "20260310", l.champs.join("|")).toBe(true);
    // The rent of March 31st paid out, written before it: validated the day it was written.
    expect(lignes.find((l) => l.date === "20260331")?.champs[15]).toBe("20260310");
  });

  it("books a reversed payment D 411 / C 512 in the bank journal", () => {
    const { lignes } = lireFec(text);
    const annul = lignes.filter((l) => l.journal === "BQ" && l.date === "20260310");
    expect(annul.map((l) => [l.compte, l.debit, l.credit])).toEqual([
      ["411000", 97050, 0],
      ["512000", 0, 97050],
    ]);
  });

  it("books a fee D 467 TTC / C 706 HT + C 44571 VAT in the sales journal", () => {
    const { lignes } = lireFec(text);
    // 8 % of 970.50 = 77.64 € TTC, of which 12.94 € VAT at 20 %.
    const num = lignes.find((l) => l.journal === "VT" && l.date === "20260106")!.num;
    expect(lignes.filter((l) => l.num === num).map((l) => [l.compte, l.debit, l.credit])).toEqual([
      ["467000", 7764, 0],
      ["706000", 0, 6470],
      ["445710", 0, 1294],
    ]);
  });

  it("books a payout D 467 / C 512, its label without the separator", () => {
    const { lignes } = lireFec(text);
    const payout = lignes.filter((l) => l.date === "20260331");
    expect(payout.map((l) => [l.journal, l.compte, l.debit, l.credit, l.libelle])).toEqual([
      ["BQ", "467000", 50000, 0, "Reversement mars 2026"],
      ["BQ", "512000", 0, 50000, "Reversement mars 2026"],
    ]);
  });

  it("books an invoice settled on the owner's account: the sale on 411, then 467 pays it", () => {
    const { lignes } = lireFec(text);
    const avril = lignes.filter((l) => l.date === "20260402" || l.piece.startsWith("F2026"));
    const client = `C${String(owner).padStart(6, "0")}`;
    expect(soldeFec(avril, "411000", client)).toBe(0);
    // The year's sales: January's fee (February's reversed) and the instalment; income is not carried forward.
    const annee = lignes.filter((l) => l.journal !== "AN");
    expect(soldeFec(lignes, "706000")).toBe(-(6470 + 10000));
    expect(soldeFec(annee, "445710")).toBe(-(1294 + 2000));
  });

  it("books an expense paid by the agency D 467 / C 512", () => {
    const { lignes } = lireFec(text);
    expect(
      lignes
        .filter((l) => l.date === "20260510")
        .map((l) => [l.journal, l.compte, l.debit, l.credit]),
    ).toEqual([
      ["BQ", "467000", 18000, 0],
      ["BQ", "512000", 0, 18000],
    ]);
  });

  it("books an invoice paid by transfer, its settlement D 512 / C 411, its credit note the other way", () => {
    const { lignes } = lireFec(text);
    const client = `C${String(owner).padStart(6, "0")}`;
    const reglement = lignes.filter((l) => l.date === "20260601");
    expect(reglement.map((l) => [l.journal, l.compte, l.aux, l.debit, l.credit])).toEqual([
      ["BQ", "512000", "", 12000, 0],
      ["BQ", "411000", client, 0, 12000],
    ]);
    const avoir = lignes.filter((l) => l.piece === "A2026-00001");
    expect(avoir.map((l) => [l.journal, l.compte, l.debit, l.credit])).toEqual([
      ["VT", "411000", 0, 12000],
      ["VT", "706000", 10000, 0],
      ["VT", "445710", 2000, 0],
    ]);
    // Cancelled after it was paid: the agency owes the client the 120 € back.
    expect(soldeFec(lignes, "411000", client)).toBe(-12000);
  });
});
