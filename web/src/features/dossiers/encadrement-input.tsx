import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { usePickedRecord } from "@/api/search";
import type { DossierRead } from "@/api/types";
import { inputText } from "@/components/form-values";
import { displayValue, options, type CustomInputProps } from "@/components/record-fields";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { formatMoney } from "@/lib/format";
import { PERIODES_CONSTRUCTION } from "@worker/domain/schemas/enums";
import { encadrementLive, type EncadrementForm } from "./dossier-amounts";

// The optional sections of a dossier (spec 3), each behind its switch: the rent cap (encadrement) and the clauses.
// Their value in the form is the section's text fields, or null when switched off (the server then stores null).

type Encadrement = NonNullable<DossierRead["encadrement"]>;
const PERIODES = options(...PERIODES_CONSTRUCTION);
const money = { name: "m", label: "", type: "money" } as const;
const num = { name: "n", label: "", type: "number" } as const;

/** The section's text from a stored dossier (amounts as the inputs show them). */
export const encadrementText = (e: Encadrement | null | undefined): EncadrementForm | null =>
  e
    ? {
        surface: inputText(num, e.surface),
        nbPiece: inputText(num, e.nbPiece),
        periodeConstruction: e.periodeConstruction ?? "",
        loyerReference: inputText(money, e.loyerReference),
        loyerReferenceMajore: inputText(money, e.loyerReferenceMajore),
        caracteristiqueLoyer: e.caracteristiqueLoyer ?? "",
      }
    : null;

/** The section's switch; the field's own label (the form's) names it. */
function SectionSwitch({
  id,
  checked,
  onChange,
  label,
}: {
  id: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
}) {
  return <Switch id={id} checked={checked} onCheckedChange={onChange} aria-label={label} />;
}

/** Rent cap: surface, rooms, period, reference rents; base and complement computed live; the justification. */
export function EncadrementInput({ id, value, onChange }: CustomInputProps) {
  const { control } = useFormContext();
  const [loyerHC, appartementId] = useWatch({ control, name: ["loyerHC", "AppartementId"] }) as [
    unknown,
    unknown,
  ];
  const appartement = usePickedRecord("Appartement", String(appartementId ?? "")).data;
  const { errors } = useFormState({ control, name: "encadrement" });
  const e = value as EncadrementForm | null;
  // The apartment's surface, rooms and construction period start the section.
  const start = (): EncadrementForm => ({
    surface: inputText(num, appartement?.surface),
    nbPiece: inputText(num, appartement?.nbPiece),
    periodeConstruction: appartement?.periodeConstruction ?? "",
    loyerReference: "",
    loyerReferenceMajore: "",
    caracteristiqueLoyer: "",
  });
  const toggle = (
    <SectionSwitch
      id={id}
      checked={!!e}
      onChange={(on) => onChange(on ? start() : null)}
      label="Renseigner les loyers de référence"
    />
  );
  if (!e) return toggle;

  const live = encadrementLive(loyerHC, e);
  const set = (k: keyof EncadrementForm) => (v: string) => onChange({ ...e, [k]: v });
  // The errors of the section's parts (zod's path, the server's "encadrement.surface"), each on its own input.
  const partErrors = errors.encadrement as
    | Partial<Record<keyof EncadrementForm, { message?: string }>>
    | undefined;
  const text = (k: keyof EncadrementForm, label: string) => {
    const error = partErrors?.[k]?.message;
    return (
      <Field data-invalid={!!error}>
        <FieldLabel htmlFor={`${id}-${k}`}>{label}</FieldLabel>
        <Input
          id={`${id}-${k}`}
          inputMode="decimal"
          value={e[k]}
          aria-invalid={!!error || undefined}
          onChange={(ev) => set(k)(ev.target.value)}
        />
        <FieldError>{error}</FieldError>
      </Field>
    );
  };
  const computed = (k: string, label: string, v: number | null) => (
    <Field>
      <FieldLabel htmlFor={`${id}-${k}`}>{label}</FieldLabel>
      <Input
        id={`${id}-${k}`}
        readOnly
        tabIndex={-1}
        value={v === null ? "—" : formatMoney(v)}
        className="bg-muted"
      />
    </Field>
  );
  const submitted = partErrors?.caracteristiqueLoyer?.message;
  const message = live.message ?? submitted;

  return (
    <div className="flex flex-col gap-4">
      {toggle}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {text("surface", "Surface (m²)")}
        {text("nbPiece", "Nombre de pièces")}
        <Field>
          <FieldLabel htmlFor={`${id}-periodeConstruction`}>Période de construction</FieldLabel>
          <Select
            value={e.periodeConstruction || undefined}
            onValueChange={set("periodeConstruction")}
          >
            <SelectTrigger id={`${id}-periodeConstruction`}>
              <SelectValue placeholder="Choisir..." />
            </SelectTrigger>
            <SelectContent>
              {PERIODES.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        {text("loyerReference", "Loyer de référence (€/m²)")}
        {text("loyerReferenceMajore", "Loyer de référence majoré (€/m²)")}
        {computed("montantBase", "Montant de base", live.montantBase)}
        {computed("complementLoyer", "Complément de loyer", live.complementLoyer)}
        <Field data-invalid={!!message} className="sm:col-span-2">
          <FieldLabel htmlFor={`${id}-caracteristiqueLoyer`} required={live.depasse}>
            Justification du complément de loyer
          </FieldLabel>
          <Textarea
            id={`${id}-caracteristiqueLoyer`}
            value={e.caracteristiqueLoyer}
            aria-invalid={!!message || undefined}
            onChange={(ev) => set("caracteristiqueLoyer")(ev.target.value)}
          />
          <FieldError>{message}</FieldError>
        </Field>
      </div>
    </div>
  );
}

/** The section on the read-only screen. */
export function EncadrementDetails({ value }: { value: Encadrement | null | undefined }) {
  if (!value) return <>Non</>;
  const rows: [string, string][] = [
    [
      "Surface",
      value.surface == null ? "—" : `${displayValue({ type: "number" }, value.surface)} m²`,
    ],
    ["Pièces", displayValue({ type: "number" }, value.nbPiece)],
    [
      "Période de construction",
      displayValue({ type: "select", options: PERIODES }, value.periodeConstruction),
    ],
    [
      "Loyer de référence",
      value.loyerReference == null ? "—" : `${formatMoney(value.loyerReference)}/m²`,
    ],
    [
      "Loyer de référence majoré",
      value.loyerReferenceMajore == null ? "—" : `${formatMoney(value.loyerReferenceMajore)}/m²`,
    ],
    ["Montant de base", displayValue({ type: "money" }, value.montantBase)],
    ["Complément de loyer", displayValue({ type: "money" }, value.complementLoyer)],
    ["Justification du complément", value.caracteristiqueLoyer || "—"],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt className="text-xs text-muted-foreground">{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Clauses: free text, behind its switch. */
export function ClausesInput({ id, value, onChange }: CustomInputProps) {
  const c = value as { clausesText: string } | null;
  return (
    <div className="flex flex-col gap-3">
      <SectionSwitch
        id={id}
        checked={!!c}
        onChange={(on) => onChange(on ? { clausesText: "" } : null)}
        label="Clauses particulières"
      />
      {c ? (
        <Textarea
          id={`${id}-clausesText`}
          aria-label="Texte des clauses"
          value={c.clausesText}
          onChange={(ev) => onChange({ clausesText: ev.target.value })}
          rows={5}
        />
      ) : null}
    </div>
  );
}
