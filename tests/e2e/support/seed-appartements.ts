import { openDatabase } from "../../../worker/entry/node-ports";

// A data folder's database with many apartments (issue 64's list of 20,000 lots), written before the server starts:
// one INSERT of a recursive SELECT, so 20,000 rows cost one statement, not 20,000 API calls.

const VOIES = [
  "rue de la Roquette",
  "boulevard Voltaire",
  "rue Oberkampf",
  "avenue de la République",
  "rue de Charonne",
  "rue des Martyrs",
  "avenue Parmentier",
  "rue Lepic",
] as const;
const VILLES = [
  ["Paris", "75011"],
  ["Montreuil", "93100"],
  ["Vincennes", "94300"],
  ["Saint-Denis", "93200"],
] as const;
/** The one street of every 1,000th apartment (the 7th, 1,007th...): what a search finds among many. */
export const RARE_VOIE = "impasse des Glycines";

/** Apartment i's address (1-based, as its id in a fresh database). */
export const adresseDe = (i: number) =>
  `${i} ${i % 1000 === 7 ? RARE_VOIE : VOIES[i % VOIES.length]}`;
/** Apartment i's rent before charges, in cents: every value once over 1..n when n is 20,000 (7,919 is prime). */
export const loyerDe = (i: number, n: number) => 30_000 + ((i * 7919) % n) * 10;

const quoted = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** `n` apartments in the database `dbFile` (migrated first), ids 1..n. */
export async function seedAppartements(dbFile: string, n: number): Promise<void> {
  const { client } = await openDatabase(`file:${dbFile}`);
  try {
    const voies = VOIES.map((v, k) => `(${k}, ${quoted(v)})`).join(", ");
    const villes = VILLES.map(([v, cp], k) => `(${k}, ${quoted(v)}, ${quoted(cp)})`).join(", ");
    const now = new Date().toISOString();
    await client.execute({
      sql: `insert into "Appartement"
  ("adresse", "codePostal", "ville", "surface", "nbPiece", "loyerHC", "charge", "loyerTCC", "createdAt", "updatedAt")
with recursive n(i) as (select 1 union all select i + 1 from n where i < ?),
  voies(k, nom) as (values ${voies}),
  villes(k, ville, cp) as (values ${villes})
select
  n.i || ' ' || case when n.i % 1000 = 7 then ${quoted(RARE_VOIE)} else voies.nom end,
  villes.cp, villes.ville, 20 + n.i % 80, 1 + n.i % 5,
  30000 + ((n.i * 7919) % ?) * 10, 8000, 30000 + ((n.i * 7919) % ?) * 10 + 8000, ?, ?
from n join voies on voies.k = n.i % ${VOIES.length} join villes on villes.k = n.i % ${VILLES.length}
order by n.i`,
      args: [n, n, n, now, now],
    });
  } finally {
    client.close();
  }
}
