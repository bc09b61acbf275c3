import { sql } from "drizzle-orm";
import type { EcritureGerance } from "../../domain/gerance/ecritures";
import type { Lot, TermeGerance } from "../../domain/gerance/compte-rendu";
import type { MandatGerance } from "../../domain/gerance/mandats";
import { partsEffectives } from "../../domain/proprietaire/repartition";
import { introuvable } from "../../domain/labels";
import { notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { lireAgence } from "../mandats/agence";
import { depotNonDeclareSql } from "../compte/ledger";
import { depotAfficheSql } from "../imports/depot-declare";

// What the compte-rendu and the tax summary read (issue 38 parts 4 and 5, ADR 033): the owner, every entry of their
// account (an annulation with the type of the entry it reverses, a rent with its term's rent and charges), and for
// the compte-rendu the terms of their apartments and the names of the apartments and tenants. The reads are sent
// together: one round trip on the edge.

export interface ClientGerance {
  id: number;
  titre: string;
  prenom: string;
  nom: string;
  raisonSociale: string | null;
  email: string | null;
  adresse: string | null;
  codePostal: string | null;
  ville: string | null;
  adresseDefaut: string;
  adresseFiscale: string | null;
  codePostalFiscale: string | null;
  villeFiscale: string | null;
}

const clientSql = (id: number) => sql`
  select "id", "titre", "prenom", "nom", "raisonSociale", "adresse", "codePostal", "ville", "adresseDefaut", "adresseFiscale",
    "codePostalFiscale", "villeFiscale",
    coalesce(nullif(case "mailDefaut" when 'mailPro' then "mailPro" else "mailPerso" end, ''),
      nullif("mailPerso", ''), nullif("mailPro", '')) as "email"
  from "Client" where "id" = ${id}`;

// An expense's nature is its own, else its annulled entry's, else its Intendance expense's (issue 60 item 4).
const ecrituresSql = (id: number) => sql`
  select e."id", e."date", coalesce(o."type", e."type") as "nature", e."libelle", e."debit", e."credit", e."tva",
    e."AppartementId", e."DossierId", q."prixHC", q."charge", coalesce(e."QuitanceId", o."QuitanceId") as "QuitanceId",
    coalesce(e."natureCharge", o."natureCharge", i."natureCharge") as "natureCharge",
    nullif(i."intitule", '') as "fournisseur", nullif(i."numFacture", '') as "numFacture"
  from "EcritureProprietaire" e
  left join "EcritureProprietaire" o on o."id" = e."annuleId"
  left join "Quitance" q on q."id" = coalesce(e."QuitanceId", o."QuitanceId")
  left join "Intendance" i on i."id" = coalesce(e."IntendanceId", o."IntendanceId")
  where e."ClientId" = ${id}
  order by e."date", e."id"`;

/** The apartments the owner holds or has entries of. */
export const appartementsDe = (id: number) => sql`(
  select "AppartementId" from "AppartementProprietaire" where "ClientId" = ${id}
  union select "AppartementId" from "EcritureProprietaire" where "ClientId" = ${id} and "AppartementId" is not null)`;

const appartementsSql = (id: number) => sql`
  select a."id", a."adresse", a."codePostal", a."ville" from "Appartement" a
  where a."id" in ${appartementsDe(id)}`;

/** Every owner of the owner's apartments with their quote-part (to tell the owner's effective share). */
export const proprietairesSql = (id: number) => sql`
  select "AppartementId", "ClientId", "quotePart" from "AppartementProprietaire"
  where "AppartementId" in (select "AppartementId" from "AppartementProprietaire" where "ClientId" = ${id})`;

/** The terms of the owner's apartments called in the period, those before it still owed or paid in it. */
const termesSql = (id: number, du: string, au: string) => sql`
  select q."id", q."AppartementId", q."DossierId", q."date", q."prixHC", q."charge",
    case when q."regle" = 1 then 0
      else max(0, q."prixHC" + q."charge" - coalesce(q."montantRegle", 0)) end as "reste",
    trim(coalesce(l."prenom", '') || ' ' || coalesce(l."nom", '')) as "locataire"
  from "Quitance" q
  left join "Dossier" d on d."id" = q."DossierId"
  left join "Locataire" l on l."id" = coalesce(d."LocataireId", q."LocataireId")
  where q."AppartementId" in (select "AppartementId" from "AppartementProprietaire" where "ClientId" = ${id})
    and q."date" <= ${au} and (q."date" >= ${du} or q."regle" = 0 or q."id" in (
      select "QuitanceId" from "EcritureProprietaire"
      where "ClientId" = ${id} and "date" between ${du} and ${au} and "QuitanceId" is not null))
  order by q."date", q."id"`;

/**
 * The deposits of the leases of the owner's apartments entered by the period's end and not paid back by then, and who
 * holds each (issue 60 items 4 and 5).
 */
const depotsSql = (id: number, au: string) => sql`
  select d."id", d."AppartementId", ${depotAfficheSql(au)} as "depot",
    d."depotConserveParProprietaire" as "proprietaire",
    trim(coalesce(l."prenom", '') || ' ' || coalesce(l."nom", '')) as "locataire"
  from "Dossier" d left join "Locataire" l on l."id" = d."LocataireId"
  where d."AppartementId" in (select "AppartementId" from "AppartementProprietaire" where "ClientId" = ${id})
    and ${depotAfficheSql(au)} > 0 and d."dateEntree" <= ${au} and not ${depotNonDeclareSql(sql`d."id"`)}
    and not exists (select 1 from "RestitutionDepot" r where r."DossierId" = d."id"
      and coalesce(r."dateRestitution", '') <> '' and r."dateRestitution" <= ${au})`;

/** The owner's management mandates: their number and their fee as signed (issue 60 item 4). */
const mandatsSql = (id: number) => sql`
  select m."id" as "MissionId", m."numeroMandat", m."honorairesGestion", m."honorairesGestionHT", m."tauxTva"
  from "Mission" m join "MissionClient" mc on mc."MissionId" = m."id"
  where mc."ClientId" = ${id} and m."archiveLe" is null
    and (m."honorairesGestion" > 0 or m."honorairesGestionHT" is not null)
  order by m."id"`;

/** The tenants of the dossiers the owner's entries name (a rent collected without a term in the period). */
const locatairesSql = (id: number) => sql`
  select d."id", trim(coalesce(l."prenom", '') || ' ' || coalesce(l."nom", '')) as "locataire"
  from "Dossier" d left join "Locataire" l on l."id" = d."LocataireId"
  where d."id" in (select "DossierId" from "EcritureProprietaire" where "ClientId" = ${id} and "DossierId" is not null)`;

type Appart = { id: number; adresse: string; codePostal: string; ville: string };
export const designation = (a: Appart | undefined) =>
  a
    ? [a.adresse, [a.codePostal, a.ville].filter(Boolean).join(" ")].filter(Boolean).join(", ")
    : "";

/** The owner alone (the e-mail's address); null when unknown. */
export async function lireClientGerance(ports: Ports, clientId: number) {
  const [client] = await ports.db.all<ClientGerance>(clientSql(clientId));
  return client ?? null;
}

/** The owner and their entries (the tax summary), with the names of their apartments; 404 for an unknown owner. */
export async function lireEcritures(ports: Ports, clientId: number) {
  const [clients, lignes, appartements] = await Promise.all([
    ports.db.all<ClientGerance>(clientSql(clientId)),
    ports.db.all<EcritureGerance>(ecrituresSql(clientId)),
    ports.db.all<Appart>(appartementsSql(clientId)),
  ]);
  const client = clients[0];
  if (!client) throw notFound(introuvable("Client"));
  return { client, lignes, appartements: new Map(appartements.map((a) => [a.id, a])) };
}

/** Everything the compte-rendu of [du, au] states, and the agency that issues it: one round trip. */
export async function lireGerance(ports: Ports, clientId: number, du: string, au: string) {
  const [base, termes, proprietaires, locataires, agence, depots, mandats] = await Promise.all([
    lireEcritures(ports, clientId),
    ports.db.all<Omit<TermeGerance, "part"> & { locataire: string }>(termesSql(clientId, du, au)),
    ports.db.all<{ AppartementId: number; ClientId: number; quotePart: number | null }>(
      proprietairesSql(clientId),
    ),
    ports.db.all<{ id: number; locataire: string }>(locatairesSql(clientId)),
    lireAgence(ports),
    ports.db.all<{
      id: number;
      AppartementId: number;
      depot: number;
      proprietaire: number | boolean;
      locataire: string;
    }>(depotsSql(clientId, au)),
    ports.db.all<MandatGerance>(mandatsSql(clientId)),
  ]);
  const part = new Map<number, number>();
  for (const a of new Set(proprietaires.map((p) => p.AppartementId))) {
    const parts = partsEffectives(proprietaires.filter((p) => p.AppartementId === a));
    part.set(a, parts.find((p) => p.ClientId === clientId)?.part ?? 100);
  }
  const nomLocataire = new Map(locataires.map((l) => [l.id, l.locataire]));
  const lots = new Map<string, Lot>();
  const depotDe = new Map(depots.map((d) => [d.id, d]));
  const lot = (AppartementId: number, DossierId: number | null, locataire?: string) => {
    const d = DossierId == null ? undefined : depotDe.get(DossierId);
    lots.set(`${AppartementId}:${DossierId}`, {
      AppartementId,
      DossierId,
      appartement: designation(base.appartements.get(AppartementId)),
      locataire:
        locataire ?? d?.locataire ?? (DossierId == null ? "" : (nomLocataire.get(DossierId) ?? "")),
      part: part.get(AppartementId) ?? 100,
      depot: d?.depot ?? 0,
      depotProprietaire: Boolean(d?.proprietaire),
    });
  };
  for (const e of base.lignes) if (e.AppartementId != null) lot(e.AppartementId, e.DossierId);
  for (const d of depots) lot(d.AppartementId, d.id);
  for (const t of termes) lot(t.AppartementId, t.DossierId, t.locataire);
  return {
    ...base,
    agence,
    mandats,
    termes: termes.map((t) => ({ ...t, part: part.get(t.AppartementId) ?? 100 })),
    lots: [...lots.values()],
  };
}
