import { csvMontant } from "../csv";
import { aideEnVigueur, type AideRow } from "./aide";

// Issue 77 item 5: each July, the leases in tiers payant with their July rent and charges, by the CAF's département,
// to declare in the partner portal. The département is the lot's postal code's (three digits overseas, 2A/2B kept
// as 20: the CAF's own code for Corsica is the postal one).

export interface BailJuillet {
  DossierId: number;
  locataire: string;
  adresse: string;
  codePostal: string | null;
  /** The July term's amounts (cents), or the lease's when the term is not made. */
  loyer: number;
  charges: number;
}

export const departement = (codePostal: string | null) => {
  const cp = (codePostal ?? "").trim();
  if (!/^\d{5}$/.test(cp)) return "?";
  return cp.startsWith("97") || cp.startsWith("98") ? cp.slice(0, 3) : cp.slice(0, 2);
};

export const ENTETES_LISTE_ANNUELLE = [
  "Département",
  "Organisme",
  "N° allocataire",
  "Aide",
  "Locataire",
  "Adresse",
  "Loyer de juillet",
  "Charges de juillet",
  "Total",
  "Dossier",
];

const euros = (c: number) => csvMontant(c / 100);

/** The rows of `annee`'s list: leases whose aid in force on 1 July is paid to the agency, by département. */
export function listeAnnuelle(
  baux: readonly BailJuillet[],
  aides: ReadonlyMap<number, readonly AideRow[]>,
  annee: number,
) {
  const juillet = `${annee}-07-01`;
  return (
    baux
      .flatMap((b) => {
        const a = aideEnVigueur(aides.get(b.DossierId) ?? [], juillet);
        return a?.tiersPayant ? [{ b, a, dep: departement(b.codePostal) }] : [];
      })
      // Codes compared as plain strings: digits only, no locale needed.
      .sort((x, y) => (x.dep < y.dep ? -1 : x.dep > y.dep ? 1 : x.b.DossierId - y.b.DossierId))
      .map(({ b, a, dep }) => [
        dep,
        a.organisme,
        a.numeroAllocataire,
        a.type,
        b.locataire,
        b.adresse,
        euros(b.loyer),
        euros(b.charges),
        euros(b.loyer + b.charges),
        b.DossierId,
      ])
  );
}
