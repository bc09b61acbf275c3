// The daily job's test data on the edge (tests/edge/job-scale.test.ts, tests/edge/agencies.test.ts).
import { createClient } from "@libsql/client/web";

/**
 * N running leases with quitanceAuto from 2031-01-01, a receipt due on the 3rd, tenants mailed at `domain`: written
 * straight into an instance's database in a few statements. Returns the client, to count what the job made.
 */
export async function seedLeases(url: string, domain: string, N: number) {
  const db = createClient({ url });
  const now = new Date().toISOString();
  const n = `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${N})`;
  await db.batch([
    {
      sql: `insert into Client (nom, prenom, adresse, codePostal, ville, createdAt, updatedAt) values ('Durand', 'Paul', '3 rue de la Paix', '75002', 'Paris', ?, ?)`,
      args: [now, now],
    },
    {
      sql: `${n} insert into Appartement (adresse, codePostal, ville, quitanceAuto, createdAt, updatedAt) select i || ' boulevard Voltaire', '75011', 'Paris', 1, ?, ? from n`,
      args: [now, now],
    },
    {
      sql: `insert into AppartementProprietaire (AppartementId, ClientId) select id, (select max(id) from Client) from Appartement`,
      args: [],
    },
    {
      sql: `${n} insert into Locataire (titre, nom, prenom, mail, quitanceAuto, createdAt, updatedAt) select 'Madame', 'Martin' || i, 'Léa', 'l' || i || '@${domain}', 1, ?, ? from n`,
      args: [now, now],
    },
    {
      sql: `insert into Dossier (AppartementId, LocataireId, dateEntree, dateCreationBail, dateDebutBail, depotGarantie, loyerHC, loyerCharge, loyerTTC, numFraisDossier, jourQuitance, createdAt, updatedAt)
        select a.id, l.id, '2031-01-01', '2031-01-01', '2031-01-01', 0, 85000, 12050, 97050, 'F-' || a.id, 3, ?, ?
        from Appartement a join Locataire l on l.id - (select min(id) from Locataire) = a.id - (select min(id) from Appartement)`,
      args: [now, now],
    },
  ]);
  return db;
}
