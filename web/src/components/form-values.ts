import { parseMontant, parseNombre, toCents, toEuros } from "@worker/domain/money";
import { MSG } from "@worker/domain/schemas/fields";
import { isVisible, type AnyRecord, type FieldDef, type FormValues } from "./record-fields";

// Every money input of the web reads what the user types with the server's parser (worker/domain/money.ts):
// "1 450,50", "1 800 €", "1450.5". Inputs show amounts the same way ("1 450,50"), so a saved value reads back.

const moneyInput = new Intl.NumberFormat("fr-FR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const numberInput = new Intl.NumberFormat("fr-FR", {
  maximumFractionDigits: 10,
  useGrouping: false,
});

/** A value as an input shows it: "YYYY-MM-DD" dates, "1 234,50" amounts, "5,5" numbers. */
export function inputText(f: FieldDef, v: unknown): string {
  if (v === null || v === undefined) return "";
  if (f.type === "date") return typeof v === "string" ? v.slice(0, 10) : "";
  if (f.type === "money" && typeof v === "number") return moneyInput.format(v);
  if (f.type === "number" && typeof v === "number") return numberInput.format(v);
  return String(v);
}

const isBlank = (v: unknown) =>
  v === null || v === undefined || (typeof v === "string" && v.trim() === "");
const isNumeric = (f: FieldDef) => f.type === "money" || f.type === "number";

/** A typed number or amount: the number, or null when the parser refuses the text. */
function readTyped(kind: "money" | "number", v: unknown): number | null {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  return kind === "money" ? parseMontant(String(v)) : parseNombre(String(v));
}
const kindOf = (f: FieldDef) => (f.type === "money" ? "money" : "number");

/** An amount for a live total: a blank counts as 0, a text the parser refuses makes the total unknown (null). */
export const typedAmount = (v: unknown): number | null => (isBlank(v) ? 0 : readTyped("money", v));
/** A count or rate for a live total, same rules. */
export const typedNumber = (v: unknown): number | null => (isBlank(v) ? 0 : readTyped("number", v));

/** Sum of typed amounts to the cent, as the server adds them (cents); null while one of them cannot be read. */
export function sumMoney(...values: unknown[]): number | null {
  const amounts = values.map(typedAmount);
  return amounts.some((a) => a === null)
    ? null
    : toEuros(amounts.reduce<number>((s, a) => s + toCents(a!), 0));
}

/** Form state: strings for inputs, booleans for switches, whatever `initial` gives for custom inputs. */
export function initialValues<T extends AnyRecord>(
  fields: FieldDef<T>[],
  record?: T | null,
): FormValues {
  const values: FormValues = {};
  for (const f of fields) {
    if (f.initial) {
      values[f.name] = f.initial(record ?? null);
      continue;
    }
    // A default may be a function, read when the form opens ("today" is not fixed when the module loads).
    const v = record
      ? record[f.name]
      : typeof f.defaultValue === "function"
        ? f.defaultValue()
        : f.defaultValue;
    if (f.type === "bool") values[f.name] = Boolean(v);
    else values[f.name] = inputText(f, v);
  }
  return values;
}

/** The fields a record's body carries: derived and local ones stay out. */
export const sentFields = (fields: FieldDef[]) => fields.filter((f) => !f.computed && !f.local);

export type FieldErrors = Record<string, { type: "required" | "format"; message: string }>;

/**
 * Checks of a form without a shared schema, with the schemas' French messages: a missing required value,
 * an amount or number the parser refuses (shown on its field, never a red field left without a word).
 */
export function fieldErrors(fields: FieldDef[], values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const f of sentFields(fields)) {
    if (!isVisible(f, values) || f.type === "bool") continue;
    const raw = values[f.name];
    if (isBlank(raw)) {
      if (f.required || f.requiredIf?.(values))
        errors[f.name] = { type: "required", message: MSG.requis };
    } else if (isNumeric(f) && readTyped(kindOf(f), raw) === null) {
      errors[f.name] = { type: "format", message: f.type === "money" ? MSG.montant : MSG.nombre };
    }
  }
  return errors;
}

/** Without a schema: blanks become null, amounts and numbers are parsed (a schema does both when there is one). */
export function toPayload(fields: FieldDef[], values: FormValues, creating: boolean): FormValues {
  const out: FormValues = {};
  for (const f of sentFields(fields)) {
    const raw = values[f.name];
    let v: unknown = raw;
    if (f.type === "bool") v = Boolean(raw);
    else if (isBlank(raw)) v = null;
    else if (isNumeric(f)) v = readTyped(kindOf(f), raw);
    else if (f.type === "ref" || f.type === "pick") v = Number(raw);
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
