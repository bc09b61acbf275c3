import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangleIcon, PencilIcon, Trash2Icon } from "lucide-react";
import type { TypeDiagnostic } from "@worker/domain/diagnostics/types";
import { ApiError } from "@/api/client";
import { keys } from "@/api/resources";
import type { AppartementRead } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ErrorState } from "@/components/error-state";
import { FormDialog } from "@/components/form-dialog";
import type { FormValues } from "@/components/record-fields";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { MESSAGES, notify } from "@/lib/notify";
import {
  champsDe,
  champsDiagnostic,
  depuisFormulaire,
  ensembleSans,
  versFormulaire,
} from "./diagnostic-fields";
import {
  type DiagnosticsLot,
  type EtatDiagnosticApi,
  diagnosticsQuery,
  saveDiagnostics,
} from "./diagnostics-api";

/**
 * The lot's diagnostics (issue 63, ADR 087; issue 73): the eight kinds, annexed, mentioned or kept available, each needed or not (and why), its state
 * today as the server computes it (valide / expiré / manquant / non requis), until when it is valid and the rule
 * that says so; each entered or changed in a dialog and saved with the lot's whole set (PUT). Warns when the
 * dwelling's energy class makes it no longer decent for a lease.
 */
export function DiagnosticsTab({ record }: { record: AppartementRead }) {
  const query = useQuery(diagnosticsQuery(record.id));
  if (query.isError) return <ErrorState error={query.error} />;
  if (!query.data)
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  return <Diagnostics appartement={record} lot={query.data} />;
}

const STATUTS: Record<
  EtatDiagnosticApi["statut"],
  { label: string; variant: "success" | "destructive" | "warning" | "secondary" }
> = {
  valide: { label: "Valide", variant: "success" },
  expire: { label: "Expiré", variant: "destructive" },
  manquant: { label: "Manquant", variant: "warning" },
  non_requis: { label: "Non requis", variant: "secondary" },
};

/** What the lease does with each kind, in French. */
const NATURES: Record<EtatDiagnosticApi["nature"], string> = {
  annexe: "Annexé au bail",
  mention: "Mentionné dans le bail (non annexé)",
  a_disposition: "Tenu à la disposition du locataire (non annexé, jamais bloquant)",
};

/** « Valable jusqu'au 14/03/2032 », « Validité illimitée », or nothing when none is entered. */
const validite = (e: EtatDiagnosticApi) =>
  !e.diagnostic
    ? null
    : e.finValidite
      ? `Valable jusqu'au ${formatDate(e.finValidite)}`
      : "Validité illimitée";

function Diagnostics({ appartement, lot }: { appartement: AppartementRead; lot: DiagnosticsLot }) {
  const qc = useQueryClient();
  const [edite, setEdite] = React.useState<EtatDiagnosticApi | null>(null);
  const [aRetirer, setARetirer] = React.useState<EtatDiagnosticApi | null>(null);
  const fichiers = appartement.Fichiers ?? [];

  async function envoyer(type: TypeDiagnostic, valeurs: FormValues | null) {
    const ensemble = ensembleSans(lot.diagnostics, type);
    const index = ensemble.length;
    if (valeurs) ensemble.push(depuisFormulaire(type, valeurs));
    try {
      const saved = await saveDiagnostics(appartement.id, ensemble);
      qc.setQueryData(diagnosticsQuery(appartement.id).queryKey, saved);
      // The lot's energy class follows the DPE: its record is read again.
      // (its detail key: a form opened next must not send the class it held before, issue 73)
      await qc.invalidateQueries({ queryKey: keys.detail("Appartement", appartement.id) });
      notify.info(MESSAGES.saved);
    } catch (e) {
      // The server names the fields of the set (« diagnostics.3.classe »): the form's own names for this kind.
      if (e instanceof ApiError && e.fields)
        throw new ApiError(e.status, e.code, e.message, champsDe(e.fields, index), e.body);
      throw e;
    }
  }

  return (
    <section aria-labelledby="diagnostics-titre" className="flex flex-col gap-4">
      <div>
        <h2 id="diagnostics-titre" className="text-lg font-semibold">
          Diagnostics
        </h2>
        <p className="text-sm text-muted-foreground">
          Les diagnostics du bail (loi du 6 juillet 1989, art. 3 et 3-3), leur état au{" "}
          {formatDate(lot.date)}.
        </p>
      </div>
      {lot.decence && (
        <div
          role="alert"
          className="flex gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm"
        >
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-destructive" />
          <p>{lot.decence}</p>
        </div>
      )}
      <ul
        aria-label="Diagnostics de l'appartement"
        className="flex flex-col divide-y rounded-lg border"
      >
        <li
          aria-hidden="true"
          className="hidden gap-4 bg-muted/50 px-4 py-2 text-xs font-medium text-muted-foreground lg:grid lg:grid-cols-[minmax(0,2fr)_8rem_minmax(0,1.6fr)_auto]"
        >
          <span>Diagnostic</span>
          <span>État</span>
          <span>Validité</span>
          <span className="w-52 text-right">Actions</span>
        </li>
        {lot.diagnostics.map((e) => (
          <Ligne
            key={e.type}
            etat={e}
            onModifier={() => setEdite(e)}
            onRetirer={() => setARetirer(e)}
          />
        ))}
      </ul>
      {edite && (
        <FormDialog
          open
          onOpenChange={(open) => !open && setEdite(null)}
          title={edite.libelle}
          description={edite.regle}
          formKey={edite.type}
          fields={champsDiagnostic(edite.type, fichiers)}
          record={versFormulaire(edite)}
          onSubmit={async (_payload, values) => {
            await envoyer(edite.type, values);
            setEdite(null);
          }}
        />
      )}
      <ConfirmDialog
        open={aRetirer !== null}
        onOpenChange={(open) => !open && setARetirer(null)}
        title="Retirer ce diagnostic ?"
        description={`« ${aRetirer?.libelle ?? ""} » sera retiré de l'appartement.`}
        confirmLabel="Retirer"
        onConfirm={async () => {
          if (!aRetirer) return;
          try {
            await envoyer(aRetirer.type, null);
          } catch (e) {
            notify.danger(e instanceof ApiError ? e.message : MESSAGES.genericError);
          }
          setARetirer(null);
        }}
      />
    </section>
  );
}

function Ligne({
  etat: e,
  onModifier,
  onRetirer,
}: {
  etat: EtatDiagnosticApi;
  onModifier: () => void;
  onRetirer: () => void;
}) {
  const statut = STATUTS[e.statut];
  const titre = `diag-${e.type}`;
  return (
    <li
      aria-labelledby={titre}
      data-type={e.type}
      className="grid gap-2 px-4 py-3 lg:grid-cols-[minmax(0,2fr)_8rem_minmax(0,1.6fr)_auto] lg:items-center lg:gap-4"
    >
      <div className="min-w-0">
        <p id={titre} className="font-medium">
          {e.libelle}
        </p>
        <p className="text-sm text-muted-foreground">
          {e.requis ? "Requis" : "Non requis"} : {e.raison}
        </p>
        <p className="text-xs text-muted-foreground">{NATURES[e.nature]}</p>
      </div>
      <div>
        <Badge variant={statut.variant}>{statut.label}</Badge>
      </div>
      <div className="min-w-0 text-sm">
        {e.diagnostic && (
          <p>
            Réalisé le {formatDate(e.diagnostic.dateRealisation)}
            {e.diagnostic.classe ? ` · classe ${e.diagnostic.classe}` : ""}
            {e.diagnostic.classeApresAttestation
              ? ` · classe ${e.diagnostic.classeApresAttestation} après attestation${e.diagnostic.dateAttestation ? ` du ${formatDate(e.diagnostic.dateAttestation)}` : ""}`
              : ""}
          </p>
        )}
        {e.avertissement && (
          <p className="flex gap-1 text-sm">
            <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />{" "}
            {e.avertissement}
          </p>
        )}
        {validite(e) && <p className="font-medium">{validite(e)}</p>}
        <p className="text-xs text-muted-foreground">{e.regle}</p>
      </div>
      <div className="flex flex-wrap gap-2 lg:w-52 lg:justify-end">
        <Button type="button" variant="outline" size="sm" onClick={onModifier}>
          <PencilIcon /> {e.diagnostic ? "Modifier" : "Saisir"}
          <span className="sr-only"> : {e.libelle}</span>
        </Button>
        {e.diagnostic && (
          <Button type="button" variant="ghost" size="sm" onClick={onRetirer}>
            <Trash2Icon /> Retirer
            <span className="sr-only"> : {e.libelle}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
