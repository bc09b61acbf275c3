import { AlertTriangleIcon } from "lucide-react";

/**
 * The lines a validation just left out of its batch (issue 59: validation re-reads every line), each with its
 * French reason: shown above the batch right after "Valider". Nothing when none was left out.
 */
export function EcartesValidation({
  lignes,
  quoi,
}: {
  lignes: readonly { cle: string; libelle: string; motif: string }[] | null;
  quoi: string;
}) {
  if (!lignes?.length) return null;
  return (
    <div
      role="status"
      data-testid="ecartes-validation"
      className="flex gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
    >
      <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
      <div className="flex flex-col gap-1">
        <p className="font-medium">
          {lignes.length === 1
            ? `1 ${quoi} a été écarté à la validation :`
            : `${lignes.length} ${quoi}s ont été écartés à la validation :`}
        </p>
        <ul className="flex list-disc flex-col gap-1 pl-4">
          {lignes.map((l) => (
            <li key={l.cle}>
              {l.libelle} : {l.motif}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
