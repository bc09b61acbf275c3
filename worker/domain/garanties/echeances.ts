// The claim clocks as items of the agency's calendar (issue 78 item 3): each step of each unpaid term of a lease
// under a GLI or Visale, dated by sinistre.ts, with its level; a step done is no longer an item, a step missed is
// « expire » and says the cover is threatened.
import { moisLong } from "../compte/libelles";
import { jourFr } from "../echeances/calendrier";
import { niveaux } from "../echeances/filtre";
import type { Echeance } from "../echeances/types";
import { de } from "../francais/elision";
import { enVigueur, GLI_PAR_DEFAUT } from "./regles";
import {
  type EtapeSinistre,
  etapesGli,
  etapesVisale,
  LIBELLES_ETAPE,
  type TermeImpaye,
} from "./sinistre";

export const COUVERTURE_MENACEE = "couverture menacée";

/**
 * A lease under a guarantee with its unpaid terms and the steps already done ("QuitanceId:etape"). Under Visale the
 * paid terms after its first unpaid one are among `termes` too: a term paid in full ends a run (sinistre.ts).
 */
export interface BailSinistre {
  DossierId: number;
  AppartementId: number;
  locataire: string;
  ou: string;
  type: "gli" | "visale";
  delaiRelance: number | null;
  delaiMiseEnDemeure: number | null;
  delaiDeclaration: number | null;
  termes: TermeImpaye[];
  faites: ReadonlySet<string>;
}

export const cleEtape = (QuitanceId: number, etape: EtapeSinistre) => `${QuitanceId}:${etape}`;

export function echeancesSinistres(baux: BailSinistre[], jour: string): Echeance[] {
  const niveauDe = niveaux(jour);
  return baux.flatMap((b) => {
    // A GLI lease whose contract reads no delay (none is null in the table) takes the usual contract's.
    const usuel = enVigueur(GLI_PAR_DEFAUT, jour);
    const etapes =
      b.type === "gli"
        ? etapesGli(b.termes, {
            delaiRelance: b.delaiRelance ?? usuel.relance,
            delaiMiseEnDemeure: b.delaiMiseEnDemeure ?? usuel.miseEnDemeure,
            delaiDeclaration: b.delaiDeclaration ?? usuel.declaration,
          })
        : etapesVisale(b.termes);
    return etapes
      .filter((e) => !b.faites.has(cleEtape(e.QuitanceId, e.etape)))
      .map((e) => {
        const niveau = niveauDe(e.date);
        return {
          date: e.date,
          type: e.etape,
          niveau,
          AppartementId: b.AppartementId,
          DossierId: b.DossierId,
          libelle: `${LIBELLES_ETAPE[e.etape]} avant le ${jourFr(e.date)} : terme ${de(moisLong(e.mois))} impayé de ${b.locataire}, ${b.ou}${niveau === "expire" ? ` (${COUVERTURE_MENACEE})` : ""}`,
          regle: e.regle,
        };
      });
  });
}
