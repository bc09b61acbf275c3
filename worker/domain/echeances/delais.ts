// The law's delays the calendar dates from a lease's or a mandate's own days (issue 73, item 6), as one dated
// table: a row applies from its `depuis` day, so a new text is one line here, the former one kept for the past.
// Read by obligations.ts (the dates) and calendrier.ts (the items).

export type CleDelai =
  | "reclamation_revision"
  | "regularisation"
  | "decompte_regularisation"
  | "depot_conforme"
  | "depot_non_conforme"
  | "penalite_depot"
  | "assurance_apres_mise_en_demeure"
  | "reconduction_au_plus_tot"
  | "reconduction_au_plus_tard"
  | "carte_renouvellement";

export interface Delai {
  cle: CleDelai;
  /** The first day the row applies (YYYY-MM-DD). */
  depuis: string;
  /** Months (a percentage for penalite_depot). */
  valeur: number;
  /** The rule and its source, in French. */
  source: string;
}

export const DELAIS: readonly Delai[] = [
  {
    cle: "reclamation_revision",
    depuis: "2014-03-27",
    valeur: 12,
    source:
      "Le bailleur dispose d'un an à compter de la date de révision pour la demander ; passé ce délai, elle est perdue pour l'année (loi n° 89-462, article 17-1, issu de la loi n° 2014-366 dite ALUR).",
  },
  {
    cle: "regularisation",
    depuis: "1989-07-08",
    valeur: 12,
    source:
      "Les provisions pour charges font l'objet d'une régularisation au moins annuelle (loi n° 89-462, article 23).",
  },
  {
    cle: "decompte_regularisation",
    depuis: "1989-07-08",
    valeur: 1,
    source:
      "Un mois avant la régularisation, le bailleur communique au locataire le décompte par nature de charges et, dans les immeubles collectifs, le mode de répartition (loi n° 89-462, article 23).",
  },
  {
    cle: "depot_conforme",
    depuis: "2014-03-27",
    valeur: 1,
    source:
      "Dépôt de garantie restitué dans un délai d'un mois à compter de la remise des clés lorsque l'état des lieux de sortie est conforme à celui d'entrée (loi n° 89-462, article 22).",
  },
  {
    cle: "depot_non_conforme",
    depuis: "2014-03-27",
    valeur: 2,
    source:
      "Dépôt de garantie restitué dans un délai de deux mois à compter de la remise des clés lorsque l'état des lieux de sortie n'est pas conforme à celui d'entrée (loi n° 89-462, article 22).",
  },
  {
    cle: "penalite_depot",
    depuis: "2014-03-27",
    valeur: 10,
    source:
      "À défaut de restitution dans le délai, le dépôt dû est majoré d'une somme égale à 10 % du loyer mensuel hors charges pour chaque période mensuelle commencée en retard (loi n° 89-462, article 22).",
  },
  {
    cle: "assurance_apres_mise_en_demeure",
    depuis: "2014-03-27",
    valeur: 1,
    source:
      "Le locataire qui ne justifie pas de son assurance est mis en demeure ; un mois après une mise en demeure non suivie d'effet, le bailleur peut souscrire une assurance pour son compte et en récupérer la prime (loi n° 89-462, article 7 g).",
  },
  {
    cle: "reconduction_au_plus_tot",
    depuis: "2008-01-04",
    valeur: 3,
    source:
      "Le professionnel informe le consommateur par écrit, au plus tôt trois mois et au plus tard un mois avant le terme de la période autorisant le rejet de la reconduction, de la possibilité de ne pas reconduire le contrat (code de la consommation, article L215-1).",
  },
  {
    cle: "reconduction_au_plus_tard",
    depuis: "2008-01-04",
    valeur: 1,
    source:
      "Le professionnel informe le consommateur par écrit, au plus tôt trois mois et au plus tard un mois avant le terme de la période autorisant le rejet de la reconduction, de la possibilité de ne pas reconduire le contrat (code de la consommation, article L215-1).",
  },
  {
    cle: "carte_renouvellement",
    depuis: "2015-07-01",
    valeur: 2,
    source:
      "La demande de renouvellement de la carte professionnelle est déposée auprès de la CCI deux mois au moins avant sa date d'expiration (décret n° 72-678 du 20 juillet 1972, modifié par le décret n° 2015-702).",
  },
];

/** The row of `cle` in force on `jour`: the latest whose `depuis` is not after it (the earliest before any). */
export function delai(cle: CleDelai, jour: string): Delai {
  const lignes = DELAIS.filter((d) => d.cle === cle);
  const enVigueur = lignes
    .filter((d) => d.depuis <= jour)
    .sort((a, b) => (a.depuis < b.depuis ? 1 : -1));
  const ligne = enVigueur[0] ?? lignes[0];
  if (!ligne) throw new Error(`Délai inconnu : ${cle}`);
  return ligne;
}
