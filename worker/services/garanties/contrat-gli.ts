import { sql } from "drizzle-orm";
import { ContratGli, Fournisseur } from "../../db/schema";
import { contratGliSchema, ROLES_ECRITURE_CONTRAT_GLI } from "../../domain/garanties/schemas";
import { defineResource } from "../resource-def";
import { ref } from "../rows";
import { avecNombreDeBaux } from "./contrat-gli-baux";

// The agency's group GLI contracts (issue 78 item 1), a plain resource of the generic CRUD: staff read them, the
// admin and the accountant write them (a rate changes what the owners are debited). A contract a lease or a
// premium names is never deleted: the premiums and the insurer's statements outlive it.

export const contratGliResource = defineResource({
  name: "ContratGli",
  table: ContratGli,
  schema: contratGliSchema,
  writeRoles: ROLES_ECRITURE_CONTRAT_GLI,
  // The list's « Baux garantis » (ADR 147).
  decorate: avecNombreDeBaux,
  // The insurer paid the premiums by the supplier batch (ADR 128): a wrong id is a 400 on its field.
  refs: { FournisseurId: ref(Fournisseur, "Cet assureur est introuvable parmi les fournisseurs.") },
  deleteRule: {
    async refused(ports, rows) {
      const ids = (await rows).map((r) => r.id);
      if (!ids.length) return new Map();
      const utilises = await ports.db.all<{ id: number }>(
        sql`select c.id from "ContratGli" c where c.id in (${sql.join(ids, sql`, `)}) and (exists (select 1 from "GarantieDossier" g where g."ContratGliId" = c.id) or exists (select 1 from "PrimeGli" p where p."ContratGliId" = c.id))`,
      );
      return new Map(
        utilises.map((u) => [
          u.id,
          "Ce contrat GLI garantit des baux ou porte des primes : il ne peut pas être supprimé.",
        ]),
      );
    },
    refusedSql: (idRef) =>
      `(exists (select 1 from "GarantieDossier" g where g."ContratGliId" = ${idRef}) or exists (select 1 from "PrimeGli" p where p."ContratGliId" = ${idRef}))`,
  },
});
