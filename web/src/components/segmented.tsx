import { ToggleGroup as ToggleGroupPrimitive } from "radix-ui";
import { cn } from "@/lib/utils";

interface SegmentedProps<V extends string> {
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
  label: string;
  className?: string;
}

/** A single-choice toggle (En cours / Clos, Lecture / Génération...). */
export function Segmented<V extends string>({
  value,
  onChange,
  options,
  label,
  className,
}: SegmentedProps<V>) {
  return (
    <ToggleGroupPrimitive.Root
      type="single"
      value={value}
      aria-label={label}
      onValueChange={(v) => {
        const chosen = options.find((o) => o.value === v);
        if (chosen) onChange(chosen.value);
      }}
      className={cn(
        "inline-flex h-9 items-center rounded-lg bg-muted p-[3px] text-muted-foreground",
        className,
      )}
    >
      {options.map((o) => (
        <ToggleGroupPrimitive.Item
          key={o.value}
          value={o.value}
          className="inline-flex h-full cursor-pointer items-center justify-center rounded-md px-3 py-1 text-sm font-medium whitespace-nowrap transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-sm"
        >
          {o.label}
        </ToggleGroupPrimitive.Item>
      ))}
    </ToggleGroupPrimitive.Root>
  );
}
