import { nomClient } from "../../documents/parties";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  Appartement,
  AppartementProprietaire,
  Client,
  Dossier,
  Ecriture,
  Locataire,
  MissionAppartement,
  Quitance,
} from "../../db/schema";
import type { Db, Ports } from "../../ports";
import { builtOnce } from "../../db/built-once";
import { nomFichierQuittance, typeDocument } from "../../domain/quitance";
import type { Personne, QuittanceData } from "../../documents/quittance";
import { referencePaiement } from "../../domain/banque/reference-paiement";
import { aideDuDocument } from "../../domain/aides-logement/aide";
import { AIDE_DU_TERME, AIDE_RECUE_DU_TERME } from "../aides-logement/sql";
import { nomsColocataires } from "../../domain/colocataires/noms";
import { colocatairesJson } from "../colocataires/lire";

// What a receipt's document shows, read in a few narrow queries for any number of receipts (a month's zip, the
// job): the columns a document prints only, since preparing and decoding wide rows was most of a generation's cost.

export const join = (parts: (string | null | undefined)[], sep = " ") =>
  parts
    .map((p) => (p ?? "").trim())
    .filter(Boolean)
    .join(sep);

/** The lease's columns a new term is made from (by hand or by the daily job). */
export const DOSSIER_TERME_COLS = {
  id: Dossier.id,
  AppartementId: Dossier.AppartementId,
  LocataireId: Dossier.LocataireId,
  dateEntree: Dossier.dateEntree,
  dateFinBail: Dossier.dateFinBail,
  loyerHC: Dossier.loyerHC,
  loyerCharge: Dossier.loyerCharge,
  // An imported lease's cut-over day: no term before its month (ADR 080).
  dateReprise: Dossier.dateReprise,
  // The latest IRL revision (ADR 024): its effective day and the rent before it, read with the dossier.
  revisionEffet: sql<
    string | null
  >`(select r."dateEffet" from "RevisionLoyer" r where r."DossierId" = ${Dossier.id} order by r."dateEffet" desc, r."id" desc limit 1)`,
  loyerAvantRevision: sql<
    number | null
  >`(select r."ancienLoyer" from "RevisionLoyer" r where r."DossierId" = ${Dossier.id} order by r."dateEffet" desc, r."id" desc limit 1)`,
};

/** The tenant's columns a receipt prints. */
export const LOCATAIRE_COLS = {
  id: Locataire.id,
  titre: Locataire.titre,
  prenom: Locataire.prenom,
  nom: Locataire.nom,
  mail: Locataire.mail,
  secondTitulaire: Locataire.secondTitulaire,
  autreTitre: Locataire.autreTitre,
  autrePrenom: Locataire.autrePrenom,
  autreNom: Locataire.autreNom,
};
/** The apartment's columns a receipt prints. */
export const APPARTEMENT_COLS = {
  id: Appartement.id,
  adresse: Appartement.adresse,
  codePostal: Appartement.codePostal,
  ville: Appartement.ville,
};
export type LocataireDoc = {
  [K in keyof typeof LOCATAIRE_COLS]: (typeof Locataire.$inferSelect)[K];
} & {
  /** The lease's co-tenants beyond this tenant, as colocatairesJson reads them (ADR 134); absent: none read. */
  colocataires?: string | null;
};
export type AppartementDoc = {
  [K in keyof typeof APPARTEMENT_COLS]: (typeof Appartement.$inferSelect)[K];
};

/** "Madame Léa Martin", the second holder when there is one, then the lease's co-tenants in order (ADR 134). */
export function nomsLocataire(l: LocataireDoc | null): string[] {
  if (!l?.id) return [];
  const names = [join([l.titre, l.prenom, l.nom])];
  if (l.secondTitulaire && l.autreNom) names.push(join([l.autreTitre, l.autrePrenom, l.autreNom]));
  return [...names, ...nomsColocataires(l.colocataires)];
}

/** A receipt's file name (AAAA-MM_<prénom-nom>_<adresse>.pdf): the zip, the mail attachment, the download. */
export const nomFichier = (d: Pick<QuitanceDoc, "row" | "locataire" | "data">) =>
  nomFichierQuittance(
    d.row.mois,
    join([d.locataire?.prenom, d.locataire?.nom]),
    d.data.adresseLocal,
  );

export const adresseAppartement = (
  a: Pick<AppartementDoc, "adresse" | "codePostal" | "ville"> | null,
) => (a?.adresse ? join([a.adresse, join([a.codePostal, a.ville])], ", ") : "");

const LANDLORD_COLS = {
  AppartementId: Appartement.id,
  defaultContact: Appartement.defaultContact,
  mandataire: sql<number>`exists (select 1 from ${MissionAppartement} where ${MissionAppartement.AppartementId} = ${Appartement.id})`,
  id: Client.id,
  titre: Client.titre,
  prenom: Client.prenom,
  nom: Client.nom,
  raisonSociale: Client.raisonSociale,
  adresseDefaut: Client.adresseDefaut,
  adresse: Client.adresse,
  codePostal: Client.codePostal,
  ville: Client.ville,
  adresseFiscale: Client.adresseFiscale,
  codePostalFiscale: Client.codePostalFiscale,
  villeFiscale: Client.villeFiscale,
  // The CAF sheet names a company owner by its SIRET (services/attestations).
  numSiret: Client.numSiret,
};

/** The owners of the apartments `where` selects, one row per apartment and owner (owner columns null without one). */
export const ownersWhere = (ports: Ports, where: SQL) => ownersOn(ports.db, where);

/** `ownersWhere` for the apartment of one dossier, built once: its value is `dossierId`. */
const ownersOfDossier = builtOnce((db) =>
  ownersOn(
    db,
    eq(
      Appartement.id,
      sql`(select ${Dossier.AppartementId} from ${Dossier} where ${Dossier.id} = ${sql.placeholder("dossierId")})`,
    ),
  ).prepare(),
);

/** The owners of a dossier's apartment (a receipt made by hand). */
export const ownersOfDossierOf = (ports: Ports, dossierId: number) =>
  ownersOfDossier(ports.db).all({ dossierId });

const ownersOn = (db: Db, where: SQL) =>
  db
    .select(LANDLORD_COLS)
    .from(Appartement)
    .leftJoin(AppartementProprietaire, eq(AppartementProprietaire.AppartementId, Appartement.id))
    .leftJoin(Client, eq(Client.id, AppartementProprietaire.ClientId))
    .where(where)
    .orderBy(Client.id);
const ownersOf = (ports: Ports, appartementIds: number[]) =>
  ownersWhere(ports, inArray(Appartement.id, appartementIds));
type Owner = Awaited<ReturnType<typeof ownersOf>>[number];

/** An owner as the landlord: name and the address of their choice (adresse or adresseFiscale). */
function bailleur(c: Owner): Personne {
  const fiscale = c.adresseDefaut === "adresseFiscale" && c.adresseFiscale;
  const adresse = fiscale
    ? join([c.adresseFiscale, join([c.codePostalFiscale, c.villeFiscale])], ", ")
    : join([c.adresse, join([c.codePostal, c.ville])], ", ");
  return { nom: nomClient(c), adresse };
}

const CHUNK = 500;
async function chunked<T>(ids: number[], read: (part: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await read(ids.slice(i, i + CHUNK))));
  return out;
}

export interface Landlord {
  /** The owners, the apartment's default contact first (the receipt is filed under it: ClientId). */
  clientIds: number[];
  bailleurs: Personne[];
  /** A management mission covers the apartment: the agency acts as the owners' mandataire. */
  mandataire: boolean;
}

/** Each apartment's landlord, in one query whatever the number of apartments. */
export async function landlordsOf(
  ports: Ports,
  appartementIds: number[],
): Promise<(id: number | null) => Landlord> {
  return landlordIndex(
    await chunked([...new Set(appartementIds)], (part) => ownersOf(ports, part)),
  );
}

/** Each apartment's landlord from its owners' rows (ownersWhere). */
export function landlordIndex(rows: Owner[]): (id: number | null) => Landlord {
  const byAppart = new Map<number, Landlord>();
  for (const o of rows) {
    const l = byAppart.get(o.AppartementId) ?? {
      clientIds: [],
      bailleurs: [],
      mandataire: !!o.mandataire,
    };
    byAppart.set(o.AppartementId, l);
    if (o.id == null) continue;
    // The default contact leads: the receipt is filed under it (ClientId).
    const first = o.id === o.defaultContact;
    l.clientIds[first ? "unshift" : "push"](o.id);
    l.bailleurs[first ? "unshift" : "push"](bailleur(o));
  }
  return (id) =>
    (id == null ? undefined : byAppart.get(id)) ?? {
      clientIds: [],
      bailleurs: [],
      mandataire: false,
    };
}

export type QuitanceRow = typeof Quitance.$inferSelect;
export interface QuitanceDoc {
  row: QuitanceRow;
  locataire: LocataireDoc | null;
  appartement: AppartementDoc | null;
  data: QuittanceData;
}

/**
 * The balance of the tenant's account before a term (cents, positive when owed), as the account stands when the
 * document is made: the whole balance less what is left to pay of this term and of the later ones (each term's
 * rest from its state, which the ledger writes). So it is what earlier terms still ask (debit adjustments
 * included), less any credit, and a payment of an old term made after this one began counts; a regularisation
 * counts from the day it can be claimed (domain/regularisation/exigibilite.ts). Null without a dossier. Correlated subqueries, so a month's receipts read it in their one query.
 */
// The outer term's columns spelt out with their table: drizzle writes a column of a one-table select unqualified
// ("DossierId"), which inside these subqueries would name the subquery's own table (every term, every entry).
const outer = (col: string) => sql.raw(`"Quitance"."${col}"`);
export const SOLDE_ANTERIEUR = sql<
  number | null
>`(case when ${outer("DossierId")} is null then null else (
  (select coalesce(sum(e."debit" - e."credit"), 0) from ${Ecriture} e where e."DossierId" = ${outer("DossierId")}
     and (e."type" <> 'regularisation' or e."date" <= ${outer("date")}))
  - (select coalesce(sum(max(0, n."prixHC" + n."charge" - coalesce(n."montantRegle", 0))), 0) from ${Quitance} n
     where n."DossierId" = ${outer("DossierId")} and (n."date" > ${outer("date")} or (n."date" = ${outer("date")} and n."id" >= ${outer("id")})))
) end)`;

/** The balance before one term (see SOLDE_ANTERIEUR). */
export async function soldeAnterieur(ports: Ports, quitanceId: number): Promise<number | null> {
  const [r] = await ports.db
    .select({ s: SOLDE_ANTERIEUR })
    .from(Quitance)
    .where(eq(Quitance.id, quitanceId));
  return r?.s == null ? null : Number(r.s);
}

/**
 * A receipt's document data from its row, tenant, apartment and landlord. A rent call (avis) also states the
 * balance before the term (`solde`, cents), so the tenant sees the total to pay; the other kinds do not carry it,
 * so their stored document is not rebuilt when another term moves the balance.
 */
export function documentData(
  row: QuitanceRow,
  l: LocataireDoc | null,
  a: AppartementDoc | null,
  landlord: Landlord,
  solde: number | null = null,
): QuittanceData {
  const type = typeDocument(row);
  return {
    type,
    ...(type === "avis" && solde != null ? { soldeAnterieur: solde } : {}),
    ...(type === "avis" && row.DossierId != null
      ? { referencePaiement: referencePaiement(row.DossierId, row.mois) }
      : {}),
    numero: row.numero ?? String(row.id),
    bailleurs: landlord.bailleurs,
    mandataire: landlord.mandataire,
    locataires: nomsLocataire(l),
    adresseLocal: adresseAppartement(a),
    du: row.date,
    au: row.dateFin ?? row.date,
    loyerHC: row.prixHC,
    charges: row.charge,
    montantRegle: row.montantRegle,
    dateReglement: row.dateReglement,
  };
}

/** The term's live direct debit (issue 41): its date, account and mandate, for the avis's pre-notification. */
const PRELEVEMENT_DU_TERME = sql<
  string | null
>`(select json_object('date', p."dateEcheance", 'iban', l."iban",
    'rum', l."rum", 'montant', l."montant")
  from "LignePrelevement" l join "Prelevement" p on p."id" = l."PrelevementId"
  where l."QuitanceId" = "Quitance"."id" and l."rejet" is null order by l."id" desc limit 1)`;

/** The query under quitanceDocs: the receipts matching `where` with what their documents print, in date order. */
export const quitanceDocRows = (ports: Ports, where: SQL | undefined) =>
  ports.db
    .select({
      q: Quitance,
      l: { ...LOCATAIRE_COLS, colocataires: colocatairesJson(outer("DossierId")) },
      a: APPARTEMENT_COLS,
      solde: SOLDE_ANTERIEUR,
      prelevement: PRELEVEMENT_DU_TERME,
      aide: AIDE_DU_TERME,
      aideRecue: AIDE_RECUE_DU_TERME,
    })
    .from(Quitance)
    .leftJoin(Locataire, eq(Locataire.id, Quitance.LocataireId))
    .leftJoin(Appartement, eq(Appartement.id, Quitance.AppartementId))
    .where(where)
    .orderBy(Quitance.date, Quitance.id);
type DocRow = Awaited<ReturnType<typeof quitanceDocRows>>[number];

/** quitanceDocRows' rows with their landlords, as documents. */
export const toQuitanceDocs = (rows: DocRow[], landlords: (id: number | null) => Landlord) =>
  rows.map(({ q, l, a, solde, prelevement, aide, aideRecue }): QuitanceDoc => {
    const locataire = l?.id == null ? null : l;
    const appartement = a?.id == null ? null : a;
    const data = documentData(
      q,
      locataire,
      appartement,
      landlords(q.AppartementId),
      solde == null ? null : Number(solde),
    );
    if (data.type === "avis" && prelevement) data.prelevement = JSON.parse(prelevement);
    if (aide) data.aide = aideDuDocument(JSON.parse(aide), q.prixHC + q.charge);
    // A partial receipt names what of the money received the organisme paid (never more than received).
    if (aide && data.type === "recu" && aideRecue)
      data.aideRecue = Math.min(Number(aideRecue), q.montantRegle ?? 0);
    return { row: q, locataire, appartement, data };
  });

/** The receipts matching `where`, each with the data of its document, in date order. */
export async function quitanceDocs(ports: Ports, where: SQL | undefined): Promise<QuitanceDoc[]> {
  const rows = await quitanceDocRows(ports, where);
  const landlords = await landlordsOf(
    ports,
    rows.map((r) => r.q.AppartementId).filter((id): id is number => id != null),
  );
  return toQuitanceDocs(rows, landlords);
}

export const quitanceDocsByIds = (ports: Ports, ids: number[], extra?: SQL) =>
  chunked(ids, (part) => quitanceDocs(ports, and(inArray(Quitance.id, part), extra)));

/** The download name of a receipt's stored document (AAAA-MM_<locataire>_<adresse>.pdf), or null for another key. */
export async function quittanceFileName(ports: Ports, key: string): Promise<string | null> {
  const [doc] = await quitanceDocs(ports, eq(Quitance.file, key));
  return doc ? nomFichier(doc) : null;
}
