import { expect } from "vitest";
import type { TestApp } from "./test-app";
import { seedDossier } from "./quitances";
import { sequestreVerifie } from "./iban-verification";

// Rents by SEPA direct debit (issue 41): a dossier with its tenant's mandate, its terms, the agency's creditor id.

export const ICS = "FR72ZZZ123456";
export const IBAN_LOCATAIRE = "FR7630006000011234567890189";
export const BIC_LOCATAIRE = "AGRIFRPP";

export const MANDAT = {
  titulaire: "Zoë d’Arçon",
  iban: "FR76 3000 6000 0112 3456 7890 189",
  bic: BIC_LOCATAIRE,
  dateSignature: "2026-11-02",
  lieuSignature: "Paris",
};

/** Paramètres > Agence: the creditor identifier (and the trust account, confirmed by a second person); a money
 * move, the admin confirmed. */
export async function creancier(t: TestApp, o: Record<string, unknown> = {}) {
  await t.confirm("admin");
  const r = await t.call("PUT", "/api/agence", "admin", { ics: ICS, ...o });
  await sequestreVerifie(t);
  return r;
}

/** A running dossier (rent 850 + 120,50 = 970,50 €) whose tenant signed a mandate; its terms for `mois`. */
export async function dossierPreleve(t: TestApp, mois: string[] = ["2026-12-01"]) {
  const s = await seedDossier(t);
  const d = s.dossier.id as number;
  // The debtor's IBAN is a money move (issue 59): the user has just confirmed.
  await t.confirm("user");
  const r = await t.call("POST", `/api/Dossier/${d}/mandatsSepa`, "user", MANDAT);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const termes: number[] = [];
  for (const date of mois) {
    const q = await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date });
    expect(q.status, JSON.stringify(q.body)).toBeLessThan(300);
    termes.push(q.body.id ?? q.body.quitance?.id);
  }
  return { d, mandat: r.body.mandat, termes, s };
}
