import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { BanIcon, PlusIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import type { DossierRead } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DateInput } from "@/components/date-input";
import { ErrorState } from "@/components/error-state";
import { DraftOffer, SaveFailureNotice } from "@/components/form-notices";
import { useStateForm } from "@/components/use-draft-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { notify } from "@/lib/notify";
import { parisToday } from "@/lib/paris-date";
import { ibanCourt } from "@worker/domain/sepa/iban";
import { MandatPrint } from "./mandat-print";
import {
  creerMandat,
  type MandatSepa,
  mandatsQuery,
  refreshPrelevements,
  revoquerMandat,
} from "./prelevements-api";

// The dossier's "Prélèvement" tab (issue 41): the tenant's active SEPA mandate (IBAN masked but its last 4
// characters), to print, revoke or replace; with one, the tenant pays by "Prélèvement".

const STATUTS: Record<
  MandatSepa["statut"],
  { label: string; variant: "success" | "warning" | "secondary" }
> = {
  actif: { label: "Actif", variant: "success" },
  caduc: { label: "Caduc (inutilisé 36 mois)", variant: "warning" },
  revoque: { label: "Révoqué", variant: "secondary" },
};

const CHAMPS = [
  ["titulaire", "Titulaire du compte"],
  ["iban", "IBAN"],
  ["bic", "BIC (facultatif)"],
  ["lieuSignature", "Lieu de signature"],
] as const;

function NouveauMandat({ dossierId, onDone }: { dossierId: number; onDone: () => void }) {
  const qc = useQueryClient();
  const {
    values: v,
    setValues: setV,
    draft,
    errors: erreurs,
    busy: pending,
    failure,
    submit: enregistrer,
  } = useStateForm({
    target: { resource: "MandatSepa", id: `dossier-${dossierId}` },
    initial: (): Record<string, string> => ({ dateSignature: parisToday() }),
    save: (values) => creerMandat(dossierId, values),
    onSaved: async () => {
      notify.success("Mandat SEPA enregistré : le locataire paie par prélèvement.");
      await refreshPrelevements(qc);
      onDone();
    },
    tellError: (err) => {
      if (!(err instanceof ApiError && (err.status === 401 || err.status === 403)))
        notify.danger(err instanceof ApiError ? err.message : "Le mandat n'a pas été enregistré.");
    },
  });
  return (
    <form
      onSubmit={enregistrer}
      className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2"
      aria-label="Nouveau mandat"
    >
      <DraftOffer draft={draft} className="sm:col-span-2" />
      {CHAMPS.map(([k, label]) => (
        <div key={k} className="flex flex-col gap-1">
          <Label htmlFor={`mandat-${k}`}>{label}</Label>
          <Input
            id={`mandat-${k}`}
            value={v[k] ?? ""}
            aria-invalid={erreurs[k] ? true : undefined}
            onChange={(e) => setV({ ...v, [k]: e.target.value })}
          />
          {erreurs[k] ? <p className="text-sm text-destructive">{erreurs[k]}</p> : null}
        </div>
      ))}
      <div className="flex flex-col gap-1">
        <Label htmlFor="mandat-dateSignature">Date de signature</Label>
        <DateInput
          id="mandat-dateSignature"
          value={v.dateSignature ?? ""}
          onChange={(d) => setV({ ...v, dateSignature: d })}
        />
        {erreurs.dateSignature ? (
          <p className="text-sm text-destructive">{erreurs.dateSignature}</p>
        ) : null}
      </div>
      <SaveFailureNotice failure={failure} retrying={pending} className="sm:col-span-2" />
      <div className="flex items-end gap-2">
        <Button type="submit" disabled={pending}>
          Enregistrer le mandat
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            draft.clear();
            onDone();
          }}
        >
          Annuler
        </Button>
      </div>
    </form>
  );
}

export function MandatTab({ record }: { record: DossierRead }) {
  const qc = useQueryClient();
  const query = useQuery(mandatsQuery(record.id));
  const [nouveau, setNouveau] = React.useState(false);
  const [revoquer, setRevoquer] = React.useState<MandatSepa | null>(null);
  if (query.isError) return <ErrorState error={query.error} />;
  if (!query.data) return <Skeleton className="h-24 w-full" />;
  const actif = query.data.find((m) => m.statut !== "revoque");
  const anciens = query.data.filter((m) => m !== actif);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="mandat-titre">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="mandat-titre" className="text-base font-semibold">
          Mandat de prélèvement SEPA
        </h3>
        <p className="text-sm" data-testid="mode-paiement">
          Mode de paiement :{" "}
          <strong>{actif?.statut === "actif" ? "Prélèvement" : "Virement ou autre"}</strong>
        </p>
      </div>
      {actif ? (
        <div
          className="flex flex-col gap-2 rounded-lg border bg-card p-4"
          data-testid="mandat-actif"
        >
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-medium">RUM {actif.rum}</span>
            <Badge variant={STATUTS[actif.statut].variant}>{STATUTS[actif.statut].label}</Badge>
          </div>
          <p>
            {actif.titulaire} — <span className="tabular-nums">{ibanCourt(actif.iban)}</span>
            {actif.bic ? ` — ${actif.bic}` : ""}
          </p>
          <p className="text-sm text-muted-foreground">
            Signé le {formatDate(actif.dateSignature)} à {actif.lieuSignature}
            {actif.derniereUtilisation
              ? `, dernier prélèvement le ${formatDate(actif.derniereUtilisation)}`
              : ""}
          </p>
          <div className="flex flex-wrap gap-2">
            <MandatPrint mandat={actif} />
            <Button variant="outline" size="sm" onClick={() => setRevoquer(actif)}>
              <BanIcon aria-hidden /> Révoquer
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          Aucun mandat actif : le locataire ne paie pas par prélèvement.
        </p>
      )}
      {nouveau ? (
        <NouveauMandat dossierId={record.id} onDone={() => setNouveau(false)} />
      ) : (
        <div>
          <Button size="sm" onClick={() => setNouveau(true)}>
            <PlusIcon aria-hidden /> {actif ? "Remplacer le mandat" : "Nouveau mandat"}
          </Button>
        </div>
      )}
      {anciens.length ? (
        <ul className="text-sm text-muted-foreground">
          {anciens.map((m) => (
            <li key={m.id}>
              RUM {m.rum} — {ibanCourt(m.iban)} — révoqué
              {m.revoqueAt ? ` le ${formatDate(m.revoqueAt.slice(0, 10))}` : ""}
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={revoquer !== null}
        onOpenChange={(open) => !open && setRevoquer(null)}
        onConfirm={async () => {
          try {
            await revoquerMandat(revoquer!.id);
            notify.success("Mandat révoqué.");
          } catch (e) {
            if (!(e instanceof ApiError && (e.status === 401 || e.status === 403)))
              notify.danger(e instanceof ApiError ? e.message : "La révocation a échoué.");
          }
          await refreshPrelevements(qc);
        }}
        title={`Révoquer le mandat ${revoquer?.rum ?? ""} ?`}
        description="Les loyers ne seront plus prélevés sur ce compte ; les lots déjà validés ne changent pas."
        confirmLabel="Révoquer"
      />
    </section>
  );
}
