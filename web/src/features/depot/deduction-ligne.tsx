import { EditableLine } from "@/components/lines-editor/editable-line";
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
  // A room cited before the exit inventory changed stays selectable under its stored reference.
  const choix =
    ligne.piece && !pieces.some((p) => p.id === ligne.piece)
      ? [...pieces, { id: ligne.piece, nom: ligne.piece }]
      : pieces;
  return (
    <EditableLine
      grille={GRILLE_DEDUCTION}
      prefix={`deduction-${ligne.cle}`}
      testId="ligne-deduction"
      remove={{ label: `Retirer la retenue ${ligne.motif || "sans motif"}`, onClick: onRemove }}
      cells={[
        {
          champ: "motif",
          label: "Motif",
          large: true,
          erreur: erreurs.motif,
          control: (a11y) => (
            <Input
              {...a11y}
              value={ligne.motif}
              onChange={(e) => onChange({ ...ligne, motif: e.target.value })}
            />
          ),
        },
        {
          champ: "piece",
          label: "Pièce",
          erreur: erreurs.piece,
          control: ({ id, ...a11y }) => (
            <Select
              value={ligne.piece ?? AUCUNE}
              onValueChange={(v) => onChange({ ...ligne, piece: v === AUCUNE ? null : v })}
            >
              <SelectTrigger id={id} {...a11y}>
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
          ),
        },
        {
          champ: "montant",
          label: "Montant (€)",
          erreur: erreurs.montant,
          control: (a11y) => (
            <Input
              {...a11y}
              inputMode="decimal"
              className="text-right tabular-nums"
              value={ligne.montant}
              onChange={(e) => onChange({ ...ligne, montant: e.target.value })}
            />
          ),
        },
      ]}
    />
  );
}
