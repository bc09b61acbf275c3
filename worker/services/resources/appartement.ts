import { eq, getTableName, sql } from "drizzle-orm";
import {
  Appartement, AppartementEquipement, AppartementProprietaire, Client, Dossier, Equipement, EtatLieux, Fichier, History,
  Image, Intendance, Locataire, Mission, MissionAppartement, Quitance,
} from "../../db/schema";
import { appartementSchema } from "../../domain/schemas/appartement";
import { dossierEnCours, intendanceEnCours, statutAppartement } from "../../domain/statut-appartement";
import { loyerTTC } from "../../domain/loyer";
import { today } from "../../lib/dates";
import type { ResourceDef } from "../resource-def";
import { ref } from "../rows";
import { toApi, toApiList } from "../serialize";
import { appartementFlags, dossierDayFlags } from "./list-flags";
import { deleteStoredRowsOf } from "../files/cleanup";
import { deleteSignedFiles } from "../files/signed";
import { etatLieuxResource } from "./etat-lieux";
import { firstRefusal, referencedBy } from "../delete-rules";
import { decodeRow, decodeRows, jsonObjectSql } from "../../db/json-select";

type Row = Record<string, unknown>;

/** json(...) of a json_group_array subquery: a subquery drops the JSON subtype, json() restores it. */
const arr = (item: string, from: string, orderBy?: string) =>
  `json((select json_group_array(${item}${orderBy ? ` order by ${orderBy}` : ""}) from ${from}))`;

let READ_SQL: string | undefined;
const t = getTableName;
const readSql = () =>
  (READ_SQL ??= `select json_object(
  'row', ${jsonObjectSql(Appartement, "a")},
  'proprietaires', ${arr(jsonObjectSql(Client, "c"), `"${t(AppartementProprietaire)}" ap join "${t(Client)}" c on c."id" = ap."ClientId" where ap."AppartementId" = a."id"`)},
  'equipements', ${arr(jsonObjectSql(Equipement, "e"), `"${t(AppartementEquipement)}" ae join "${t(Equipement)}" e on e."id" = ae."EquipementId" where ae."AppartementId" = a."id"`)},
  'images', ${arr(jsonObjectSql(Image, "i"), `"${t(Image)}" i where i."AppartementId" = a."id"`)},
  'dossiers', ${arr(`json_array(${jsonObjectSql(Dossier, "d")}, ${jsonObjectSql(Locataire, "l")})`, `"${t(Dossier)}" d join "${t(Locataire)}" l on l."id" = d."LocataireId" where d."AppartementId" = a."id"`, `d."dateEntree" desc`)},
  'intendances', ${arr(jsonObjectSql(Intendance, "n"), `"${t(Intendance)}" n where n."AppartementId" = a."id"`, `n."dateDepart" desc`)},
  'etats', ${arr(jsonObjectSql(EtatLieux, "el"), `"${t(EtatLieux)}" el where el."AppartementId" = a."id"`, `el."date" desc`)},
  'history', ${arr(jsonObjectSql(History, "h"), `"${t(History)}" h where h."AppartementId" = a."id"`, `h."createdAt" desc, h."id" desc`)},
  'missions', ${arr(jsonObjectSql(Mission, "m"), `"${t(MissionAppartement)}" ma join "${t(Mission)}" m on m."id" = ma."MissionId" where ma."AppartementId" = a."id"`)},
  'fichiers', ${arr(jsonObjectSql(Fichier, "f"), `"${t(Fichier)}" f where f."AppartementId" = a."id"`)}
) as j from "${t(Appartement)}" a where a."id" = `);
type ReadJson = { row: Row; dossiers: [Row, Row][] } & Record<"proprietaires" | "equipements" | "images" | "intendances" | "etats" | "history" | "missions" | "fichiers", Row[]>;

export const appartementResource: ResourceDef = {
  name: "Appartement",
  table: Appartement,
  decorate: appartementFlags,
  schema: appartementSchema,
  refs: { defaultContact: ref(Client, "Le propriétaire de contact est introuvable.") },
  derive: (d) => ({
    ...d,
    loyerTCC: loyerTTC(d.loyerHC as number, d.charge as number),
    // Cave number: null without a cave, 0 when the cave has no number.
    caveNum: d.cave ? (d.caveNum ?? 0) : null,
  }),
  async readOne(ports, id) {
    // The row and its nine relations in one statement (see db/json-select.ts), instead of ten queries.
    const [res] = await ports.db.all<{ j: string }>(sql`${sql.raw(readSql())}${id}`);
    if (!res) return undefined;
    const o = JSON.parse(res.j) as ReadJson;
    const row = decodeRow(Appartement, o.row);
    const dossiers = o.dossiers.map(([d, l]) => ({ d: decodeRow(Dossier, d), l: decodeRow(Locataire, l) }));
    const now = today(ports.clock);
    const enCours = dossiers.filter((x) => dossierEnCours(x.d, now));
    return {
      ...toApi("Appartement", row),
      loyer: { charge: (row.charge as number) / 100, loyerHC: (row.loyerHC as number) / 100, loyerTCC: (row.loyerTCC as number) / 100 },
      statut: statutAppartement({ wip: !!row.wip }, dossiers.map((x) => x.d), now),
      proprietaires: toApiList("Client", decodeRows(Client, o.proprietaires)),
      Equipements: toApiList("Equipement", decodeRows(Equipement, o.equipements)),
      Images: toApiList("Image", decodeRows(Image, o.images)),
      locataires: enCours.map((x) => ({ ...toApi("Locataire", x.l), Dossier: toApi("Dossier", x.d) })),
      // Current or history, on the server's Paris day (the same flags as the Dossier and Intendance lists).
      Dossiers: dossiers.map((x) => ({ ...toApi("Dossier", x.d), ...dossierDayFlags(x.d, now), Locataire: toApi("Locataire", x.l) })),
      Intendances: toApiList("Intendance", decodeRows(Intendance, o.intendances)).map((i) => ({ ...i, enCours: intendanceEnCours(i, now) })),
      EtatLieux: toApiList("EtatLieux", decodeRows(EtatLieux, o.etats)),
      history: decodeRows(History, o.history).map((h) => ({ id: h.id, etat: h.etat, user: h.user, createdAt: h.createdAt })),
      Missions: toApiList("Mission", decodeRows(Mission, o.missions)),
      Fichiers: toApiList("Fichier", decodeRows(Fichier, o.fichiers)),
    };
  },
  deleteRule: firstRefusal(
    referencedBy(Dossier, Dossier.AppartementId, "Cet appartement a des dossiers de location : supprimez-les d'abord."),
    referencedBy(Quitance, Quitance.AppartementId, "Cet appartement a des quittances : supprimez-les d'abord."),
    referencedBy(Intendance, Intendance.AppartementId, "Cet appartement a des intendances : supprimez-les d'abord."),
  ),
  async onDelete(ports, row) {
    await deleteStoredRowsOf(ports, Fichier, Fichier.AppartementId, row.id as number);
    await deleteStoredRowsOf(ports, Image, Image.AppartementId, row.id as number);
    // Its inventories go with it (ON DELETE CASCADE): their signed copies too.
    const etats = await ports.db.select().from(EtatLieux).where(eq(EtatLieux.AppartementId, row.id as number));
    for (const e of etats) await deleteSignedFiles(ports, etatLieuxResource, e);
  },
};

