import * as React from "react";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import { api, ApiError } from "@/api/client";
import { route } from "@/api/routes";
import { ErrorState } from "@/components/error-state";
import { GuardedDialog } from "@/components/guarded-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { tellError } from "@/features/quitances/quitance-actions";
import { formatMoney } from "@/lib/format";
import { notify } from "@/lib/notify";
import { parisYear } from "@/lib/paris-date";

// The non-deductible part of a lot's co-ownership provisions, year by year (issue 60 item 3, ADR 075): typed from
// the syndic's approved accounts, for the whole lot; the next year's 2044 adds it back on line 230, each co-owner
// for their share. The server checks the year (2000-2100) and the amount (≥ 0, to the cent) in French.

type Copropriete = Answer<"GET /Appartement/:id/copropriete">;

/** Under ["Appartement"] and ["Client"]: the apartment's reads and the owners' 2044 follow a new amount. */
const coproprieteQuery = (id: number) =>
  queryOptions({
    queryKey: ["Appartement", id, "copropriete"],
    queryFn: ({ signal }) =>
      api<Copropriete>(route("GET /Appartement/:id/copropriete", { id }), { signal }),
  });

export function CoproprieteDialog({
  appartementId,
  open,
  onClose,
}: {
  appartementId: number;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <GuardedDialog
      open={open}
      onOpenChange={(o: boolean) => !o && onClose()}
      className="sm:max-w-md"
      title="Provisions de copropriété non déductibles"
      description="Selon les comptes approuvés du syndic, pour tout le lot : la déclaration 2044 de l'année suivante les réintègre (ligne 230), chaque propriétaire pour sa quote-part."
    >
      <CoproprieteForm appartementId={appartementId} onClose={onClose} />
    </GuardedDialog>
  );
}

function CoproprieteForm({
  appartementId,
  onClose,
}: {
  appartementId: number;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const lu = useQuery(coproprieteQuery(appartementId));
  const [annee, setAnnee] = React.useState(String(parisYear() - 1));
  const [montant, setMontant] = React.useState("");
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [pending, setPending] = React.useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      await api(route("PUT /Appartement/:id/copropriete", { id: appartementId }), {
        body: { annee, nonDeductible: montant },
      });
      notify.info(`Provisions ${annee} non déductibles enregistrées.`);
      await Promise.all(
        [["Appartement"], ["Client"]].map((queryKey) => qc.invalidateQueries({ queryKey })),
      );
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      else tellError(e);
    } finally {
      setPending(false);
    }
  }

  const champ = (
    id: string,
    name: string,
    label: string,
    value: string,
    set: (v: string) => void,
  ) => (
    <Field data-invalid={!!errors[name]}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        inputMode="decimal"
        value={value}
        aria-invalid={!!errors[name] || undefined}
        onChange={(e) => {
          set(e.target.value);
          setErrors((x) => ({ ...x, [name]: "" }));
        }}
      />
      <FieldError>{errors[name]}</FieldError>
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {champ("copropriete-annee", "annee", "Année des provisions", annee, setAnnee)}
      {champ(
        "copropriete-montant",
        "nonDeductible",
        "Part non déductible (€)",
        montant,
        setMontant,
      )}
      {lu.isError ? (
        <ErrorState error={lu.error} />
      ) : lu.data?.annees.length ? (
        <table className="w-full text-sm" aria-label="Années saisies">
          <tbody>
            {lu.data.annees.map((a) => (
              <tr key={a.annee} className="border-b last:border-0">
                <td className="py-1 tabular-nums">{a.annee}</td>
                <td className="py-1 text-right tabular-nums">{formatMoney(a.nonDeductible)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Annuler
        </Button>
        <Button type="submit" disabled={pending}>
          Enregistrer
        </Button>
      </DialogFooter>
    </form>
  );
}
