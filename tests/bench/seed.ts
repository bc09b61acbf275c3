// Seeds a fresh bench database straight through drizzle/libSQL, in batches, before the server starts.
// Realistic French data: 2,000 apartments, 2,000 clients (owners), 2,000 tenants, owner links, dossiers,
// a few intendances and history rows. Deterministic (seeded PRNG) so two runs measure the same data. The tenants'
// accounts, bank lines and mandates are written by SQLite itself (seed-comptes.ts): the ladder seeds 20,000 leases.
import { sql } from "drizzle-orm";
import { openDatabase } from "../../worker/entry/node-ports";
import {
  Appartement,
  AppartementProprietaire,
  Client,
  Dossier,
  History,
  Intendance,
  Locataire,
} from "../../worker/db/schema";
import { ETAGES, NOMS, PRENOMS_F, PRENOMS_H, SYNDICS, VILLES, VOIES } from "./seed-noms";
import { seedComptes, type TermesOptions } from "./seed-comptes";

export interface SeedCounts {
  appartements: number;
  clients: number;
  locataires: number;
}

/** Small deterministic PRNG (mulberry32). */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const ascii = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

export interface SeedOptions {
  /**
   * The tenants' accounts of the dashboard's money (issue 20): 12 monthly terms for each of `dossiers` dossiers
   * (running ones first), the last one in the month `jusquA` ("YYYY-MM", the current one), with their payments:
   * ~80% paid in full within the first days of the month, ~8% partly, the rest unpaid, 1% of the payments reversed
   * (a rejected transfer); the ledger's entries and the terms' state written as the account's replay would.
   * `aujourdhui`: no payment or reversal dated after it.
   */
  termes?: TermesOptions;
  /** Every apartment has a running lease (the ladder's N leases: N apartments), besides ~35% former ones. */
  tousLoues?: boolean;
  /**
   * Every other apartment in Łódź, on a Polish street (issue 72's search figure, the texts the plain search folded
   * slowest): the first at « 3 ulica Księży Młyn », the only one there at any size. Drawn without the PRNG: the
   * other values stay those of a seed without it.
   */
  lodz?: boolean;
}

/** Streets of Łódź for `lodz` (« Księży Młyn » kept for the first apartment). */
const RUES_LODZ = ["Piotrkowska", "Żeromskiego", "Włókniarzy", "Łąkowa", "Gdańska", "Źródłowa"];
/** The address only the first apartment has with `lodz`: the search figure's query finds it alone. */
export const ADRESSE_LODZ = "3 ulica Księży Młyn";

export async function seed(
  dbFile: string,
  counts: SeedCounts = { appartements: 2000, clients: 2000, locataires: 2000 },
  options: SeedOptions = {},
) {
  const r = rng(20260701);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const tel = (prefix: string) =>
    `${prefix}${pad(int(0, 99))}${pad(int(0, 99))}${pad(int(0, 99))}${pad(int(0, 99))}`;
  const dateIn = (y0: number, y1: number) => `${int(y0, y1)}-${pad(int(1, 12))}-${pad(int(1, 28))}`;
  const person = () => {
    const femme = r() < 0.5;
    const prenom = pick(femme ? PRENOMS_F : PRENOMS_H);
    const nom = pick(NOMS);
    return { femme, prenom, nom, titre: femme ? "Madame" : "Monsieur" };
  };
  const now = new Date().toISOString();

  const { client, db } = await openDatabase(`file:${dbFile}`);
  // Bulk load: the bench data is disposable, durability during the load does not matter.
  await client.execute("PRAGMA synchronous = OFF");
  // Every row written also writes its Journal row and indexes: at 20,000 leases (a million rows) the server's 8 MB
  // page cache makes the load thrash; this connection only, closed at the end.
  await client.execute("PRAGMA cache_size = -262144");
  const insertAll = async <T>(table: Parameters<typeof db.insert>[0], rows: T[], size = 250) => {
    const stmts = [];
    for (let i = 0; i < rows.length; i += size)
      stmts.push(db.insert(table).values(rows.slice(i, i + size) as never));
    if (stmts.length) await db.batch(stmts as never);
  };

  const clients = Array.from({ length: counts.clients }, (_, i) => {
    const p = person();
    const [ville, cp] = pick(VILLES);
    const mail = `${ascii(p.prenom)}.${ascii(p.nom)}${i}@exemple.fr`;
    return {
      titre: p.titre,
      nom: p.nom,
      prenom: p.prenom,
      sexe: p.femme ? "Femme" : "Homme",
      naissance: dateIn(1940, 1990),
      lieuNaissance: pick(VILLES)[0],
      adresse: `${int(1, 180)} ${pick(VOIES)}`,
      codePostal: cp,
      ville,
      mailPerso: mail,
      mailPro: r() < 0.3 ? `${ascii(p.nom)}${i}@cabinet-${ascii(pick(NOMS))}.fr` : null,
      mobilePerso: tel("06"),
      fixePerso: r() < 0.4 ? tel("01") : null,
      numSiret: r() < 0.1 ? String(int(100000000, 999999999)) + pad(int(0, 99999), 5) : null,
      createdAt: now,
      updatedAt: now,
    };
  });
  await insertAll(Client, clients, 400);

  const apparts = Array.from({ length: counts.appartements }, () => {
    const [ville, cp] = pick(VILLES);
    const loyerHC = int(450, 2200) * 100;
    const charge = int(30, 250) * 100;
    const cave = r() < 0.35;
    const copro = r() < 0.8;
    const syndic = pick(SYNDICS);
    return {
      adresse: `${int(1, 180)} ${pick(VOIES)}`,
      codePostal: cp,
      ville,
      situation: `Bâtiment ${pick(["A", "B", "C"])}, porte ${pick(["gauche", "droite", "face"])}`,
      etage: pick(ETAGES),
      nbPiece: int(1, 5),
      surface: Math.round((15 + r() * 85) * 10) / 10,
      numeroClef: `C-${int(100, 999)}`,
      digicode: `${int(1000, 9999)}${pick(["A", "B", ""])}`,
      pdl: String(int(10000000, 99999999)) + String(int(100000, 999999)),
      cave,
      caveNum: cave ? int(0, 60) : null,
      chauffage: pick(["collective", "individuelle"]),
      eauChaude: pick(["collective", "individuelle"]),
      wip: r() < 0.05,
      quitanceAuto: r() < 0.6,
      loyerHC,
      charge,
      loyerTCC: loyerHC + charge,
      copropriete: copro,
      syndicNom: copro ? syndic : null,
      syndicMail: copro ? `gestion@${ascii(syndic)}.fr` : null,
      syndicTel: copro ? tel("01") : null,
      gardiennage: r() < 0.25,
      autresInfo: r() < 0.3 ? "Interphone à remplacer ; parquet refait en 2022." : null,
      createdAt: now,
      updatedAt: now,
    };
  });
  if (options.lodz)
    for (const [i, a] of apparts.entries())
      if (i % 2 === 0)
        Object.assign(a, {
          adresse: i
            ? `${(i % 180) + 1} ulica ${RUES_LODZ[(i / 2) % RUES_LODZ.length]}`
            : ADRESSE_LODZ,
          codePostal: "90001",
          ville: "Łódź",
        });
  await insertAll(Appartement, apparts, 200);

  const locataires = Array.from({ length: counts.locataires }, (_, i) => {
    const p = person();
    const [ville, cp] = pick(VILLES);
    const second = r() < 0.2;
    const q = second ? person() : null;
    return {
      titre: p.titre,
      nom: p.nom,
      prenom: p.prenom,
      naissance: dateIn(1955, 2004),
      lieuNaissance: pick(VILLES)[0],
      adresse: `${int(1, 180)} ${pick(VOIES)}`,
      codePostal: cp,
      ville,
      mail: `${ascii(p.prenom)}.${ascii(p.nom)}.${i}@courriel.fr`,
      tel: tel("07"),
      secondTitulaire: second,
      autreTitre: q?.titre ?? null,
      autreNom: q?.nom ?? null,
      autrePrenom: q?.prenom ?? null,
      quitanceAuto: r() < 0.5,
      createdAt: now,
      updatedAt: now,
    };
  });
  await insertAll(Locataire, locataires, 300);

  // Owners: 85% of the apartments have one owner, 15% of those a co-owner too; defaultContact on half.
  const owners: { AppartementId: number; ClientId: number }[] = [];
  const contacts: [number, number][] = [];
  for (let a = 1; a <= counts.appartements; a++) {
    if (r() >= 0.85) continue;
    const c1 = int(1, counts.clients);
    owners.push({ AppartementId: a, ClientId: c1 });
    if (r() < 0.15) {
      const c2 = (c1 % counts.clients) + 1;
      owners.push({ AppartementId: a, ClientId: c2 });
    }
    if (r() < 0.5) contacts.push([a, c1]);
  }
  await insertAll(AppartementProprietaire, owners, 1000);
  for (let i = 0; i < contacts.length; i += 500) {
    const part = contacts.slice(i, i + 500);
    const cases = sql.join(
      part.map(([a, c]) => sql`when ${a} then ${c}`),
      sql` `,
    );
    await db.run(
      sql`update "Appartement" set "defaultContact" = case "id" ${cases} end where "id" in (${sql.join(
        part.map(([a]) => sql`${a}`),
        sql`, `,
      )})`,
    );
  }

  // Dossiers: ~70% of apartments have a running lease, some had a former one; a few are in notice.
  const dossiers: Record<string, unknown>[] = [];
  let locataireId = 0;
  const nextLocataire = () => (locataireId = (locataireId % counts.locataires) + 1);
  for (let a = 1; a <= counts.appartements; a++) {
    const ap = apparts[a - 1]!;
    const leases: { debut: string; fin: string | null }[] = [];
    if (r() < 0.35) leases.push({ debut: dateIn(2015, 2019), fin: dateIn(2020, 2022) });
    if (r() < 0.7 || options.tousLoues)
      leases.push({ debut: dateIn(2022, 2025), fin: r() < 0.08 ? dateIn(2027, 2028) : null });
    for (const l of leases) {
      const preavis = l.fin && l.fin > "2026" && r() < 0.5;
      const fd = int(150, 600) * 100;
      dossiers.push({
        AppartementId: a,
        LocataireId: nextLocataire(),
        dateEntree: l.debut,
        dateCreationBail: l.debut,
        dateDebutBail: l.debut,
        dateFinBail: l.fin,
        dateSortie: l.fin && l.fin < "2026" ? l.fin : null,
        dateDebutPreavis: preavis ? "2026-01-01" : null,
        dateFinPreavis: preavis ? l.fin : null,
        depotGarantie: ap.loyerHC,
        loyerHC: ap.loyerHC,
        loyerCharge: ap.charge,
        loyerTTC: ap.loyerHC + ap.charge,
        indice: 135.84,
        indiceTrim: "T2 2025",
        jourQuitance: pick([1, 5, 10]),
        lieuSignature: "Paris",
        numFraisDossier: `FD-${l.debut.slice(0, 4)}-${pad(dossiers.length + 1, 4)}`,
        fraisDossierHT: fd,
        fraisDossierTauxTVA: 20,
        fraisDossierTVA: Math.round(fd * 0.2),
        fraisDossierTTC: Math.round(fd * 1.2),
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  await insertAll(Dossier, dossiers, 200);

  // Intendances (caretaking missions) on ~10% of apartments, covering today for most of them.
  const intendances = [];
  const history = [];
  for (let a = 1; a <= counts.appartements; a++) {
    if (r() < 0.1) {
      const prixHT = int(50, 300) * 100;
      intendances.push({
        nature: "mission",
        AppartementId: a,
        dateDepart: "2025-09-01",
        dateFin: r() < 0.8 ? "2026-12-31" : "2025-12-31",
        prixHT,
        tva: 20,
        prix: Math.round(prixHT * 1.2),
        createdAt: now,
        updatedAt: now,
      });
    }
    if (r() < 0.3)
      history.push({
        AppartementId: a,
        etat: pick(["Vacant", "Occupé", "En Travaux"]),
        user: "admin@exemple.fr",
        createdAt: now,
      });
  }
  await insertAll(Intendance, intendances, 300);
  await insertAll(History, history, 500);

  const comptes = options.termes ? await seedComptes(client, options.termes, now) : {};

  await client.execute("PRAGMA wal_checkpoint(TRUNCATE)");
  client.close();
  return {
    ...counts,
    proprietaires: owners.length,
    dossiers: dossiers.length,
    intendances: intendances.length,
    history: history.length,
    ...comptes,
  };
}
