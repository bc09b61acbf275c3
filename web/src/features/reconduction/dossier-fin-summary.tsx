import type { DossierRead } from "@/api/types";
import { formatDate } from "@/lib/format";
import { LIBELLES_MOTIF_CONGE, MOTIFS_CONGE } from "@worker/domain/reconduction/conge";

/**
 * Above the dossier's tabs (issue 73): the landlord's congé when one was given, and the mention of a running lease on
 * a dwelling below the energy floor (never ended by it: the works owed).
 */
export function DossierFinSummary({ record }: { record: DossierRead }) {
  const motif = MOTIFS_CONGE.find((m) => m === record.congeMotif);
  if (!record.mentionDecence && !record.congeDateEnvoi) return null;
  return (
    <div className="flex flex-col gap-2">
      {record.mentionDecence ? (
        <p
          role="status"
          data-testid="mention-decence"
          className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
        >
          {record.mentionDecence}
        </p>
      ) : null}
      {record.congeDateEnvoi ? (
        <p role="status" data-testid="conge-bailleur" className="rounded-md border p-3 text-sm">
          Congé du bailleur{motif ? ` (${LIBELLES_MOTIF_CONGE[motif]})` : ""} envoyé le{" "}
          {formatDate(record.congeDateEnvoi)}
          {record.congeBeneficiaire ? `, au profit de ${record.congeBeneficiaire}` : ""} : fin du
          bail le {formatDate(record.dateFinBail)}.
        </p>
      ) : null}
    </div>
  );
}
