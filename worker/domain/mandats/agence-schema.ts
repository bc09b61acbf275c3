import { z } from "zod";
import { booleen, date, montant } from "../schemas/fields";
import { icsValide, MSG_ICS_INVALIDE, normaliserIcs } from "../sepa/ics";
import {
  bicValide,
  ibanValide,
  MSG_BIC_INVALIDE,
  MSG_IBAN_INVALIDE,
  normaliserBic,
  normaliserIban,
} from "../sepa/iban";
import { fauteSiren, fauteSiret, normaliserNumero } from "../validation/identifiants";

// Paramètres > Agence: the agency's identity and the mentions the law asks of its documents. Every field is
// optional text (an empty one falls back to the host's AGENCE_* value); the guarantee's amount in euros.

const champ = () =>
  z.preprocess(
    (v) => (v == null ? "" : typeof v === "string" ? v.trim() : v),
    z.string({ error: "Ce champ doit être un texte." }).max(300, "300 caractères au plus."),
  );

/** An optional identifier ("" : none), normalised then checked by `faute` (issue 42). */
const identifiant = (normaliser: (s: string) => string, faute: (s: string) => string | null) =>
  champ()
    .transform(normaliser)
    .superRefine((v, ctx) => {
      const m = v === "" ? null : faute(v);
      if (m) ctx.addIssue({ code: "custom", message: m });
    });
const siSinon = (valide: (s: string) => boolean, msg: string) => (s: string) =>
  valide(s) ? null : msg;
/** An optional day typed AAAA-MM-JJ or JJ/MM/AAAA (issue 63), stored AAAA-MM-JJ; "" : none. */
const jour = () =>
  z.preprocess((v) => {
    const m = typeof v === "string" ? /^\s*(\d{2})\/(\d{2})\/(\d{4})\s*$/.exec(v) : null;
    return m ? `${m[3]}-${m[2]}-${m[1]}` : typeof v === "string" ? v.trim() : v;
  }, date());

/** The agency's own deadlines (issue 63 item 5): the calendar reads them (services/mandats/agence.ts). */
export const DATES_AGENCE = [
  "carteProfessionnelleFin",
  "garantieFinanciereFin",
  "assuranceRcpFin",
] as const;
export type DatesAgence = Record<(typeof DATES_AGENCE)[number], string | null>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const agenceSchema = z.object({
  nom: champ(),
  adresse: champ(),
  siret: identifiant(normaliserNumero, fauteSiret),
  siren: identifiant(normaliserNumero, fauteSiren),
  numeroTVA: champ(),
  telephone: champ(),
  email: identifiant(
    (s) => s,
    siSinon((s) => EMAIL.test(s), "Adresse e-mail invalide."),
  ),
  carteProfessionnelle: champ(),
  cciDelivrance: champ(),
  garantFinancier: champ(),
  montantGarantie: montant(),
  assureurRCP: champ(),
  policeRCP: champ(),
  iban: identifiant(normaliserIban, siSinon(ibanValide, MSG_IBAN_INVALIDE)),
  bic: identifiant(normaliserBic, siSinon(bicValide, MSG_BIC_INVALIDE)),
  envoiCompteRendu: booleen(false),
  mentionExonerationTVA: champ(),
  /** The SEPA creditor identifier (issue 41): stored without spaces, its mod-97 key checked; "" : none. */
  ics: champ()
    .transform(normaliserIcs)
    .refine((v) => v === "" || icsValide(v), MSG_ICS_INVALIDE),
  delaiPrenotification: z.preprocess(
    (v) => (v == null || v === "" ? 14 : typeof v === "string" ? Number(v) : v),
    z
      .number({ error: "Un nombre de jours est attendu." })
      .int("Un nombre entier de jours est attendu.")
      .min(2, "Au moins 2 jours.")
      .max(60, "60 jours au plus."),
  ),
  carteProfessionnelleFin: jour(),
  garantieFinanciereFin: jour(),
  assuranceRcpFin: jour(),
});
export type AgenceSaisie = z.output<typeof agenceSchema>;

/** The form's labels, in its order. */
export const AGENCE_CHAMPS: readonly [Exclude<keyof AgenceSaisie, "envoiCompteRendu">, string][] = [
  ["nom", "Nom de l'agence"],
  ["adresse", "Adresse"],
  ["siret", "SIRET"],
  ["siren", "SIREN"],
  ["numeroTVA", "N° de TVA intracommunautaire"],
  ["telephone", "Téléphone"],
  ["email", "E-mail"],
  ["carteProfessionnelle", "N° de carte professionnelle"],
  ["cciDelivrance", "CCI de délivrance"],
  ["garantFinancier", "Garant financier"],
  ["montantGarantie", "Montant de la garantie (€)"],
  ["assureurRCP", "Assureur RCP"],
  ["policeRCP", "N° de police RCP"],
  ["iban", "IBAN du compte séquestre"],
  ["bic", "BIC du compte séquestre"],
  ["mentionExonerationTVA", "Mention d'exonération de TVA (factures à 0 %)"],
  ["ics", "Identifiant créancier SEPA (ICS)"],
  ["delaiPrenotification", "Délai de pré-notification des prélèvements (jours)"],
  ["carteProfessionnelleFin", "Fin de validité de la carte professionnelle"],
  ["garantieFinanciereFin", "Fin de la garantie financière"],
  ["assuranceRcpFin", "Fin de l'assurance RCP"],
];
