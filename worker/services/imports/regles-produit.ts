import { z } from "zod";
import type { Feuille } from "../../domain/imports/colonnes";
import { type Erreur, erreur } from "../../domain/imports/lire-feuille";
import type { Verification } from "../../domain/imports/verifier";
import { appartementSchema } from "../../domain/schemas/appartement";
import { cautionSchema } from "../../domain/schemas/caution";
import { clientSchema } from "../../domain/schemas/client";
import { locataireSchema } from "../../domain/schemas/locataire";

// The product's own rules on what an import writes (issue 61, item 3): each record's cells go through the zod schema
// of its form (a postal code, a BIC, a SIRET's key, a birth date...), so an import never stores what the form would
// refuse. Only the fields the cell filled are checked: whether a column is required is colonnes.ts's rule. Amounts
// are left to verifier.ts (the forms take euros, the sheets are read in cents).

/** What a check needs of a form's schema: its fields' schemas (any z.object has them). */
type Forme = { readonly shape: Readonly<Record<string, z.ZodType>> };

/** Each sheet's schema and, where the form names it otherwise, the form's field of a template field. */
const FORMES: readonly (readonly [Feuille, { schema: Forme; champ?: Record<string, string> }])[] = [
  ["Proprietaires", { schema: clientSchema }],
  ["Locataires", { schema: locataireSchema }],
  ["Garants", { schema: cautionSchema, champ: { codePostal: "cp", tel: "mobile" } }],
  ["Appartements", { schema: appartementSchema }],
];

const ARGENT = new Set(["loyerHC", "charge", "montant"]);

/** The faults of the product's schemas, at their row and under `entete(feuille, champ)`, the file's header. */
export function reglesDuProduit(
  v: Verification,
  entete: (f: Feuille, champ: string) => string,
): Erreur[] {
  const erreurs: Erreur[] = [];
  for (const [f, forme] of FORMES) {
    const shape = forme.schema.shape;
    for (const r of v.lus[f] ?? []) {
      const donnees: Record<string, unknown> = {};
      const sourceDe: Record<string, string> = {};
      for (const [champ, valeur] of Object.entries(r.champs)) {
        const nom = forme.champ?.[champ] ?? champ;
        if (valeur === null || ARGENT.has(champ) || !(nom in shape)) continue;
        donnees[nom] = valeur;
        sourceDe[nom] = champ;
      }
      const partiel = z.object(Object.fromEntries(Object.keys(donnees).map((k) => [k, shape[k]!])));
      const lu = partiel.safeParse(donnees);
      if (lu.success) continue;
      for (const issue of lu.error.issues) {
        const nom = String(issue.path[0] ?? "");
        erreurs.push(erreur(f, r.ligne, entete(f, sourceDe[nom] ?? nom), issue.message));
      }
    }
  }
  return erreurs;
}
