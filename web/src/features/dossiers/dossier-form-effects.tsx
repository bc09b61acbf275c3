import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useFormContext, useWatch } from "react-hook-form";
import { pickedQuery } from "@/api/search";
import { inputText } from "@/components/form-values";
import { DossierIrlEffect } from "./dossier-irl-effect";
import { TypeBailEffects } from "./type-bail-effects";
import { ChaudiereDuLotEffect } from "./soumis-encadrement-input";
import { DecenceDuLotEffect } from "./decence-du-lot-effect";

const money = { name: "m", label: "", type: "money" } as const;

/**
 * Spec 5, "rent defaults come from the linked apartment": choosing the apartment (or opening the form with
 * ?relatedAppartement=) fills the rent HC and the charges from it. On an existing dossier only a change of
 * apartment does, never the opening of the form. An apartment without a rent leaves the fields as they are.
 */
export function DossierFormEffects({ creating }: { creating: boolean }) {
  const { control, getValues, setValue } = useFormContext();
  const appartementId = String(useWatch({ control, name: "AppartementId" }) ?? "");
  const qc = useQueryClient();
  const filledFor = React.useRef(creating ? "" : String(getValues("AppartementId") ?? ""));

  React.useEffect(() => {
    if (!appartementId || appartementId === filledFor.current) return;
    let live = true;
    qc.fetchQuery(pickedQuery("Appartement", appartementId))
      .then((a) => {
        if (!live || !a) return;
        filledFor.current = appartementId;
        if (!a.loyerHC) return;
        setValue("loyerHC", inputText(money, a.loyerHC), { shouldDirty: true });
        setValue("loyerCharge", inputText(money, a.charge), { shouldDirty: true });
      })
      .catch(() => undefined); // the picker already says when the apartment cannot be read
    return () => {
      live = false;
    };
  }, [appartementId, qc, setValue]);
  return (
    <>
      <DossierIrlEffect creating={creating} />
      <TypeBailEffects />
      <ChaudiereDuLotEffect />
      <DecenceDuLotEffect />
    </>
  );
}
