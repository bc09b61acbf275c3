import { COLONNES, FEUILLES, type Colonne, type Feuille } from "@worker/domain/imports/colonnes";
import type { ImportRecord, Verification } from "@/api/imports";
import { countLabel, formatBool, formatDate, formatMoney, formatNumber } from "@/lib/format";
import { parisToday } from "@/lib/paris-date";
import { CALCULES, libelleDe, POURCENTS, TYPES_SOLDE } from "./libelles";

// What the Reprise de données screen writes in French: the sheets' names, the imports' states, a preview's cells,
// the counts a confirmation announces.

export { FEUILLES, type Feuille };

export const FEUILLE_FR: Readonly<Record<Feuille, string>> = {
  Proprietaires: "Propriétaires",
  Appartements: "Appartements",
  Locataires: "Locataires",
  Baux: "Baux",
  Garants: "Garants",
  Mandats: "Mandats",
  Soldes: "Soldes",
};

/** Every sheet of the template, as step 1 lists them: made from the sheets, so none is left out (the Mandats one was). */
export const SORTES_DE_FICHE = FEUILLES.map((f) => FEUILLE_FR[f].toLowerCase()).join(", ");

export const STATUT_FR: Readonly<
  Record<
    ImportRecord["statut"],
    { label: string; variant: "success" | "info" | "destructive" | "secondary" | "warning" }
  >
> = {
  en_cours: { label: "En cours", variant: "info" },
  termine: { label: "Terminé", variant: "success" },
  echoue: { label: "Échoué", variant: "destructive" },
  annulation: { label: "Annulation en cours", variant: "warning" },
  annule: { label: "Annulé", variant: "secondary" },
};

/**
 * The cut-over day offered: the first of the current month. An agency switches software at a month's turn: the old
 * one has issued the terms up to last month and states its balances at that close, the new one takes the terms over
 * from this month on (an imported lease's terms start at its cut-over month); today's date would cut a month in two.
 */
export const premierDuMois = (today = parisToday()) => `${today.slice(0, 8)}01`;

/** The template's column of a preview's key (its field, or its header). */
const colonneDe = (feuille: Feuille, cle: string): Colonne | undefined =>
  COLONNES[feuille].find((c) => c.champ === cle || c.entete === cle);

/** A preview's column as the screen says it: its template column's, or a computed field's (never its raw key). */
export function enteteDe(feuille: Feuille, cle: string) {
  const colonne = colonneDe(feuille, cle);
  return colonne ? libelleDe(colonne.entete) : (CALCULES[feuille]?.[cle] ?? cle);
}

const pourcent = new Intl.NumberFormat("fr-FR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A preview's cell as it will be read: amounts (read in cents) in euros, dates jj/mm/aaaa, owners with their shares. */
export function valeurLue(feuille: Feuille, cle: string, v: unknown): string {
  if (v === null || v === undefined || v === "") return "";
  if (Array.isArray(v))
    return v
      .map((p) =>
        typeof p === "object" && p !== null && "reference" in p
          ? `${String(p.reference)}${"part" in p && p.part !== null ? ` : ${formatNumber(p.part as number)} %` : ""}`
          : String(p),
      )
      .join(" ; ");
  if (typeof v === "boolean") return formatBool(v);
  if (feuille === "Soldes" && cle === "type" && typeof v === "string")
    return TYPES_SOLDE[v.toLowerCase()] ?? v;
  // A rate in percent: « 7,20 % », its unit said (the no-break space fr-FR puts before it).
  if (POURCENTS[feuille]?.has(cle) && typeof v === "number") return `${pourcent.format(v)}\u00a0%`;
  const sorte = colonneDe(feuille, cle)?.sorte;
  // The preview is the rows as read: amounts in cents, as the write stores them.
  if (sorte === "montant" && typeof v === "number") return formatMoney(v / 100);
  if (sorte === "date" && typeof v === "string") return formatDate(v);
  if (typeof v === "number") return formatNumber(v);
  return typeof v === "object" ? JSON.stringify(v) : String(v);
}

type Comptes = Partial<Record<Feuille, number>>;

/** Each sheet's records, singular and plural, as a count reads them. */
const FICHES: Readonly<Record<Feuille, [string, string]>> = {
  Proprietaires: ["propriétaire", "propriétaires"],
  Appartements: ["appartement", "appartements"],
  Locataires: ["locataire", "locataires"],
  Baux: ["bail", "baux"],
  Garants: ["garant", "garants"],
  Mandats: ["mandat de gestion", "mandats de gestion"],
  Soldes: ["solde d'ouverture", "soldes d'ouverture"],
};

/** "2 propriétaires, 1 bail" of each sheet's non-zero count, in the sheets' order; "aucune" (fiche) without. */
export function parFeuille(comptes: Comptes): string {
  const parts = FEUILLES.filter((f) => (comptes[f] ?? 0) > 0).map((f) =>
    countLabel(comptes[f]!, ...FICHES[f]),
  );
  return parts.length ? parts.join(", ") : "aucune";
}

/** What the confirmation announces: what the import will create and update, sheet by sheet. */
export function annonce(v: Verification): string {
  const creer: Comptes = {};
  const maj: Comptes = {};
  for (const f of FEUILLES) {
    const s = v.feuilles[f];
    if (!s) continue;
    creer[f] = s.creer;
    maj[f] = s.mettreAJour;
  }
  return `À créer : ${parFeuille(creer)}. À mettre à jour : ${parFeuille(maj)}. Tout est écrit en une fois, ou rien.`;
}
