import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { ELEMENTS_ETAT_LIEUX } from "@worker/domain/schemas/enums";
import type { PieceEtatLieux } from "@worker/domain/schemas/etat-lieux";
import { ELEMENT_LABELS } from "./element-labels";

const shown = (v: string | null | undefined) => v?.trim() || "—";

/** The inventory grid read-only: a table from 768 px, one block per room below (nine columns do not fit a phone). */
export function PiecesTable({ pieces }: { pieces: PieceEtatLieux[] }) {
  if (!pieces.length) return <p className="text-sm text-muted-foreground">Aucune pièce.</p>;
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Pièce</TableHead>
              {ELEMENTS_ETAT_LIEUX.map((e) => (
                <TableHead key={e}>{ELEMENT_LABELS[e]}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {pieces.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a room is its place in the inventory (its name can be edited)
              <TableRow key={i}>
                <TableCell className="font-medium whitespace-normal">{shown(p.nom)}</TableCell>
                {ELEMENTS_ETAT_LIEUX.map((e) => (
                  <TableCell key={e} className="align-top whitespace-normal break-words">
                    {shown(p[e])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <div className="flex flex-col gap-3 md:hidden">
        {pieces.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a room is its place in the inventory (its name can be edited)
          <div key={i} className="rounded-lg border p-3">
            <p className="mb-2 font-medium">{shown(p.nom)}</p>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
              {ELEMENTS_ETAT_LIEUX.map((e) => (
                <div key={e} className="contents">
                  <dt className="text-muted-foreground">{ELEMENT_LABELS[e]}</dt>
                  <dd className="break-words">{shown(p[e])}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </>
  );
}
