import { and, between, eq, sql } from "drizzle-orm";
import { Appartement, ContratGli, Dossier, Locataire, PrimeGli } from "../../db/schema";
import {
  bordereau,
  bordereauCsv,
  MSG_TRIMESTRE,
  nomBordereau,
  trimestre,
} from "../../domain/garanties/bordereau";
import { introuvable } from "../../domain/labels";
import { toEuros } from "../../domain/money";
import { badRequest, MSG_INVALID, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { documentContextOf } from "../documents/context";
import { pdfs } from "../documents/pdf";
import { lireAgence } from "../mandats/agence";
import { inOneTrip } from "../one-trip";

// GET /api/ContratGli/{id}/bordereau?trimestre=2026-T4 (issue 78 item 2): the premiums of the quarter's terms, read
// from PrimeGli (each written once with its term), as JSON, CSV or PDF. One round trip: the contract and its lines.

async function lire(ports: Ports, contratId: number, query: Record<string, string | undefined>) {
  const t = trimestre(query.trimestre);
  if (!t) throw badRequest(MSG_INVALID, { trimestre: MSG_TRIMESTRE });
  const [[contrat], lignes] = await inOneTrip(ports, [
    ports.db.select().from(ContratGli).where(eq(ContratGli.id, contratId)),
    ports.db
      .select({
        DossierId: PrimeGli.DossierId,
        lot: sql<string>`coalesce(${Appartement.adresse} || ', ' || ${Appartement.ville}, 'Lot supprimé')`,
        locataire: sql<string>`coalesce(${Locataire.prenom} || ' ' || ${Locataire.nom}, '')`,
        mois: PrimeGli.mois,
        base: PrimeGli.base,
        taux: PrimeGli.taux,
        prime: PrimeGli.prime,
        dateEntree: sql<string>`coalesce(${Dossier.dateEntree}, '')`,
        dateSortie: Dossier.dateSortie,
      })
      .from(PrimeGli)
      .leftJoin(Dossier, eq(Dossier.id, PrimeGli.DossierId))
      .leftJoin(Appartement, eq(Appartement.id, Dossier.AppartementId))
      .leftJoin(Locataire, eq(Locataire.id, Dossier.LocataireId))
      .where(
        and(
          eq(PrimeGli.ContratGliId, contratId),
          between(PrimeGli.mois, t.premierMois, t.dernierMois),
        ),
      ),
  ]);
  if (!contrat) throw notFound(introuvable("ContratGli"));
  return { contrat, b: bordereau(lignes, t) };
}

export async function bordereauGli(
  ports: Ports,
  id: number,
  query: Record<string, string | undefined>,
) {
  const { contrat, b } = await lire(ports, id, query);
  return {
    ContratGliId: contrat.id,
    assureur: contrat.assureur,
    numeroContrat: contrat.numeroContrat,
    trimestre: b.trimestre,
    libelle: b.libelle,
    total: toEuros(b.total),
    lignes: b.lignes.map((l) => ({ ...l, base: toEuros(l.base), prime: toEuros(l.prime) })),
  };
}

export async function bordereauGliCsv(
  ports: Ports,
  id: number,
  query: Record<string, string | undefined>,
) {
  const { contrat, b } = await lire(ports, id, query);
  return { nom: nomBordereau(contrat.numeroContrat, b.trimestre, "csv"), csv: bordereauCsv(b) };
}

export async function bordereauGliPdf(
  ports: Ports,
  id: number,
  query: Record<string, string | undefined>,
) {
  const [{ contrat, b }, agence] = await Promise.all([lire(ports, id, query), lireAgence(ports)]);
  const bytes = await (await pdfs()).bordereauGliPdf(
    {
      ...b,
      assureur: contrat.assureur,
      numeroContrat: contrat.numeroContrat,
      orias: contrat.orias,
    },
    documentContextOf(ports, agence),
  );
  return { nom: nomBordereau(contrat.numeroContrat, b.trimestre, "pdf"), bytes };
}
