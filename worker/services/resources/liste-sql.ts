import {
  dossierEnCoursSql,
  enGestionSql,
  enPreavisSql,
  intendanceEnCoursSql,
  preavisAppartementSql,
  statutAppartementSql,
} from "../../speed/sql-rules/day-rules-sql";
import type { ResourceDef } from "../resource-def";
import { aRevoirReconductionSql } from "../reconduction/sql";

// The lists' derived columns and toolbar filters as SQL (issue 64, ResourceDef.listeColonnes / listeFiltres), so
// that a page is sorted and filtered by the server before it is cut. Each mirrors what the web shows (its list
// screens and their column files) or the flag decorate sets (list-flags.ts, whose SQL forms are the day rules of
// speed/sql-rules/day-rules-sql.ts); tests/api/listes-paginees.test.ts holds them to the unpaged rows.

type Colonnes = NonNullable<ResourceDef["listeColonnes"]>;
type Filtres = NonNullable<ResourceDef["listeFiltres"]>;

/**
 * apartmentLabel (web/src/lib/status.ts): « adresse, codePostal ville », the empty parts left out. Also the search
 * index's `libelle` (speed/sql-rules/search-index.ts), which a tenant's search reads its apartment's from.
 */
export const libelleAppartement = (a: string) =>
  `concat_ws(', ', nullif(${a}."adresse", ''), nullif(concat_ws(' ', nullif(${a}."codePostal", ''), nullif(${a}."ville", '')), ''))`;
/** fullName (web/src/lib/format.ts): « prénom nom ». */
const nomComplet = (p: string) =>
  `concat_ws(' ', nullif(${p}."prenom", ''), nullif(${p}."nom", ''))`;
/** clientLabel (web/src/features/clients/client-columns.ts): « titre prénom nom », the empty parts left out. */
const libelleClient = (c: string) =>
  `concat_ws(' ', nullif(${c}."titre", ''), nullif(${c}."prenom", ''), nullif(${c}."nom", ''))`;
/** The label of the apartment `id` points at. */
const appartementDe = (id: string) =>
  `(select ${libelleAppartement("la")} from "Appartement" la where la."id" = ${id})`;

export const appartementListe: { colonnes: Colonnes; filtres: Filtres } = {
  colonnes: {
    statut: (r, jour) => statutAppartementSql(r, jour),
    preavis: (r, jour) => preavisAppartementSql(r, jour),
  },
  // The « En gestion » switch: the rows whose enGestion flag is true (or false).
  filtres: {
    enGestion: {
      oui: (r, jour) => enGestionSql(r, jour),
      non: (r, jour) => `not ${enGestionSql(r, jour)}`,
    },
  },
};

/** dossierBadge (web/src/lib/status.ts) on the server's flags: Clos, En préavis, En cours. */
const statutDossier = (d: string, jour: string) =>
  `case when not ${dossierEnCoursSql(d, jour)} then 'Clos' when ${enPreavisSql(d, jour)} then 'En préavis' else 'En cours' end`;

export const dossierListe: { colonnes: Colonnes; filtres: Filtres } = {
  colonnes: {
    appartement: (r) => appartementDe(`${r}."AppartementId"`),
    locataire: (r) =>
      `(select ${nomComplet("ll")} from "Locataire" ll where ll."id" = ${r}."LocataireId")`,
    statut: statutDossier,
  },
  // The « En cours » / « Clos » views: the `clos` flag of the day (not the stored marker the daily job updates).
  filtres: {
    etat: {
      "en-cours": (r, jour) => dossierEnCoursSql(r, jour),
      clos: (r, jour) => `not ${dossierEnCoursSql(r, jour)}`,
    },
    // ?aRevoir=reconduction (issue 73): the leases the old rule closed with no notice, to reopen.
    aRevoir: { reconduction: (r) => aRevoirReconductionSql(r) },
  },
};

/** A tenant's dossiers, `where` more on them (alias ld). */
const dossiersDe = (r: string, where = "1") =>
  `exists (select 1 from "Dossier" ld where ld."LocataireId" = ${r}."id" and ${where})`;

export const locataireListe: { colonnes: Colonnes; filtres: Filtres } = {
  colonnes: {
    // The Nom column reads « prénom nom » (fullName): sorted by that, not by the stored nom (the row keeps its nom).
    nom: (r) => nomComplet(r),
    // The apartment of the tenant's running dossier (the last one, as the web's map keeps it).
    appartement: (r, jour) =>
      `(select ${libelleAppartement("la")} from "Dossier" ld join "Appartement" la on la."id" = ld."AppartementId" where ld."LocataireId" = ${r}."id" and ${dossierEnCoursSql("ld", jour)} order by ld."id" desc limit 1)`,
  },
  // The three views: a running dossier (dossierEnCours), former tenants (ancienLocataire), never given a lease.
  filtres: {
    situation: {
      "en-cours": (r, jour) => dossiersDe(r, dossierEnCoursSql("ld", jour)),
      ancien: (r, jour) =>
        `(${dossiersDe(r)} and not ${dossiersDe(r, dossierEnCoursSql("ld", jour))})`,
      "sans-dossier": (r) => `not ${dossiersDe(r)}`,
    },
  },
};

export const intendanceListe: { colonnes: Colonnes; filtres: Filtres } = {
  colonnes: {
    appartement: (r) => appartementDe(`${r}."AppartementId"`),
    // The État column's text: En cours or Terminée (the `enCours` flag), then « , renouvelée ».
    etat: (r, jour) =>
      `(iif(${intendanceEnCoursSql(r, jour)}, 'En cours', 'Terminée') || iif(${r}."renouvele" = 1, ', renouvelée', ''))`,
  },
  // The four views of the screen: current, not renewed and all caretaking missions; the expenses.
  filtres: {
    vue: {
      "en-cours": (r, jour) => `(${r}."nature" = 'mission' and ${intendanceEnCoursSql(r, jour)})`,
      "non-renouvelees": (r) => `(${r}."nature" = 'mission' and ${r}."renouvele" = 0)`,
      missions: (r) => `${r}."nature" = 'mission'`,
      depenses: (r) => `${r}."nature" = 'depense'`,
    },
  },
};

/** clientMail / clientTel (web/src/features/clients/client-columns.ts): the default named, else the first set. */
const parDefaut = (r: string, defaut: string, champs: string[], repli: string[]) =>
  `coalesce(case ${r}."${defaut}" ${champs.map((c) => `when '${c}' then ${r}."${c}"`).join(" ")} end, ${repli.map((c) => `${r}."${c}"`).join(", ")}, '')`;

export const clientColonnes: Colonnes = {
  // The Nom column reads « titre prénom nom » (clientLabel): sorted by that (the row keeps its stored nom).
  nom: (r) => libelleClient(r),
  mail: (r) => parDefaut(r, "mailDefaut", ["mailPerso", "mailPro"], ["mailPerso", "mailPro"]),
  tel: (r) =>
    parDefaut(
      r,
      "telDefaut",
      ["mobilePerso", "fixePerso", "fixePro", "mobilePro"],
      ["mobilePerso", "fixePerso"],
    ),
};

export const missionColonnes: Colonnes = {
  // clientNames (web/src/features/missions/mission-columns.ts): the commanditaires' names, by id.
  clients: (r) =>
    `(select group_concat(n, ', ') from (select ${nomComplet("lc")} as n from "MissionClient" lmc join "Client" lc on lc."id" = lmc."ClientId" where lmc."MissionId" = ${r}."id" order by lc."id"))`,
};
