import { ETATS_MOBILIER } from "@worker/domain/mobilier/decret-2015-981";
import { EditableLine } from "@/components/lines-editor/editable-line";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { LigneEditee } from "./mobilier-lignes";

/** The line's columns: one grid on a wide screen, stacked on a phone (390 px). */
export const GRILLE =
  "grid grid-cols-[minmax(0,1fr)_6rem] gap-x-3 gap-y-2 md:grid-cols-[minmax(0,2.4fr)_minmax(0,1fr)_6rem_11rem_2.25rem] md:items-start";

type Erreurs = Partial<Record<"designation" | "quantite" | "etat" | "piece", string>>;

/** One piece of furniture: designation, room, quantity, condition; a décret 2015-981 item is marked. */
export function MobilierLigne({
  ligne,
  index,
  erreurs,
  onChange,
  onRemove,
}: {
  ligne: LigneEditee;
  index: number;
  erreurs: Erreurs;
  onChange: (l: LigneEditee) => void;
  onRemove: () => void;
}) {
  const zero = ligne.elementObligatoire && (Number(ligne.quantite) || 0) === 0;
  return (
    <EditableLine
      grille={GRILLE}
      prefix={`mobilier-${ligne.cle}`}
      testId="ligne-mobilier"
      remove={{
        label: `Retirer la ligne ${index + 1}${ligne.designation ? ` : ${ligne.designation}` : ""}`,
        title: "Retirer la ligne",
        onClick: onRemove,
      }}
      cells={[
        {
          champ: "designation",
          label: "Désignation",
          large: true,
          erreur: erreurs.designation,
          control: (a11y) => (
            <Input
              {...a11y}
              value={ligne.designation}
              onChange={(e) => onChange({ ...ligne, designation: e.target.value })}
            />
          ),
          after: ligne.elementObligatoire && (
            <div>
              <Badge variant={zero ? "warning" : "info"} title="Décret n° 2015-981, article 2">
                Obligatoire (décret 2015-981)
              </Badge>
            </div>
          ),
        },
        {
          champ: "piece",
          label: "Pièce",
          erreur: erreurs.piece,
          control: (a11y) => (
            <Input
              {...a11y}
              value={ligne.piece}
              onChange={(e) => onChange({ ...ligne, piece: e.target.value })}
            />
          ),
        },
        {
          champ: "quantite",
          label: "Quantité",
          erreur: erreurs.quantite,
          control: (a11y) => (
            <Input
              {...a11y}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              className="text-right tabular-nums"
              value={ligne.quantite}
              onChange={(e) => onChange({ ...ligne, quantite: e.target.value })}
            />
          ),
        },
        {
          champ: "etat",
          label: "État",
          erreur: erreurs.etat,
          control: ({ id, ...a11y }) => (
            <Select
              value={ligne.etat ?? ""}
              onValueChange={(etat) => onChange({ ...ligne, etat: etat || null })}
            >
              <SelectTrigger id={id} {...a11y}>
                <SelectValue placeholder="À renseigner" />
              </SelectTrigger>
              <SelectContent>
                {ETATS_MOBILIER.map((e) => (
                  <SelectItem key={e} value={e}>
                    {e.charAt(0).toUpperCase() + e.slice(1)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          ),
        },
      ]}
    />
  );
}
