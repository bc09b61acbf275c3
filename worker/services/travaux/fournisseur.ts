import { and, desc, eq, ne } from "drizzle-orm";
import { Fournisseur, Intervention } from "../../db/schema";
import { fournisseurSchema } from "../../domain/travaux/schemas";
import { defineResource, type Refus } from "../resource-def";
import type { Ports } from "../../ports";
import { firstRefusal } from "../delete-rules";
import { archiveRule, historiqueRule } from "../archives/historique";
import { noterIbanDe } from "../iban-verification/noter";
import { TITULAIRE_FOURNISSEUR } from "../iban-verification/titulaire";

// A supplier (issue 76, item 1; ADR 119) through the generic CRUD: its IBAN held "a_verifier" until a second person
// confirms it, exactly as an owner's (the same hooks on its own history), archived once a work order names it.

/**
 * A SIRET already on file names the supplier that has it, at the field: the unique index alone answered « Cet élément
 * existe déjà. », which said neither what nor where. Read in the write's transaction; the index still holds under
 * parallel writes.
 */
async function siretDejaPris(ports: Ports, siret: unknown, id?: number): Promise<Refus | null> {
  if (typeof siret !== "string" || !siret) return null;
  const [autre] = await ports.db
    .select({ id: Fournisseur.id, raisonSociale: Fournisseur.raisonSociale })
    .from(Fournisseur)
    .where(and(eq(Fournisseur.siret, siret), id === undefined ? undefined : ne(Fournisseur.id, id)))
    .limit(1);
  if (!autre) return null;
  return {
    champ: "siret",
    message: `Ce SIRET est déjà celui du fournisseur « ${autre.raisonSociale} » (n° ${autre.id}) : ouvrez sa fiche plutôt que d'en créer un second.`,
  };
}

export const fournisseurResource = defineResource({
  name: "Fournisseur",
  table: Fournisseur,
  schema: fournisseurSchema,
  // Where its invoices are paid: setting or changing it asks for the session's fresh confirmation.
  confirmation: ["iban", "bic"],
  beforeWrite: (ports, data, existing) => siretDejaPris(ports, data.siret, existing?.id),
  afterInsert: (ports, row, user) =>
    noterIbanDe(ports, TITULAIRE_FOURNISSEUR, row, undefined, user),
  afterUpdate: (ports, row, existing, user) =>
    noterIbanDe(ports, TITULAIRE_FOURNISSEUR, row, existing, user),
  async include(ports, id) {
    const interventions = await ports.db
      .select({
        id: Intervention.id,
        objet: Intervention.objet,
        etat: Intervention.etat,
        date: Intervention.date,
        AppartementId: Intervention.AppartementId,
      })
      .from(Intervention)
      .where(eq(Intervention.FournisseurId, id))
      .orderBy(desc(Intervention.id));
    return { Interventions: interventions };
  },
  deleteRule: firstRefusal(archiveRule("Fournisseur"), historiqueRule("Fournisseur")),
});
