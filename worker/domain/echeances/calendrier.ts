// Every dated obligation of the agency on a day (issue 63, item 6), from what the calendar service read in one round
// trip: open leases with their lot and tenant, the lots' diagnostics, the management mandates and the agency's
// settings. Pure: each item's date is the rule of its own domain (diagnostics/validite.ts, bail/decence.ts,
// echeances/bail.ts); this file only names and dates them.
import { mentionNonDecent } from "../bail/decence";
import { aUnPreavis } from "../reconduction/reconduction";
import { typeBail } from "../bail/types-bail";
import { classeLue, type DiagnosticSaisi, type LotDiagnostics } from "../diagnostics/types";
import { etatDiagnostics } from "../diagnostics/validite";
import {
  REGLE_ASSURANCE,
  REGLE_CHAUDIERE,
  REGLE_MANDAT,
  datesBail,
  prochainEntretienChaudiere,
} from "./bail";
import {
  type BailObligations,
  type DepotCalendrier,
  itemDepot,
  itemLettreReconduction,
  itemsDuBail,
} from "./calendrier-obligations";
import { depotRenouvellementCarte, termeMandat } from "./obligations";
import { niveaux } from "./filtre";
import type { Echeance, TypeEcheance } from "./types";
import { debutSuivi, planchers } from "./reprise";
import { REGLE_ECHEANCE_DECENNALE } from "../travaux/decennale";

export interface LotCalendrier extends LotDiagnostics {
  id: number;
  adresse: string;
  codePostal: string;
  ville: string;
  classeEnergie: string | null;
  chaudiere: boolean | number;
}

export interface BailCalendrier extends BailObligations {
  id: number;
  AppartementId: number;
  typeBail: string | null;
  dateDebutBail: string;
  dateFinBail: string | null;
  assuranceDateFin: string | null;
  entretienChaudiereDate: string | null;
  soumisEncadrement: boolean | number;
  /** Dossier.encadrement (JSON): the reference rents when entered. */
  encadrement: { loyerReference?: unknown; loyerReferenceMajore?: unknown } | null;
  locataire: string;
  /** An owner of the lot is a legal person (`Client.personneMorale`): six-year unfurnished terms (art. 10). */
  personneMorale?: boolean | number | null;
  /** An imported lease's cut-over day: nothing of it dated before (reprise.ts); null for this software's. */
  dateReprise?: string | null;
  /** A notice on record (the landlord's congé, the tenant's notice or departure): the lease ends, not renewed. */
  congeDateEnvoi?: string | null;
  dateDebutPreavis?: string | null;
  dateSortie?: string | null;
}

export interface MandatCalendrier {
  id: number;
  numeroMandat: string | null;
  dateSignature: string | null;
  dureeMandatMois: number | null;
  /** The most tacit renewals its clause allows; null: not stated. */
  reconductionsMax: number | null;
  /** One of its lots (the first), for the link. */
  AppartementId: number | null;
  /**
   * Its owners' names, and whether one is owed the L215-1 letter: a consumer, or a non-professional (C. consom.
   * L215-3); with no field saying an owner acts as a professional, any owner (ADR 105).
   */
  proprietaire: string;
  consommateur: boolean | number;
}

export interface DonneesCalendrier {
  lots: readonly LotCalendrier[];
  baux: readonly BailCalendrier[];
  diagnostics: readonly (DiagnosticSaisi & { AppartementId: number })[];
  mandats: readonly MandatCalendrier[];
  /** Departed tenants' deposits not yet paid back. */
  depots: readonly DepotCalendrier[];
  /** The agency's own last days (AAAA-MM-JJ, null: not given). */
  agence: Readonly<Record<string, string | null>> | null;
  /** The live suppliers' décennale ends (issue 76). */
  fournisseurs?: readonly { id: number; raisonSociale: string; au: string }[];
}

/** The lease's end: by the notice on record, renewed by itself (art. 10), or a kind the law does not renew. */
function libelleFinBail(b: BailCalendrier, qui: string, reconduction: string | null): string {
  if (b.congeDateEnvoi)
    return `Fin du bail de ${qui} : congé du bailleur envoyé le ${jourFr(b.congeDateEnvoi)}, sans reconduction`;
  if (aUnPreavis(b)) return `Fin du bail de ${qui} : préavis du locataire, sans reconduction`;
  if (reconduction)
    return `Fin du bail de ${qui} : reconduit tacitement le ${jourFr(reconduction)} à défaut de congé`;
  return `Fin du bail de ${qui} (sans reconduction)`;
}

/** The agency's own dates: the settings' key, the item's type, what is due and the rule. */
export const DATES_AGENCE: readonly {
  cle: string;
  type: TypeEcheance;
  libelle: string;
  regle: string;
  /** The item's day from the end: the card's renewal is filed two months before it (delais.ts). */
  avant?: (fin: string) => string;
}[] = [
  {
    cle: "carteProfessionnelleFin",
    type: "carte_professionnelle",
    libelle: "Demande de renouvellement de la carte professionnelle à déposer auprès de la CCI",
    regle:
      "Carte professionnelle valable trois ans, renouvelée auprès de la CCI (décret n° 72-678, article 80) ; la demande est déposée deux mois au moins avant sa fin.",
    avant: depotRenouvellementCarte,
  },
  {
    cle: "garantieFinanciereFin",
    type: "garantie_financiere",
    libelle: "Fin de l'attestation de garantie financière",
    regle:
      "Garantie financière obligatoire pour détenir des fonds (loi n° 70-9, article 3 ; décret n° 72-678, article 37).",
  },
  {
    cle: "assuranceRcpFin",
    type: "assurance_rcp",
    libelle: "Fin de l'assurance de responsabilité civile professionnelle",
    regle:
      "Assurance de responsabilité civile professionnelle obligatoire (loi n° 70-9, article 3 ; décret n° 72-678, article 49).",
  },
];

export const jourFr = (d: string) => d.split("-").reverse().join("/");
export const adresseLot = (l: Pick<LotCalendrier, "adresse" | "codePostal" | "ville">) =>
  `${l.adresse}, ${l.codePostal} ${l.ville}`;

const estJourSaisi = (v: unknown): v is string =>
  typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The lot's DPE as the decency rule reads it: the diagnostic entered, else the lot's class. */
function dpeDe(lot: LotCalendrier, diags: readonly DiagnosticSaisi[]) {
  const dpe = diags.find((d) => d.type === "dpe");
  return {
    classe: (dpe && classeLue(dpe)) ?? lot.classeEnergie,
    energieFinale: dpe?.energieFinale ?? null,
    codePostal: lot.codePostal,
  };
}

/** Every item on `jour` (the Paris day), unfiltered and unsorted. */
export function echeancesDu(d: DonneesCalendrier, jour: string): Echeance[] {
  const out: Echeance[] = [];
  const niveauDe = niveaux(jour);
  const plancher = planchers(d.baux);
  const push = (e: Omit<Echeance, "niveau">, niveau?: Echeance["niveau"]) => {
    // An imported lease's item is not dated before its cut-over day (issue 74, ADR 112).
    const min = plancher(e);
    if (min && e.date < min) e.date = min;
    // The item as built, its level added in place (no copy of the thousands of items of a large agency).
    out.push(Object.assign(e, { niveau: niveau ?? niveauDe(e.date) }));
  };
  const lots = new Map(d.lots.map((l) => [l.id, l]));
  const diagsParLot = new Map<number, DiagnosticSaisi[]>();
  for (const x of d.diagnostics) {
    const liste = diagsParLot.get(x.AppartementId) ?? [];
    liste.push(x);
    diagsParLot.set(x.AppartementId, liste);
  }

  // The diagnostics of each lot let (once per lot, whatever its number of open leases).
  for (const lot of d.lots) {
    const ou = adresseLot(lot);
    for (const e of etatDiagnostics(lot, diagsParLot.get(lot.id) ?? [], jour)) {
      if (!e.requis && e.statut === "non_requis") continue;
      // A DPE's class known without its report (an import gives the class): its date is what is missing, the class
      // being there (issue 74): asked for, not « manquant ».
      if (e.type === "dpe" && e.statut === "manquant" && !e.diagnostic && lot.classeEnergie)
        push({
          date: jour,
          type: "diagnostic",
          AppartementId: lot.id,
          libelle: `DPE de classe ${lot.classeEnergie} : date de réalisation à renseigner, ${ou}`,
          regle: `La classe énergie du lot est connue, pas le diagnostic : sa date de réalisation dit jusqu'à quand il vaut. ${e.regle}`,
        });
      else if (e.statut === "manquant")
        push(
          {
            date: jour,
            type: "diagnostic",
            AppartementId: lot.id,
            libelle: `${e.libelle} manquant : ${ou}`,
            regle: `${e.raison} ${e.regle}`,
          },
          "expire",
        );
      else if (e.finValidite)
        push({
          date: e.finValidite,
          type: "diagnostic",
          AppartementId: lot.id,
          libelle: `${e.libelle} : fin de validité, ${ou}`,
          regle: e.regle,
        });
    }
  }

  for (const b of d.baux) {
    const lot = lots.get(b.AppartementId);
    if (!lot) continue;
    const ou = adresseLot(lot);
    const qui = `${b.locataire}, ${ou}`;
    const ids = { AppartementId: lot.id, DossierId: b.id };
    const kind = typeBail(b.typeBail);
    const dates = datesBail(
      {
        typeBail: kind,
        dateDebutBail: b.dateDebutBail,
        dateFinBail: b.dateFinBail,
        bailleurPersonneMorale: Boolean(b.personneMorale),
      },
      jour,
    );
    // A notice given ends the lease at its term (issue 73): no renewal to announce, no congé left to send.
    const fini = aUnPreavis(b);
    push({
      ...ids,
      date: fini ? (b.dateFinBail ?? dates.fin) : dates.fin,
      type: "fin_bail",
      libelle: libelleFinBail(b, qui, fini ? null : dates.reconduction),
      regle: `${dates.regle} Préavis du locataire : ${dates.preavisLocataire}.`,
    });
    if (dates.congeBailleur && !fini)
      push({
        ...ids,
        date: dates.congeBailleur.date,
        type: "conge_bailleur",
        libelle: `Dernier jour pour donner congé à ${qui}, avant la fin du bail le ${jourFr(dates.congeBailleur.finDuTerme)}`,
        regle: dates.regleConge,
      });
    // Decency at the next tacit renewal (loi 89-462 art. 6): the floor never ends a running lease (issue 73), the
    // lease is renewed and the landlord owes the works.
    const mention =
      dates.reconduction && !fini
        ? mentionNonDecent(dpeDe(lot, diagsParLot.get(lot.id) ?? []), dates.reconduction)
        : null;
    if (mention && dates.reconduction)
      push({
        ...ids,
        date: dates.reconduction,
        type: "decence",
        libelle: `Bail de ${qui} : ${mention}`,
        regle: `${mention}. Le bail est reconduit : le bailleur doit les travaux, le locataire peut saisir le juge.`,
      });
    push({
      ...ids,
      date: b.assuranceDateFin ?? debutSuivi(b),
      type: "assurance",
      libelle: b.assuranceDateFin
        ? `Fin de l'attestation d'assurance habitation de ${qui}`
        : `Attestation d'assurance à demander à ${qui}`,
      regle: REGLE_ASSURANCE,
    });
    if (lot.chaudiere) {
      const prochain = prochainEntretienChaudiere(b.entretienChaudiereDate);
      push({
        ...ids,
        date: prochain ?? debutSuivi(b),
        type: "chaudiere",
        libelle: prochain
          ? `Attestation d'entretien de la chaudière à demander à ${qui}`
          : `Attestation d'entretien de la chaudière à demander à ${qui} (aucune enregistrée)`,
        regle: REGLE_CHAUDIERE,
      });
    }
    for (const item of itemsDuBail(b, jour, ids, qui)) push(item);
    const enc = b.encadrement;
    if (b.soumisEncadrement && (enc?.loyerReference == null || enc?.loyerReferenceMajore == null))
      push({
        ...ids,
        date: b.dateDebutBail,
        type: "encadrement",
        libelle: `Bail de ${qui} soumis à l'encadrement des loyers : loyers de référence à compléter`,
        regle:
          "Le bail d'un logement soumis à l'encadrement des loyers mentionne le loyer de référence et le loyer de référence majoré (loi n° 2018-1021 dite ELAN, article 140).",
      });
  }

  for (const m of d.mandats) {
    const nom = `Mandat de gestion n° ${m.numeroMandat ?? m.id}`;
    const base = {
      type: "mandat" as const,
      MissionId: m.id,
      ...(m.AppartementId ? { AppartementId: m.AppartementId } : {}),
    };
    const terme = termeMandat(m.dateSignature, m.dureeMandatMois, m.reconductionsMax, jour);
    if (terme)
      push({
        ...base,
        date: terme.fin,
        libelle: terme.reconductible
          ? `${nom} : fin de la période, renouvelé pour ${m.dureeMandatMois} mois à défaut de dénonciation`
          : `${nom} : fin du mandat, nombre maximal de reconductions atteint (${m.reconductionsMax}) : un nouveau mandat est à signer`,
        regle: REGLE_MANDAT,
      });
    else
      push(
        {
          ...base,
          date: m.dateSignature ?? jour,
          libelle: `${nom} : date de signature ou durée à indiquer`,
          regle: REGLE_MANDAT,
        },
        "expire",
      );
    if (terme?.reconductible && m.consommateur) push(itemLettreReconduction(m, nom, terme));
  }

  for (const depot of d.depots) push(itemDepot(depot));

  for (const f of d.fournisseurs ?? [])
    push({
      date: f.au,
      type: "fournisseur_decennale",
      FournisseurId: f.id,
      libelle: `Fin de l'assurance décennale de ${f.raisonSociale} : demander la nouvelle attestation`,
      regle: REGLE_ECHEANCE_DECENNALE,
    });

  for (const a of DATES_AGENCE) {
    const v = d.agence?.[a.cle];
    if (estJourSaisi(v))
      push({
        date: a.avant ? a.avant(v) : v,
        type: a.type,
        libelle: a.avant ? `${a.libelle} (fin de validité le ${jourFr(v)})` : a.libelle,
        regle: a.regle,
      });
  }
  return out;
}
