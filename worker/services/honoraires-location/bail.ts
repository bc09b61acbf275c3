import { eq, type SQL, sql } from "drizzle-orm";
import { AppartementProprietaire } from "../../db/schema";
import type { Vendeur } from "../../domain/factures/parties";
import {
  debitsBailleurs,
  LIBELLE_ANNULATION_BAILLEUR,
  LIBELLE_CORRECTION_BAILLEUR,
  LIBELLE_HONORAIRES_BAILLEUR,
  objetFacture,
} from "../../domain/honoraires-location/honoraires";
import type { Proprietaire } from "../../domain/proprietaire/repartition";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import { avoirStatement } from "../factures/avoir";
import { vendeurActuel } from "../factures/emettre";
import { annulationsStatement, debitsStatement } from "./ecritures";
import { factureBailleurStatement, factureLocataireStatement } from "./factures";

// A lease's letting fees at its start and when they change (issue 60 item 1, ADR 074): the owners' debits and the two
// invoices, as statements for the write that starts the lease (tenant/add's one batch), and the correction in the
// lease's update (PUT /Dossier, its transaction).

/** The lease's amounts the letting fees read (cents; the rate in percent). */
export interface FraisDuBail {
  AppartementId: number;
  honorairesBailleurTTC: number;
  fraisDossierTTC: number;
  fraisDossierTauxTVA: number;
}

/** The apartment's owners and their shares: a read that goes with the lease's own reads. */
export const proprietairesDe = (ports: Ports, appartementId: number) =>
  ports.db
    .select({
      ClientId: AppartementProprietaire.ClientId,
      quotePart: AppartementProprietaire.quotePart,
    })
    .from(AppartementProprietaire)
    .where(eq(AppartementProprietaire.AppartementId, appartementId));

/**
 * The statements of a lease's letting fees (`dossier`: the SQL of its id): the owners' debits dated `date` under
 * `libelle`, the owners' invoice (paid by those debits) and the tenant's. Each writes only what the lease lacks.
 */
export function honorairesStatements(
  ports: Ports,
  dossier: SQL,
  bail: FraisDuBail,
  ecriture: { date: string; libelle?: string; auteur: string },
  proprietaires: Proprietaire[],
  vendeur: Vendeur,
  parts: { bailleur: boolean; locataire: boolean } = { bailleur: true, locataire: true },
) {
  const debits = debitsBailleurs(
    bail.honorairesBailleurTTC,
    bail.fraisDossierTauxTVA,
    proprietaires,
  );
  const debit = parts.bailleur
    ? debitsStatement(ports, dossier, debits, {
        AppartementId: bail.AppartementId,
        date: ecriture.date,
        libelle: ecriture.libelle ?? LIBELLE_HONORAIRES_BAILLEUR,
        auteur: ecriture.auteur,
        createdAt: ports.clock.now().toISOString(),
      })
    : null;
  return [
    ...(debit ? [debit, factureBailleurStatement(ports, dossier, vendeur, ecriture.date)] : []),
    ...(parts.locataire && bail.fraisDossierTTC > 0
      ? [factureLocataireStatement(ports, dossier, vendeur)]
      : []),
  ];
}

type Bail = Omit<FraisDuBail, "honorairesBailleurTTC"> & {
  id: number;
  honorairesBailleurTTC: number | null;
};

/**
 * POST /Dossier made a lease with the landlord's letting fees: the owners' debits and their invoice as tenant/add
 * writes them, dated the lease's start, in the creation's transaction (the resource's afterInsert). Without this only
 * the daily job's catch-up charged them, later and dated its own day. The tenant's share is invoiced, as by the
 * catch-up, only once the tenant's account carries it: tenant/add's move-in lines, which POST /Dossier does not write.
 */
export async function honorairesALaCreation(
  ports: Ports,
  row: Bail & { dateDebutBail: string | null; dateEntree: string },
  auteur: string,
) {
  if (!row.honorairesBailleurTTC) return;
  await ecrireHonoraires(
    ports,
    row,
    { date: row.dateDebutBail ?? row.dateEntree, auteur },
    { bailleur: true, locataire: false },
  );
}

/** The lease's fee lines and invoices for the shares asked, its owners and the agency read first. */
async function ecrireHonoraires(
  ports: Ports,
  row: Bail,
  quand: Parameters<typeof honorairesStatements>[3],
  parts: Parameters<typeof honorairesStatements>[6],
) {
  const [proprietaires, vendeur] = await Promise.all([
    proprietairesDe(ports, row.AppartementId),
    vendeurActuel(ports),
  ]);
  for (const s of honorairesStatements(
    ports,
    sql`${row.id}`,
    { ...row, honorairesBailleurTTC: row.honorairesBailleurTTC ?? 0 },
    quand,
    proprietaires,
    vendeur,
    parts,
  ))
    await s;
}

/**
 * PUT /Dossier changed the letting fees of a started lease: the owners' standing debits reversed and the new share
 * debited (dated today, never an update), the invoice of each changed share cancelled by a credit note and issued
 * again. Nothing for a lease whose owners were never debited (the catch-up's, rattrapage.ts). In the update's
 * transaction (the resource's afterUpdate).
 */
export async function corrigerHonorairesLocation(
  ports: Ports,
  row: Bail,
  existing: Bail,
  auteur: string,
) {
  const tauxChange = row.fraisDossierTauxTVA !== existing.fraisDossierTauxTVA;
  const bailleur =
    tauxChange || (row.honorairesBailleurTTC ?? 0) !== (existing.honorairesBailleurTTC ?? 0);
  const locataire = tauxChange || row.fraisDossierTTC !== existing.fraisDossierTTC;
  if (!bailleur && !locataire) return;
  const jour = today(ports.clock);
  const createdAt = ports.clock.now().toISOString();
  const motif = "Honoraires de location corrigés sur le bail";
  let rebailleur = false;
  if (bailleur) {
    const annules = await annulationsStatement(ports, row.id, {
      date: jour,
      libelle: LIBELLE_ANNULATION_BAILLEUR,
      auteur,
      createdAt,
    });
    rebailleur = annules.rowsAffected > 0;
    if (rebailleur) await avoirStatement(ports, factureDuBail(row.id, "bailleur"), motif);
  }
  let relocataire = false;
  if (locataire) {
    const avoir = await avoirStatement(ports, factureDuBail(row.id, "locataire"), motif);
    relocataire = avoir.rowsAffected > 0;
  }
  if (!rebailleur && !relocataire) return;
  await ecrireHonoraires(
    ports,
    row,
    { date: jour, libelle: LIBELLE_CORRECTION_BAILLEUR, auteur },
    { bailleur: rebailleur, locataire: relocataire },
  );
}

/** The lease's standing invoice of a share, as a condition on the invoice aliased f. */
const factureDuBail = (dossierId: number, part: "bailleur" | "locataire") =>
  sql`f."DossierId" = ${dossierId} and f.prefixe = 'F' and f.objet like ${`${objetFacture(part)}%`}`;
