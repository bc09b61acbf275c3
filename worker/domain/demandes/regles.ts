import type { StatutDemande } from "../../db/schema/espace";
import { dateFrancaise, dateIso } from "../banque/dates-banque";
import { DERNIER_JOUR } from "../schemas/fields";
import { MSG } from "../schemas/fields";
import { estParmi } from "../parmi";
import { OBJET_MAX, TEXTE_MAX } from "./limites";

// What a space sends (issue 62, item 5), checked before anything is written: a request's subject and text, its
// state, and an insurance certificate's end date. Pure: the services call these with the Paris day.

export type Champs = Record<string, string>;

/** A request's subject and text, trimmed: the French message of each field that is wrong. */
export function fautesDemande(objet: string | undefined, texte: string | undefined): Champs {
  const fautes: Champs = {};
  const o = (objet ?? "").trim();
  const t = (texte ?? "").trim();
  if (!o) fautes.objet = MSG.requis;
  else if (o.length > OBJET_MAX) fautes.objet = `L'objet tient en ${OBJET_MAX} caractères au plus.`;
  if (!t) fautes.texte = MSG.requis;
  else if (t.length > TEXTE_MAX)
    fautes.texte = `Le message tient en ${TEXTE_MAX} caractères au plus.`;
  return fautes;
}

/** The states of a request, as the schema's column (db/schema/espace.ts) holds them. */
const STATUTS_DEMANDE: readonly StatutDemande[] = ["nouvelle", "en_cours", "traitee"];

export const MSG_STATUT = "L'état doit être « nouvelle », « en_cours » ou « traitee ».";

/** A request's state as sent (a body's or the list's filter), or null when it is none of the three. */
export const statutDemande = (v: unknown): StatutDemande | null =>
  estParmi(STATUTS_DEMANDE, v) ? v : null;

export const MSG_DATE_FIN = "Date invalide (format attendu JJ/MM/AAAA ou AAAA-MM-JJ).";
export const MSG_DATE_PASSEE =
  "La date de fin est passée : envoyez l'attestation en cours de validité.";

/**
 * A certificate's end date, AAAA-MM-JJ or JJ/MM/AAAA, as an ISO day; or the field's French message. A date
 * before `jour` (the Paris day) is refused: a lapsed certificate proves nothing for the months to come.
 */
export function dateFinAssurance(
  v: string | undefined,
  jour: string,
): { date: string } | { faute: string } {
  const texte = (v ?? "").trim();
  if (!texte) return { faute: MSG.requis };
  const date = /^\d{4}-\d{2}-\d{2}$/.test(texte) ? dateIso(texte) : dateFrancaise(texte);
  if (!date || date > DERNIER_JOUR) return { faute: MSG_DATE_FIN };
  if (date < jour) return { faute: MSG_DATE_PASSEE };
  return { date };
}

/** The insurer's name as typed, or null; a name is short. */
export const assureurDe = (v: string | undefined) => {
  const t = (v ?? "").trim();
  return t ? t.slice(0, 200) : null;
};

/** Where a request concerns a home: its address on one line. */
export const logementDe = (
  adresse: string | null,
  codePostal: string | null,
  ville: string | null,
) =>
  adresse
    ? [adresse, [codePostal, ville].filter(Boolean).join(" ")].filter(Boolean).join(", ")
    : null;
