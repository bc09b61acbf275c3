import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { ajouterProprietaire, confirmerQuotesParts } from "../support/quotes-parts";
import { expectFieldError } from "../support/http";
import { create, insertClient, valid } from "../support/factories";
import { seedDossier, type Seeded } from "../support/quitances";
import { expectNoMissingValues, expectSays, generate, keepForReview } from "../support/pdf";
import { appelDeLot } from "../support/lot-calls";
import { compteSequestre, proprietaire } from "../support/reversements";

// Issue 60 items 4 and 9: a compte-rendu an owner can check (each term with its payment days and state, the
// co-owner's share, each expense's nature, supplier and invoice number, the deposit held, the mandate number and
// its fee « 6 % HT »), a management mandate signed HT or TTC without instalments, and the payout's remittance text
// naming the months whose rents it pays out.
let t: TestApp;
let s: Seeded;
let mission: any;
beforeAll(async () => {
  t = await makeTestApp({ confirme: true });
  s = await bail();
});
afterAll(() => t.close());

/** The PDF's lines as pdftotext -layout reads them (a table's row on one line), spaces made one. */
function lignesPdf(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), "cr-"));
  try {
    writeFileSync(join(dir, "cr.pdf"), bytes);
    const raw = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", join(dir, "cr.pdf"), "-"], {
      encoding: "utf8",
    });
    return raw.split("\n").map((l) => l.replace(/[\s\u00a0\u202f]+/g, " ").trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, "user", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}
const terme = async (dossierId: number, date: string) =>
  (await ok("POST", `/api/Quitance/generate/${dossierId}`, { date }, 201)).id as number;
const payer = (dossierId: number, QuitanceId: number, montant: string, date: string) =>
  ok(
    "POST",
    `/api/Dossier/${dossierId}/paiements`,
    { montant, date, mode: "Virement", QuitanceId },
    201,
  );

/**
 * Two co-owners (50 % each) of a flat let 850 € + 120,50 € with a deposit of 800 € held by the agency, under a
 * management mandate at 6 % HT (VAT 20 %): October paid on 6 October, November 500 € on 10 November, December to
 * come; a plumber's invoice F-2026-118 of 240 € (maintenance works) paid by the agency on 15 November.
 */
async function bail() {
  const seeded = await seedDossier(t, { dossier: { depotGarantie: 800 } });
  const second = await insertClient(t, { nom: "Coindivisaire" });
  // The co-owner waits for another admin (issue 59, ADR 073).
  await ajouterProprietaire(t, seeded.appartement.id, second.id, "admin");
  mission = await ok(
    "POST",
    "/api/Mission",
    { type: "Mandat de gestion", nbAppart: 1, tauxTva: 20, honorairesGestionHT: 6 },
    201,
  );
  await ok("PUT", `/api/Mission/${mission.id}/appartement/add/${seeded.appartement.id}`);
  await ok("PUT", `/api/Mission/${mission.id}/client/add/${seeded.client.id}`);
  const d = seeded.dossier.id;
  await payer(d, await terme(d, "2026-10-01"), "970,50", "2026-10-06");
  await payer(d, await terme(d, "2026-11-01"), "500,00", "2026-11-10");
  await terme(d, "2026-12-01");
  await create(t, "Intendance", {
    nature: "depense",
    AppartementId: seeded.appartement.id,
    intitule: "Plomberie Martin",
    numFacture: "F-2026-118",
    natureCharge: "travaux_entretien",
    date: "2026-11-15",
    montant: 240,
    regle: true,
    payeParAgence: true,
  });
  return seeded;
}

describe("a management mandate (issue 60 items 4 and 9)", () => {
  it("needs no instalments, and its fee signed HT gives the TTC rate every fee is computed at", () => {
    expect(mission).toMatchObject({
      type: "Mandat de gestion",
      honorairesGestionHT: 6,
      honorairesGestion: 7.2,
      accompte1: 0,
      accompte2: 0,
      reliquat: 0,
      valeurTotalMission: 0,
    });
  });

  it("can be signed TTC again (HT null), and a fixed-price mission still needs its instalments", async () => {
    const m = await ok(
      "POST",
      "/api/Mission",
      { ...valid.Mission(), honorairesGestionHT: 5, tauxTva: 10 },
      201,
    );
    expect(m.honorairesGestion).toBe(5.5);
    const ttc = await ok("PUT", `/api/Mission/${m.id}`, {
      honorairesGestionHT: null,
      honorairesGestion: 8,
    });
    expect(ttc).toMatchObject({ honorairesGestionHT: null, honorairesGestion: 8 });
    const r = await t.call("POST", "/api/Mission", "user", { type: "Forfait", nbAppart: 1 });
    expect(expectFieldError(r, "accompte1")).toBe("Ce champ est obligatoire.");
    expect(expectFieldError(r, "valeurMissionAppt")).toBe("Ce champ est obligatoire.");
  });
});

describe("the compte-rendu an owner can check", () => {
  it("states each term, the share, the expense's nature and invoice, the deposit, the mandate and « 6 % HT »", async () => {
    const pdf = await generate(
      t,
      `/api/Client/${s.client.id}/compteRendu/generate?du=2026-10-01&au=2026-12-31`,
    );
    keepForReview("compte-rendu-detail", pdf.bytes);
    expectNoMissingValues(pdf.text);
    const txt = pdf.text;
    expect(txt).not.toContain("-0,00 €");
    expectSays(
      txt,
      `Mandat n° ${mission.numeroMandat}`,
      "Honoraires de gestion : 6 % HT (7,2 % TTC, TVA 20 %)",
      "(votre quote-part : 50 %)",
      "Dépôt de garantie : 800,00 €, détenu par l'agence.",
      "Travaux d'entretien et de réparation",
      "Plomberie Martin",
      "F-2026-118",
    );
    // Each term: the whole term, the owner's half, what the owner received and when, what is still owed, its state.
    const lignes = lignesPdf(pdf.bytes);
    expect(lignes).toContain("Octobre 2026 970,50 € 485,25 € 485,25 € 06/10/2026 0,00 € Payé");
    expect(lignes).toContain(
      "Novembre 2026 970,50 € 485,25 € 250,00 € 10/11/2026 235,25 € Payé partiellement",
    );
    expect(lignes).toContain("Décembre 2026 970,50 € 485,25 € 0,00 € — 485,25 € À échoir");
    // The owner's half of the 240 € invoice, with its nature, supplier and number.
    expect(txt).toMatch(/15\/11\/2026 Travaux d'entretien et de réparation .*F-2026-118 120,00 €/);
    expect(lignes).toContain("Reversements 0,00 €");
  });

  it("can be made for the current month (the test clock is in November 2026)", async () => {
    const pdf = await generate(
      t,
      `/api/Client/${s.client.id}/compteRendu/generate?du=2026-11-01&au=2026-11-30`,
    );
    expect(pdf.text).toContain("Période du 1er novembre 2026 au 30 novembre 2026");
    expect(pdf.text).toMatch(/Novembre 2026 .* Payé partiellement/);
  });
});

describe("the payout's remittance text (issue 60 item 9)", () => {
  it("names the months whose rents are paid out: « Reversement loyers septembre et octobre 2026 »", async () => {
    const appel = appelDeLot(t);
    await compteSequestre(t);
    const owner = await proprietaire(t, 0, { nom: "Remise" });
    const seeded = await seedDossier(t);
    // Removing the last owner waits for another admin (ADR 073); the first owner of an empty lot applies at once.
    await ok(
      "PUT",
      `/api/Appartement/${seeded.appartement.id}/owner/remove/${seeded.client.id}`,
      undefined,
      202,
    );
    await confirmerQuotesParts(t, seeded.appartement.id);
    await ajouterProprietaire(t, seeded.appartement.id, owner, "admin");
    const d = seeded.dossier.id;
    await payer(d, await terme(d, "2026-09-01"), "970,50", "2026-10-02");
    await payer(d, await terme(d, "2026-10-01"), "970,50", "2026-10-20");
    const { reversement } = await appel("POST", "/api/reversements", { date: "2026-11-30" }, 201);
    await appel("POST", `/api/Reversement/${reversement.id}/valider`);
    const r = await t.call("GET", `/api/Reversement/${reversement.id}/sepa`, "comptable");
    expect(r.status).toBe(200);
    const xml = String(r.body);
    const propre = new RegExp(
      `<EndToEndId>REV${reversement.id}-C${owner}</EndToEndId>.*?<Ustrd>([^<]*)</Ustrd>`,
    );
    expect(propre.exec(xml)?.[1]).toBe(
      `Reversement loyers septembre et octobre 2026 - virement groupe ${reversement.id}`,
    );
  });
});
