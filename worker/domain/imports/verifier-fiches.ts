import type { z } from "zod";
import { appartementSchema } from "../schemas/appartement";
import { cautionSchema } from "../schemas/caution";
import { clientSchema } from "../schemas/client";
import { dossierSchema } from "../schemas/dossier";
import { locataireSchema } from "../schemas/locataire";
import { COLONNES_FICHES } from "./colonnes-fiches";
import { type Enregistrement, type Erreur, erreur } from "./lire-feuille";

// The form fields an import copies as they are (colonnes-fiches.ts) are checked by the form's own rule (issue 74
// item 1, ADR 115): each cell through its field's schema, its French message at its row and column, so that an
// import stores nothing a record screen would refuse (a GES class « Z », an INSEE code of letters, a negative
// amount).

type FeuilleFiche = keyof typeof COLONNES_FICHES;
const FEUILLES_FICHES: readonly FeuilleFiche[] = [
  "Proprietaires",
  "Appartements",
  "Locataires",
  "Baux",
  "Garants",
];

/** A form's object schema, under its refinements and preprocessing. */
export function formeDe(s: z.ZodType): Record<string, z.ZodType> {
  // zod's internals: the wrapped schema of a pipe or a refinement, until the object's shape.
  let x: unknown = s;
  for (let i = 0; i < 5 && x && typeof x === "object" && !("shape" in x); i++) {
    const def = (x as { _zod?: { def?: { in?: unknown; innerType?: unknown; schema?: unknown } } })
      ._zod?.def;
    x = def?.in ?? def?.innerType ?? def?.schema;
  }
  return (x as { shape?: Record<string, z.ZodType> })?.shape ?? {};
}

export const SCHEMAS_FICHES: Readonly<Record<FeuilleFiche, z.ZodType>> = {
  Proprietaires: clientSchema,
  Appartements: appartementSchema,
  Locataires: locataireSchema,
  Baux: dossierSchema,
  Garants: cautionSchema,
};

const premierMessage = (e: z.ZodError) => e.issues[0]?.message ?? "valeur invalide.";

export function verifierFiches(lus: Partial<Record<FeuilleFiche, Enregistrement[]>>): Erreur[] {
  const erreurs: Erreur[] = [];
  for (const f of FEUILLES_FICHES) {
    const forme = formeDe(SCHEMAS_FICHES[f]);
    for (const r of lus[f] ?? [])
      for (const c of COLONNES_FICHES[f]) {
        const v = r.champs[c.champ];
        const champ = forme[c.champ];
        if (v === null || v === undefined || !champ) continue;
        // An amount is read in cents (saisie.ts); the form's field takes euros.
        const lu = champ.safeParse(c.sorte === "montant" && typeof v === "number" ? v / 100 : v);
        if (!lu.success) erreurs.push(erreur(f, r.ligne, c.entete, premierMessage(lu.error)));
      }
  }
  return erreurs;
}
