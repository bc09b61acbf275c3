import type { ApiRecord } from "@/api/types";
import type { FieldDef, FormValues } from "./record-fields";

/** A value as an input shows it: "YYYY-MM-DD" dates, French decimal comma ("1234,50"; schemas read it back). */
export function inputText(f: FieldDef, v: unknown): string {
  if (v === null || v === undefined) return "";
  if (f.type === "date") return typeof v === "string" ? v.slice(0, 10) : "";
  if ((f.type === "number" || f.type === "money") && typeof v === "number") return (f.type === "money" ? v.toFixed(2) : String(v)).replace(".", ",");
  return String(v);
}

/** Form state: strings for inputs, booleans for switches, whatever `initial` gives for custom inputs. */
export function initialValues(fields: FieldDef[], record?: ApiRecord | null): FormValues {
  const values: FormValues = {};
  for (const f of fields) {
    if (f.initial) {
      values[f.name] = f.initial(record ?? null);
      continue;
    }
    const v = record ? record[f.name] : f.defaultValue;
    if (f.type === "bool") values[f.name] = Boolean(v);
    else values[f.name] = inputText(f, v);
  }
  return values;
}

/** The fields a record's body carries: derived and local ones stay out. */
export const sentFields = (fields: FieldDef[]) => fields.filter((f) => !f.computed && !f.local);

/** Without a schema: blanks become null, numbers are parsed (a schema does both when there is one). */
export function toPayload(fields: FieldDef[], values: FormValues, creating: boolean): FormValues {
  const out: FormValues = {};
  for (const f of sentFields(fields)) {
    const raw = values[f.name];
    let v: unknown = raw;
    if (f.type === "bool") v = Boolean(raw);
    else if (raw === "" || raw === undefined) v = null;
    else if (f.type === "number" || f.type === "money" || f.type === "ref" || f.type === "pick") v = Number(String(raw).replace(",", "."));
    if (creating && v === null) continue;
    out[f.name] = v;
  }
  return out;
}

/** Keeps the parsed values of the fields the form shows (the schema may know more). */
export function pickSent(fields: FieldDef[], parsed: FormValues): FormValues {
  const out: FormValues = {};
  for (const f of sentFields(fields)) if (f.name in parsed) out[f.name] = parsed[f.name] ?? null;
  return out;
}

/** Rounds a live-computed amount to the cent (0.1 + 0.2 stays 0.30). */
export const sumMoney = (...values: unknown[]) =>
  Math.round(values.reduce<number>((s, v) => s + (Number(String(v ?? "").replace(",", ".")) || 0), 0) * 100) / 100;
