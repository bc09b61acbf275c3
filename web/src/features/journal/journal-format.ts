import { libelleValeur } from "@worker/domain/journal/libelles";
import { ACTION_FR, estSecret, type JournalAction } from "@worker/domain/journal/regles";
import { formatBool, formatDate, formatDateTime, formatMoney, formatNumber } from "@/lib/format";
import { type ChampJournal, champJournal } from "./journal-libelles";

// The journal's lines as people read them (issue 42): "Nom : Durand → Martin", each field by its screen's label,
// each value as the screens show it, a secret never (ADR 029 masks it already: "Mot de passe (modifié)").

export const actionFr = (a: JournalAction) => ACTION_FR[a];

/** The record's number and the system's own dates: the line's columns say them. */
const SANS_INTERET = new Set(["id", "createdAt", "updatedAt"]);
const JOUR = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

function valeurFr(v: unknown, champ: ChampJournal): string {
  if (v === null || v === undefined || v === "") return "—";
  // Since ADR 137 the journal keeps a line naming the file; lines written before hold its XML: its size only.
  if (champ.fichier && typeof v === "string" && v.startsWith("<"))
    return `fichier de ${formatNumber(v.length)} caractères`;
  const option = champ.options?.find((o) => o.value === String(v));
  if (option) return option.label;
  if (champ.type === "bool" || typeof v === "boolean") return formatBool(v);
  if (champ.type === "money" && typeof v === "number") return formatMoney(v);
  if (typeof v === "number") return formatNumber(v);
  if (typeof v === "string") {
    if (JOUR.test(v)) return formatDate(v);
    if (INSTANT.test(v)) return formatDateTime(v.includes("T") ? v : `${v.replace(" ", "T")}Z`);
    return v;
  }
  if (Array.isArray(v)) return v.length > 1 ? `${v.length} éléments` : `${v.length} élément`;
  return "(détail)";
}

const vide = (v: unknown) => v === null || v === undefined || v === "";

/**
 * One text per changed field: "Champ : avant → après"; a creation shows the values given, a deletion the values
 * lost (the empty fields of either left out: the journal itself keeps them). A secret says only that it changed.
 */
export function changementsFr(
  ressource: string,
  action: JournalAction,
  changes: Record<string, readonly [unknown, unknown]>,
): string[] {
  const out: string[] = [];
  for (const [colonne, [avant, apres]] of Object.entries(changes)) {
    if (SANS_INTERET.has(colonne)) continue;
    if (action !== "update" && vide(action === "create" ? apres : avant)) continue;
    const champ = champJournal(ressource, colonne);
    // A state, a kind or a year in French (« Brouillon → Validé », issue 60), else the value as its screen shows it.
    const fr = (v: unknown) => libelleValeur(ressource, colonne, v) ?? valeurFr(v, champ);
    if (estSecret(colonne)) {
      if (action !== "delete")
        out.push(`${champ.label} (${action === "create" ? "défini" : "modifié"})`);
    } else if (action === "create") out.push(`${champ.label} : ${fr(apres)}`);
    else if (action === "delete") out.push(`${champ.label} : ${fr(avant)}`);
    else out.push(`${champ.label} : ${fr(avant)} → ${fr(apres)}`);
  }
  return out;
}
