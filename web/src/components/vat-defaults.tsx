import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { useFormContext } from "react-hook-form";
import { listQuery } from "@/api/resources";
import { inputText } from "./form-values";
import type { FieldDef } from "./record-fields";

/** The VAT rate set in Paramètres (Variable "tva"); undefined until read or when missing. */
function useVatRate(): number | undefined {
  return useQuery({
    ...listQuery("Variable"),
    select: (rows) => rows.find((v) => v.nom === "tva")?.valeur ?? undefined,
  }).data;
}

/**
 * A new record's VAT fields (`vatDefault`) start from the rate of Paramètres, once it is read: their default is
 * replaced, unless the user already typed a rate.
 */
export function VatDefaults({ fields }: { fields: FieldDef[] }) {
  const rate = useVatRate();
  const { getFieldState, resetField } = useFormContext();
  // Once per rate read: resetting a field updates the form's state, which is a new context value on each render, so
  // an effect run on every render of the form would reset again, and again.
  const applied = React.useRef<number | undefined>(undefined);
  React.useEffect(() => {
    if (rate === undefined || rate === applied.current) return;
    applied.current = rate;
    for (const f of fields) {
      if (f.vatDefault && !getFieldState(f.name).isDirty)
        resetField(f.name, { defaultValue: inputText(f, rate) });
    }
  }, [rate, fields, getFieldState, resetField]);
  return null;
}
