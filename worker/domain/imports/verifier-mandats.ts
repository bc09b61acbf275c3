import type { Feuille } from "./colonnes";
import { type Enregistrement, type Erreur, erreur } from "./lire-feuille";

// The checks of issue 74 item 1 (ADR 115), called by verifier.ts: who an owner row names (a person by nom and
// prénom, a company by its raison sociale), and each management mandate of the Mandats sheet (its mandants and lots
// exist, one fee, HT or TTC).

export const MSG_NOM = "valeur obligatoire (ou une Raison sociale pour une société).";
export const MSG_PRENOM =
  "valeur obligatoire (sauf pour une personne morale : Personne morale = oui).";
export const MSG_HONORAIRES = "honoraires de gestion attendus, en % HT ou en % TTC.";
export const MSG_HONORAIRES_DEUX = "un seul taux d'honoraires : HT ou TTC, pas les deux.";

type Pointe = (f: Feuille, ligne: number, colonne: string, cible: Feuille, ref: string) => void;

const present = (r: Enregistrement, champ: string) => {
  const v = r.champs[champ];
  return v !== null && v !== undefined && v !== "";
};

/** A company owner is one marked so or given a raison sociale. */
export const estSociete = (r: Enregistrement) =>
  r.champs.personneMorale === true || present(r, "raisonSociale");

export function verifierProprietairesEtMandats(
  lus: Partial<Record<Feuille, Enregistrement[]>>,
  pointe: Pointe,
): Erreur[] {
  const erreurs: Erreur[] = [];
  for (const r of lus.Proprietaires ?? []) {
    if (estSociete(r)) continue;
    if (!present(r, "nom")) erreurs.push(erreur("Proprietaires", r.ligne, "Nom", MSG_NOM));
    if (!present(r, "prenom")) erreurs.push(erreur("Proprietaires", r.ligne, "Prenom", MSG_PRENOM));
  }
  for (const r of lus.Mandats ?? []) {
    for (const [champ, colonne, cible] of [
      ["proprietaires", "Proprietaires", "Proprietaires"],
      ["appartements", "Appartements", "Appartements"],
    ] as const) {
      const refs = r.champs[champ];
      if (Array.isArray(refs))
        for (const ref of refs)
          if (typeof ref === "string") pointe("Mandats", r.ligne, colonne, cible, ref);
    }
    const ht = present(r, "honorairesHT");
    const ttc = present(r, "honorairesTTC");
    if (!ht && !ttc) erreurs.push(erreur("Mandats", r.ligne, "Honoraires HT", MSG_HONORAIRES));
    if (ht && ttc) erreurs.push(erreur("Mandats", r.ligne, "Honoraires TTC", MSG_HONORAIRES_DEUX));
    for (const champ of ["honorairesHT", "honorairesTTC"] as const) {
      const v = r.champs[champ];
      if (typeof v === "number" && !(v >= 0 && v <= 100))
        erreurs.push(
          erreur(
            "Mandats",
            r.ligne,
            champ === "honorairesHT" ? "Honoraires HT" : "Honoraires TTC",
            "un pourcentage de 0 à 100 est attendu.",
          ),
        );
    }
  }
  return erreurs;
}
