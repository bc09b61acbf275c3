import { sql } from "drizzle-orm";
import {
  Appartement,
  AppartementProprietaire,
  Caution,
  Client,
  Dossier,
  Ecriture,
  EcritureProprietaire,
  Locataire,
  RestitutionDepot,
} from "../../db/schema";
import type { Ports } from "../../ports";
import { jsonLu, tableauDe } from "../../lib/lignes-typees";
import { inOneTrip } from "../one-trip";
import { depotPaye, lignesDepotSql } from "../compte/ledger";
import { selectDirects } from "./champs-directs";
import { colocatairesSql, mandatsLus } from "./portefeuille-mandats";

// The portfolio's reads for its export (issue 61, item 6; ADR 081): six statements whatever its size, one a sheet, each
// over the whole table (issue 64 measures 20,000 lots), sent as one batch (one round trip on the edge). What is exported is the running portfolio: the leases not
// closed, and the live records; an archived owner, apartment or tenant only when a running record points at it (the
// file must import as it is). Past leases and their tenants are history that the template has no column for: the
// backup (ADR 038's archives) keeps them.

/** Each owner of an apartment as `appartements` builds it: [ClientId, quotePart]. By hand: one an apartment. */
const partsLues = tableauDe(
  (p: unknown): p is [number, number | null] =>
    Array.isArray(p) &&
    p.length === 2 &&
    typeof p[0] === "number" &&
    (p[1] === null || typeof p[1] === "number"),
);

/** A record's columns as the statement answers them. */
export type Ligne = Record<string, string | number | null>;

/** The leases exported: running (not closed), not archived. */
const dossiersSql = sql`select d."id" from ${Dossier} d where d."clos" = 0 and d."archiveLe" is null`;
const appartementsSql = sql`select a."id" from ${Appartement} a
  where a."archiveLe" is null or a."id" in (select d."AppartementId" from ${Dossier} d where d."id" in (${dossiersSql}))`;

const clients = (ports: Ports) =>
  ports.db.all<Ligne>(sql`select c."id", c."reference", c."titre", c."nom", c."prenom", c."adresse",
      c."codePostal", c."ville", c."naissance", c."lieuNaissance", c."mailPerso", c."mobilePerso", c."iban", c."bic",
      c."numSiret", c."personneMorale", c."raisonSociale", ${selectDirects("Proprietaires", "c")}
    from ${Client} c
    where c."archiveLe" is null or c."id" in (select ap."ClientId" from ${AppartementProprietaire} ap
      where ap."AppartementId" in (${appartementsSql}))
    order by c."id"`);

/** Each apartment with its owners, [ClientId, quotePart] in the order they were added. */
const appartements = (ports: Ports) =>
  ports.db.all<
    Ligne & { proprietaires: string }
  >(sql`select a."id", a."reference", a."adresse", a."codePostal",
      a."ville", a."etage", a."nbPiece", a."surface", a."loyerHC", a."charge", a."classeEnergie", a."copropriete",
      a."syndicNom", a."situation", a."autresInfo", a."periodeConstruction", ${selectDirects("Appartements", "a")},
      (select json_group_array(json_array(ap."ClientId", ap."quotePart")) from ${AppartementProprietaire} ap
        where ap."AppartementId" = a."id") as "proprietaires"
    from ${Appartement} a where a."id" in (${appartementsSql}) order by a."id"`);

/** The tenants of the leases exported, and those with no lease yet (a tenant file opened before its lease). */
const locataires = (ports: Ports) =>
  ports.db.all<Ligne>(sql`select l."id", l."reference", l."titre", l."nom", l."prenom", l."adresse",
      l."codePostal", l."ville", l."naissance", l."lieuNaissance", l."mail", l."tel", l."rp",
      ${selectDirects("Locataires", "l")},
      case when l."secondTitulaire" = 1 and coalesce(l."autreNom", '') <> '' then json_object(
        'titre', l."autreTitre", 'nom', l."autreNom", 'prenom', l."autrePrenom", 'naissance', l."autreNaissance",
        'lieuNaissance', l."autreLieuNaissance", 'mail', l."autreMail", 'tel', l."autreTel",
        'nomJeuneFille', l."autreNomJeuneFille", 'tel2', l."autreTel2") end as "second"
    from ${Locataire} l
    where l."anonymiseLe" is null and (
      l."id" in (select d."LocataireId" from ${Dossier} d where d."id" in (${dossiersSql}))
      or l."id" in (select k."LocataireId" from "Colocataire" k where k."DossierId" in (${dossiersSql}))
      or not exists (select 1 from ${Dossier} d where d."LocataireId" = l."id"))
    order by l."id"`);

/**
 * The leases, with on the day `au`: the tenant's balance (what the tenant owes; the opening entries of a deposit
 * held are the deposit's, not a debt), the deposit's lines as the trust-account check replays them, and whether the
 * deposit was paid back.
 */
const dossiers = (ports: Ports, au: string) =>
  ports.db.all<
    Ligne & { depotLignes: string | null; solde: number; restitue: number }
  >(sql`select d."id",
      d."reference", d."AppartementId", d."LocataireId", d."typeBail", d."dateDebutBail", d."dateFinBail",
      d."loyerHC", d."loyerCharge", d."depotGarantie", d."jourQuitance", d."indice", d."indiceTrim",
      d."dateEntree", d."dateCreationBail", d."assuranceDateFin", d."soumisEncadrement",
      ${selectDirects("Baux", "d")}, ${colocatairesSql(sql`d."id"`)} as "colocataires",
      coalesce((select sum(e."debit" - e."credit") from ${Ecriture} e
        where e."DossierId" = d."id" and e."date" <= ${au} and e."type" <> 'depotDetenu'), 0) as "solde",
      ${lignesDepotSql(sql`d."id"`, au)} as "depotLignes",
      exists (select 1 from ${RestitutionDepot} r where r."DossierId" = d."id"
        and coalesce(r."dateRestitution", '') <> '' and r."dateRestitution" <= ${au}) as "restitue"
    from ${Dossier} d where d."id" in (${dossiersSql}) order by d."id"`);

const cautions = (ports: Ports) =>
  ports.db.all<Ligne>(sql`select c."id", c."reference", c."DossierId", c."titre", c."nom", c."prenom",
      c."adresse", c."cp", c."ville", c."naissance", c."lieuNaissance", c."mail", c."mobile",
      ${selectDirects("Garants", "c")}
    from ${Caution} c where c."DossierId" in (${dossiersSql}) order by c."id"`);

/** Each owner's balance on the day (positive: owed to the owner), as the trust-account check sums it. */
const soldesProprietaires = (ports: Ports, au: string) =>
  ports.db.all<{ ClientId: number; solde: number }>(sql`select e."ClientId",
      sum(e."credit" - e."debit") as "solde"
    from ${EcritureProprietaire} e where e."date" <= ${au}
    group by e."ClientId" having "solde" <> 0`);

export async function lirePortefeuille(ports: Ports, au: string) {
  const [c, a, l, d, g, p, m] = await inOneTrip(ports, [
    clients(ports),
    appartements(ports),
    locataires(ports),
    dossiers(ports, au),
    cautions(ports),
    soldesProprietaires(ports, au),
    mandatsLus(ports),
  ]);
  return {
    clients: c,
    appartements: a.map(({ proprietaires, ...ligne }) => ({
      ligne,
      proprietaires: jsonLu(proprietaires ?? "[]", partsLues, "propriétaires d'un appartement"),
    })),
    locataires: l,
    dossiers: d.map(({ depotLignes, restitue, solde, ...ligne }) => ({
      ligne,
      solde,
      // The deposit held on the day, as GET /api/sequestre counts it: none before the entry or once paid back.
      depot:
        restitue || String(ligne.dateEntree ?? "") > au
          ? 0
          : depotPaye(depotLignes, Number(ligne.depotGarantie ?? 0)),
    })),
    cautions: g,
    soldesProprietaires: p,
    mandats: m,
  };
}

export type PortefeuilleLu = Awaited<ReturnType<typeof lirePortefeuille>>;
