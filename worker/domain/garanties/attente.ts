// Unpaid terms that are no claim yet (issue 78 item 5, ADR 130): under Visale the unpaid rent is constituted only at
// two terms wholly unpaid or arrears past a month's rent (regles.ts), so a first unpaid term has no step to keep. The
// « Sinistre » card read « Aucun terme impayé » then; it now says which terms are unpaid, what the tenant owes on
// each, and from which day the claim can be declared should the next term stay unpaid: that term, wholly unpaid, run
// through the same rule as the steps (sinistre.ts). Pure.
import { moisLong } from "../compte/libelles";
import { addMonths } from "../dates";
import { jourFr } from "../echeances/calendrier";
import { de } from "../francais/elision";
import { eurosDe } from "../francais/nombres";
import { nombreDe } from "../francais/pluriel";
import { compareCodes } from "../francais/tri";
import { toEuros } from "../money";
import { constitutionVisale, partDuLocataire, type TermeImpaye } from "./sinistre";

export interface ImpayeSansSinistre {
  QuitanceId: number;
  mois: string;
  /** The tenant's own debt on the term (cents): the housing aid awaited is the organisme's. */
  dette: number;
}

export interface AttenteSinistre {
  termes: ImpayeSansSinistre[];
  /** The day the claim is constituted, so declarable, if the next term stays wholly unpaid (null: never by it). */
  declarationPossibleLe: string | null;
  libelle: string;
}

/** The lease's next term as if wholly unpaid by the tenant: due a month after its latest one, the same amounts. */
function termeSuivantImpaye(dernier: TermeImpaye): TermeImpaye {
  return {
    QuitanceId: 0,
    mois: addMonths(`${dernier.mois}-01`, 1).slice(0, 7),
    date: addMonths(dernier.date, 1),
    du: dernier.du,
    reste: dernier.du,
    aide: dernier.aide,
    // The aid is paid by the organisme as usual: only the tenant's share is unpaid.
    aideAttendue: dernier.aide,
  };
}

/**
 * A lease under Visale whose unpaid terms constitute no claim (etapesVisale gives no step): the terms due by `jour`
 * the tenant owes on, and the day the next term would constitute it; null when the tenant owes no term due.
 */
export function attenteVisale(termes: TermeImpaye[], jour: string): AttenteSinistre | null {
  const tries = [...termes].sort((a, b) => compareCodes(a.date, b.date));
  const dus = tries
    .filter((t) => t.date <= jour)
    .map((t) => ({ QuitanceId: t.QuitanceId, mois: t.mois, dette: partDuLocataire(t).dette }))
    .filter((t) => t.dette > 0);
  const dernier = tries.at(-1);
  if (!dus.length || !dernier) return null;
  const suivant = termeSuivantImpaye(dernier);
  const constitue = constitutionVisale([...tries, suivant])?.terme === suivant;
  const liste = dus.map((t) => `${moisLong(t.mois)}, ${eurosDe(toEuros(t.dette))}`).join(" ; ");
  const impayes = `${nombreDe(dus.length, "terme impayé", "termes impayés")} (${liste})`;
  return {
    termes: dus,
    declarationPossibleLe: constitue ? suivant.date : null,
    libelle: constitue
      ? `${impayes} : pas encore un sinistre Visale ; déclaration possible à partir du ${jourFr(suivant.date)} si l'échéance ${de(moisLong(suivant.mois))} reste impayée.`
      : `${impayes} : pas encore un sinistre Visale (deux échéances impayées, ou un arriéré de plus d'un mois de loyer et charges, aide au logement déduite).`,
  };
}
