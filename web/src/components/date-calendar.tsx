import * as React from "react";
import { Popover } from "radix-ui";
import {
  addDays,
  addMonths,
  addYears,
  format,
  isSameDay,
  isSameMonth,
  parseISO,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import { fr } from "date-fns/locale";
import {
  CalendarIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import { parisToday, parisTodayDate } from "@/lib/paris-date";
import { cn } from "@/lib/utils";

const WEEKDAYS = ["lu", "ma", "me", "je", "ve", "sa", "di"];
const isIso = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

interface DateCalendarProps {
  /** "YYYY-MM-DD" or anything else (no day selected). */
  value: string;
  onSelect: (iso: string) => void;
  disabled?: boolean;
}

/** A month calendar in French (the native date picker follows the browser's language). */
export function DateCalendar({ value, onSelect, disabled }: DateCalendarProps) {
  const [open, setOpen] = React.useState(false);
  const selected = isIso(value) ? parseISO(value) : null;
  // "Today" is the Paris day (the agency's), whatever the browser's zone.
  const [month, setMonth] = React.useState(() => startOfMonth(selected ?? parisTodayDate()));
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-centre on the value only when the calendar opens
  React.useEffect(() => {
    if (open) setMonth(startOfMonth(selected ?? parisTodayDate()));
    // Re-centre on the value only when the calendar opens.
  }, [open]);
  const first = startOfWeek(month, { weekStartsOn: 1 });
  const days = Array.from({ length: 42 }, (_, i) => addDays(first, i));
  const today = parisTodayDate();
  const pick = (iso: string) => (onSelect(iso), setOpen(false));
  const nav = (label: string, Icon: typeof ChevronLeftIcon, to: Date) => (
    <Button
      type="button"
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      onClick={() => setMonth(to)}
    >
      <Icon />
    </Button>
  );

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild disabled={disabled}>
        <button
          type="button"
          aria-label="Ouvrir le calendrier"
          className="absolute inset-y-0 right-0 flex w-9 cursor-pointer items-center justify-center text-muted-foreground hover:text-foreground disabled:cursor-not-allowed"
        >
          <CalendarIcon className="size-4" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          className="z-50 w-72 rounded-md border bg-popover p-3 text-popover-foreground shadow-md"
        >
          <div className="mb-2 flex items-center gap-1">
            {nav("Année précédente", ChevronsLeftIcon, addYears(month, -1))}
            {nav("Mois précédent", ChevronLeftIcon, addMonths(month, -1))}
            <p className="flex-1 text-center text-sm font-medium capitalize" aria-live="polite">
              {format(month, "LLLL yyyy", { locale: fr })}
            </p>
            {nav("Mois suivant", ChevronRightIcon, addMonths(month, 1))}
            {nav("Année suivante", ChevronsRightIcon, addYears(month, 1))}
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: the ARIA grid pattern of a date picker (days as buttons) */}
          <div role="grid" className="grid grid-cols-7 gap-0.5 text-center text-sm">
            {WEEKDAYS.map((d) => (
              <span key={d} className="py-1 text-xs text-muted-foreground">
                {d}
              </span>
            ))}
            {days.map((d) => (
              <button
                key={d.toISOString()}
                type="button"
                aria-label={format(d, "EEEE d MMMM yyyy", { locale: fr })}
                aria-pressed={selected ? isSameDay(d, selected) : false}
                onClick={() => pick(format(d, "yyyy-MM-dd"))}
                className={cn(
                  "h-8 cursor-pointer rounded-md hover:bg-accent",
                  !isSameMonth(d, month) && "text-muted-foreground/60",
                  isSameDay(d, today) && "font-semibold text-primary",
                  selected &&
                    isSameDay(d, selected) &&
                    "bg-primary text-primary-foreground hover:bg-primary",
                )}
              >
                {d.getDate()}
              </button>
            ))}
          </div>
          <div className="mt-2 flex justify-between">
            <Button type="button" variant="ghost" size="sm" onClick={() => pick("")}>
              Effacer
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => pick(parisToday())}>
              Aujourd'hui
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
