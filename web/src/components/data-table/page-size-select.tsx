import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { pageSizeOptions } from "./page-size-options";

/** The "Lignes par page" select: a chunk of its own, loaded once the first rows are drawn (ADR 102). */
export function PageSizeSelect({
  value,
  sizes,
  onChange,
}: {
  value: number;
  sizes: readonly number[];
  onChange: (size: number) => void;
}) {
  const options = pageSizeOptions(sizes, value);
  return (
    <Select value={String(value)} onValueChange={(v) => onChange(Number(v))}>
      <SelectTrigger className="h-8 w-20" aria-label="Lignes par page">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((size) => (
          <SelectItem key={size} value={String(size)}>
            {size}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
