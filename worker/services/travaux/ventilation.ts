import { eq, sql } from "drizzle-orm";
import { FactureFournisseur, Fournisseur } from "../../db/schema";
import type { LigneFacture } from "../../db/schema/facture-fournisseur";
import { eurosDe } from "../../domain/francais/nombres";
import {
  lignesEnCentimes,
  MSG_SANS_FACTURE,
  MSG_VENTILATION_PAYEE,
  msgSommeLignes,
  ventilationSchema,
} from "../../domain/travaux/ventilation";
import { today } from "../../lib/dates";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inTransaction } from "../transaction";
import { debiterLocataire, prochainTerme, verifierProprietaires } from "./facture";
import { factureEnEuros } from "./facture-en-euros";

// PUT /api/Intervention/{id}/facture/lignes (issue 76, ADR 135): staff split an invoice again before it is paid,
// typically the supplier's one line « à ventiler » (ADR 127). One transaction: the lines replaced by a conditional
// write (the lines read, and no validated batch holding the invoice: a parallel split or a validation in between
// makes it change nothing, a 409), the tenant's previous lines reversed by credits and the new ones debited. The
// owners' debits are the validation's (ADR 128), which reads the lines as they are then.

export async function ventilerFacture(ports: Ports, id: number, auteur: string, input: unknown) {
  const lignes: LigneFacture[] = lignesEnCentimes(parseWith(ventilationSchema, input).lignes);
  const at = ports.clock.now().toISOString();
  const jour = today(ports.clock);
  return inTransaction(ports, async (tx) => {
    const [f] = await tx.db
      .select({
        id: FactureFournisseur.id,
        AppartementId: FactureFournisseur.AppartementId,
        numero: FactureFournisseur.numero,
        date: FactureFournisseur.date,
        montant: FactureFournisseur.montant,
        lignes: FactureFournisseur.lignes,
        raisonSociale: Fournisseur.raisonSociale,
      })
      .from(FactureFournisseur)
      .leftJoin(Fournisseur, eq(Fournisseur.id, FactureFournisseur.FournisseurId))
      .where(eq(FactureFournisseur.InterventionId, id));
    if (!f) throw notFound(MSG_SANS_FACTURE);
    if (lignes.reduce((s, l) => s + l.montant, 0) !== f.montant)
      throw badRequest("Certains champs sont invalides.", {
        lignes: msgSommeLignes(eurosDe(f.montant / 100)),
      });
    await verifierProprietaires(tx, f.AppartementId, lignes);
    const changee = await tx.db
      .update(FactureFournisseur)
      .set({ lignes, aVentiler: false, ventileePar: auteur, ventileeAt: at })
      .where(
        sql`${FactureFournisseur.id} = ${f.id} and ${FactureFournisseur.lignes} = ${JSON.stringify(f.lignes)}
        and not exists (select 1 from "LignePaiementFournisseur" x
          join "PaiementFournisseur" p on p."id" = x."PaiementFournisseurId"
          where x."FactureFournisseurId" = ${f.id} and p."statut" = 'valide')`,
      )
      .returning();
    const facture = changee[0];
    if (!facture) throw conflict(MSG_VENTILATION_PAYEE);
    const e = {
      libelle: `Facture ${f.raisonSociale ?? "fournisseur"} n° ${f.numero}`,
      date: prochainTerme(jour),
      auteur,
      at,
    };
    await debiterLocataire(tx, f.AppartementId, f.date, f.lignes, { ...e, sens: "credit" });
    await debiterLocataire(tx, f.AppartementId, f.date, lignes, { ...e, sens: "debit" });
    return { facture: factureEnEuros(facture) };
  });
}
