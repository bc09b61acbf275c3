// The tenants' accounts of the bench seed (issue 20), written by SQLite itself (INSERT ... SELECT over temporary
// tables): 12 monthly terms per dossier with their payments, the ledger's entries, and (issue 64, the ladder) the
// agency's bank lines of those payments and SEPA mandates. Built row by row in JavaScript through drizzle, 24,000
// terms took 8 s; at 240,000 (the ladder's 20,000 leases) that would be minutes. Deterministic: the draws are hashes
// of the term's number, not a PRNG.
import type { Client } from "@libsql/client";
import { applyDerived } from "../../worker/db/derived/apply";
import { addMonths } from "../../worker/domain/dates";
import { bornesDuMois, moisDe } from "../../worker/domain/quitance";
import { libelleEcheance, libellePaiement } from "../../worker/domain/compte/libelles";

export interface TermesOptions {
  dossiers: number;
  /** "YYYY-MM": the last of the 12 months (the current one). */
  jusquA: string;
  /** No term, payment or reversal dated after it. */
  aujourdhui: string;
}

/** A draw in 0..99 from a term's number and a salt (Knuth's multiplicative hash). */
const draw = (salt: number) => `((qid * 2654435761 + ${salt} * 40503) % 1000003) % 100`;

/**
 * For the `dossiers` first dossiers (running ones first, then by id): their terms of the 12 months (~80% paid in
 * full in the month's first 10 days, ~8% half paid, the rest unpaid; 1% of the payments reversed as a rejected
 * transfer), the terms' state as the account's replay writes it, one bank line per payment on the agency's account
 * (matched), and an active SEPA mandate for 3 dossiers in 10.
 */
export async function seedComptes(client: Client, o: TermesOptions, now: string) {
  const mois = Array.from({ length: 12 }, (_, i) => moisDe(addMonths(`${o.jusquA}-01`, i - 11)))
    .map((m, k) => ({ k, m, ...bornesDuMois(m) }))
    .filter((x) => x.debut <= o.aujourdhui);
  const premier = `${mois[0]!.m}-01`;
  const q = (s: string) => `'${s.replaceAll("'", "''")}'`;
  const values = mois
    .map((x) => `(${x.k}, ${q(x.m)}, ${q(x.debut)}, ${q(x.fin)}, ${q(libelleEcheance(x.m))})`)
    .join(", ");
  const auj = q(o.aujourdhui);
  const at = q(now);
  const journal = (
    await client.execute(
      `SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'Journal\\_%' ESCAPE '\\'
       AND tbl_name IN ('Quitance', 'Paiement', 'Ecriture', 'CompteBancaire', 'ReleveBancaire', 'LigneBancaire',
         'MandatSepa')`,
    )
  ).rows.map((r) => ({ name: String(r.name), sql: String(r.sql) }));
  for (const t of journal) await client.execute(`DROP TRIGGER "${t.name}"`);
  // The dashboard's kept figures (ADR 099) too: a trigger's few upserts per row, 900,000 rows at 20,000 leases,
  // took the seed from 31 s to 97 s. They are made again from the rows at the end, as a new definition would be.
  const tableau = (
    await client.execute(
      `SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'Tableau\\_%' ESCAPE '\\'
       AND tbl_name IN ('Quitance', 'Paiement', 'Ecriture')`,
    )
  ).rows.map((r) => String(r.name));
  for (const name of tableau) await client.execute(`DROP TRIGGER "${name}"`);
  await client.executeMultiple(`
    CREATE TEMP TABLE _mois (k INTEGER, m TEXT, debut TEXT, fin TEXT, libelle TEXT);
    INSERT INTO _mois VALUES ${values};
    CREATE TEMP TABLE _choisi AS
      SELECT row_number() OVER (ORDER BY (dateFinBail IS NULL OR dateFinBail >= ${q(premier)}) DESC, id) AS rang,
        id, AppartementId, LocataireId, loyerHC, loyerCharge FROM Dossier
      ORDER BY rang LIMIT ${o.dossiers};
    CREATE TEMP TABLE _t AS
      SELECT row_number() OVER (ORDER BY c.rang, mo.k) AS qid, c.rang, c.id AS d, c.AppartementId AS a,
        c.LocataireId AS l, c.loyerHC AS hc, c.loyerCharge AS ch, mo.m, mo.debut, mo.fin, mo.libelle
      FROM _choisi c CROSS JOIN _mois mo;
    CREATE TEMP TABLE _p AS
      SELECT *, CASE WHEN x < 80 THEN hc + ch WHEN x < 88 THEN CAST(round((hc + ch) / 2.0) AS INTEGER) ELSE 0 END
          AS montant,
        min(m || '-' || printf('%02d', 1 + ${draw(2)} % 10), ${auj}) AS dp,
        (${draw(3)} = 0) AS annule,
        min(m || '-' || printf('%02d', 11 + ${draw(4)} % 18), ${auj}) AS da
      FROM (SELECT *, ${draw(1)} AS x FROM _t);
    CREATE TEMP TABLE _pp AS SELECT row_number() OVER (ORDER BY qid) AS pid, * FROM _p WHERE montant > 0;
    INSERT INTO Quitance (id, uuid, numero, date, dateFin, mois, DossierId, AppartementId, LocataireId, prixHC,
        charge, regle, montantRegle, dateReglement, statusInconu, createdAt, updatedAt)
      SELECT qid, lower(hex(randomblob(16))), replace(m, '-', '') || '-' || printf('%04d', d), debut, fin, m, d, a,
        l, hc, ch, (montant = hc + ch AND NOT annule), CASE WHEN annule THEN 0 ELSE montant END,
        CASE WHEN montant = hc + ch AND NOT annule THEN dp END, (montant = 0 OR annule), ${at}, ${at}
      FROM _p ORDER BY qid;
    INSERT INTO Paiement (id, DossierId, QuitanceId, montant, date, mode, auteur, createdAt)
      SELECT pid, d, qid, montant, dp, 'Virement', 'bench', ${at} FROM _pp ORDER BY pid;
    INSERT INTO Ecriture (DossierId, type, date, libelle, debit, credit, QuitanceId, PaiementId, motif, auteur,
        createdAt)
      SELECT d, type, date, libelle, debit, credit, qid, pid, motif, auteur, ${at} FROM (
        SELECT qid, 0 AS o, d, 'echeance' AS type, debut AS date, libelle, hc + ch AS debit, 0 AS credit,
          NULL AS pid, NULL AS motif, 'système' AS auteur FROM _p
        UNION ALL
        SELECT qid, 1, d, 'paiement', dp, ${q(libellePaiement("Virement"))}, 0, montant, pid, NULL, 'bench'
          FROM _pp
        UNION ALL
        SELECT qid, 2, d, 'annulation', da, 'Annulation du paiement du ' || substr(dp, 9, 2) || '/' ||
          substr(dp, 6, 2) || '/' || substr(dp, 1, 4) || ' (Virement) : Virement rejeté', montant, 0, pid,
          'Virement rejeté', 'bench' FROM _pp WHERE annule
      ) ORDER BY qid, o;
    INSERT INTO CompteBancaire (libelle, numero, createdAt, updatedAt)
      VALUES ('Compte des loyers', 'FR7630006000011234567890189', ${at}, ${at});
    INSERT INTO ReleveBancaire (compteId, format, nomFichier, du, au, lignes, auteur, createdAt, updatedAt)
      SELECT 1, 'csv', 'releve-' || m || '.csv', debut, fin, 0, 'bench', ${at}, ${at} FROM _mois ORDER BY k;
    INSERT INTO LigneBancaire (compteId, releveId, date, montant, libelle, mode, empreinte, statut, DossierId,
        QuitanceId, PaiementId, traitePar, createdAt, updatedAt)
      SELECT 1, r.id, p.dp, p.montant, 'VIR SEPA LOYER ' || p.m || ' DOSSIER ' || p.d, 'virement', 'bench-' || p.pid,
        'rapprochée', p.d, p.qid, p.pid, 'bench', ${at}, ${at}
      FROM _pp p JOIN ReleveBancaire r ON r.nomFichier = 'releve-' || p.m || '.csv' ORDER BY p.pid;
    UPDATE ReleveBancaire SET lignes = (SELECT count(*) FROM LigneBancaire l WHERE l.releveId = ReleveBancaire.id);
    INSERT INTO MandatSepa (DossierId, rum, titulaire, iban, bic, dateSignature, lieuSignature, statut, auteur,
        createdAt)
      SELECT id, 'BENCH-D' || id, 'Locataire ' || LocataireId, 'FR7630006000011234567890189', 'AGRIFRPP',
        ${q(premier)}, 'Paris', 'actif', 'bench', ${at} FROM _choisi WHERE rang % 10 < 3;
  `);
  for (const t of journal) await client.execute(t.sql);
  if (tableau.length) await applyDerived(client, ["tableau"]);
  const count = async (sql: string) => Number((await client.execute(sql)).rows[0]![0]);
  const comptes = {
    quittances: await count("SELECT count(*) FROM _p"),
    paiements: await count("SELECT count(*) FROM _pp"),
    ecritures: await count("SELECT count(*) FROM Ecriture"),
    lignesBancaires: await count("SELECT count(*) FROM LigneBancaire"),
    mandats: await count("SELECT count(*) FROM MandatSepa"),
  };
  await client.executeMultiple(
    "DROP TABLE _pp; DROP TABLE _p; DROP TABLE _t; DROP TABLE _choisi; DROP TABLE _mois;",
  );
  return comptes;
}
