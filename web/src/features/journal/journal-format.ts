import { ACTION_FR, type JournalAction } from "@worker/domain/journal/regles";
import { formatNumber } from "@/lib/format";

// The journal's lines as people read them: "nom : Durand → Martin".

export const actionFr = (a: JournalAction) => ACTION_FR[a];

function valeurFr(v: unknown): string {
  if (v === null || v === undefined || v === "") return "—";
  if (typeof v === "number") return formatNumber(v);
  if (typeof v === "string") return v;
  return JSON.stringify(v);
}

const vide = (v: unknown) => v === null || v === undefined || v === "";

/**
 * One text per changed field: "champ : avant → après"; a creation shows the values given, a deletion the values
 * lost (the empty fields of either left out: the journal itself keeps them).
 */
export function changementsFr(
  action: JournalAction,
  changes: Record<string, readonly [unknown, unknown]>,
): string[] {
  const champs = Object.entries(changes).filter(
    ([, [avant, apres]]) => action === "update" || !vide(action === "create" ? apres : avant),
  );
  return champs.map(([champ, [avant, apres]]) => {
    if (action === "create") return `${champ} : ${valeurFr(apres)}`;
    if (action === "delete") return `${champ} : ${valeurFr(avant)}`;
    return `${champ} : ${valeurFr(avant)} → ${valeurFr(apres)}`;
  });
}
