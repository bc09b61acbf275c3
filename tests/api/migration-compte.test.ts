import { readFileSync } from "node:fs";
import { createClient, type Client } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lettrer, type Evenement } from "../../worker/domain/compte/lettrage";

// Migration 0005 on a database holding receipts from before the tenant's account: each receipt becomes its term's
// due, a paid one a payment of the whole amount (dated dateReglement, else its date), a partly paid one a payment of
// montantRegle, so nothing recorded before is lost and the replay gives back the same states.
const MIGRATION = "0005_compte";
const journal = JSON.parse(
  readFileSync(new URL("../../migrations/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: { tag: string }[] };
const before = journal.entries
  .map((e) => e.tag)
  .slice(
    0,
    journal.entries.findIndex((e) => e.tag === MIGRATION),
  );
const statements = (file: string) =>
  readFileSync(new URL(`../../migrations/${file}`, import.meta.url), "utf8").split(
    "--> statement-breakpoint",
  );
let db: Client;
beforeAll(async () => {
  db = createClient({ url: ":memory:" });
  await db.execute("pragma foreign_keys = on");
  for (const tag of before) for (const s of statements(`${tag}.sql`)) await db.execute(s);
  await db.execute(
    `insert into "Appartement" ("id", "adresse", "codePostal", "ville", "createdAt", "updatedAt") values (1, 'a', '75001', 'Paris', '', '')`,
  );
  await db.execute(
    `insert into "Locataire" ("id", "nom", "prenom", "createdAt", "updatedAt") values (1, 'N', 'P', '', '')`,
  );
  await db.execute(`insert into "Dossier" ("id", "AppartementId", "LocataireId", "dateEntree", "dateCreationBail", "dateDebutBail", "depotGarantie", "loyerHC", "loyerCharge", "loyerTTC", "numFraisDossier", "createdAt", "updatedAt")
                    values (1, 1, 1, '2026-01-01', '2026-01-01', '2026-01-01', 0, 85000, 12050, 97050, 'X', '', '')`);
  const receipt = (
    id: number,
    mois: string,
    regle: number,
    montantRegle: number | null,
    dateReglement: string | null,
    dossier: number | null = 1,
  ) =>
    db.execute({
      sql: `insert into "Quitance" ("id", "uuid", "date", "dateFin", "mois", "DossierId", "prixHC", "charge", "regle", "statusInconu", "montantRegle", "dateReglement", "createdAt", "updatedAt")
            values (?, ?, ?, ?, ?, ?, 85000, 12050, ?, ?, ?, ?, '', '')`,
      args: [
        id,
        `u-${id}`,
        `${mois}-01`,
        `${mois}-28`,
        mois,
        dossier,
        regle,
        regle || montantRegle ? 0 : 1,
        montantRegle,
        dateReglement,
      ],
    });
  await receipt(1, "2026-08", 1, null, "2026-08-07"); // paid on the 7th
  await receipt(2, "2026-09", 1, null, null); // paid, date unknown: its own date
  await receipt(3, "2026-10", 0, 50000, "2026-10-10"); // 500 € received
  await receipt(4, "2026-11", 0, null, null); // nothing
  await receipt(5, "2026-11", 1, null, "2026-11-02", null); // a term of no dossier: no account
  for (const s of statements(`${MIGRATION}.sql`)) await db.execute(s);
});
afterAll(() => db.close());

const rows = async (q: string) => (await db.execute(q)).rows.map((r) => ({ ...r }));

describe("migration 0005 (the tenant's account)", () => {
  it("writes each term's due and each payment recorded before", async () => {
    expect(
      await rows(
        `select "type", "date", "libelle", "debit", "credit", "QuitanceId", "auteur" from "Ecriture" order by "id"`,
      ),
    ).toEqual([
      {
        type: "echeance",
        date: "2026-08-01",
        libelle: "Loyer et charges août 2026",
        debit: 97050,
        credit: 0,
        QuitanceId: 1,
        auteur: "système",
      },
      {
        type: "echeance",
        date: "2026-09-01",
        libelle: "Loyer et charges septembre 2026",
        debit: 97050,
        credit: 0,
        QuitanceId: 2,
        auteur: "système",
      },
      {
        type: "echeance",
        date: "2026-10-01",
        libelle: "Loyer et charges octobre 2026",
        debit: 97050,
        credit: 0,
        QuitanceId: 3,
        auteur: "système",
      },
      {
        type: "echeance",
        date: "2026-11-01",
        libelle: "Loyer et charges novembre 2026",
        debit: 97050,
        credit: 0,
        QuitanceId: 4,
        auteur: "système",
      },
      {
        type: "paiement",
        date: "2026-08-07",
        libelle: "Paiement (Non précisé)",
        debit: 0,
        credit: 97050,
        QuitanceId: 1,
        auteur: "système",
      },
      {
        type: "paiement",
        date: "2026-09-01",
        libelle: "Paiement (Non précisé)",
        debit: 0,
        credit: 97050,
        QuitanceId: 2,
        auteur: "système",
      },
      {
        type: "paiement",
        date: "2026-10-10",
        libelle: "Paiement (Non précisé)",
        debit: 0,
        credit: 50000,
        QuitanceId: 3,
        auteur: "système",
      },
    ]);
    expect(
      await rows(`select "QuitanceId", "montant", "date", "mode" from "Paiement" order by "id"`),
    ).toEqual([
      { QuitanceId: 1, montant: 97050, date: "2026-08-07", mode: "Non précisé" },
      { QuitanceId: 2, montant: 97050, date: "2026-09-01", mode: "Non précisé" },
      { QuitanceId: 3, montant: 50000, date: "2026-10-10", mode: "Non précisé" },
    ]);
  });

  it("leaves every term in the state the replay of its account gives", async () => {
    const stored = await rows(
      `select "id", "regle", "montantRegle", "dateReglement" from "Quitance" where "DossierId" = 1 order by "id"`,
    );
    expect(stored).toEqual([
      { id: 1, regle: 1, montantRegle: 97050, dateReglement: "2026-08-07" },
      { id: 2, regle: 1, montantRegle: 97050, dateReglement: "2026-09-01" },
      { id: 3, regle: 0, montantRegle: 50000, dateReglement: null },
      { id: 4, regle: 0, montantRegle: 0, dateReglement: null },
    ]);
    const entries = await rows(`select * from "Ecriture" order by "id"`);
    const replay = lettrer(
      entries.map(
        (e): Evenement =>
          e.type === "echeance"
            ? {
                type: "echeance",
                id: Number(e.id),
                date: String(e.date),
                QuitanceId: Number(e.QuitanceId),
                montant: Number(e.debit),
              }
            : {
                type: "paiement",
                id: Number(e.id),
                date: String(e.date),
                montant: Number(e.credit),
                QuitanceId: Number(e.QuitanceId),
                PaiementId: Number(e.PaiementId),
              },
      ),
    );
    for (const q of stored)
      expect(replay.termes.get(Number(q.id))!.regle).toBe(Number(q.montantRegle));
    expect(replay.credit).toBe(0);
  });

  it("then holds the ledger append-only", async () => {
    await expect(db.execute(`update "Ecriture" set "debit" = 1`)).rejects.toThrow(
      /ne se modifie pas/,
    );
    await expect(db.execute(`delete from "Paiement"`)).rejects.toThrow(/ne se supprime pas/);
    // A dossier deleted (once over) takes its account with it.
    await db.execute(`delete from "Quitance" where "DossierId" = 1`);
    await db.execute(`delete from "Dossier" where "id" = 1`);
    expect((await rows(`select count(*) as n from "Ecriture"`))[0]!.n).toBe(0);
    expect((await rows(`select count(*) as n from "Paiement"`))[0]!.n).toBe(0);
  });
});
