// The claim's steps of one lease as its « Garantie » panel shows them (issue 78 item 5, ADR 130): each step of each
// unpaid term with its last day and its state, done (and when), to do, or missed (the cover threatened). The same
// dates as the calendar's items (echeances.ts), the steps done kept rather than left out.
import { type BailSinistre, cleEtape } from "./echeances";
import { enVigueur, GLI_PAR_DEFAUT } from "./regles";
import { type EtapeSinistre, etapesGli, etapesVisale, LIBELLES_ETAPE } from "./sinistre";

export type EtatEtape = "faite" | "a_faire" | "expiree";

export interface EtapeDuBail {
  QuitanceId: number;
  mois: string;
  etape: EtapeSinistre;
  libelle: string;
  /** The step's last day. */
  date: string;
  etat: EtatEtape;
  /** The day it was recorded done, when it is. */
  faiteLe: string | null;
}

export function etapesDuBail(
  b: BailSinistre,
  faitesLe: ReadonlyMap<string, string>,
  jour: string,
): EtapeDuBail[] {
  const usuel = enVigueur(GLI_PAR_DEFAUT, jour);
  const etapes =
    b.type === "gli"
      ? etapesGli(b.termes, {
          delaiRelance: b.delaiRelance ?? usuel.relance,
          delaiMiseEnDemeure: b.delaiMiseEnDemeure ?? usuel.miseEnDemeure,
          delaiDeclaration: b.delaiDeclaration ?? usuel.declaration,
        })
      : etapesVisale(b.termes);
  return etapes.map((e) => {
    const faiteLe = faitesLe.get(cleEtape(e.QuitanceId, e.etape)) ?? null;
    return {
      QuitanceId: e.QuitanceId,
      mois: e.mois,
      etape: e.etape,
      libelle: LIBELLES_ETAPE[e.etape],
      date: e.date,
      etat: faiteLe ? "faite" : e.date < jour ? "expiree" : "a_faire",
      faiteLe,
    };
  });
}
