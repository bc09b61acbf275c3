// Apartment statuses of spec 4. `today` is YYYY-MM-DD from the clock port.

type DossierDates = {
  dateFinBail?: string | null;
  dateDebutPreavis?: string | null;
  dateFinPreavis?: string | null;
};
type Periode = { dateDepart?: string | null; dateFin?: string | null };

/** A dossier runs while it has no end date or one in the future; it is closed from its end date on. */
export const dossierEnCours = (d: DossierDates, today: string) =>
  !d.dateFinBail || d.dateFinBail > today;

/** Today falls within the dossier's notice period (bounds included). */
export const enPreavis = (d: DossierDates, today: string) =>
  !!d.dateDebutPreavis &&
  !!d.dateFinPreavis &&
  d.dateDebutPreavis <= today &&
  today <= d.dateFinPreavis;

/** An intendance is current while its end date is in the future, history afterwards (spec 4). */
export const intendanceEnCours = (i: Periode, today: string) => !!i.dateFin && i.dateFin > today;

/** An intendance covers today (its period includes it): the apartment is then 'En gestion'. */
export const intendanceCouvre = (i: Periode, today: string) =>
  !!i.dateDepart && !!i.dateFin && i.dateDepart <= today && today <= i.dateFin;

/** Record status: 'En Travaux' if wip, 'Occupé' if a dossier has no end or ends in the future, else 'Vacant'. */
export function statutAppartement(
  appart: { wip: boolean },
  dossiers: DossierDates[],
  today: string,
) {
  if (appart.wip) return "En Travaux" as const;
  if (dossiers.some((d) => dossierEnCours(d, today))) return "Occupé" as const;
  return "Vacant" as const;
}

/** Notice list: 'En préavis' when today falls within a dossier's notice period, else 'Vacant'. */
export function statutPreavis(dossiers: DossierDates[], today: string) {
  return dossiers.some((d) => enPreavis(d, today)) ? ("En préavis" as const) : ("Vacant" as const);
}

/**
 * Dashboard status: En gestion (an intendance covers today, or a management mandate holds it, issue 60) > En
 * Travaux > Louée > Vacant.
 */
export function statutTableauDeBord(
  appart: { wip: boolean },
  opts: { aDesLocataires: boolean; intendances: Periode[]; sousMandatGestion?: boolean },
  today: string,
) {
  if (opts.sousMandatGestion || opts.intendances.some((i) => intendanceCouvre(i, today)))
    return "En gestion" as const;
  if (appart.wip) return "En Travaux" as const;
  if (opts.aDesLocataires) return "Louée" as const;
  return "Vacant" as const;
}
