import { getTableName as t } from "drizzle-orm";
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
import { apiObjectSql, apiPairsSql } from "../../speed/sql-json/api-json-sql";
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

/**
 * A relation as a JSON array: a subquery's text result would lose its JSON subtype (then need json() to be parsed
 * again); its JSONB value (a blob) is taken as JSON by json_object as it is. ~10 % of the statement.
 */
const arr = (item: string, from: string, orderBy?: string) =>
  `(select jsonb_group_array(${item}${orderBy ? ` order by ${orderBy}` : ""}) from ${from})`;

/** The statement; its parameters: today, the id. */
function readSql(deleteRule: DeleteRule, cast: "blob" | "text"): string {
  const day = `p."today"`;
  const dossier = apiPairsSql("Dossier", Dossier, "d");
  const locataire = apiPairsSql("Locataire", Locataire, "l");
  const dossiers = `"${t(Dossier)}" d join "${t(Locataire)}" l on l."id" = d."LocataireId" where d."AppartementId" = a."id"`;
  // The same key order as the answer always had: the row, loyer, statut, then the relations, supprimable last.
  // Two objects merged (json_patch appends the second's keys in order): one json_object takes at most 127
  // arguments, which the row's columns and the relations together exceed. Nothing in the second is ever null (a
  // merge patch would drop the key).
  return `with p("today") as (select ?)
select cast(json_patch(json_object(
  ${apiPairsSql("Appartement", Appartement, "a")}), json_object(
  'loyer', json_object('charge', a."charge" / 100.0, 'loyerHC', a."loyerHC" / 100.0, 'loyerTCC', a."loyerTCC" / 100.0),
  'statut', ${statutAppartementSql("a", day)},
  'proprietaires', ${arr(`json_insert(${apiObjectSql("Client", Client, "c")}, '$.quotePart', ap."quotePart")`, `"${t(AppartementProprietaire)}" ap join "${t(Client)}" c on c."id" = ap."ClientId" where ap."AppartementId" = a."id"`)},
  'Equipements', ${arr(apiObjectSql("Equipement", Equipement, "e"), `"${t(AppartementEquipement)}" ae join "${t(Equipement)}" e on e."id" = ae."EquipementId" where ae."AppartementId" = a."id"`)},
  'Images', ${arr(apiObjectSql("Image", Image, "i"), `"${t(Image)}" i where i."AppartementId" = a."id"`)},
  'locataires', ${arr(`json_object(${locataire}, 'Dossier', json_object(${dossier}))`, `${dossiers} and ${dossierEnCoursSql("d", day)}`, `d."dateEntree" desc`)},
  'Dossiers', ${arr(`json_object(${dossier}, 'clos', ${jsonBool(`not ${dossierEnCoursSql("d", day)}`)}, 'enPreavis', ${jsonBool(enPreavisSql("d", day))}, 'Locataire', json_object(${locataire}))`, dossiers, `d."dateEntree" desc`)},
  'Intendances', ${arr(`json_object(${apiPairsSql("Intendance", Intendance, "n")}, 'enCours', ${jsonBool(intendanceEnCoursSql("n", day))})`, `"${t(Intendance)}" n where n."AppartementId" = a."id"`, `n."dateDepart" desc`)},
  'EtatLieux', ${arr(apiObjectSql("EtatLieux", EtatLieux, "el"), `"${t(EtatLieux)}" el where el."AppartementId" = a."id"`, `el."date" desc`)},
  'history', ${arr(apiObjectSql("History", History, "h", ["id", "etat", "user", "createdAt"]), `"${t(History)}" h where h."AppartementId" = a."id"`, `h."createdAt" desc, h."id" desc`)},
  'Missions', ${arr(apiObjectSql("Mission", Mission, "m"), `"${t(MissionAppartement)}" ma join "${t(Mission)}" m on m."id" = ma."MissionId" where ma."AppartementId" = a."id"`)},
  'Fichiers', ${arr(apiObjectSql("Fichier", Fichier, "f"), `"${t(Fichier)}" f where f."AppartementId" = a."id"`)},
  'supprimable', ${supprimableSql(deleteRule, `a."id"`)}
)) as ${cast}) as j from "${t(Appartement)}" a, p where a."id" = ?`;
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
