import { eurosFr } from "../loyer";
import { dernierPublie, type IrlValeur } from "../irl/valeurs";
import { enVigueur, type Periode } from "./periode";

// The re-letting rule of décret n° 2017-1198 (relocation.ts): the ceiling a new lease's rent is held to, and the
// refusal with both figures. Pure: the service reads the lot, its previous rent, the decree rows and the IRL.

export interface LoyerPrecedent {
  /** The previous tenant's last rent, cents, without charges. */
  montant: number;
  /** The day that rent was last set (the lease's start or its last revision), YYYY-MM-DD. */
  date: string;
}

/** The day twelve months before `jour` (a 29 February gives 1 March, as Date does). */
function douzeMoisAvant(jour: string): string {
  const d = new Date(`${jour}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.toISOString().slice(0, 10);
}

/** The quarter a year before "2026-T1": "2025-T1". */
const anneeAvant = (trimestre: string) =>
  `${Number(trimestre.slice(0, 4)) - 1}${trimestre.slice(4)}`;

/**
 * The ceiling on a lease signed `signature`: the previous rent, IRL-revised when it was not set in the twelve
 * months before (art. 3): by the last quarter published at the signature over the same quarter a year before. A
 * quarter missing from the table leaves the rent unrevised (the stricter reading).
 */
export function plafondRelocation(
  precedent: LoyerPrecedent,
  signature: string,
  irl: readonly IrlValeur[],
): { plafond: number; revise: boolean } {
  if (precedent.date > douzeMoisAvant(signature))
    return { plafond: precedent.montant, revise: false };
  const dernier = dernierPublie(irl, signature);
  const avant = dernier && irl.find((v) => v.trimestre === anneeAvant(dernier.trimestre));
  if (!dernier || !avant) return { plafond: precedent.montant, revise: false };
  return {
    plafond: Math.round((precedent.montant * dernier.valeur) / avant.valeur),
    revise: true,
  };
}

export interface CasRelocation {
  zoneTendue: boolean;
  signature: string;
  loyerHC: number;
  precedent: LoyerPrecedent | null;
  exceptionLoyer: string | null | undefined;
  decrets: readonly Periode[];
  irl: readonly IrlValeur[];
}

const PRESUME = ", présumé reconduit faute du décret de l'année dans Paramètres > Réglementation";

/**
 * After the last row's end, the last row presumed renewed (the decree has been every summer since 2012): the
 * refusal says so. null before the first row, or when the last row is open-ended and so already matched.
 */
function presumeReconduit(c: CasRelocation): (Periode & { presume?: boolean }) | null {
  const dernier = c.decrets.reduce<Periode | null>(
    (a, p) => (a && (a.fin === null || (p.fin !== null && a.fin >= p.fin)) ? a : p),
    null,
  );
  if (!dernier?.fin || c.signature <= dernier.fin) return null;
  return { ...dernier, presume: true };
}

const jourFr = (d: string) => d.split("-").reverse().join("/");

/**
 * The French refusal (a 409) of a new lease above the previous rent in zone tendue while a yearly decree is in
 * force on its signature day, or null: outside zone tendue, no previous rent known, a case of the decree stated.
 */
export function refusRelocation(c: CasRelocation): string | null {
  if (!c.zoneTendue || !c.precedent || c.exceptionLoyer) return null;
  const decret: (Periode & { presume?: boolean }) | null =
    c.decrets.find((p) => enVigueur(p, c.signature)) ?? presumeReconduit(c);
  if (!decret) return null;
  const { plafond, revise } = plafondRelocation(c.precedent, c.signature, c.irl);
  if (c.loyerHC <= plafond) return null;
  const revision = revise ? `, soit ${eurosFr(plafond)} après révision selon l'IRL` : "";
  return (
    `Logement en zone tendue : le loyer de ${eurosFr(c.loyerHC)} dépasse le dernier loyer du précédent locataire, ` +
    `${eurosFr(c.precedent.montant)} au ${jourFr(c.precedent.date)}${revision} (loi n° 89-462, art. 18 ; ${decret.source}${decret.presume ? PRESUME : ""}). ` +
    "Baissez le loyer, ou indiquez l'exception du décret qui s'applique (travaux, loyer sous-évalué, première location, logement vacant depuis plus de 18 mois)."
  );
}
