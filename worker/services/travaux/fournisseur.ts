import { desc, eq } from "drizzle-orm";
import { Fournisseur, Intervention } from "../../db/schema";
import { fournisseurSchema } from "../../domain/travaux/schemas";
import { defineResource } from "../resource-def";
import { firstRefusal } from "../delete-rules";
import { archiveRule, historiqueRule } from "../archives/historique";
import { noterIbanDe } from "../iban-verification/noter";
import { TITULAIRE_FOURNISSEUR } from "../iban-verification/titulaire";

// A supplier (issue 76, item 1; ADR 119) through the generic CRUD: its IBAN held "a_verifier" until a second person
// confirms it, exactly as an owner's (the same hooks on its own history), archived once a work order names it.

export const fournisseurResource = defineResource({
  name: "Fournisseur",
  table: Fournisseur,
  schema: fournisseurSchema,
  // Where its invoices are paid: setting or changing it asks for the session's fresh confirmation.
  confirmation: ["iban", "bic"],
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
