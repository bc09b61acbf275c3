import type * as React from "react";
import { SaveIcon } from "lucide-react";
import type { ApiCall } from "@/api/routes";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { GenerateDocumentButton } from "@/components/generate-document-button";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** The tab while its list loads. */
export function LinesLoading({ rows }: { rows: 1 | 2 | 3 | 4 }) {
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      {["a", "b", "c", "d"].slice(0, rows).map((k) => (
        <Skeleton key={k} className="h-9 w-full" />
      ))}
    </div>
  );
}

/**
 * A list edited in place then saved whole, with the PDF it prints (a deposit's deductions, an apartment's
 * furniture): the title and the document's button (disabled while changes are unsaved), what goes before the list,
 * the list under its header row, the buttons that add lines, what goes after, the save button and the confirmation
 * of a removal. The editor of each list keeps its lines and passes what differs.
 */
export function LinesEditor({
  titreId,
  titre,
  document,
  before,
  grille,
  colonnes,
  listLabel,
  vide,
  children,
  actions,
  after,
  saveWithActions,
  save,
  remove,
}: {
  titreId: string;
  titre: string;
  document: { call: ApiCall; label: string; fileName: string; modified: boolean; unsaved: string };
  before?: React.ReactNode;
  grille: string;
  /** The header row, on a wide screen only (the lines label their cells on a phone). */
  colonnes: { label: string; right?: boolean }[];
  listLabel: string;
  /** Said when the list is empty. */
  vide: string;
  /** The lines (`<li>` each), or nothing. */
  children: React.ReactNode[];
  actions: React.ReactNode;
  after?: React.ReactNode;
  /** The save button ends the row of `actions`, rather than a row of its own under `after`. */
  saveWithActions?: boolean;
  save: { saving: boolean; disabled: boolean; onSave: () => void };
  remove: {
    open: boolean;
    onClose: () => void;
    title: string;
    description: string;
    onConfirm: () => void;
  };
}) {
  const saveButton = (
    <Button
      type="button"
      className="sm:ml-auto"
      disabled={save.saving || save.disabled}
      aria-busy={save.saving || undefined}
      onClick={save.onSave}
    >
      <SaveIcon /> {save.saving ? "Enregistrement…" : "Enregistrer"}
    </Button>
  );
  return (
    <section className="flex flex-col gap-4" aria-labelledby={titreId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titreId} className="text-base font-semibold">
          {titre}
        </h3>
        <GenerateDocumentButton
          call={document.call}
          label={document.label}
          fileName={document.fileName}
          disabled={document.modified}
          title={document.modified ? document.unsaved : undefined}
        />
      </div>
      {before}
      <div className="rounded-md border bg-card px-3">
        <div
          className={`${grille} hidden border-b py-2 text-xs font-medium text-muted-foreground md:grid`}
          aria-hidden="true"
        >
          {colonnes.map((c) => (
            <span key={c.label} className={c.right ? "text-right" : undefined}>
              {c.label}
            </span>
          ))}
          <span />
        </div>
        {children.length ? (
          <ul aria-label={listLabel}>{children}</ul>
        ) : (
          <p className="py-6 text-center text-sm text-muted-foreground">{vide}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {actions}
        {saveWithActions && saveButton}
      </div>
      {after}
      {!saveWithActions && <div className="flex">{saveButton}</div>}
      <ConfirmDialog
        open={remove.open}
        onOpenChange={(open) => !open && remove.onClose()}
        title={remove.title}
        description={remove.description}
        confirmLabel="Retirer"
        onConfirm={remove.onConfirm}
      />
    </section>
  );
}
