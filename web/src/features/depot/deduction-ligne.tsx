import { Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { DeductionEditee } from "./deductions";

/** The line's columns: one grid on a wide screen, stacked on a phone (390 px). */
export const GRILLE_DEDUCTION =
  "grid grid-cols-[minmax(0,1fr)_7rem] gap-x-3 gap-y-2 md:grid-cols-[minmax(0,2.4fr)_minmax(0,1.2fr)_8rem_2.25rem] md:items-start";

/** Radix's Select has no empty value: "no room" is this one. */
const AUCUNE = "__aucune";

type Erreurs = Partial<Record<"motif" | "montant" | "piece", string>>;

function Erreur({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-xs text-destructive">
      {message}
    </p>
  ) : null;
}

/** One deduction: its reason, the room of the exit inventory that justifies it, its amount. */
export function DeductionLigne({
  ligne,
  pieces,
  erreurs,
  onChange,
  onRemove,
}: {
  ligne: DeductionEditee;
  pieces: { id: string; nom: string }[];
  erreurs: Erreurs;
  onChange: (l: DeductionEditee) => void;
  onRemove: () => void;
}) {
  const id = (champ: string) => `deduction-${ligne.cle}-${champ}`;
  // A room cited before the exit inventory changed stays selectable under its stored reference.
  const choix =
    ligne.piece && !pieces.some((p) => p.id === ligne.piece)
      ? [...pieces, { id: ligne.piece, nom: ligne.piece }]
      : pieces;
  return (
    <li
      className={`${GRILLE_DEDUCTION} border-b py-3 last:border-b-0`}
      data-testid="ligne-deduction"
    >
      <div className="col-span-2 flex flex-col gap-1 md:col-span-1">
        <label htmlFor={id("motif")} className="text-xs text-muted-foreground md:sr-only">
          Motif
        </label>
        <Input
          id={id("motif")}
          value={ligne.motif}
          aria-invalid={!!erreurs.motif || undefined}
          aria-describedby={erreurs.motif ? id("motif-err") : undefined}
          onChange={(e) => onChange({ ...ligne, motif: e.target.value })}
        />
        <Erreur id={id("motif-err")} message={erreurs.motif} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id("piece")} className="text-xs text-muted-foreground md:sr-only">
          Pièce
        </label>
        <Select
          value={ligne.piece ?? AUCUNE}
          onValueChange={(v) => onChange({ ...ligne, piece: v === AUCUNE ? null : v })}
        >
          <SelectTrigger id={id("piece")} aria-invalid={!!erreurs.piece || undefined}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={AUCUNE}>Aucune pièce</SelectItem>
            {choix.map((p) => (
              <SelectItem key={p.id} value={p.id}>
                {p.nom}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Erreur id={id("piece-err")} message={erreurs.piece} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id("montant")} className="text-xs text-muted-foreground md:sr-only">
          Montant (€)
        </label>
        <Input
          id={id("montant")}
          inputMode="decimal"
          className="text-right tabular-nums"
          value={ligne.montant}
          aria-invalid={!!erreurs.montant || undefined}
          aria-describedby={erreurs.montant ? id("montant-err") : undefined}
          onChange={(e) => onChange({ ...ligne, montant: e.target.value })}
        />
        <Erreur id={id("montant-err")} message={erreurs.montant} />
      </div>
      <div className="flex items-end md:items-start">
        <Button
          type="button"
          variant="destructive-ghost"
          size="icon"
          aria-label={`Retirer la retenue ${ligne.motif || "sans motif"}`}
          onClick={onRemove}
        >
          <Trash2Icon />
        </Button>
      </div>
    </li>
  );
}
