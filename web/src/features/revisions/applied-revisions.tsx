import { GenerateDocumentButton } from "@/components/generate-document-button";
import { formatDate, formatMoney } from "@/lib/format";
import { lettreCall, type RevisionLoyer } from "./revisions-api";

/** A revision applied here, with its lease's name: its tenant and address (a dossier's number told nothing). */
export type RevisionAppliquee = RevisionLoyer & { bail: string };

/** The revisions applied on this screen, each with its letter to download. */
export function AppliedRevisions({ revisions }: { revisions: RevisionAppliquee[] }) {
  if (!revisions.length) return null;
  return (
    <section aria-label="Révisions appliquées" className="rounded-lg border bg-card p-3">
      <h2 className="mb-2 text-sm font-medium">Révisions appliquées</h2>
      <ul className="flex flex-col gap-2">
        {revisions.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              {r.bail} : {formatMoney(r.ancienLoyer)} → {formatMoney(r.nouveauLoyer)} HC au{" "}
              {formatDate(r.dateEffet)}
            </span>
            <GenerateDocumentButton
              call={lettreCall(r.DossierId)}
              label="Lettre au locataire"
              fileName={`Révision du loyer - ${r.bail}`}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
