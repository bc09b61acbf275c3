import { Trash2Icon } from "lucide-react";
import { ETATS_MOBILIER } from "@worker/domain/mobilier/decret-2015-981";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
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

function Erreur({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-xs text-destructive">
      {message}
    </p>
  ) : null;
}

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
  const id = (champ: string) => `mobilier-${ligne.cle}-${champ}`;
  const zero = ligne.elementObligatoire && (Number(ligne.quantite) || 0) === 0;
  return (
    <li className={`${GRILLE} border-b py-3 last:border-b-0`} data-testid="ligne-mobilier">
      <div className="col-span-2 flex flex-col gap-1 md:col-span-1">
        <label htmlFor={id("designation")} className="text-xs text-muted-foreground md:sr-only">
          Désignation
        </label>
        <Input
          id={id("designation")}
          value={ligne.designation}
          aria-invalid={!!erreurs.designation || undefined}
          aria-describedby={erreurs.designation ? id("designation-err") : undefined}
          onChange={(e) => onChange({ ...ligne, designation: e.target.value })}
        />
        <Erreur id={id("designation-err")} message={erreurs.designation} />
        {ligne.elementObligatoire && (
          <div>
            <Badge variant={zero ? "warning" : "info"} title="Décret n° 2015-981, article 2">
              Obligatoire (décret 2015-981)
            </Badge>
          </div>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id("piece")} className="text-xs text-muted-foreground md:sr-only">
          Pièce
        </label>
        <Input
          id={id("piece")}
          value={ligne.piece}
          onChange={(e) => onChange({ ...ligne, piece: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id("quantite")} className="text-xs text-muted-foreground md:sr-only">
          Quantité
        </label>
        <Input
          id={id("quantite")}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="text-right tabular-nums"
          value={ligne.quantite}
          aria-invalid={!!erreurs.quantite || undefined}
          aria-describedby={erreurs.quantite ? id("quantite-err") : undefined}
          onChange={(e) => onChange({ ...ligne, quantite: e.target.value })}
        />
        <Erreur id={id("quantite-err")} message={erreurs.quantite} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id("etat")} className="text-xs text-muted-foreground md:sr-only">
          État
        </label>
        <Select
          value={ligne.etat ?? ""}
          onValueChange={(etat) => onChange({ ...ligne, etat: etat || null })}
        >
          <SelectTrigger id={id("etat")} aria-invalid={!!erreurs.etat || undefined}>
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
        <Erreur id={id("etat-err")} message={erreurs.etat} />
      </div>
      <div className="flex items-end md:items-start">
        <Button
          type="button"
          variant="destructive-ghost"
          size="icon"
          aria-label={`Retirer la ligne ${index + 1}${ligne.designation ? ` : ${ligne.designation}` : ""}`}
          title="Retirer la ligne"
          onClick={onRemove}
        >
          <Trash2Icon />
        </Button>
      </div>
    </li>
  );
}
