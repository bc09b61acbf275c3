import { useQuery } from "@tanstack/react-query";
import { Controller, type Control, type UseFormRegister } from "react-hook-form";
import { listQuery } from "@/api/resources";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import type { FieldDef } from "./record-fields";

type Values = Record<string, unknown>;

interface FieldInputProps {
  field: FieldDef;
  control: Control<Values>;
  register: UseFormRegister<Values>;
  invalid: boolean;
}

function RefSelect({ field, value, onChange, invalid }: { field: FieldDef; value: string; onChange: (v: string) => void; invalid: boolean }) {
  const { data, isLoading } = useQuery({ ...listQuery(field.ref!.resource), enabled: !!field.ref });
  return (
    <Select value={value || undefined} onValueChange={onChange} disabled={isLoading}>
      <SelectTrigger id={`f-${field.name}`} aria-invalid={invalid || undefined}>
        <SelectValue placeholder={isLoading ? "Chargement..." : "Choisir..."} />
      </SelectTrigger>
      <SelectContent>
        {(data ?? []).map((r) => (
          <SelectItem key={r.id} value={String(r.id)}>
            {field.ref!.label(r)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export function FieldInput({ field, control, register, invalid }: FieldInputProps) {
  const id = `f-${field.name}`;
  const rules = { required: field.required && field.type !== "bool" };
  const aria = invalid ? { "aria-invalid": true as const } : {};

  if (field.computed) {
    return <Input id={id} disabled {...register(field.name)} className="bg-muted" />;
  }
  switch (field.type) {
    case "bool":
      return (
        <Controller
          name={field.name}
          control={control}
          render={({ field: f }) => <Switch id={id} checked={Boolean(f.value)} onCheckedChange={f.onChange} />}
        />
      );
    case "select":
    case "ref":
      return (
        <Controller
          name={field.name}
          control={control}
          rules={rules}
          render={({ field: f }) =>
            field.type === "ref" ? (
              <RefSelect field={field} value={String(f.value ?? "")} onChange={f.onChange} invalid={invalid} />
            ) : (
              <Select value={String(f.value ?? "") || undefined} onValueChange={f.onChange}>
                <SelectTrigger id={id} {...aria}>
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
            )
          }
        />
      );
    case "textarea":
      return <Textarea id={id} {...aria} {...register(field.name, rules)} />;
    default: {
      const type = field.type === "money" || field.type === "number" ? "text" : (field.type ?? "text");
      const inputMode = field.type === "money" || field.type === "number" ? "decimal" : undefined;
      return <Input id={id} type={type} inputMode={inputMode} {...aria} {...register(field.name, rules)} />;
    }
  }
}
