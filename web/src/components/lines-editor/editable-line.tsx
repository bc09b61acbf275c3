import type * as React from "react";
import { Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** What a cell hands its control: the id its label points at, and the error it shows. */
export interface CellA11y {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface LineCell {
  /** The field's key: the control's id and its error's. */
  champ: string;
  label: string;
  /** The cell spans both columns on a phone (the line's first, widest field). */
  large?: boolean;
  erreur?: string;
  control: (a11y: CellA11y) => React.ReactNode;
  /** Under the control and its error (a mark such as « Obligatoire »). */
  after?: React.ReactNode;
}

function Erreur({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-xs text-destructive">
      {message}
    </p>
  ) : null;
}

/**
 * One line of a list edited in place (a deposit's deductions, an apartment's furniture): its cells in one grid on a
 * wide screen, stacked on a phone (390 px), each with its label and its error, and the button that removes it.
 */
export function EditableLine({
  grille,
  prefix,
  testId,
  cells,
  remove,
}: {
  /** The grid's classes, shared with the list's header row. */
  grille: string;
  /** Unique per line: the ids are `${prefix}-${champ}`. */
  prefix: string;
  testId: string;
  cells: LineCell[];
  remove: { label: string; title?: string; onClick: () => void };
}) {
  const id = (champ: string) => `${prefix}-${champ}`;
  return (
    <li className={`${grille} border-b py-3 last:border-b-0`} data-testid={testId}>
      {cells.map((c) => (
        <div
          key={c.champ}
          className={
            c.large ? "col-span-2 flex flex-col gap-1 md:col-span-1" : "flex flex-col gap-1"
          }
        >
          <label htmlFor={id(c.champ)} className="text-xs text-muted-foreground md:sr-only">
            {c.label}
          </label>
          {c.control({
            id: id(c.champ),
            "aria-invalid": c.erreur ? true : undefined,
            "aria-describedby": c.erreur ? id(`${c.champ}-err`) : undefined,
          })}
          <Erreur id={id(`${c.champ}-err`)} message={c.erreur} />
          {c.after}
        </div>
      ))}
      <div className="flex items-end md:items-start">
        <Button
          type="button"
          variant="destructive-ghost"
          size="icon"
          aria-label={remove.label}
          title={remove.title}
          onClick={remove.onClick}
        >
          <Trash2Icon />
        </Button>
      </div>
    </li>
  );
}
