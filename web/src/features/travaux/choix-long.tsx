import { ChevronDownIcon } from "lucide-react";

// A select whose options may be longer than its column (a walk found the invoice line's « À la charge » reading
// « du locataire (réparations loc » at 1440 and 390 px, and the décret 87-712's sections run longer still). A native
// select prints its value on one line, cut at its edge: here the chosen option's text shows in a box that wraps and
// grows with it, and the native select, transparent, lies over the whole box, so the keyboard, the phone's own
// picker, the label and a test's selectOption all reach the real control.

export function ChoixLong<V extends string>({
  id,
  value,
  options,
  onChange,
  invalid,
}: {
  id: string;
  value: V;
  options: readonly (readonly [V, string])[];
  onChange: (v: V) => void;
  invalid?: boolean;
}) {
  const texte = options.find(([v]) => v === value)?.[1] ?? "";
  return (
    <div
      data-invalid={invalid || undefined}
      className="relative flex min-h-10 w-full items-center rounded-md border border-input bg-card py-2 pr-9 pl-3 text-sm shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/40 data-[invalid]:border-destructive"
    >
      <span aria-hidden className="min-w-0 break-words">
        {texte}
      </span>
      <ChevronDownIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-50"
      />
      <select
        id={id}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(options.find(([v]) => v === e.target.value)?.[0] ?? value)}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      >
        {options.map(([v, libelle]) => (
          <option key={v} value={v}>
            {libelle}
          </option>
        ))}
      </select>
    </div>
  );
}
