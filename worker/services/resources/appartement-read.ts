import { getTableName as t } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  Appartement,
  AppartementEquipement,
  AppartementProprietaire,
  Client,
  Dossier,
  Equipement,
  EtatLieux,
  Fichier,
  History,
  Image,
  Intendance,
  Locataire,
  Mission,
  MissionAppartement,
} from "../../db/schema";
import type { Ports } from "../../ports";
import { jsonCast, readJsonBytes } from "../../speed/sql-json/read-rows";
import { today } from "../../lib/dates";
import type { DeleteRule } from "../resource-def";
import { supprimableSql } from "../delete-rules";
import { apiMembers, apiObjectSql, apiPairsSql } from "../../speed/sql-json/api-json-sql";
import {
  arrayTextSql,
  type Member,
  objectTextSqlWithHead,
} from "../../speed/sql-json/json-text-sql";
import {
  dossierEnCoursSql,
  enPreavisSql,
  intendanceEnCoursSql,
  jsonBool,
  statutAppartementSql,
} from "../../speed/sql-rules/day-rules-sql";

// `GET /api/Appartement/{id}`: the row, its nine relations (the owners with their quote-part, issue 38), its day-dependent flags and whether it may be deleted,
// in ONE statement whose result is the answer's JSON text, sent as it is (speed/sql-json/api-json-sql.ts for the rows,
// speed/sql-rules/day-rules-sql.ts for the status and flags, the delete rule's refusedSql). Built once; the driver keeps it prepared.
// The record and its relations' arrays are text put end to end (speed/sql-json/json-text-sql.ts, ADR 059): built as
// JSONB (jsonb_group_array, json_patch), each relation's objects were parsed once more and the whole answer twice.
// ADR 063: the row's values in one json_object, the ordered relations sorted by a subquery rather than by
// group_concat's own ORDER BY (a temporary B-tree opened for each, on every read).

/** A relation as a `json` member: its objects' JSON text as an array. */
const arr = (key: string, item: string, from: string, orderBy?: string): Member => [
  key,
  arrayTextSql(item, from, orderBy),
  "json",
];

/**
 * The `locataires` member and the `Dossiers` one after it, from ONE subquery (ADR 063): each dossier's object and its
 * tenant's are written once and put in both arrays, where two subqueries wrote them twice (a dossier and its tenant
 * are 85 values, and a value costs SQLite about the same whatever it is). The member's value is the text
 * `[tenants],"Dossiers":[dossiers]`: the tenants of the running dossiers, each with its dossier, then every
 * dossier with its flags and tenant, both newest first. An object is opened again by rtrim, which takes exactly its
 * brace off since its last value is a plain column (checked here).
 */
function dossiersEtLocataires(day: string): Member {
  const [d, l] = [objectOf("Dossier", Dossier, "d"), objectOf("Locataire", Locataire, "l")];
  const open = (o: string) => `rtrim(${o}, '}')`;
  const tenant = `${open(`o."l"`)} || ',"Dossier":' || o."d" || '}'`;
  const dossier = `${open(`o."d"`)} || ',"clos":' || iif(o."enCours", 'false', 'true') || ',"enPreavis":' || o."enPreavis" || ',"Locataire":' || o."l" || '}'`;
  const rows = `select ${d} as "d", ${l} as "l", ${dossierEnCoursSql("d", day)} as "enCours", iif(${enPreavisSql("d", day)}, 'true', 'false') as "enPreavis"
    from "${t(Dossier)}" d join "${t(Locataire)}" l on l."id" = d."LocataireId" where d."AppartementId" = a."id"
    order by d."dateEntree" desc`;
  // The rows come ordered by the FROM subquery, as arrayTextSql's do; FILTER keeps the running dossiers' tenants.
  return [
    "locataires",
    `(select '[' || coalesce(group_concat(${tenant}, ',') filter (where o."enCours"), '') || '],"Dossiers":[' || coalesce(group_concat(${dossier}, ','), '') || ']' from (${rows}) o)`,
    "json",
  ];
}

/** The row's API object by json_object; its last value a plain column, so that rtrim can open it again. */
function objectOf(resource: string, table: SQLiteTable, alias: string): string {
  const [key, value] = apiMembers(resource, table, alias).at(-1) ?? ["", ""];
  if (!/^\w+\."\w+"$/.test(value))
    throw new Error(`${resource} : son dernier membre (${key}) doit être une colonne telle quelle`);
  return apiObjectSql(resource, table, alias);
}

/** The statement; its parameters: today, the id. Its `limit 1` lets the Node driver take its row in one call. */
function readSql(deleteRule: DeleteRule, cast: "blob" | "text"): string {
  const day = `p."today"`;
  // The same key order as the answer always had: the row, loyer, statut, then the relations, supprimable last. The
  // row's own values are one json_object (ADR 063), statut last: a text, so the object's brace is the one rtrim takes.
  const head: Member[] = [
    ...apiMembers("Appartement", Appartement, "a"),
    [
      "loyer",
      `json_object('charge', a."charge" / 100.0, 'loyerHC', a."loyerHC" / 100.0, 'loyerTCC', a."loyerTCC" / 100.0)`,
    ],
    ["statut", statutAppartementSql("a", day), "scalar"],
  ];
  const record = objectTextSqlWithHead(head, [
    arr(
      "proprietaires",
      `json_object(${apiPairsSql("Client", Client, "c")}, 'quotePart', ap."quotePart")`,
      `"${t(AppartementProprietaire)}" ap join "${t(Client)}" c on c."id" = ap."ClientId" where ap."AppartementId" = a."id"`,
    ),
    arr(
      "Equipements",
      apiObjectSql("Equipement", Equipement, "e"),
      `"${t(AppartementEquipement)}" ae join "${t(Equipement)}" e on e."id" = ae."EquipementId" where ae."AppartementId" = a."id"`,
    ),
    arr(
      "Images",
      apiObjectSql("Image", Image, "i"),
      `"${t(Image)}" i where i."AppartementId" = a."id"`,
    ),
    dossiersEtLocataires(day),
    arr(
      "Intendances",
      `json_object(${apiPairsSql("Intendance", Intendance, "n")}, 'enCours', ${jsonBool(intendanceEnCoursSql("n", day))})`,
      `"${t(Intendance)}" n where n."AppartementId" = a."id"`,
      `n."dateDepart" desc`,
    ),
    arr(
      "EtatLieux",
      apiObjectSql("EtatLieux", EtatLieux, "el"),
      `"${t(EtatLieux)}" el where el."AppartementId" = a."id"`,
      `el."date" desc`,
    ),
    arr(
      "history",
      apiObjectSql("History", History, "h", ["id", "etat", "user", "createdAt"]),
      `"${t(History)}" h where h."AppartementId" = a."id"`,
      `h."createdAt" desc, h."id" desc`,
    ),
    arr(
      "Missions",
      apiObjectSql("Mission", Mission, "m"),
      `"${t(MissionAppartement)}" ma join "${t(Mission)}" m on m."id" = ma."MissionId" where ma."AppartementId" = a."id"`,
    ),
    arr(
      "Fichiers",
      apiObjectSql("Fichier", Fichier, "f"),
      `"${t(Fichier)}" f where f."AppartementId" = a."id"`,
    ),
    ["supprimable", supprimableSql(deleteRule, `a."id"`)],
  ]);
  return `with p("today") as (select ?)
select cast(${record} as ${cast}) as j from "${t(Appartement)}" a, p where a."id" = ? limit 1`;
}

/** The reader of one apartment: its answer's UTF-8 bytes, or undefined when there is no such apartment. */
export function appartementReader(deleteRule: DeleteRule) {
  // One text per cast (speed/sql-json/read-rows.ts, jsonCast): each found prepared at once.
  const statements = { blob: "", text: "" };
  return async (ports: Ports, id: number): Promise<Uint8Array<ArrayBuffer> | undefined> => {
    const cast = jsonCast(ports.db);
    const statement = (statements[cast] ||= readSql(deleteRule, cast));
    return readJsonBytes(ports.db, statement, [today(ports.clock), id]);
  };
}
