import * as React from "react";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import type { CustomInputProps } from "@/components/record-fields";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ELEMENTS_ETAT_LIEUX } from "@worker/domain/schemas/enums";
import type { PieceEtatLieux } from "@worker/domain/schemas/etat-lieux";
import { ELEMENT_LABELS } from "./element-labels";

// A room added gets its identity from the server when stored (id null until then).
const blankRoom = (n: number): PieceEtatLieux => ({
  id: null,
  piece: null,
  nom: `Pièce ${n}`,
  ...(Object.fromEntries(ELEMENTS_ETAT_LIEUX.map((e) => [e, null])) as Omit<
    PieceEtatLieux,
    "piece" | "nom"
  >),
});

/** True when some element of the room is written: removing it then asks first. */
const hasContent = (room: PieceEtatLieux) => ELEMENTS_ETAT_LIEUX.some((e) => !!room[e]?.trim());

/**
 * The inventory grid (spec 3): one block per room, its name editable, its eight elements in free text; rooms added
 * and removed (after a confirmation when the room has content). The value is the `pieces` array the API stores;
 * each room keeps its `id`, which pairs it with its entry room in the exit's document.
 */
export function PiecesInput({ id, value, onChange }: CustomInputProps) {
  const rooms = Array.isArray(value) ? (value as PieceEtatLieux[]) : [];
  // The room waiting on the confirmation, by its place.
  const [removing, setRemoving] = React.useState<number | null>(null);
  const remove = (i: number) => onChange(rooms.filter((_, j) => j !== i));
  const set = (i: number, patch: Partial<PieceEtatLieux>) =>
    onChange(rooms.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  function add() {
    onChange([...rooms, blankRoom(rooms.length + 1)]);
    // The new room's name is selected, ready to be typed over.
    requestAnimationFrame(() =>
      (document.getElementById(`${id}-${rooms.length}-nom`) as HTMLInputElement | null)?.select(),
    );
  }

  return (
    <div id={id} className="flex flex-col gap-3">
      {rooms.map((room, i) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: a room is its place in the inventory (its name can be edited)
          key={i}
          data-piece={i}
          className="flex min-w-0 flex-col gap-3 rounded-lg border bg-muted/20 p-3"
        >
          <legend className="sr-only">{room.nom || `Pièce ${i + 1}`}</legend>
          <div className="flex items-end gap-2">
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <Label htmlFor={`${id}-${i}-nom`}>Nom de la pièce</Label>
              <Input
                id={`${id}-${i}-nom`}
                value={room.nom ?? ""}
                onChange={(e) => set(i, { nom: e.target.value })}
                className="font-medium"
              />
            </div>
            <Button
              type="button"
              variant="destructive-ghost"
              size="icon"
              aria-label={`Retirer la pièce « ${room.nom || i + 1} »`}
              title="Retirer la pièce"
              onClick={() => (hasContent(room) ? setRemoving(i) : remove(i))}
            >
              <Trash2Icon />
            </Button>
          </div>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {ELEMENTS_ETAT_LIEUX.map((e) => {
              const eid = `${id}-${i}-${e}`;
              const props = {
                id: eid,
                value: room[e] ?? "",
                onChange: (ev: { target: { value: string } }) => set(i, { [e]: ev.target.value }),
              };
              return (
                <div key={e} className="flex min-w-0 flex-col gap-1.5">
                  <Label htmlFor={eid} className="text-xs text-muted-foreground">
                    {ELEMENT_LABELS[e]}
                  </Label>
                  {/* One line like the others, growing as the observation does. */}
                  {e === "Observation" ? (
                    <Textarea rows={1} className="min-h-9 field-sizing-content" {...props} />
                  ) : (
                    <Input {...props} />
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      {rooms.length === 0 ? <p className="text-sm text-muted-foreground">Aucune pièce.</p> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) remove(removing);
          setRemoving(null);
        }}
        title="Retirer la pièce ?"
        description={`La pièce « ${removing === null ? "" : rooms[removing]?.nom || removing + 1} » et l'état de ses éléments seront retirés de cet état des lieux.`}
        confirmLabel="Retirer la pièce"
      />
      <div>
        <Button type="button" variant="outline" onClick={add}>
          <PlusIcon /> Ajouter une pièce
        </Button>
      </div>
    </div>
  );
}
