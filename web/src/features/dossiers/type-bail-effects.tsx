import * as React from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { finLegale } from "@worker/domain/bail/duree";
import { typeBail } from "@worker/domain/bail/types-bail";

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Choosing a furnished or student lease fills a blank end date with the kind's legal term from the start (one year,
 * nine months: loi n° 89-462, art. 25-7); a bail mobilité's term is the parties' choice, an unfurnished lease's end
 * is left blank (three years). Only a change of kind does, never the opening of the form.
 */
export function TypeBailEffects() {
  const { control, getValues, setValue } = useFormContext();
  const kind = useWatch({ control, name: "typeBail" });
  const previous = React.useRef(kind);

  React.useEffect(() => {
    if (kind === previous.current) return;
    previous.current = kind;
    const t = typeBail(typeof kind === "string" ? kind : null);
    const debut = String(getValues("dateDebutBail") ?? "");
    if ((t !== "meublé" && t !== "étudiant") || !ISO.test(debut) || getValues("dateFinBail"))
      return;
    setValue("dateFinBail", finLegale(t, debut), { shouldDirty: true });
  }, [kind, getValues, setValue]);
  return null;
}
