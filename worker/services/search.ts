import { eq, type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db, Ports } from "../ports";
import type { SessionUser } from "../auth/session-user";
import { Appartement, Client, Dossier, Locataire } from "../db/schema";
import { compareFr } from "../domain/francais/tri";
import { ALL_ROLES } from "../domain/roles";
import { foldText, matchesSearch, searchTokens } from "../domain/search";
import { globalCandidates } from "../speed/sql-rules/search-index";
import type { Recherche } from "./crud-page";
import { RESOURCES } from "./resources";

// The global search of the web (Ctrl+K): clients, apartments, tenants and dossiers by name, address or reference,
// matched like the lists' ?q= (every word, accents and case ignored; worker/domain/search.ts).

/** The searched records, in the order the answer lists them. */
export const SEARCH_TYPES = ["Client", "Appartement", "Locataire", "Dossier"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
/** Enough to recognise a record; the full list is one click away. */
export const HITS_PER_TYPE = 6;

export interface SearchHit {
  type: SearchType;
  id: number;
  label: string;
  detail: string;
}

/** A record as searched: its shown label and detail, and the only fields a query is matched against. */
interface Candidate {
  id: number;
  label: string;
  detail: string;
  searched: Record<string, string | null>;
  /** Archived (ADR 038): still found, said so, after the others. */
  archive?: boolean;
}

const joined = (sep: string, ...parts: (string | null | undefined)[]) =>
  parts.filter(Boolean).join(sep);
const person = (p: { prenom: string | null; nom: string | null }) => joined(" ", p.prenom, p.nom);
const place = (p: { adresse: string | null; codePostal: string | null; ville: string | null }) =>
  joined(", ", p.adresse, joined(" ", p.codePostal, p.ville));

type Columns = Record<string, AnySQLiteColumn>;
type Values<C extends Columns> = { [K in keyof C]: C[K]["_"]["data"] | null };

/**
 * `json_group_array(json_object('key', column, ...))`: every row as ONE JSON string built by SQLite, as the lists
 * do (speed/sql-json/json-select.ts). For thousands of rows, parsing one string is several times cheaper than row objects.
 */
const jsonRowsSql = (columns: Columns) =>
  sql<string | null>`json_group_array(json_object(${sql.join(
    Object.entries(columns).map(([k, c]) => sql`${sql.raw(`'${k}'`)}, ${c}`),
    sql`, `,
  )}))`;
const parsed = <C extends Columns>(_columns: C, res: { j: string | null }[]): Values<C>[] =>
  JSON.parse(res[0]?.j ?? "[]");

/** `column in (ids)`, or every row when `ids` is undefined (the plain form). */
const among = (column: AnySQLiteColumn, ids: SQL | undefined) =>
  ids ? sql`${column} in (${ids})` : undefined;

// Each source selects its searched columns only: a hidden column (password hash, storage key) can never match.
// `ids`: the candidates from the search index (search-index.ts globalCandidates); undefined, every record.
const SOURCES: Record<SearchType, (db: Db, ids: SQL | undefined) => Promise<Candidate[]>> = {
  async Client(db, ids) {
    const cols = {
      id: Client.id,
      prenom: Client.prenom,
      nom: Client.nom,
      nomJeuneFille: Client.nomJeuneFille,
      nom2: Client.nom2,
      adresse: Client.adresse,
      codePostal: Client.codePostal,
      ville: Client.ville,
      archiveLe: Client.archiveLe,
    };
    const rows = parsed(
      cols,
      await db
        .select({ j: jsonRowsSql(cols) })
        .from(Client)
        .where(among(Client.id, ids)),
    );
    return rows.map(({ id, archiveLe, ...c }) => ({
      id: id ?? 0,
      label: person(c),
      detail: place(c),
      searched: c,
      archive: archiveLe != null,
    }));
  },
  async Appartement(db, ids) {
    const cols = {
      id: Appartement.id,
      adresse: Appartement.adresse,
      codePostal: Appartement.codePostal,
      ville: Appartement.ville,
      situation: Appartement.situation,
      numeroClef: Appartement.numeroClef,
      archiveLe: Appartement.archiveLe,
    };
    const rows = parsed(
      cols,
      await db
        .select({ j: jsonRowsSql(cols) })
        .from(Appartement)
        .where(among(Appartement.id, ids)),
    );
    return rows.map(({ id, archiveLe, ...a }) => ({
      id: id ?? 0,
      label: a.adresse ?? "",
      detail: joined(" ", a.codePostal, a.ville),
      searched: a,
      archive: archiveLe != null,
    }));
  },
  async Locataire(db, ids) {
    const cols = {
      id: Locataire.id,
      prenom: Locataire.prenom,
      nom: Locataire.nom,
      autrePrenom: Locataire.autrePrenom,
      autreNom: Locataire.autreNom,
      adresse: Locataire.adresse,
      codePostal: Locataire.codePostal,
      ville: Locataire.ville,
      mail: Locataire.mail,
    };
    const rows = parsed(
      cols,
      await db
        .select({ j: jsonRowsSql(cols) })
        .from(Locataire)
        .where(among(Locataire.id, ids)),
    );
    return rows.map(({ id, ...l }) => ({
      id: id ?? 0,
      label: person(l),
      detail: joined(" · ", l.ville, l.mail),
      searched: l,
    }));
  },
  async Dossier(db, ids) {
    // A dossier is known by its reference, its tenant and its apartment.
    const cols = {
      id: Dossier.id,
      ref: Dossier.numFraisDossier,
      prenom: Locataire.prenom,
      nom: Locataire.nom,
      adresse: Appartement.adresse,
      codePostal: Appartement.codePostal,
      ville: Appartement.ville,
      archiveLe: Dossier.archiveLe,
    };
    const rows = parsed(
      cols,
      await db
        .select({ j: jsonRowsSql(cols) })
        .from(Dossier)
        .leftJoin(Locataire, eq(Locataire.id, Dossier.LocataireId))
        .leftJoin(Appartement, eq(Appartement.id, Dossier.AppartementId))
        .where(among(Dossier.id, ids)),
    );
    return rows.map(({ id, archiveLe, ...d }) => ({
      id: id ?? 0,
      label: joined(" · ", `Dossier n° ${id}`, person(d)),
      detail: joined(" · ", place(d), d.ref),
      searched: d,
      archive: archiveLe != null,
    }));
  },
};

/** Labels that start with the query's first word come first, then alphabetical order; archived records last. */
function best(matches: Candidate[], first: string): Candidate[] {
  const rank = (c: Candidate) =>
    (c.archive ? 2 : 0) + (foldText(c.label).startsWith(first) ? 0 : 1);
  const ranked = matches.map((c) => ({ c, rank: rank(c) }));
  ranked.sort((a, b) => a.rank - b.rank || compareFr(a.c.label, b.c.label) || a.c.id - b.c.id);
  return ranked.slice(0, HITS_PER_TYPE).map((r) => r.c);
}

const readableBy = (type: SearchType, user: SessionUser) =>
  (RESOURCES.find((d) => d.name === type)?.readRoles ?? ALL_ROLES).includes(user.role);

/**
 * At most HITS_PER_TYPE records of each type the caller may read, grouped by type; nothing for an empty query.
 * The records read are the search index's candidates (`recherche` `pli`: every record, the plain form and the tests'
 * reference), each matched as before: the same hits.
 */
export async function globalSearch(
  ports: Pick<Ports, "db">,
  q: string,
  user: SessionUser,
  recherche: Recherche = "index",
): Promise<SearchHit[]> {
  const tokens = searchTokens(q);
  if (!tokens.length) return [];
  const types = SEARCH_TYPES.filter((type) => readableBy(type, user));
  const found = await Promise.all(
    types.map(async (type) => {
      const ids = recherche === "index" ? globalCandidates(type, tokens) : undefined;
      const matches = (await SOURCES[type](ports.db, ids)).filter((c) =>
        matchesSearch(c.searched, tokens),
      );
      return best(matches, tokens[0] ?? "").map(
        ({ id, label, detail, archive }): SearchHit => ({
          type,
          id,
          label,
          detail: archive ? joined(" · ", detail, "archivé") : detail,
        }),
      );
    }),
  );
  return found.flat();
}
