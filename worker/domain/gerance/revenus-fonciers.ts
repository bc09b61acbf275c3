// The owner's tax summary for form 2044 (issue 38 part 5, ADR 033), from the owner's account of one calendar year
// (cash basis: what was collected and paid that year, annulations counted the year they are written):
// 211 rents collected excluding charges, 221 management fees TTC, 222 the flat 20 € per dwelling, 224 works paid,
// 229 provisions for co-ownership charges when known (an expense the agency paid naming the syndic or the
// copropriété). Pure, integer cents.
import { entre, honorairesDe, loyerEtCharges, mouvement, type EcritureGerance } from "./ecritures";

/** Line 222: the flat fee per dwelling for the management costs not deducted for their real amount (CGI art. 31). */
export const FORFAIT_PAR_LOCAL = 2000;

export interface Lignes2044 {
  ligne211: number;
  ligne221: number;
  ligne222: number;
  ligne224: number;
  ligne229: number;
}

/** An expense of the co-ownership (provision paid to the syndic): line 229 rather than 224. */
export const estCopropriete = (libelle: string) => /copropri|syndic/i.test(libelle);

const vide = (): Lignes2044 => ({
  ligne211: 0,
  ligne221: 0,
  ligne222: 0,
  ligne224: 0,
  ligne229: 0,
});

function lignesDe(lignes: readonly EcritureGerance[]): Lignes2044 {
  const l = vide();
  for (const e of lignes) {
    if (e.nature === "loyer") l.ligne211 += loyerEtCharges(e).hc;
    else if (e.nature === "depense") {
      if (estCopropriete(e.libelle)) l.ligne229 -= mouvement(e);
      else l.ligne224 -= mouvement(e);
    }
  }
  l.ligne221 = honorairesDe(lignes).ttc;
  return l;
}

/**
 * The year's lines in all and per apartment (each with its own 20 €): the apartments are those with an entry that
 * year, named by `nomDe`, in the order of their names.
 */
export function revenusFonciers<A>(
  lignes: readonly EcritureGerance[],
  annee: number,
  nomDe: (AppartementId: number) => A,
) {
  const annuelles = entre(lignes, `${annee}-01-01`, `${annee}-12-31`);
  const ids = [...new Set(annuelles.map((e) => e.AppartementId))].filter(
    (id): id is number => id != null,
  );
  const parAppartement = ids
    .map((AppartementId) => ({
      AppartementId,
      ...nomDe(AppartementId),
      ...lignesDe(annuelles.filter((e) => e.AppartementId === AppartementId)),
      ligne222: FORFAIT_PAR_LOCAL,
    }))
    .sort((a, b) => a.AppartementId - b.AppartementId);
  return {
    annee,
    ...lignesDe(annuelles),
    ligne222: FORFAIT_PAR_LOCAL * ids.length,
    parAppartement,
  };
}
