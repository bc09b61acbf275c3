import { type SQL, sql } from "drizzle-orm";
import type { Feuille } from "../../domain/imports/colonnes";
import type { Enregistrement, Valeur } from "../../domain/imports/lire-feuille";
import { loyerTTC } from "../../domain/loyer";
import { dossierEnCours } from "../../domain/statut-appartement";
import { type ColonneSql, champ, upsert } from "./upsert";
import { champsDirects, colonnesDirectes } from "./champs-directs";
import { colocatairesStatements } from "./colocataires";
import { mandatsStatements } from "./mandats";

// The records of a clean import as set-based statements (issue 61, ADR 079): per table one upsert keyed by
// reference (upsert.ts), the links resolved by reference in SQL (so a lease may point at an apartment of the same
// file or one the agency already has), the owners' new IBANs held for a second person (issue 59), the shares of the
// apartments this import creates. Their count does not grow with the rows.

type Lus = Partial<Record<Feuille, Enregistrement[]>>;

const v = (r: Enregistrement, champ: string): Valeur => r.champs[champ] ?? null;
const lignes = (lus: Lus, f: Feuille, row: (r: Enregistrement) => Record<string, unknown>) =>
  (lus[f] ?? []).map(row);
const copie = (r: Enregistrement, champs: readonly string[]) =>
  Object.fromEntries(champs.map((c) => [c, v(r, c)]));

const PERSONNE = ["titre", "nom", "prenom", "adresse", "naissance", "lieuNaissance"] as const;
const cols = (noms: readonly string[]): ColonneSql[] =>
  noms.map((col) =>
    col === "titre" ? { col, vide: "Monsieur" } : col === "prenom" ? { col, vide: "" } : { col },
  );
/** A NOT NULL boolean: false when a new record's cell is blank, kept when a re-import's is. */
const booleenSql = (table: string, col: string): ColonneSql => ({
  col,
  expr: sql`coalesce(${champ(col)}, 0)`,
  miseAJour: sql`coalesce(${sql.raw(`n."${col}"`)}, ${sql.raw(`"${table}"."${col}"`)})`,
});
const idPar = (table: string, cle: string) =>
  sql`(select "id" from ${sql.raw(`"${table}"`)} where "reference" = ${champ(cle)})`;

/** An owner's fields the sheet gives, read from its rows and written to Client alike. */
const CHAMPS_PROPRIETAIRE = [
  "reference",
  ...PERSONNE,
  "codePostal",
  "ville",
  "mailPerso",
  "mobilePerso",
  "iban",
  "bic",
  "numSiret",
  "personneMorale",
  "raisonSociale",
];

/** The owners, with issue 59's rule: a new or changed IBAN is "a_verifier" until another person confirms it. */
function proprietaires(lus: Lus, instant: string, auteur: string): SQL[] {
  const rows = lignes(lus, "Proprietaires", (r) => {
    // A company (a raison sociale, or marked): no civilité ('' prints none), named by its raison sociale.
    const societe = v(r, "raisonSociale") !== null || v(r, "personneMorale") === true;
    return {
      ...copie(r, [...CHAMPS_PROPRIETAIRE, ...champsDirects("Proprietaires")]),
      ...(societe
        ? {
            personneMorale: true,
            titre: v(r, "titre") ?? "",
            nom: v(r, "nom") ?? v(r, "raisonSociale"),
          }
        : {}),
    };
  });
  if (!rows.length) return [];
  // What the IBAN statements read of each row, not the whole row again.
  const json = JSON.stringify(rows.map((r) => ({ reference: r.reference, iban: r.iban })));
  // The owners whose IBAN this file changes (new IBAN given, not the one they have).
  const changes = sql`select c."id" from json_each(${json}) j join "Client" c on c."reference" = ${champ("reference")}
    where ${champ("iban")} is not null and ${champ("iban")} is not c."iban"`;
  return [
    // An IBAN kept from before the history joins it as the one replaced (as noter.ts does).
    sql`insert into "IbanClient" ("ClientId", "iban", "bic", "statut", "auteur", "createdAt")
      select c."id", c."iban", c."bic", 'remplace', '', c."createdAt" from "Client" c
      where c."iban" is not null and c."id" in (${changes})
        and not exists (select 1 from "IbanClient" i where i."ClientId" = c."id")`,
    sql`update "IbanClient" set "statut" = 'remplace'
      where "statut" <> 'remplace' and "ClientId" in (${changes})`,
    ...upsert({
      table: "Client",
      instant,
      lignes: rows,
      colonnes: [
        ...cols(CHAMPS_PROPRIETAIRE.filter((c) => c !== "personneMorale")),
        booleenSql("Client", "personneMorale"),
        ...colonnesDirectes("Proprietaires"),
        {
          col: "ibanStatut",
          expr: sql`case when ${champ("iban")} is null then 'verifie' else 'a_verifier' end`,
          miseAJour: sql`case when n."iban" is not null and n."iban" is not "Client"."iban"
            then 'a_verifier' else "Client"."ibanStatut" end`,
        },
      ],
    }),
    // The pending IBAN's row of the history: confirmed by a second person (nobody was told: no address before).
    sql`insert into "IbanClient" ("ClientId", "iban", "bic", "statut", "auteur", "createdAt")
      select c."id", c."iban", c."bic", 'a_verifier', ${auteur}, ${instant}
      from json_each(${json}) j join "Client" c on c."reference" = ${champ("reference")}
      where c."ibanStatut" = 'a_verifier' and c."iban" is not null
        and not exists (select 1 from "IbanClient" i where i."ClientId" = c."id" and i."statut" <> 'remplace')`,
  ];
}

/** The apartments, their rent with charges, and the shares of those this import creates (never of others). */
function appartements(lus: Lus, instant: string): SQL[] {
  const champs = [
    "reference",
    "adresse",
    "codePostal",
    "ville",
    "etage",
    "nbPiece",
    "surface",
    "loyerHC",
    "charge",
    "classeEnergie",
    "copropriete",
    "syndicNom",
    "situation",
    "autresInfo",
    "periodeConstruction",
    "zoneTendue",
  ];
  const rows = lignes(lus, "Appartements", (r) => {
    const proprietaires = v(r, "proprietaires");
    return {
      ...copie(r, [...champs, ...champsDirects("Appartements")]),
      parts: (Array.isArray(proprietaires) ? proprietaires : []).map((p) =>
        typeof p === "string" ? { reference: p, part: null } : p,
      ),
    };
  });
  if (!rows.length) return [];
  // What the rent and shares statements read of each row, not the whole row again.
  const json = JSON.stringify(rows.map((r) => ({ reference: r.reference, parts: r.parts })));
  return [
    ...upsert({
      table: "Appartement",
      instant,
      lignes: rows,
      colonnes: [
        ...champs.map((col) =>
          ["loyerHC", "charge"].includes(col)
            ? { col, vide: 0 }
            : col === "copropriete"
              ? booleenSql("Appartement", col)
              : { col },
        ),
        ...colonnesDirectes("Appartements"),
      ],
    }),
    sql`update "Appartement" set "loyerTCC" = "loyerHC" + "charge"
      where "loyerTCC" is not "loyerHC" + "charge"
        and "reference" in (select ${champ("reference")} from json_each(${json}) j)`,
    sql`insert into "AppartementProprietaire" ("AppartementId", "ClientId", "quotePart")
      select a."id", c."id", json_extract(p."value", '$.part')
      from json_each(${json}) j, json_each(j."value", '$.parts') p
      join "Appartement" a on a."reference" = ${champ("reference")} and a."createdAt" = ${instant}
      join "Client" c on c."reference" = json_extract(p."value", '$.reference')
      where true on conflict do nothing`,
  ];
}

/** The tenants; a lease's second tenant is also its first tenant's second holder, as the tenant's form has it. */
function locataires(lus: Lus, instant: string): SQL[] {
  const champs = ["reference", ...PERSONNE, "codePostal", "ville", "mail", "tel", "rp"];
  const rows = lignes(lus, "Locataires", (r) =>
    copie(r, [...champs, ...champsDirects("Locataires")]),
  );
  const couples = (lus.Baux ?? []).flatMap((r) => {
    const l = v(r, "locataires");
    return Array.isArray(l) && l.length === 2 ? [{ premier: l[0], second: l[1] }] : [];
  });
  return [
    ...(rows.length
      ? upsert({
          table: "Locataire",
          instant,
          lignes: rows,
          // A tenant's lot is their main home unless the file says not (the form's default).
          colonnes: [
            ...cols(champs.filter((c) => c !== "rp")),
            {
              col: "rp",
              expr: sql`coalesce(${champ("rp")}, 1)`,
              miseAJour: sql`coalesce(n."rp", "Locataire"."rp")`,
            },
            ...colonnesDirectes("Locataires"),
          ],
        })
      : []),
    ...(couples.length
      ? [
          sql`update "Locataire" set "secondTitulaire" = 1, "autreTitre" = s."titre", "autreNom" = s."nom",
            "autrePrenom" = s."prenom", "autreNaissance" = s."naissance", "autreLieuNaissance" = s."lieuNaissance",
            "autreMail" = s."mail", "autreTel" = s."tel", "autreNomJeuneFille" = s."nomJeuneFille",
            "autreTel2" = s."tel2", "updatedAt" = ${instant}
          from json_each(${JSON.stringify(couples)}) j join "Locataire" s on s."reference" = ${champ("second")}
          where "Locataire"."reference" = ${champ("premier")}
            and ("Locataire"."secondTitulaire" = 0 or "Locataire"."autreTitre" is not s."titre"
              or "Locataire"."autreNom" is not s."nom" or "Locataire"."autrePrenom" is not s."prenom"
              or "Locataire"."autreNaissance" is not s."naissance"
              or "Locataire"."autreLieuNaissance" is not s."lieuNaissance"
              or "Locataire"."autreMail" is not s."mail" or "Locataire"."autreTel" is not s."tel"
              or "Locataire"."autreNomJeuneFille" is not s."nomJeuneFille" or "Locataire"."autreTel2" is not s."tel2")`,
        ]
      : []),
  ];
}

/**
 * The leases, with what the template leaves to the product's rules: entry and signature on the start day, the rent
 * with charges, the lease's number its reference (the old software's), `clos` on the Paris day (spec 4), and the
 * import's cut-over day (terms from its month on). No move-in charges, letting fees or invoices: the agency's
 * history came in as opening balances.
 */
function baux(lus: Lus, instant: string, dateReprise: string, jour: string): SQL[] {
  const rows = lignes(lus, "Baux", (r) => {
    // A date cell reads as its ISO text (saisie.ts), an empty one as null.
    const fin = v(r, "dateFinBail");
    const locs = v(r, "locataires");
    return {
      ...copie(r, [
        "reference",
        "appartement",
        "typeBail",
        "dateFinBail",
        "loyerHC",
        "loyerCharge",
        "depotGarantie",
        "jourQuitance",
        "indice",
        "indiceTrim",
        "dateCreationBail",
        "assuranceDateFin",
        "soumisEncadrement",
        "dateEntree",
        ...champsDirects("Baux"),
      ]),
      locataire: Array.isArray(locs) ? locs[0] : null,
      dateDebutBail: v(r, "dateDebutBail"),
      loyerTTC: loyerTTC(Number(v(r, "loyerHC") ?? 0), Number(v(r, "loyerCharge") ?? 0)),
      clos: dossierEnCours({ dateFinBail: typeof fin === "string" ? fin : null }, jour) ? 0 : 1,
    };
  });
  if (!rows.length) return [];
  const debut = champ("dateDebutBail");
  return [
    ...upsert({
      table: "Dossier",
      instant,
      lignes: rows,
      colonnes: [
        { col: "reference" },
        { col: "AppartementId", expr: idPar("Appartement", "appartement"), creationSeule: true },
        { col: "LocataireId", expr: idPar("Locataire", "locataire"), creationSeule: true },
        { col: "typeBail", vide: "nu" },
        { col: "dateDebutBail" },
        { col: "dateEntree", expr: sql`coalesce(${champ("dateEntree")}, ${debut})` },
        { col: "dateCreationBail", expr: sql`coalesce(${champ("dateCreationBail")}, ${debut})` },
        { col: "dateFinBail" },
        { col: "loyerHC" },
        { col: "loyerCharge" },
        { col: "loyerTTC" },
        { col: "depotGarantie" },
        { col: "jourQuitance", vide: 5 },
        // No IRL in the file: none stored (« IRL à renseigner » before any revision), not an invented one.
        { col: "indice" },
        { col: "indiceTrim" },
        { col: "assuranceDateFin" },
        // Decided by communes.ts as the lease's create decides it.
        { col: "soumisEncadrement", expr: sql`coalesce(${champ("soumisEncadrement")}, 0)` },
        { col: "numFraisDossier", expr: champ("reference"), creationSeule: true },
        { col: "clos", expr: champ("clos"), miseAJour: sql`n."clos"` },
        { col: "dateReprise", expr: sql`${dateReprise}`, creationSeule: true },
        ...colonnesDirectes("Baux"),
      ],
    }),
  ];
}

/** The guarantors, on their lease by its reference. */
function garants(lus: Lus, instant: string): SQL[] {
  const rows = lignes(lus, "Garants", (r) => ({
    ...copie(r, ["reference", "bail", ...PERSONNE, "ville", "mail", ...champsDirects("Garants")]),
    cp: v(r, "codePostal"),
    mobile: v(r, "tel"),
  }));
  if (!rows.length) return [];
  return [
    ...upsert({
      table: "Caution",
      instant,
      lignes: rows,
      colonnes: [
        { col: "DossierId", expr: idPar("Dossier", "bail") },
        ...cols(["reference", ...PERSONNE, "ville", "cp"]),
        { col: "mail", vide: "" },
        { col: "mobile", vide: "" },
        ...colonnesDirectes("Garants"),
      ],
    }),
  ];
}

/** Every statement that writes the records, in the order their links need. `jour`: the Paris day. */
export function ecritureStatements(p: {
  lus: Lus;
  instant: string;
  dateReprise: string;
  jour: string;
  auteur: string;
}): SQL[] {
  return [
    ...proprietaires(p.lus, p.instant, p.auteur),
    ...appartements(p.lus, p.instant),
    ...locataires(p.lus, p.instant),
    ...baux(p.lus, p.instant, p.dateReprise, p.jour),
    ...colocatairesStatements(p.lus.Baux ?? []),
    ...garants(p.lus, p.instant),
    ...mandatsStatements(p.lus.Mandats ?? [], p.instant),
  ];
}
