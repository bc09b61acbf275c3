import { getTableName as t } from "drizzle-orm";
import {
  Appartement,
  AppartementEquipement,
  AppartementProprietaire,
  Dossier,
  Equipement,
  EtatLieux,
  Fichier,
  History,
  Image,
  Intendance,
  Mission,
  MissionAppartement,
} from "../../db/schema";
import type { Ports } from "../../ports";
import { jsonCast, readJsonBytes } from "../../speed/sql-json/read-rows";
import { today } from "../../lib/dates";
import type { DeleteRule } from "../resource-def";
import { supprimableSql } from "../delete-rules";
import { apiObjectSql, apiPairsSql } from "../../speed/sql-json/api-json-sql";
import { arrayTextSql, type Member, objectTextSqlAfter } from "../../speed/sql-json/json-text-sql";
import { joinRowJson } from "../../speed/sql-json/row-json";
import {
  dossierEnCoursSql,
  enGestionSql,
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
// ADR 063: the ordered relations sorted by a subquery rather than by group_concat's own ORDER BY (a temporary B-tree
// opened for each, on every read). ADR 064: the apartment, its dossiers, tenants and owners are their rows' stored
// JSON objects (speed/sql-json/row-json.ts), not some fifty values each rendered again.

/** A relation as a `json` member: its objects' JSON text as an array. */
const arr = (key: string, item: string, from: string, orderBy?: string): Member => [
  key,
  arrayTextSql(item, from, orderBy),
  "json",
];

/**
 * The `locataires` member and the `Dossiers` one after it, from ONE subquery (ADR 063): each dossier's object and its
 * tenant's are read once and put in both arrays. The member's value is the text `[tenants],"Dossiers":[dossiers]`:
 * the tenants of the running dossiers, each with its dossier, then every dossier with its flags and tenant, both
 * newest first. The objects are the rows' stored ones (ADR 064), opened again by rtrim, which takes exactly their
 * brace off (row-json.ts rowObjectSql holds their last value to a plain column).
 */
function dossiersEtLocataires(day: string): Member {
  const open = (o: string) => `rtrim(${o}, '}')`;
  const tenant = `${open(`o."l"`)} || ',"Dossier":' || o."d" || '}'`;
  const dossier = `${open(`o."d"`)} || ',"clos":' || iif(o."enCours", 'false', 'true') || ',"enPreavis":' || o."enPreavis" || ',"Locataire":' || o."l" || '}'`;
  const rows = `select dj."j" as "d", lj."j" as "l", ${dossierEnCoursSql("d", day)} as "enCours", iif(${enPreavisSql("d", day)}, 'true', 'false') as "enPreavis"
    from "${t(Dossier)}" d ${joinRowJson("Dossier", `d."id"`, "dj")} ${joinRowJson("Locataire", `d."LocataireId"`, "lj")}
    where d."AppartementId" = a."id" order by d."dateEntree" desc`;
  // The rows come ordered by the FROM subquery, as arrayTextSql's do; FILTER keeps the running dossiers' tenants.
  return [
    "locataires",
    `(select '[' || coalesce(group_concat(${tenant}, ',') filter (where o."enCours"), '') || '],"Dossiers":[' || coalesce(group_concat(${dossier}, ','), '') || ']' from (${rows}) o)`,
    "json",
  ];
}

/** The statement; its parameters: today, the id. Its `limit 1` lets the Node driver take its row in one call. */
function readSql(deleteRule: DeleteRule, cast: "blob" | "text"): string {
  const day = `p."today"`;
  // The same key order as the answer always had: the row (its stored object, ADR 064), loyer, statut, then the
  // relations, supprimable last; enGestion, added later, after statut.
  const record = objectTextSqlAfter(`aj."j"`, [
    [
      "loyer",
      `json_object('charge', a."charge" / 100.0, 'loyerHC', a."loyerHC" / 100.0, 'loyerTCC', a."loyerTCC" / 100.0)`,
    ],
    ["statut", statutAppartementSql("a", day)],
    // The list's flag on the record too: a caretaking mission covering today (or a management mandate) is what the
    // dashboard counts « En gestion », and the record said only « Vacant » (walk 94).
    ["enGestion", jsonBool(enGestionSql("a", day)), "json"],
    arr(
      "proprietaires",
      objectTextSqlAfter(`cj."j"`, [["quotePart", `ap."quotePart"`]]),
      `"${t(AppartementProprietaire)}" ap ${joinRowJson("Client", `ap."ClientId"`, "cj")} where ap."AppartementId" = a."id"`,
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
select cast(${record} as ${cast}) as j from "${t(Appartement)}" a ${joinRowJson("Appartement", `a."id"`, "aj")}, p where a."id" = ? limit 1`;
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
