import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { api, ApiError } from "@/api/client";
import { route } from "@/api/routes";
import type { Client } from "@/api/types";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { clientLabel } from "@/features/clients/client-columns";
import { tellError } from "@/features/quitances/quitance-actions";
import { notify } from "@/lib/notify";
import { centiemes } from "@worker/domain/schemas/proprietaire";

// The owners' shares of an apartment (issue 38, ADR 031): one percent per owner, adding up to 100; the server
// checks the same and its French message shows under the fields.

export type Proprietaire = Client & { quotePart?: number | null };

/** "33,33 %" for a share set, "parts égales" for none. */
export const texteQuotePart = (p: Proprietaire, nombre: number) =>
  p.quotePart == null
    ? `${(100 / Math.max(1, nombre)).toLocaleString("fr-FR", { maximumFractionDigits: 2 })} % (parts égales)`
    : `${p.quotePart.toLocaleString("fr-FR", { maximumFractionDigits: 2 })} %`;

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
  const qc = useQueryClient();
  const [valeurs, setValeurs] = React.useState<Record<number, string>>({});
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  React.useEffect(() => {
    if (!open) return;
    const egal = 100 / Math.max(1, proprietaires.length);
    setValeurs(
      Object.fromEntries(
        proprietaires.map((p) => [
          p.id,
          String(p.quotePart ?? Math.round(egal * 100) / 100).replace(".", ","),
        ]),
      ),
    );
    setError(null);
  }, [open, proprietaires]);
  const total =
    Object.values(valeurs).reduce(
      (s, v) => s + (Number.isFinite(saisie(v)) ? centiemes(saisie(v)) : 0),
      0,
    ) / 100;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      await api(route("PUT /Appartement/:id/quotesParts", { id: appartementId }), {
        body: {
          parts: proprietaires.map((p) => ({ ClientId: p.id, quotePart: valeurs[p.id] ?? "" })),
        },
      });
      notify.info("Quotes-parts enregistrées.");
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
    <Dialog open={open} onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Quotes-parts des propriétaires</DialogTitle>
          <DialogDescription>
            La part de chacun (en %, deux décimales) des loyers encaissés et des dépenses ; le total
            doit faire 100 %.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
            Total : {total.toLocaleString("fr-FR", { maximumFractionDigits: 2 })} %
          </p>
          <FieldError>{error}</FieldError>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Enregistrement…" : "Enregistrer"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
