// A letter's opening and closing to its addressees (« Monsieur Karim Benali, » … « agréer, Monsieur, … »): the
// closing names the one addressee's title the opening names, and « Madame, Monsieur » when there are several or none
// is known. One place, so that no letter opens on a man and closes on « Madame, Monsieur ».
import { join } from "./format";
import type { Layout } from "./layout";
import type { Signature } from "./signatures";

const INCONNU = "Madame, Monsieur";

/** The title a name starts with, as the tenant's card writes it (Monsieur, Madame, Mademoiselle), else null. */
function titreDe(nom: string): "Monsieur" | "Madame" | null {
  const premier = nom.trim().split(/\s+/)[0]?.replace(/\.$/, "").toLowerCase();
  if (premier === "monsieur" || premier === "m") return "Monsieur";
  if (premier === "madame" || premier === "mme" || premier === "mademoiselle") return "Madame";
  return null;
}

/** The opening (without its comma) and the closing's form of address for these addressees' full names. */
export function formulesPolitesse(noms: string[]) {
  const presents = noms.map((n) => n.trim()).filter(Boolean);
  const titre = presents.length === 1 ? titreDe(presents[0] ?? "") : null;
  return {
    appel: join([presents.join(" et ")]) || INCONNU,
    cloture: `Nous vous prions d'agréer, ${titre ?? INCONNU}, l'expression de nos salutations distinguées.`,
  };
}

/** Points a letter leaves for its sender's signature: one hand, not a contract's two parties. */
const ESPACE_SIGNATURE_LETTRE = 36;

/**
 * A letter's end: the closing formula and its sender's signature, kept together (never a signature alone on a page
 * of its own), in a box sized for one signature so that a one-page letter keeps it on its page.
 */
export function conclureLettre(doc: Layout, noms: string[], signataire: Signature, date: string) {
  doc.keepTogether(() => {
    doc.paragraph(formulesPolitesse(noms).cloture);
    doc.signatures([signataire], { date, espace: ESPACE_SIGNATURE_LETTRE });
  });
}
