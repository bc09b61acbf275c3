import { eq } from "drizzle-orm";
import { Equipement, Variable, AppartementEquipement } from "../../db/schema";
import { equipementSchema, variableSchema } from "../../domain/schemas/reference";
import type { Ports } from "../../ports";
import { defineResource } from "../resource-def";
import { MSG_INVALID, badRequest } from "../../lib/errors";
import { refusedWhen } from "../delete-rules";

export const variableResource = defineResource({
  name: "Variable",
  table: Variable,
  schema: variableSchema,
  writeRoles: ["admin"],
  // The tva row feeds the computations: its value may change, its name may not.
  derive(d, _p, existing) {
    if (existing?.nom === "tva" && d.nom !== "tva")
      throw badRequest(MSG_INVALID, { nom: "La variable tva ne peut pas être renommée." });
    return d;
  },
  deleteRule: refusedWhen(
    (row) => row.nom === "tva",
    "La variable tva est nécessaire aux calculs : modifiez sa valeur plutôt que de la supprimer.",
  ),
});

export const equipementResource = defineResource({
  name: "Equipement",
  table: Equipement,
  schema: equipementSchema,
  writeRoles: ["admin"],
  async onDelete({ db }, row) {
    await db.delete(AppartementEquipement).where(eq(AppartementEquipement.EquipementId, row.id));
  },
});

/** The VAT rate from the settings (Variable "tva"), 20 when missing. */
export async function tvaVariable(ports: Ports): Promise<number> {
  const [v] = await ports.db
    .select({ valeur: Variable.valeur })
    .from(Variable)
    .where(eq(Variable.nom, "tva"));
  return v?.valeur ?? 20;
}
