import type { Ports } from "../../ports";
import { genererCompteRendu } from "../gerance/compte-rendu";
import { genererRevenusFonciers } from "../gerance/revenus-fonciers";
import { genererFacture } from "../factures/generer";
import { Facture, Mission, MissionClient } from "../../db/schema";
import { and, eq, min } from "drizzle-orm";
import { badRequest, notFound } from "../../lib/errors";
import { today } from "../../lib/dates";
import { refusAnnee } from "../../domain/espace/documents";
import { introuvable } from "../../domain/labels";
import { generePourEspace } from "./liens";

// The owner's PDFs from their space (issue 62 item 3, ADR 084): staff's compte-rendu and 2044 summary themselves
// (the same services, the same checks and French messages on a bad period or year), for the session's owner only,
// answered with a signed link the phone opens as is.

const signe = generePourEspace;

/** GET /api/espace/proprietaire/compteRendu?du&au. */
export const compteRenduEspace = async (ports: Ports, clientId: number, query: unknown) =>
  signe(ports, await genererCompteRendu(ports, clientId, query));

/**
 * GET /api/espace/proprietaire/revenusFonciers/{annee}: from the year the owner's first mandate was signed to this one
 * (issue 75: 1900 made an empty document); staff's checks of the year's form first.
 */
export async function revenusFonciersEspace(ports: Ports, clientId: number, annee: string) {
  const [premier] = await ports.db
    .select({ debut: min(Mission.dateSignature) })
    .from(MissionClient)
    .innerJoin(Mission, eq(Mission.id, MissionClient.MissionId))
    .where(eq(MissionClient.ClientId, clientId));
  const refus = /^\d{4}$/.test(annee)
    ? refusAnnee(Number(annee), premier?.debut, today(ports.clock), "mandat")
    : null;
  if (refus) throw badRequest(refus, { annee: refus });
  return signe(ports, await genererRevenusFonciers(ports, clientId, { annee }));
}

/** GET /api/espace/proprietaire/factures/{id}: the owner's own invoice only; another's is not found (404). */
export async function factureEspace(ports: Ports, clientId: number, id: number) {
  const [f] = await ports.db
    .select({ id: Facture.id })
    .from(Facture)
    .where(and(eq(Facture.id, id), eq(Facture.ClientId, clientId)));
  if (!f) throw notFound(introuvable("Facture"));
  return signe(ports, await genererFacture(ports, id));
}
