import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

interface PeriodNavProps {
  label: string;
  onPrevious: () => void;
  onNext: () => void;
  previousLabel: string;
  nextLabel: string;
}

export function PeriodNav({ label, onPrevious, onNext, previousLabel, nextLabel }: PeriodNavProps) {
  return (
    <div className="flex items-center gap-1 rounded-lg border bg-card p-1 shadow-xs">
      <Button variant="ghost" size="icon-sm" onClick={onPrevious} aria-label={previousLabel}>
        <ChevronLeftIcon />
      </Button>
      <span className="min-w-36 text-center text-sm font-semibold" aria-live="polite">
        {label}
      </span>
      <Button variant="ghost" size="icon-sm" onClick={onNext} aria-label={nextLabel}>
        <ChevronRightIcon />
      </Button>
    </div>
  );
}
