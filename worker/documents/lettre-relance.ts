// A reminder's letter (stages 1 and 2, "Relancer maintenant" > Télécharger), to post when the tenant has no e-mail or
// prefers paper: the parties, then the reminder's own text, line for line what the e-mail says. Stage 3's letter is
// the formal notice (mise-en-demeure.ts). Only what goes where; the layout is layout.ts.
import { createDocument, dateLongue, type DocumentContext } from "./layout";
import { parties, type Personne } from "./quittance";

export interface LettreRelanceData {
  bailleurs: Personne[];
  mandataire: boolean;
  locataires: string[];
  adresseLocal: string;
  /** The stage's name ("Relance amiable", "Deuxième relance"). */
  libelle: string;
  objet: string;
  /** The letter's text, paragraphs separated by blank lines. */
  texte: string;
}

export async function lettreRelancePdf(
  d: LettreRelanceData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const doc = await createDocument({ ...ctx, titre: d.libelle, sousTitre: dateLongue(ctx.date) });
  parties(doc, d, ctx);
  doc.heading(`Objet : ${d.objet}`);
  for (const bloc of d.texte.split(/\n\s*\n/)) doc.paragraph(bloc);
  return doc.finish();
}
