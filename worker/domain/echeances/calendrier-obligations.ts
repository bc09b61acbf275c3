// The calendar's items of issue 73 (item 6): what a lease owes beyond its term (revision, regularisation, notice,
// insurance), a departed tenant's deposit, a mandate's L215-1 letter. Named and worded here from the dates of
// obligations.ts; calendrier.ts calls these for each lease, deposit and mandate it lists.
import { eurosDe } from "../francais/nombres";
import { delai } from "./delais";
import {
  assuranceManquante,
  fenetreReconduction,
  finReclamationRevision,
  limiteRestitutionDepot,
  regularisationDue,
  revisionsIrl,
  type TermeMandat,
} from "./obligations";
import type { Echeance } from "./types";
import { debutSuivi } from "./reprise";

type Item = Omit<Echeance, "niveau">;
const jourFr = (d: string) => d.split("-").reverse().join("/");

/** What the items of one lease read. */
export interface BailObligations {
  typeBail: string | null;
  dateDebutBail: string;
  dateRevision: string | null;
  /** The last revision applied (RevisionLoyer.dateRevision), null: none. */
  derniereRevision: string | null;
  /** The last regularisation made (Regularisation.date), null: none. */
  derniereRegularisation: string | null;
  /** The monthly charges called (cents): no provision, no regularisation. */
  loyerCharge: number;
  dateFinPreavis: string | null;
  assuranceDateFin: string | null;
  /** An imported lease's cut-over day: a certificate missing is asked from it (ADR 112). */
  dateReprise?: string | null;
}

/** The items of one open lease on `jour`; `ids` and `qui` name it. */
export function itemsDuBail(
  b: BailObligations,
  jour: string,
  ids: { AppartementId: number; DossierId: number },
  qui: string,
): Item[] {
  const out: Item[] = [];
  // Art. 25-16: a bail mobilité is never revised.
  if (b.typeBail !== "mobilité") {
    const { prochaine, precedente } = revisionsIrl(b, jour);
    const regle = delai("reclamation_revision", prochaine).source;
    out.push({
      ...ids,
      date: prochaine,
      type: "revision_irl",
      libelle: `Révision IRL du loyer de ${qui} (à demander au plus tard le ${jourFr(finReclamationRevision(prochaine))})`,
      regle,
    });
    // The one due before, not applied and still claimable: its last day.
    if (precedente && precedente !== b.derniereRevision) {
      const fin = finReclamationRevision(precedente);
      if (fin >= jour)
        out.push({
          ...ids,
          date: fin,
          type: "revision_irl",
          libelle: `Dernier jour pour demander la révision IRL du ${jourFr(precedente)} à ${qui}`,
          regle,
        });
    }
  }
  if (b.loyerCharge > 0) {
    const r = regularisationDue(b.dateDebutBail, b.derniereRegularisation);
    out.push({
      ...ids,
      date: r.decompte,
      type: "regularisation",
      libelle: `Décompte des charges à envoyer à ${qui}, un mois avant la régularisation du ${jourFr(r.date)}`,
      regle: delai("decompte_regularisation", r.date).source,
    });
    out.push({
      ...ids,
      date: r.date,
      type: "regularisation",
      libelle: `Régularisation annuelle des charges de ${qui}`,
      regle: delai("regularisation", r.date).source,
    });
  }
  if (b.dateFinPreavis)
    out.push({
      ...ids,
      date: b.dateFinPreavis,
      type: "fin_preavis",
      libelle: `Fin du préavis de ${qui} : état des lieux de sortie et remise des clés`,
      regle:
        "Le locataire est redevable du loyer et des charges pendant le délai de préavis (loi n° 89-462, article 15).",
    });
  // Without a certificate in force: the formal notice, then the landlord's own insurance a month later.
  if (!b.assuranceDateFin || b.assuranceDateFin < jour) {
    const a = assuranceManquante(b.assuranceDateFin, debutSuivi(b));
    const regle = delai("assurance_apres_mise_en_demeure", a.miseEnDemeure).source;
    out.push({
      ...ids,
      date: a.miseEnDemeure,
      type: "assurance_mise_en_demeure",
      libelle: `Mettre en demeure ${qui} de justifier de son assurance habitation`,
      regle,
    });
    out.push({
      ...ids,
      date: a.souscription,
      type: "assurance_mise_en_demeure",
      libelle: `Un mois après la mise en demeure restée sans effet : le bailleur peut assurer le logement pour le compte de ${qui}`,
      regle,
    });
  }
  return out;
}

/** A departed tenant's deposit not yet paid back. */
export interface DepotCalendrier {
  DossierId: number;
  AppartementId: number;
  locataire: string;
  ou: string;
  dateRestitutionCles: string;
  sortieConforme: boolean;
  /** The monthly rent without charges (cents): the penalty's base. */
  loyerHC: number;
}

export function itemDepot(d: DepotCalendrier): Item {
  const l = limiteRestitutionDepot(d.dateRestitutionCles, d.sortieConforme);
  const penalite = delai("penalite_depot", l.date);
  const parMois = Math.round((d.loyerHC * penalite.valeur) / 100) / 100;
  return {
    DossierId: d.DossierId,
    AppartementId: d.AppartementId,
    date: l.date,
    type: "restitution_depot",
    libelle: `Restitution du dépôt de garantie de ${d.locataire}, ${d.ou} (${l.mois === 1 ? "un mois" : "deux mois"} après la remise des clés le ${jourFr(d.dateRestitutionCles)}) ; passé ce jour, majoration de ${penalite.valeur} % du loyer hors charges, ${eurosDe(parMois)}, par mois de retard commencé`,
    regle: `${l.source} ${penalite.source}`,
  };
}

/** A mandate's L215-1 letter to its consumer owner before the period's end, when it may be renewed. */
export function itemLettreReconduction(
  m: { id: number; AppartementId: number | null; proprietaire: string },
  nom: string,
  terme: TermeMandat,
): Item {
  const { du, au } = fenetreReconduction(terme.fin);
  return {
    type: "mandat_reconduction",
    MissionId: m.id,
    ...(m.AppartementId ? { AppartementId: m.AppartementId } : {}),
    date: au,
    libelle: `${nom} : lettre d'information sur la reconduction à envoyer à ${m.proprietaire} entre le ${jourFr(du)} et le ${jourFr(au)} (fin de la période le ${jourFr(terme.fin)})`,
    regle: delai("reconduction_au_plus_tard", terme.fin).source,
  };
}
