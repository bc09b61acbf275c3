import { MOIS_FR } from "@worker/domain/dates";
import { FieldLabel } from "@/components/ui/field";

// A month chosen, not typed: two native selects (month by its French name, then the year). A text field asked for
// « 2026-10 »; the browser's own month picker speaks the browser's language, not always French.

const SELECT =
  "h-9 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40";

/** `value` and `onChange` are AAAA-MM; the years offered run from `annees` years back to the current one. */
export function MoisSelect({
  id,
  value,
  onChange,
  annees = 10,
  anneeCourante = Number(value.slice(0, 4)),
}: {
  id: string;
  value: string;
  onChange: (mois: string) => void;
  annees?: number;
  anneeCourante?: number;
}) {
  const [annee, mois] = [value.slice(0, 4), value.slice(5, 7)];
  const choixAnnees = Array.from({ length: annees }, (_, i) => String(anneeCourante - i));
  if (!choixAnnees.includes(annee)) choixAnnees.push(annee);
  return (
    <div className="grid grid-cols-[1fr_7rem] gap-2">
      <div className="grid gap-1.5">
        <FieldLabel htmlFor={id}>Mois</FieldLabel>
        <select
          id={id}
          className={SELECT}
          value={mois}
          onChange={(e) => onChange(`${annee}-${e.target.value}`)}
        >
          {MOIS_FR.map((nom, i) => (
            <option key={nom} value={String(i + 1).padStart(2, "0")}>
              {nom}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <FieldLabel htmlFor={`${id}-annee`}>Année</FieldLabel>
        <select
          id={`${id}-annee`}
          className={SELECT}
          value={annee}
          onChange={(e) => onChange(`${e.target.value}-${mois}`)}
        >
          {choixAnnees.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
