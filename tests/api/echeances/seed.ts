import type { TestApp } from "../../support/test-app";
import { create, insertAppartement, insertLocataire, valid } from "../../support/factories";

// A seeded agency for the calendar's tests (issue 63), on 21 November 2026 (makeTestApp's day):
// - lot A (Paris 11e): a DPE made in 2016 (valid until 31/12/2022 only), a lease from 1 January 2024 ending
//   31 December 2026, its insurance certificate ending 15 December 2026;
// - lot B: class G with a boiler, a lease from 1 July 2024 (decent then, « à revoir » at its renewal on
//   1 July 2027), no insurance certificate, no boiler certificate;
// - a management mandate signed 15 January 2024 for 36 months (ends 14 January 2027);
// - the agency's card (31/03/2027), guarantee (31/12/2026) and professional insurance (31/10/2026, past).

export const AGENCE_DATES = {
  carteProfessionnelleFin: "2027-03-31",
  garantieFinanciereFin: "2026-12-31",
  assuranceRcpFin: "2026-10-31",
};

/** The agency's end dates: PUT /api/agence's keys when that form has them, else written to the row itself. */
async function datesAgence(t: TestApp) {
  const colonnes = (await t.client.execute(`pragma table_info("AgenceParametres")`)).rows.map((r) =>
    String(r.name),
  );
  for (const k of Object.keys(AGENCE_DATES))
    if (!colonnes.includes(k))
      await t.client.execute(`alter table "AgenceParametres" add column "${k}" text`);
  await t.client.execute({
    sql: `insert into "AgenceParametres" ("id", "createdAt", "updatedAt", "carteProfessionnelleFin", "garantieFinanciereFin", "assuranceRcpFin")
      values (1, '2026-01-01', '2026-01-01', ?, ?, ?)
      on conflict ("id") do update set "carteProfessionnelleFin" = excluded."carteProfessionnelleFin",
        "garantieFinanciereFin" = excluded."garantieFinanciereFin", "assuranceRcpFin" = excluded."assuranceRcpFin"`,
    args: Object.values(AGENCE_DATES),
  });
}

export async function seedCalendrier(t: TestApp) {
  const lotA = await insertAppartement(t, { classeEnergie: "D" });
  const lotB = await insertAppartement(t, {
    adresse: "4 rue des Lilas",
    codePostal: "69003",
    ville: "Lyon",
    classeEnergie: "G",
    chaudiere: true,
  });
  const lea = await insertLocataire(t);
  const paul = await insertLocataire(t, {
    nom: "Bernard",
    prenom: "Paul",
    mail: "paul@example.fr",
  });
  const bailA = await create(t, "Dossier", {
    ...valid.Dossier(lotA.id, lea.id),
    dateEntree: "2024-01-01",
    dateCreationBail: "2023-12-15",
    dateDebutBail: "2024-01-01",
    dateFinBail: "2026-12-31",
    assuranceDateFin: "2026-12-15",
    numFraisDossier: "FD-2024-001",
  });
  const bailB = await create(t, "Dossier", {
    ...valid.Dossier(lotB.id, paul.id),
    dateEntree: "2024-07-01",
    dateCreationBail: "2024-06-15",
    dateDebutBail: "2024-07-01",
    numFraisDossier: "FD-2024-002",
  });
  await t.client.execute({
    sql: `insert into "Diagnostic" ("AppartementId", "type", "dateRealisation", "classe", "createdAt", "updatedAt")
      values (?, 'dpe', '2016-05-01', 'D', '2026-01-01', '2026-01-01')`,
    args: [lotA.id],
  });
  const mandat = await create(t, "Mission", {
    type: "Mandat de gestion",
    nbAppart: 1,
    honorairesGestionHT: 6,
    dateSignature: "2024-01-15",
    dureeMandatMois: 36,
  });
  await datesAgence(t);
  return { lotA, lotB, bailA, bailB, mandat };
}
