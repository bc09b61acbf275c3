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
  const form = useFormContext();
  React.useEffect(() => {
    if (rate === undefined) return;
    for (const f of fields) {
      if (f.vatDefault && !form.getFieldState(f.name).isDirty)
        form.resetField(f.name, { defaultValue: inputText(f, rate) });
    }
  }, [rate, fields, form]);
  return null;
}
