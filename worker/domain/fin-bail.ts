// "Clore le bail" (DELETE /Appartement/{id}/tenant/remove/{tenantId}?date=): the day the lease ends, today unless
// given. It may not come before the tenant's entry; a day to come ends the lease then (the dossier closes on that
// day, by the daily job), and no term runs past it (domain/quitance.ts cuts the last month to it).

export const MSG_FIN_AVANT_ENTREE = (entree: string) =>
  `Le bail ne peut pas se terminer avant l'entrée du locataire (${entree.split("-").reverse().join("/")}).`;

/** The French error on `date` for this lease, or null when it may end that day. */
export const erreurDateFin = (date: string, dateEntree: string) =>
  date < dateEntree ? MSG_FIN_AVANT_ENTREE(dateEntree) : null;

/** The dossier is closed at once when its last day is today or past; later, it closes on that day. */
export const closDesAujourdhui = (date: string, aujourdhui: string) => date <= aujourdhui;
