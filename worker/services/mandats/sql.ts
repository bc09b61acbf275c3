import { sql } from "drizzle-orm";

// What the register prints of a live mission, as SQL on a Mandat row aliased `m`: read when the register is asked
// for, and copied into the row when the mission goes (services/mandats/numero.ts), the same expressions both times.

const nomClient = sql.raw(`trim(coalesce(c."prenom", '') || ' ' || c."nom")`);
const adresseAppartement = sql.raw(
  `trim(coalesce(a."adresse", '') || ', ' || coalesce(a."codePostal", '') || ' ' || coalesce(a."ville", ''))`,
);

/** The mandants: a management mission's Clients, a caretaking mission's apartment owners. */
export const mandantsSql = sql`(case when m."MissionId" is not null then
    (select group_concat(${nomClient}, ', ') from "MissionClient" mc join "Client" c on c."id" = mc."ClientId"
      where mc."MissionId" = m."MissionId")
  else
    (select group_concat(${nomClient}, ', ') from "Intendance" i
      join "AppartementProprietaire" ap on ap."AppartementId" = i."AppartementId"
      join "Client" c on c."id" = ap."ClientId" where i."id" = m."IntendanceId")
  end)`;

/** The property: a management mission's apartments, a caretaking mission's apartment. */
export const bienSql = sql`(case when m."MissionId" is not null then
    (select group_concat(${adresseAppartement}, ' ; ') from "MissionAppartement" ma
      join "Appartement" a on a."id" = ma."AppartementId" where ma."MissionId" = m."MissionId")
  else
    (select ${adresseAppartement} from "Intendance" i join "Appartement" a on a."id" = i."AppartementId"
      where i."id" = m."IntendanceId")
  end)`;
