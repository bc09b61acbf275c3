import * as React from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { usePickedRecord } from "@/api/search";
import type { DossierRead } from "@/api/types";
import type { CustomInputProps } from "@/components/record-fields";
import { Checkbox } from "@/components/ui/checkbox";
import { formatDate } from "@/lib/format";
import { encadrementApplicable } from "@worker/domain/echeances/encadrement";
import type { EncadrementForm } from "./dossier-amounts";

// « Soumis à l'encadrement des loyers » (issue 63, ADR 089): the server decides it from the lot's commune and the
// signature day when the form leaves it untouched (null); the box shows that rule's answer before saving (the same
// pure function), staff's click makes it their own, and unticking it against the rule asks a reason.

export const MSG_REFERENCES_MANQUANTES =
  "Bail soumis à l'encadrement des loyers : indiquez le loyer de référence et le loyer de référence majoré.";

const jourIso = (v: unknown) => {
  const s = typeof v === "string" ? v.trim() : "";
  const fr = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  return fr ? `${fr[3]}-${fr[2]}-${fr[1]}` : s.slice(0, 10);
};

/** The rule's answer for the lot and signature day the form holds. */
function useRegle() {
  const { control } = useFormContext();
  const [appartementId, signature] = useWatch({
    control,
    name: ["AppartementId", "dateCreationBail"],
  }) as [unknown, unknown];
  const lot = usePickedRecord("Appartement", String(appartementId ?? "")).data;
  return lot ? encadrementApplicable(lot, jourIso(signature)) : null;
}

export function SoumisEncadrementInput({ id, value, onChange }: CustomInputProps) {
  const { control } = useFormContext();
  const regle = useRegle();
  const references = useWatch({ control, name: "encadrement" }) as EncadrementForm | null;
  // Untouched (null): the rule's answer, which the server will store.
  const coche = typeof value === "boolean" ? value : regle != null;
  const manquent = coche && (!references?.loyerReference || !references?.loyerReferenceMajore);
  return (
    <div className="flex flex-col gap-2">
      {/* The field's label (« Soumis à l'encadrement des loyers ») names the box. */}
      <Checkbox
        id={id}
        checked={coche}
        onCheckedChange={(c) => onChange(c === true)}
        aria-describedby={`${id}-aide`}
      />
      <p id={`${id}-aide`} className="text-muted-foreground text-sm">
        {regle
          ? `${regle.territoire} : ${regle.texte}, pour les baux signés depuis le ${formatDate(regle.depuis)}.${
              regle.partiel
                ? " Le décret ne vise qu'une partie de la commune : vérifiez que l'adresse est dans son périmètre."
                : ""
            }`
          : "La commune du logement n'est pas soumise à l'encadrement des loyers à la date de signature."}
      </p>
      {manquent ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900 text-sm"
        >
          {MSG_REFERENCES_MANQUANTES}
        </p>
      ) : null}
    </div>
  );
}

/** The saved lease's answer, with the territory and decree the rule gives for its lot and signature day. */
export function soumisEncadrementTexte(d: DossierRead): string {
  if (!d.soumisEncadrement)
    return d.motifHorsEncadrement ? `Non : ${d.motifHorsEncadrement}` : "Non";
  const regle = d.Appartement ? encadrementApplicable(d.Appartement, d.dateCreationBail) : null;
  return regle ? `Oui : ${regle.territoire}, ${regle.texte}` : "Oui";
}

/**
 * The lot's boiler, kept in the form's state (not sent): the boiler maintenance date shows only for a lot that
 * has one.
 */
export function ChaudiereDuLotEffect() {
  const { control, setValue } = useFormContext();
  const appartementId = useWatch({ control, name: "AppartementId" });
  const lot = usePickedRecord("Appartement", String(appartementId ?? "")).data;
  const chaudiere = lot?.chaudiere === true;
  React.useEffect(() => {
    setValue("lotChaudiere", chaudiere, { shouldDirty: false });
  }, [chaudiere, setValue]);
  return null;
}
