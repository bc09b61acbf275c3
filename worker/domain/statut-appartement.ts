// Apartment statuses of spec 4. `today` is YYYY-MM-DD from the clock port.

type DossierDates = { dateFinBail?: string | null; dateDebutPreavis?: string | null; dateFinPreavis?: string | null };

/** Record status: 'En Travaux' if wip, 'Occupé' if a dossier has no end or ends in the future, else 'Vacant'. */
export function statutAppartement(appart: { wip: boolean }, dossiers: DossierDates[], today: string) {
  if (appart.wip) return "En Travaux" as const;
  if (dossiers.some((d) => !d.dateFinBail || d.dateFinBail > today)) return "Occupé" as const;
  return "Vacant" as const;
}

/** Notice list: 'En préavis' when today falls within a dossier's notice period, else 'Vacant'. */
export function statutPreavis(dossiers: DossierDates[], today: string) {
  const enPreavis = dossiers.some((d) => d.dateDebutPreavis && d.dateFinPreavis && d.dateDebutPreavis <= today && today <= d.dateFinPreavis);
  return enPreavis ? ("En préavis" as const) : ("Vacant" as const);
}

/** Dashboard status: En gestion (an intendance covers today) > En Travaux > Louée > Vacant. */
export function statutTableauDeBord(
  appart: { wip: boolean },
  opts: { aDesLocataires: boolean; intendances: { dateDepart?: string | null; dateFin?: string | null }[] },
  today: string,
) {
  if (opts.intendances.some((i) => i.dateDepart && i.dateFin && i.dateDepart <= today && today <= i.dateFin)) return "En gestion" as const;
  if (appart.wip) return "En Travaux" as const;
  if (opts.aDesLocataires) return "Louée" as const;
  return "Vacant" as const;
}
