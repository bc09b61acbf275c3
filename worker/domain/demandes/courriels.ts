// The French text of the e-mails of item 5 (issue 62): the agency's reply to a request, and the daily job's
// insurance reminders (loi 89-462 art. 7 g: the tenant proves each year that the home is insured). Pure: the
// link to the space and the agency's name come from the caller.

const jour = (day: string) => day.split("-").reverse().join("/");

export interface Courriel {
  subject: string;
  body: string;
}

/** The link every mail of a space points to. */
export const lienEspace = (publicUrl: string) => `${publicUrl.replace(/\/+$/, "")}/espace`;

/** To the request's author: the agency answered (the text itself is read in the space, signed in). */
export const courrielReponse = (objet: string, espace: string, agence: string): Courriel => ({
  subject: `Réponse à votre demande : ${objet}`,
  body: [
    "Bonjour,",
    "",
    `${agence} a répondu à votre demande « ${objet} ».`,
    `Lisez la réponse et suivez votre demande dans votre espace : ${espace}`,
    "",
    "Cordialement,",
    agence,
  ].join("\n"),
});

/** The kinds of reminder, each sent once per lease and end date (the outbox's dedupeKey). */
export type RappelAssurance = "echeance" | "echue" | "echue-agence";

/** A month before the end date: the tenant is asked for the next certificate. */
export const courrielEcheance = (dateFin: string, espace: string, agence: string): Courriel => ({
  subject: `Votre attestation d'assurance habitation prend fin le ${jour(dateFin)}`,
  body: [
    "Bonjour,",
    "",
    `L'attestation d'assurance habitation que nous avons pour votre logement prend fin le ${jour(dateFin)}.`,
    "Votre bail vous demande d'assurer le logement et d'en remettre l'attestation chaque année (loi du 6 juillet 1989, article 7 g).",
    `Envoyez la nouvelle attestation depuis votre espace, rubrique « Assurance » : ${espace}`,
    "",
    "Cordialement,",
    agence,
  ].join("\n"),
});

/** At the end date: the tenant again. */
export const courrielEchue = (dateFin: string, espace: string, agence: string): Courriel => ({
  subject: "Attestation d'assurance habitation manquante",
  body: [
    "Bonjour,",
    "",
    `L'attestation d'assurance habitation de votre logement a pris fin le ${jour(dateFin)} et nous n'en avons pas reçu de nouvelle.`,
    "L'assurance du logement est une obligation du bail (loi du 6 juillet 1989, article 7 g).",
    `Envoyez l'attestation en cours depuis votre espace, rubrique « Assurance » : ${espace}`,
    "",
    "Cordialement,",
    agence,
  ].join("\n"),
});

/** At the end date: the agency is told (its contact address), the lease and the tenant named. */
export const courrielAgence = (dateFin: string, locataire: string, logement: string): Courriel => ({
  subject: `Assurance habitation manquante : ${locataire}`,
  body: [
    `L'attestation d'assurance habitation de ${locataire} (${logement}) a pris fin le ${jour(dateFin)} et aucune nouvelle n'a été reçue.`,
    "Le locataire a reçu un rappel par e-mail. Sans attestation, le bail permet de le mettre en demeure (loi du 6 juillet 1989, article 7 g).",
  ].join("\n"),
});
