import { sql } from "drizzle-orm";

// What the register prints of a live mission, as SQL on a Mandat row aliased `m`: read when the register is asked
// for, and copied into the row when the mission goes (services/mandats/numero.ts), the same expressions both times.

/** The mandant's name and address (the register names where each mandant lives: décret 1972-678 art. 72). */
const nomEtAdresse =
  sql.raw(`trim(coalesce(c."prenom", '') || ' ' || c."nom") || coalesce(' (' || nullif(trim(
  case when c."adresseDefaut" = 'adresseFiscale' and c."adresseFiscale" is not null
    then coalesce(c."adresseFiscale", '') || ', ' || coalesce(c."codePostalFiscale", '') || ' ' || coalesce(c."villeFiscale", '')
    else coalesce(c."adresse", '') || ', ' || coalesce(c."codePostal", '') || ' ' || coalesce(c."ville", '') end, ', '), '') || ')', '')`);
const adresseAppartement = sql.raw(
  `trim(coalesce(a."adresse", '') || ', ' || coalesce(a."codePostal", '') || ' ' || coalesce(a."ville", ''))`,
);

/** The mandants with their addresses: a management mission's Clients, a caretaking mission's apartment owners. */
export const mandantsSql = sql`(case when m."MissionId" is not null then
    (select group_concat(${nomEtAdresse}, ' ; ') from "MissionClient" mc join "Client" c on c."id" = mc."ClientId"
      where mc."MissionId" = m."MissionId")
  else
    (select group_concat(${nomEtAdresse}, ' ; ') from "Intendance" i
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
