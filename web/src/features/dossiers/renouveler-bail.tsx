import { RefreshCwIcon } from "lucide-react";
import { renouvelerBail } from "@/api/renouvellement";
import type { DossierRead } from "@/api/types";
import { formatDate } from "@/lib/format";
import { notify } from "@/lib/notify";
import { addDays } from "@worker/domain/dates";
import { finApres } from "@worker/domain/bail/duree";
import { REGLES_BAIL, typeBail } from "@worker/domain/bail/types-bail";
import { BailDateDialog } from "./bail-date-dialog";

/**
 * « Renouveler le bail » (issue 63): a running lease of a renewable kind gets a new term from the day after its end,
 * the kind's legal term by default (the same rule as the server's). The dialog shows the new end before anything is
 * written; the server's refusal (a dwelling no longer decent, a lease changed meanwhile) is shown in it, in French.
 */
export function RenouvelerBail({ record }: { record: DossierRead }) {
  const type = typeBail(record.typeBail);
  const fin = record.dateFinBail;
  // A congé given (issue 73) ends the lease at its term: no renewal is offered, the server refuses one.
  if (record.clos || !fin || record.congeDateEnvoi || type === "mobilité" || type === "étudiant")
    return null;
  const debut = addDays(fin, 1);
  const legale = finApres(debut, REGLES_BAIL[type].dureeMois);
  return (
    <BailDateDialog
      action="Renouveler le bail"
      icone={<RefreshCwIcon />}
      titre="Renouveler le bail ?"
      description={(date) => (
        <>
          Le bail est renouvelé à partir du {formatDate(debut)}, pour {REGLES_BAIL[type].duree} : il
          prendra fin le <strong data-nouvelle-fin>{formatDate(date || legale)}</strong>.
          L'historique de l'appartement le mentionne.
        </>
      )}
      champ={{ id: "renouveler-bail-date", label: "Nouvelle date de fin", erreur: "dateFinBail" }}
      dateInitiale={() => legale}
      executer={async (date) => {
        const r = await renouvelerBail(record.id, date && date !== legale ? date : undefined);
        // The server's end: six years for an owner that is a legal person (issue 73), which the form cannot know.
        const nouvelle = typeof r.dateFinBail === "string" ? r.dateFinBail : date || legale;
        notify.success(`Bail renouvelé jusqu'au ${formatDate(nouvelle)}.`);
      }}
    />
  );
}
