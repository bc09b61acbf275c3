import type { Verification } from "@/api/imports";
import { MOIS_FR } from "@worker/domain/dates";
import { accord } from "@worker/domain/francais/pluriel";

// Issue 74 (ADR 124, 134): the dry run says how many terms the import will make, from the cut-over month to the
// current one (a cut-over months back has every month between called).

const moisLong = (mois: string) =>
  `${MOIS_FR[Number(mois.slice(5, 7)) - 1] ?? ""} ${mois.slice(0, 4)}`;

/** « de novembre », « d'août ». */
const de = (texte: string) => (/^[aeiouy]/i.test(texte) ? `d'${texte}` : `de ${texte}`);

export function TermesAnnonces({ verification }: { verification: Verification }) {
  const t = verification.termes;
  if (t === undefined) return null;
  return (
    <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
      {t === null
        ? "La date de reprise est à venir : l'import ne crée aucune échéance, la tâche mensuelle appellera ce mois."
        : `L'import créera ${t.nombre} ${accord(t.nombre, "échéance")} ${
            t.jusqua === t.mois
              ? de(moisLong(t.mois))
              : `${de(moisLong(t.mois))} à ${moisLong(t.jusqua)}`
          }.`}
    </p>
  );
}
