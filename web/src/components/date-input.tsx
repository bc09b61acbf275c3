import * as React from "react";
import { MSG } from "@worker/domain/schemas/fields";
import { Input } from "@/components/ui/input";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { DateCalendar } from "./date-calendar";

/** "14/03/1975" (also 14-03-1975, 14.03.1975, 1/3/1975) -> "1975-03-14"; null when it is not a real day. */
export function parseFrenchDate(text: string): string | null {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]!.padStart(2, "0")}-${m[1]!.padStart(2, "0")}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso) ? iso : null;
}

/** The API's date message names its own AAAA-MM-JJ format; dates are typed jj/mm/aaaa here. */
export function dateMessage(message: string): string {
  return message === MSG.date ? "Date invalide (format attendu JJ/MM/AAAA)." : message;
}

interface DateInputProps
  extends Omit<React.ComponentProps<"input">, "value" | "onChange" | "type"> {
  /** "YYYY-MM-DD", "" or the text typed so far when it is not a date yet. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * Date typed and shown as jj/mm/aaaa whatever the browser's language (a native date input follows the
 * browser and reads mm/dd/yyyy in an English one); the calendar button opens a French month calendar.
 * The form keeps "YYYY-MM-DD"; unparseable text is kept as typed so validation flags it.
 */
export function DateInput({ value, onChange, className, id, ...props }: DateInputProps) {
  const [text, setText] = React.useState(() => formatDate(value));
  React.useEffect(() => {
    // Outside changes (form reset, picker): show them unless they are what is typed already.
    setText((current) =>
      parseFrenchDate(current) === value || current === value ? current : formatDate(value),
    );
  }, [value]);

  function type(next: string) {
    setText(next);
    onChange(next.trim() === "" ? "" : (parseFrenchDate(next) ?? next));
  }
  return (
    <div className="relative">
      <Input
        {...props}
        id={id}
        inputMode="numeric"
        placeholder="jj/mm/aaaa"
        autoComplete="off"
        value={text}
        onChange={(e) => type(e.target.value)}
        className={cn("pr-9", className)}
      />
      <DateCalendar value={value} onSelect={onChange} disabled={props.disabled} />
    </div>
  );
}
