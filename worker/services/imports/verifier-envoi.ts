import { sql } from "drizzle-orm";
import { COLONNES, FEUILLES, type Feuille } from "../../domain/imports/colonnes";
import type { TableLue } from "../../domain/imports/csv";
import { associerEntetes } from "../../domain/imports/entetes";
import { type Verification, verifierImport } from "../../domain/imports/verifier";
import type { VerificationImport } from "../../domain/contract/imports";
import { MSG_SEUL_CONFIRMATEUR_SOLDES, delaiSoldesAu } from "../../domain/imports/delai-soldes";
import { seulConfirmateur } from "./seul-confirmateur";
import type { Ports } from "../../ports";
import type { Envoi } from "./envoi";
import { choixDesFeuilles } from "./correspondances";
import { lireFichiers } from "./fichiers";
import { reglesDuProduit } from "./regles-produit";
import { appliquerReglesCommunes, lireReglesCommunes } from "./communes";
import { today } from "../../lib/dates";
import { avertissementsBaux } from "../../domain/imports/bascule";
import { avertissementsSoldes, totauxSoldes } from "../../domain/imports/soldes-declares";
import { annonceTermes } from "./termes-annonces";

// The dry run of an import (issue 61, item 3), and the check the write runs first: the files read, the headers
// matched (by hand where the request or the memory of the same headers says so), every fault at its row and column,
// against the references the agency already has (one read). Nothing is written but the matches chosen by hand.

const APERCU = 5;

type Existantes = Partial<Record<Feuille, Set<string>>>;

/** The references the agency has, and its apartments' owners as "P001:60" (the shares in force), in one read. */
async function lireExistantes(ports: Ports) {
  const rows = await ports.db.all<{ f: Feuille; ref: string; parts: string | null }>(sql`
    select 'Proprietaires' f, "reference" ref, null parts from "Client" where "reference" is not null
    union all select 'Appartements', a."reference", (select group_concat(coalesce(c."reference", '#' || c."id") || ':'
        || coalesce(case when ap."quotePart" = cast(ap."quotePart" as integer)
          then cast(cast(ap."quotePart" as integer) as text) else ap."quotePart" end, ''), ';') from "AppartementProprietaire" ap join "Client" c on c."id" = ap."ClientId"
        where ap."AppartementId" = a."id")
      from "Appartement" a where a."reference" is not null
    union all select 'Locataires', "reference", null from "Locataire" where "reference" is not null
    union all select 'Baux', "reference", null from "Dossier" where "reference" is not null
    union all select 'Garants', "reference", null from "Caution" where "reference" is not null
    union all select 'Mandats', "reference", null from "Mission" where "reference" is not null
    union all select 'Soldes', e."type" || ':' || d."reference", null from "Dossier" d
      join "Ecriture" e on e."DossierId" = d."id" and e."type" in ('reprise', 'depotDetenu')
      where d."reference" is not null group by d."id", e."type"
    union all select 'Soldes', 'proprietaire:' || c."reference", null from "Client" c
      where c."reference" is not null
        and exists (select 1 from "EcritureProprietaire" x where x."ClientId" = c."id" and x."type" = 'reprise')`);
  const existantes: Existantes = {};
  const parts = new Map<string, string>();
  for (const r of rows) {
    (existantes[r.f] ??= new Set()).add(r.ref);
    if (r.f === "Appartements") parts.set(r.ref, r.parts ?? "");
  }
  return { existantes, parts };
}

/** "P001:60;P002:40" of the sheet, in the order the database's comparison needs. */
const partsTexte = (v: unknown) =>
  Array.isArray(v)
    ? v
        .map((p) => (typeof p === "string" ? `${p}:` : `${p.reference}:${p.part ?? ""}`))
        .sort()
        .join(";")
    : "";

/**
 * The rules across the sheets the domain's check leaves to the write: the shares in force. A lease names as many
 * tenants as it has (a co-tenancy: every one linked, colocataires.ts; issue 74, ADR 115).
 */
function reglesDeLEcriture(v: Verification, parts: Map<string, string>) {
  // Issue 59: a change of an apartment's owners or shares needs a second person; an import never makes it.
  for (const r of v.lus.Appartements ?? []) {
    const ref = r.champs.reference;
    if (typeof ref !== "string" || !parts.has(ref)) continue;
    const enVigueur = (parts.get(ref) ?? "").split(";").filter(Boolean).sort().join(";");
    if (enVigueur !== partsTexte(r.champs.proprietaires))
      v.avertissements.push(
        `Feuille Appartements, ligne ${r.ligne} : les propriétaires ou les quotes-parts du lot ${ref} diffèrent de ceux en vigueur ; ils ne sont pas modifiés par l'import (un changement de quotes-parts se fait sur la fiche du lot et demande une seconde personne).`,
      );
  }
}

/** Each header of the file, its field and the template's header of that field. */
function colonnesLues(
  f: Feuille,
  table: TableLue,
  choix: Record<string, string | null> | undefined,
) {
  const { champs } = associerEntetes(COLONNES[f], table.entetes, choix);
  return table.entetes.map((entete, i) => {
    const champ = champs[i] ?? null;
    return {
      entete,
      champ,
      libelle: COLONNES[f].find((c) => c.champ === champ)?.entete ?? null,
    };
  });
}

export interface EnvoiVerifie {
  verification: Verification;
  /** What the dry run answers (the contract's shape). */
  reponse: VerificationImport;
}

/**
 * The files read and checked sheet by sheet, with the reads the check needs. The cells as read (every row of every
 * sheet) are left here once the records are made: they are not kept beside them for the rest of the check and
 * the write (issue 72, ADR 143).
 */
async function lireEtVerifier(ports: Ports, envoi: Envoi, auteur: string | undefined) {
  const tables = await lireFichiers(envoi.fichiers);
  // The lists the communes are judged by go with the check's reads (one round trip on the edge).
  const [{ existantes, parts }, choix, regles, seul] = await Promise.all([
    lireExistantes(ports),
    choixDesFeuilles(ports, tables, envoi.correspondances),
    lireReglesCommunes(ports),
    auteur === undefined ? Promise.resolve(false) : seulConfirmateur(ports, auteur),
  ]);
  const verification = verifierImport(tables, envoi.dateReprise, existantes, choix);
  reglesDeLEcriture(verification, parts);
  const colonnes: Partial<Record<Feuille, ReturnType<typeof colonnesLues>>> = {};
  for (const f of FEUILLES) {
    const table = tables[f];
    if (table) colonnes[f] = colonnesLues(f, table, choix[f]);
  }
  return { verification, existantes, regles, seul, colonnes };
}

/** The files checked; `ports` reads the agency's references and the matches kept, and keeps the new ones. */
export async function verifierEnvoi(
  ports: Ports,
  envoi: Envoi,
  /** The dry run's caller: told when nobody else can confirm its balances (ADR 132). */
  auteur?: string,
): Promise<EnvoiVerifie> {
  const { verification, existantes, regles, seul, colonnes } = await lireEtVerifier(
    ports,
    envoi,
    auteur,
  );
  const entete = (f: Feuille, champ: string) =>
    colonnes[f]?.find((c) => c.champ === champ)?.entete ??
    COLONNES[f].find((c) => c.champ === champ)?.entete ??
    champ;
  verification.erreurs.push(...reglesDuProduit(verification, entete));
  // What a new record gets from its commune and dates, imported ones too (issue 74): shown by the dry run as written.
  verification.erreurs.push(
    ...(await appliquerReglesCommunes(
      ports,
      verification.lus,
      regles,
      envoi.dateReprise,
      today(ports.clock),
    )),
  );
  // What the cut-over implies for the leases (issue 74 item 3): one ended before it is said, not silently closed.
  verification.avertissements.push(
    ...avertissementsBaux(verification.lus.Baux, envoi.dateReprise, today(ports.clock)),
  );
  // Issue 74 item 4: with a sheet Soldes, the balances above the dated limits and the deposits never declared held.
  if (verification.lus.Soldes)
    verification.avertissements.push(
      ...avertissementsSoldes(
        verification.lus.Soldes ?? [],
        verification.lus.Baux ?? [],
        envoi.dateReprise,
      ),
    );
  // A one-admin agency's balances wait for a second person it does not have: said now, with the way out (ADR 132).
  const totaux = totauxSoldes(verification.lus.Soldes ?? []);
  const avecSoldes = totaux.proprietaire.nombre + totaux.locataire.nombre + totaux.depot.nombre > 0;
  if (avecSoldes && seul)
    verification.avertissements.push(
      MSG_SEUL_CONFIRMATEUR_SOLDES(delaiSoldesAu(today(ports.clock)).heures),
    );
  // The terms the import will make, from the cut-over month to today's (ADR 124, 134).
  const termes = annonceTermes(
    verification,
    existantes.Baux,
    envoi.dateReprise,
    today(ports.clock),
  );
  verification.erreurs.sort(
    (a, b) => FEUILLES.indexOf(a.feuille) - FEUILLES.indexOf(b.feuille) || a.ligne - b.ligne,
  );
  const feuilles: VerificationImport["feuilles"] = {};
  // In FEUILLES's order, that of verifierImport's counts.
  for (const f of FEUILLES) {
    const compte = verification.feuilles[f];
    const lues = colonnes[f];
    if (!compte || !lues) continue;
    feuilles[f] = {
      ...compte,
      colonnes: lues,
      apercu: (verification.lus[f] ?? []).slice(0, APERCU).map((r) => ({ ...r.champs })),
    };
  }
  return {
    verification,
    reponse: {
      feuilles,
      erreurs: verification.erreurs,
      avertissements: verification.avertissements,
      totaux,
      termes,
      seulConfirmateur: avecSoldes && seul,
    },
  };
}
