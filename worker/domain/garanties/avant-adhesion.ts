// Unpaid terms a GLI does not cover (follow-up of issue 78 item 5): the cover runs from its adhesion's month
// (primes.ts charges the premium from it), so an older unpaid term starts no claim clock and the « Sinistre » card
// read « Aucun terme impayé » for a lease whose only unpaid terms predate it. It now says them, as not covered. Pure.
import { moisLong } from "../compte/libelles";
import { jourFr } from "../echeances/calendrier";
import { nombreDe } from "../francais/pluriel";
import { compareCodes } from "../francais/tri";
import { partDuLocataire, type TermeImpaye } from "./sinistre";

export interface AvantAdhesion {
  termes: { QuitanceId: number; mois: string }[];
  /** The GLI's adhesion day (ISO). */
  adhesion: string;
  libelle: string;
}

/** The terms, due before the adhesion, the tenant still owes on (the aid awaited is the organisme's); null if none. */
export function avantAdhesion(termes: TermeImpaye[], adhesion: string): AvantAdhesion | null {
  const dus = [...termes]
    .filter((t) => partDuLocataire(t).dette > 0)
    .sort((a, b) => compareCodes(a.date, b.date))
    .map((t) => ({ QuitanceId: t.QuitanceId, mois: t.mois }));
  if (!dus.length) return null;
  const un = dus.length === 1;
  return {
    termes: dus,
    adhesion,
    libelle: `${nombreDe(dus.length, "terme impayé antérieur", "termes impayés antérieurs")} à l'adhésion du ${jourFr(adhesion)} (${dus.map((t) => moisLong(t.mois)).join(", ")}) : ${un ? "non couvert" : "non couverts"} par la GLI.`,
  };
}
