import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2Icon, SaveIcon } from "lucide-react";
import { relancesConfigQuery, saveRelancesConfig, type EtapeRelance } from "@/api/relances";
import { ErrorState } from "@/components/error-state";
import { DraftOffer, SaveFailureNotice } from "@/components/form-notices";
import { useStateForm } from "@/components/use-draft-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { notify } from "@/lib/notify";
import { tellError } from "@/features/quitances/quitance-actions";

type Key = "jours1" | "jours2" | "jours3";
const KEYS: Key[] = ["jours1", "jours2", "jours3"];

/** Who each stage is written to, as the settings say it. */
const destinataires = (e: EtapeRelance) =>
  e.etape === 3
    ? "Locataire et cautions, mise en demeure jointe"
    : e.cautions
      ? "Locataire, cautions en copie"
      : "Locataire";

/** Settings, Relances: the days after the due day at which the daily job sends each reminder stage (admin). */
export function RelancesTab() {
  const config = useQuery(relancesConfigQuery);
  if (config.isError) return <ErrorState error={config.error} />;
  if (!config.data)
    return (
      <Loader2Icon className="m-6 animate-spin text-muted-foreground" aria-label="Chargement" />
    );
  return <RelancesForm etapes={config.data.etapes} />;
}

function RelancesForm({ etapes }: { etapes: EtapeRelance[] }) {
  const qc = useQueryClient();
  const { values, setValues, draft, errors, busy, failure, submit } = useStateForm({
    target: { resource: "Relances", id: "parametres" },
    initial: () =>
      Object.fromEntries(KEYS.map((k, i) => [k, String(etapes[i]?.jours ?? "")])) as Record<
        Key,
        string
      >,
    save: (v: Record<Key, string>) =>
      saveRelancesConfig({ jours1: v.jours1, jours2: v.jours2, jours3: v.jours3 }),
    onSaved: (saved: Awaited<ReturnType<typeof saveRelancesConfig>>) => {
      qc.setQueryData(relancesConfigQuery.queryKey, saved);
      notify.info("Les délais de relance ont été enregistrés.");
    },
    tellError,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Relances des loyers impayés</CardTitle>
        <CardDescription>
          Chaque jour, les échéances impayées ou partiellement payées (au statut connu) sont
          relancées par e-mail, une seule fois par étape, le nombre de jours indiqué après leur
          échéance. Aucun frais de relance n'est facturé au locataire (loi du 6 juillet 1989,
          article 4).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DraftOffer draft={draft} />
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            {etapes.map((etape, i) => {
              const key = KEYS[i]!;
              return (
                <Field key={key} data-invalid={!!errors[key]}>
                  <FieldLabel htmlFor={`relance-${key}`} required>
                    {etape.etape}. {etape.libelle}
                  </FieldLabel>
                  <Input
                    id={`relance-${key}`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={365}
                    step={1}
                    value={values[key]}
                    aria-invalid={!!errors[key]}
                    onChange={(ev) => setValues((v) => ({ ...v, [key]: ev.target.value }))}
                  />
                  <FieldDescription>
                    Jours après l'échéance — {destinataires(etape)}
                  </FieldDescription>
                  <FieldError>{errors[key]}</FieldError>
                </Field>
              );
            })}
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
