import { DraftDialogFooter } from "@/components/draft-dialog-footer";
import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { api, ApiError } from "@/api/client";
import { route } from "@/api/routes";
import type { Client } from "@/api/types";
import { DraftOffer } from "@/components/form-notices";
import { GuardedDialog } from "@/components/guarded-dialog";
import { useDraftState } from "@/components/use-draft-state";
import { useSaveFailure } from "@/components/use-form-draft";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { clientLabel } from "@/features/clients/client-columns";
import { tellError } from "@/features/quitances/quitance-actions";
import { notify } from "@/lib/notify";
import { centiemes } from "@worker/domain/schemas/proprietaire";
import { messageApres } from "@/features/quotes-parts/quotes-parts-api";
import { pourcentFr } from "@worker/domain/francais/nombres";

// The owners' shares of an apartment (issue 38, ADR 031): one percent per owner, adding up to 100; the server
// checks the same and its French message shows under the fields.

export type Proprietaire = Client & { quotePart?: number | null };

/** "33,33 %" for a share set, "parts égales" for none. */
export const texteQuotePart = (p: Proprietaire, nombre: number) =>
  p.quotePart == null
    ? `${pourcentFr(100 / Math.max(1, nombre))} (parts égales)`
    : pourcentFr(p.quotePart);

const saisie = (v: string) => Number(v.replace(",", ".").trim());

export function QuotesPartsDialog({
  appartementId,
  proprietaires,
  open,
  onClose,
}: {
  appartementId: number;
  proprietaires: Proprietaire[];
  open: boolean;
  onClose: () => void;
}) {
  return (
    <GuardedDialog
      open={open}
      onOpenChange={(o: boolean) => !o && onClose()}
      className="sm:max-w-lg"
      title="Quotes-parts des propriétaires"
      description="La part de chacun (en %, deux décimales) des loyers encaissés et des dépenses ; le total doit faire 100 %."
    >
      <QuotesPartsForm
        appartementId={appartementId}
        proprietaires={proprietaires}
        onClose={onClose}
      />
    </GuardedDialog>
  );
}

function QuotesPartsForm({
  appartementId,
  proprietaires,
  onClose,
}: {
  appartementId: number;
  proprietaires: Proprietaire[];
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const egal = 100 / Math.max(1, proprietaires.length);
  const {
    values: valeurs,
    setValues: setValeurs,
    draft,
    saved,
  } = useDraftState(
    { resource: "QuotesParts", id: appartementId },
    () =>
      Object.fromEntries(
        proprietaires.map((p) => [
          String(p.id),
          String(p.quotePart ?? Math.round(egal * 100) / 100).replace(".", ","),
        ]),
      ) as Record<string, string>,
  );
  const saving = useSaveFailure();
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const total =
    Object.values(valeurs).reduce(
      (s, v) => s + (Number.isFinite(saisie(v)) ? centiemes(saisie(v)) : 0),
      0,
    ) / 100;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    draft.flush();
    try {
      // A change is held for a second person (issue 59): the answer says so (202 with the waiting change).
      let answer: unknown;
      const sent = await saving.run(async () => {
        answer = await api(route("PUT /Appartement/:id/quotesParts", { id: appartementId }), {
          body: {
            parts: proprietaires.map((p) => ({ ClientId: p.id, quotePart: valeurs[p.id] ?? "" })),
          },
        });
      });
      if (!sent) return;
      saved();
      notify.info(messageApres(answer, "Quotes-parts enregistrées."));
      await qc.invalidateQueries({ queryKey: ["Appartement"] });
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.fields) setError(Object.values(e.fields)[0] ?? e.message);
      else tellError(e);
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <DraftOffer draft={draft} />
      {proprietaires.map((p) => (
        <Field key={p.id} data-invalid={!!error}>
          <FieldLabel htmlFor={`quote-part-${p.id}`}>{clientLabel(p)} (%)</FieldLabel>
          <Input
            id={`quote-part-${p.id}`}
            inputMode="decimal"
            value={valeurs[p.id] ?? ""}
            aria-invalid={!!error || undefined}
            onChange={(e) => {
              setValeurs((v) => ({ ...v, [p.id]: e.target.value }));
              setError(null);
            }}
          />
        </Field>
      ))}
      <p className="text-sm tabular-nums" data-testid="total-quotes-parts">
        Total : {pourcentFr(total)}
      </p>
      <FieldError>{error}</FieldError>
      <DraftDialogFooter draft={draft} failure={saving.failure} busy={pending} onCancel={onClose} />
    </form>
  );
}
