import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2Icon, SaveIcon } from "lucide-react";
import { ErrorState } from "@/components/error-state";
import { DraftOffer, SaveFailureNotice } from "@/components/form-notices";
import { useStateForm } from "@/components/use-draft-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formatNumber } from "@/lib/format";
import { notify } from "@/lib/notify";
import { tellError } from "@/features/quitances/quitance-actions";
import { AGENCE_CHAMPS } from "@worker/domain/mandats/agence-schema";
import { MentionsManquantes } from "@/features/factures/mentions-manquantes";
import { agenceQuery, saveAgence, type ParametresAgence } from "./mandats-api";

type Key = (typeof AGENCE_CHAMPS)[number][0];

/** The form's text of a saved value: the guarantee as "110 000,00", the rest as it is. */
const texte = (a: ParametresAgence, k: Key) =>
  k === "montantGarantie"
    ? a.montantGarantie == null
      ? ""
      : formatNumber(a.montantGarantie)
    : String(a[k]);

/**
 * Paramètres > Agence: the identity printed on every document and the mentions the law asks of an agency's
 * (loi Hoguet): card and its CCI, financial guarantee, liability insurance. Empty, a field takes the hosting's value.
 */
export function AgenceTab() {
  const q = useQuery(agenceQuery);
  if (q.isError) return <ErrorState error={q.error} />;
  if (!q.data)
    return (
      <Loader2Icon className="m-6 animate-spin text-muted-foreground" aria-label="Chargement" />
    );
  return <AgenceForm agence={q.data} />;
}

function AgenceForm({ agence }: { agence: ParametresAgence }) {
  const qc = useQueryClient();
  const { values, setValues, draft, errors, busy, failure, submit } = useStateForm({
    target: { resource: "Agence", id: "parametres" },
    initial: () =>
      Object.fromEntries(AGENCE_CHAMPS.map(([k]) => [k, texte(agence, k)])) as Record<Key, string>,
    save: saveAgence,
    onSaved: (saved: ParametresAgence) => {
      qc.setQueryData(agenceQuery.queryKey, saved);
      notify.info("Les paramètres de l'agence ont été enregistrés.");
    },
    tellError,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Agence</CardTitle>
        <CardDescription>
          Imprimés sur les documents : l'identité de l'agence et, en pied de page des ordres de
          mission, baux et factures, la carte professionnelle, la garantie financière et l'assurance
          RCP (loi Hoguet). Un champ laissé vide reprend la valeur de l'hébergement. La carte
          professionnelle porte aussi la séquence du registre des mandats.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <MentionsManquantes mentions={agence.mentionsManquantes} />
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DraftOffer draft={draft} />
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {AGENCE_CHAMPS.map(([key, label]) => (
              <Field key={key} data-invalid={!!errors[key]}>
                <FieldLabel htmlFor={`agence-${key}`}>{label}</FieldLabel>
                <Input
                  id={`agence-${key}`}
                  inputMode={
                    key === "montantGarantie"
                      ? "decimal"
                      : key === "delaiPrenotification"
                        ? "numeric"
                        : undefined
                  }
                  value={values[key]}
                  aria-invalid={!!errors[key]}
                  onChange={(ev) => setValues((v) => ({ ...v, [key]: ev.target.value }))}
                />
                <FieldError>{errors[key]}</FieldError>
              </Field>
            ))}
          </div>
          <SaveFailureNotice failure={failure} retrying={busy} />
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? <Loader2Icon className="animate-spin" /> : <SaveIcon />} Enregistrer
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
