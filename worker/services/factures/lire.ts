import { mentionsFactureManquantes } from "../../domain/factures/tva";
import { lireAgence } from "../mandats/agence";
import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import { Facture } from "../../db/schema";
import { introuvable } from "../../domain/labels";
import { toEuros } from "../../domain/money";
import type { FactureCii } from "../../domain/factures/cii";
import type { Acheteur, Reglement, Vendeur } from "../../domain/factures/parties";
import { notFound } from "../../lib/errors";
import type { Ports } from "../../ports";

// Reading invoices: the list (a client's) and one, as the API shows them (amounts in euros), and the whole invoice
// for its PDF.

type FactureRow = typeof Facture.$inferSelect;

/** The credit note cancelling each invoice, and the invoice each credit note cancels, by number: one read. */
const colonnes = {
  ...getTableColumns(Facture),
  annuleePar: sql<
    string | null
  >`(select av."numero" from "Facture" av where av."avoirDe" = "Facture"."id")`,
  avoirDeNumero: sql<
    string | null
  >`(select f."numero" from "Facture" f where f."id" = "Facture"."avoirDe")`,
  // The mandate the invoice is for (décret 72-678 art. 65: its number on the invoices), never changed once given.
  numeroMandat: sql<string | null>`coalesce(
    (select m."numeroMandat" from "Accompte" a join "Mission" m on m."id" = a."MissionId"
      where a."id" = "Facture"."AccompteId"),
    (select i."numeroMandat" from "Intendance" i where i."id" = "Facture"."IntendanceId"))`,
};

type Lue = FactureRow & {
  annuleePar: string | null;
  avoirDeNumero: string | null;
  numeroMandat: string | null;
};

/** The API's invoice: its own fields, amounts in euros, and the numbers of the credit note / invoice it pairs with. */
function versApi(f: Lue) {
  return {
    id: f.id,
    numero: f.numero,
    date: f.date,
    ClientId: f.ClientId,
    AccompteId: f.AccompteId,
    IntendanceId: f.IntendanceId,
    DossierId: f.DossierId,
    objet: f.objet,
    tauxTva: f.tauxTva,
    totalHT: toEuros(f.totalHT),
    totalTVA: toEuros(f.totalTVA),
    totalTTC: toEuros(f.totalTTC),
    avoirDe: f.avoirDe,
    avoirDeNumero: f.avoirDeNumero,
    annuleePar: f.annuleePar,
    motif: f.motif,
  };
}
export type FactureApi = ReturnType<typeof versApi>;

const select = (ports: Ports) => ports.db.select(colonnes).from(Facture);

/**
 * GET /Facture (?ClientId=, ?DossierId=): the invoices and credit notes in number order, a client's or a lease's
 * (its letting fees, issue 60) when asked.
 */
export async function listeFactures(ports: Ports, query: Record<string, string>) {
  const filtre = (
    v: string | undefined,
    col: typeof Facture.ClientId | typeof Facture.DossierId,
  ) => (v && /^\d+$/.test(v) ? eq(col, Number(v)) : undefined);
  const parClient = filtre(query.ClientId, Facture.ClientId);
  const parDossier = filtre(query.DossierId, Facture.DossierId);
  const [rows, agence] = await Promise.all([
    select(ports)
      .where(and(parClient, parDossier))
      .orderBy(asc(Facture.annee), asc(Facture.prefixe), asc(Facture.rang)),
    lireAgence(ports),
  ]);
  return { data: rows.map(versApi), mentionsManquantes: mentionsFactureManquantes(agence) };
}

async function ligne(ports: Ports, id: number): Promise<Lue> {
  const [row] = await select(ports).where(eq(Facture.id, id));
  if (!row) throw notFound(introuvable("Facture"));
  return row;
}

/** GET /Facture/{id}. */
export async function lireFacture(ports: Ports, id: number): Promise<FactureApi> {
  return versApi(await ligne(ports, id));
}

/** The whole invoice for its PDF and XML, with the date of the invoice a credit note cancels. */
export async function factureComplete(
  ports: Ports,
  id: number,
): Promise<FactureCii & { id: number }> {
  const f = await ligne(ports, id);
  const [annulee] = f.avoirDe
    ? await ports.db
        .select({ numero: Facture.numero, date: Facture.date })
        .from(Facture)
        .where(eq(Facture.id, f.avoirDe))
    : [];
  const acheteur: Acheteur = JSON.parse(f.acheteur);
  const vendeur: Vendeur = JSON.parse(f.vendeur);
  const reglement: Reglement = JSON.parse(f.reglement);
  return {
    id: f.id,
    numero: f.numero,
    date: f.date,
    objet: f.objet,
    tauxTva: f.tauxTva,
    totalHT: f.totalHT,
    totalTVA: f.totalTVA,
    totalTTC: f.totalTTC,
    acheteur,
    vendeur,
    reglement,
    avoirDe: annulee ?? null,
    motif: f.motif,
    numeroMandat: f.numeroMandat,
  };
}
