import { useQuery } from "@tanstack/react-query";
import { listQuery } from "@/api/resources";
import type { AppartementRead } from "@/api/types";
import type { CustomInputProps } from "@/components/record-fields";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";

/** Ids of the apartment's equipment, as the form keeps them. */
export const equipementIds = (a: AppartementRead | null) =>
  (a?.Equipements ?? []).map((e) => String(e.id));
/** The form value of the checklist: the checked ids. */
export const checkedIds = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];

/** The equipment list of the settings (GET /api/Equipement) as checkboxes. */
export function EquipementsInput({ id, value, onChange }: CustomInputProps) {
  const { data, isLoading } = useQuery(listQuery("Equipement"));
  const checked = new Set(checkedIds(value));
  if (isLoading) return <Skeleton className="h-9 w-full" />;
  if (!data?.length)
    return (
      <p className="text-sm text-muted-foreground">
        Aucun équipement n'est défini (Paramètres, Équipements).
      </p>
    );
  const toggle = (eid: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(eid);
    else next.delete(eid);
    onChange([...next]);
  };
  return (
    <div id={id} className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
      {data.map((e) => (
        <div key={e.id} className="flex items-center gap-2">
          <Checkbox
            id={`equipement-${e.id}`}
            checked={checked.has(String(e.id))}
            onCheckedChange={(on) => toggle(String(e.id), on === true)}
          />
          <Label htmlFor={`equipement-${e.id}`} className="font-normal">
            {e.nom}
            {e.collectif ? (
              <span className="text-xs text-muted-foreground">(collectif)</span>
            ) : null}
          </Label>
        </div>
      ))}
    </div>
  );
}

export const equipementsDisplay = (a: AppartementRead) => {
  const names = a.Equipements.map((e) => e.nom);
  return names.length ? names.join(", ") : "Aucun";
};
