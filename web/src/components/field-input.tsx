import { Controller, type Control, type UseFormRegister } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { DateInput } from "./date-input";
import { PickInput } from "./pick-input";
import { displayValue, type FieldDef, type FormValues } from "./record-fields";

interface FieldInputProps {
  field: FieldDef;
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  invalid: boolean;
  /** Current values, for fields computed live. */
  values?: FormValues;
  selfId?: number;
}

function OptionSelect({
  field,
  value,
  onChange,
  invalid,
}: {
  field: FieldDef;
  value: string;
  onChange: (v: string) => void;
  invalid: boolean;
}) {
  return (
    <Select value={value || undefined} onValueChange={onChange}>
      <SelectTrigger id={`f-${field.name}`} aria-invalid={invalid || undefined}>
        <SelectValue placeholder="Choisir..." />
      </SelectTrigger>
      <SelectContent>
        {field.options?.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function OptionRadios({
  field,
  value,
  onChange,
  invalid,
}: {
  field: FieldDef;
  value: string;
  onChange: (v: string) => void;
  invalid: boolean;
}) {
  return (
    <RadioGroup
      id={`f-${field.name}`}
      value={value}
      onValueChange={onChange}
      aria-label={field.label}
      className="flex min-h-9 flex-wrap items-center gap-x-4 gap-y-2"
    >
      {field.options?.map((o) => (
        <div key={o.value} className="flex items-center gap-2">
          <RadioGroupItem
            value={o.value}
            id={`f-${field.name}-${o.value}`}
            aria-invalid={invalid || undefined}
          />
          <Label htmlFor={`f-${field.name}-${o.value}`} className="font-normal">
            {o.label}
          </Label>
        </div>
      ))}
    </RadioGroup>
  );
}

export function FieldInput({ field, control, register, invalid, values, selfId }: FieldInputProps) {
  const id = `f-${field.name}`;
  // Required values and typed amounts are checked by the form's resolver (schema or fieldErrors), not by rules here.
  const aria = invalid ? { "aria-invalid": true as const } : {};

  if (field.computed) {
    const shown = field.compute && values ? displayValue(field, field.compute(values)) : undefined;
    return shown !== undefined ? (
      <Input id={id} readOnly tabIndex={-1} value={shown} className="bg-muted" />
    ) : (
      <Input id={id} disabled {...register(field.name)} className="bg-muted" />
    );
  }
  if (field.type === "textarea") return <Textarea id={id} {...aria} {...register(field.name)} />;
  if (
    !["bool", "select", "radio", "ref", "pick", "custom", "date"].includes(field.type ?? "text")
  ) {
    const numeric = field.type === "money" || field.type === "number";
    return (
      <Input
        id={id}
        type={numeric ? "text" : (field.type ?? "text")}
        inputMode={numeric ? "decimal" : undefined}
        {...aria}
        {...register(field.name)}
      />
    );
  }
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f }) => {
        const props = { field, value: String(f.value ?? ""), onChange: f.onChange, invalid };
        switch (field.type) {
          case "date":
            return (
              <DateInput
                ref={f.ref}
                id={id}
                {...aria}
                value={String(f.value ?? "")}
                onChange={f.onChange}
                onBlur={f.onBlur}
              />
            );
          case "bool":
            return (
              <Switch
                id={id}
                checked={Boolean(f.value)}
                onCheckedChange={f.onChange}
                aria-label={field.label}
              />
            );
          case "radio":
            return <OptionRadios {...props} />;
          case "ref":
          case "pick":
            return <PickInput {...props} target={field.ref!} ref={f.ref} selfId={selfId} />;
          case "custom": {
            const Custom = field.component!;
            return <Custom id={id} value={f.value} onChange={f.onChange} invalid={invalid} />;
          }
          default:
            return <OptionSelect {...props} />;
        }
      }}
    />
  );
}
