import { z } from "zod";
import { ELEMENTS_OBLIGATOIRES, ETATS_MOBILIER } from "../mobilier/decret-2015-981";
import { MSG, entierRequis, texte, texteRequis } from "./fields";

// An apartment's furniture list (décret n° 2015-981 art. 2 for its mandatory items), sent whole:
// PUT /Appartement/{id}/mobilier replaces the list with `lignes`, in their order.

const choixOuNull = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    z.enum(values, { error: MSG.choix }).nullable(),
  );

export const ligneMobilierSchema = z.object({
  designation: texteRequis(),
  quantite: entierRequis(0, 9999, "La quantité doit être un nombre entier entre 0 et 9999."),
  etat: choixOuNull(ETATS_MOBILIER),
  piece: texte(),
  elementObligatoire: choixOuNull(ELEMENTS_OBLIGATOIRES),
});

export const mobilierSchema = z.object({
  lignes: z
    .array(ligneMobilierSchema, { error: "La liste du mobilier est attendue." })
    .max(500, "500 lignes au plus."),
});

export type LigneMobilierInput = z.infer<typeof ligneMobilierSchema>;
