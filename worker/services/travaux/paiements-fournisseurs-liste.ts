import { desc, eq, sql } from "drizzle-orm";
import { FactureFournisseur, Fichier, PaiementFournisseur } from "../../db/schema";
import { toEuros } from "../../domain/money";
import type { Ports } from "../../ports";
import { keyToUrl } from "../files/keys";
import { factureEnEuros } from "./facture-en-euros";

// What staff's screens read of supplier invoices and payouts (issue 76, ADR 129): the batches, newest first, with
// their counts (« Paiements fournisseurs »), and an order's invoice with its PDF in the lot's files. One statement each.

/** GET /api/paiementsFournisseurs. */
export async function listePaiementsFournisseurs(ports: Ports) {
  const rows = await ports.db
    .select({
      id: PaiementFournisseur.id,
      date: PaiementFournisseur.date,
      statut: PaiementFournisseur.statut,
      total: PaiementFournisseur.total,
      auteur: PaiementFournisseur.auteur,
      createdAt: PaiementFournisseur.createdAt,
      valideAt: PaiementFournisseur.valideAt,
      validePar: PaiementFournisseur.validePar,
      lignes: sql<number>`(select count(*) from "LignePaiementFournisseur" l
        where l."PaiementFournisseurId" = ${PaiementFournisseur.id})`.mapWith(Number),
      ecartes: sql<number>`json_array_length(${PaiementFournisseur.ecartes})`.mapWith(Number),
    })
    .from(PaiementFournisseur)
    .orderBy(desc(PaiementFournisseur.id));
  return { data: rows.map((r) => ({ ...r, total: toEuros(r.total) })) };
}

/** GET /api/Intervention/{id}/facture: the order's invoice (null before it is entered) and its PDF's link. */
export async function factureDeLIntervention(ports: Ports, id: number) {
  const [f] = await ports.db
    .select({ facture: FactureFournisseur, cle: Fichier.cle, FichierId: Fichier.id })
    .from(FactureFournisseur)
    .leftJoin(Fichier, eq(Fichier.id, FactureFournisseur.FichierId))
    .where(eq(FactureFournisseur.InterventionId, id));
  if (!f) return { facture: null };
  return {
    facture: {
      ...factureEnEuros(f.facture),
      // The lot's copy may have been deleted since: then no link.
      FichierId: f.FichierId,
      fichierUrl: f.cle ? keyToUrl(f.cle) : null,
    },
  };
}
