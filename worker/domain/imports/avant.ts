import type { EntiteImport } from "../../db/schema/import";
import { libelleChamp as libelleJournal } from "../journal/libelles";
import { COLONNES, type Feuille } from "./colonnes";

// What the undo of an import that updated records says (issue 74, item 6; ADR 116): the record changed since, by its
// reference, and the field, by the template's header when the template has the column.

const FEUILLE: Readonly<Record<EntiteImport, Feuille>> = {
  Client: "Proprietaires",
  Appartement: "Appartements",
  Locataire: "Locataires",
  Dossier: "Baux",
  Caution: "Garants",
  Mission: "Mandats",
};
const NOM: Readonly<Record<EntiteImport, string>> = {
  Client: "La fiche du propriétaire",
  Appartement: "La fiche du lot",
  Locataire: "La fiche du locataire",
  Dossier: "Le bail",
  Caution: "La fiche du garant",
  Mission: "Le mandat de gestion",
};
/** The database's columns that the template names otherwise. */
const CHAMP: Readonly<Record<string, string>> = { cp: "codePostal", mobile: "tel" };

/** « Loyer HC » for Dossier.loyerHC; null for a column the template lacks (one the product derives). */
export function libelleChamp(e: EntiteImport, colonne: string): string | null {
  const champ = CHAMP[colonne] ?? colonne;
  return COLONNES[FEUILLE[e]].find((c) => c.champ === champ)?.entete ?? null;
}

/**
 * Fields changed since the import: its undo would erase those changes. Named by the template's headers, what the
 * agency typed; the columns the product derives (a notice's end, the IBAN's status) only when none is, by the
 * journal's names.
 */
export function modifieDepuis(e: EntiteImport, reference: string, colonnes: readonly string[]) {
  const libelles = colonnes.flatMap((c) => libelleChamp(e, c) ?? []);
  // The derived ones in the journal's French (« Statut de l'IBAN »), never as the column.
  const noms = (libelles.length ? libelles : colonnes.map((c) => libelleJournal(e, c))).map(
    (n) => `« ${n} »`,
  );
  const champs = `${noms.length > 1 ? "champs" : "champ"} ${noms.join(", ")}`;
  return `${NOM[e]} ${reference} a été modifié${e === "Dossier" ? "" : "e"} depuis cet import (${champs}) : l'annuler effacerait cette modification.`;
}

/** A record the import updated that is gone since. */
export const supprimeDepuis = (e: EntiteImport, reference: string) =>
  `${NOM[e]} ${reference} a été supprimé${e === "Dossier" ? "" : "e"} depuis cet import : ses valeurs d'avant ne peuvent être rétablies.`;
