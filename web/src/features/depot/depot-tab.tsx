import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import { documentCalls } from "@/api/documents";
import type { DossierRead } from "@/api/types";
import { DateInput } from "@/components/date-input";
import { ErrorState } from "@/components/error-state";
import { LinesEditor, LinesLoading } from "@/components/lines-editor/lines-editor";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { fullName, formatMoney } from "@/lib/format";
import { MESSAGES, notify } from "@/lib/notify";
import { parisToday } from "@/lib/paris-date";
import { useUnsavedChanges } from "@/lib/unsaved-changes";
import {
  afterSave,
  restitutionQuery,
  saveRestitution,
  type RestitutionDepotApi,
} from "./depot-api";
import { DeductionLigne, GRILLE_DEDUCTION } from "./deduction-ligne";
import { DepotDelai, DepotTotaux, DepotVersement } from "./depot-resume";
import {
  apercu,
  deductionVide,
  depuisApi,
  erreurDe,
  retenueSaisie,
  versEnvoi,
  type DeductionEditee,
} from "./deductions";

/**
 * The dossier's "Dépôt de garantie" tab (loi n° 89-462 art. 22): once the keys are back, the legal deadline (one or
 * two months by the exit inventory), the deductions with the room of the exit inventory that justifies each, the
 * tenant's account balance, the co-ownership hold-back (20 % at most), what goes back, the late penalty past the
 * deadline; saved whole, and the settlement letter downloaded.
 */
export function DepotTab({ record }: { record: DossierRead }) {
  const query = useQuery(restitutionQuery(record.id));
  if (query.isError) return <ErrorState error={query.error} />;
  if (!query.data) return <LinesLoading rows={2} />;
  if (!query.data.ouverte)
    return (
      <section className="flex flex-col gap-2" aria-labelledby="depot-titre">
        <h3 id="depot-titre" className="text-base font-semibold">
          Restitution du dépôt de garantie
        </h3>
        <DepotVersement r={query.data} />
        <p className="text-sm text-muted-foreground">
          La restitution s'ouvre quand les clés sont rendues : saisissez la « Restitution des clés »
          dans les détails du dossier.
        </p>
      </section>
    );
  return <DepotEditeur key={query.dataUpdatedAt} dossier={record} r={query.data} />;
}

function DepotEditeur({ dossier, r }: { dossier: DossierRead; r: RestitutionDepotApi }) {
  const qc = useQueryClient();
  const [lignes, setLignes] = React.useState(() => depuisApi(r));
  const [retenue, setRetenue] = React.useState(() => retenueSaisie(r));
  const [dateRestitution, setDateRestitution] = React.useState(r.dateRestitution ?? "");
  const [modifie, setModifie] = React.useState(false);
  const [erreurs, setErreurs] = React.useState<Record<string, string>>();
  const [aRetirer, setARetirer] = React.useState<DeductionEditee | null>(null);
  const [saving, setSaving] = React.useState(false);
  useUnsavedChanges(modifie);
  const c = apercu(r, lignes, retenue, dateRestitution, parisToday());
  const modifier =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setModifie(true);
    };
  const changer = modifier(setLignes);

  async function enregistrer() {
    setSaving(true);
    try {
      const saved = await saveRestitution(dossier.id, {
        deductions: versEnvoi(lignes),
        retenue,
        dateRestitution,
      });
      setErreurs(undefined);
      await afterSave(qc, dossier.id, saved);
      notify.info(MESSAGES.saved);
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) setErreurs(e.fields);
      if (!(e instanceof ApiError && (e.status === 401 || e.status === 403)))
        notify.danger(e instanceof ApiError ? e.message : MESSAGES.genericError);
    } finally {
      setSaving(false);
    }
  }
  if (!c) return null;
  const qui = fullName(dossier.Locataire);
  return (
    <LinesEditor
      titreId="depot-titre"
      titre="Restitution du dépôt de garantie"
      document={{
        call: documentCalls.restitutionDepot(dossier.id),
        label: "Lettre de restitution (PDF)",
        fileName: `Restitution du dépôt de garantie - ${qui || `dossier ${dossier.id}`}`,
        modified: modifie,
        unsaved: "Enregistrez le décompte avant d'imprimer la lettre.",
      }}
      before={
        <>
          <DepotVersement r={r} />
          <DepotDelai r={r} c={c} />
        </>
      }
      grille={GRILLE_DEDUCTION}
      colonnes={[
        { label: "Motif de la retenue" },
        { label: "Pièce (état des lieux de sortie)" },
        { label: "Montant (€)", right: true },
      ]}
      listLabel="Retenues"
      vide="Aucune retenue."
      actions={
        <Button
          type="button"
          variant="outline"
          onClick={() => changer([...lignes, deductionVide()])}
        >
          <PlusIcon /> Ajouter une retenue
        </Button>
      }
      after={
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <div className="flex flex-col gap-1">
              <label htmlFor="depot-retenue" className="text-sm font-medium">
                Retenue copropriété (arrêté des comptes), au plus {formatMoney(c.retenueMax)}
              </label>
              <Input
                id="depot-retenue"
                inputMode="decimal"
                className="text-right tabular-nums"
                value={retenue}
                aria-invalid={!!erreurs?.retenue || undefined}
                aria-describedby={erreurs?.retenue ? "depot-retenue-err" : undefined}
                onChange={(e) => modifier(setRetenue)(e.target.value)}
              />
              {erreurs?.retenue && (
                <p id="depot-retenue-err" className="text-xs text-destructive">
                  {erreurs.retenue}
                </p>
              )}
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="depot-date-restitution" className="text-sm font-medium">
                Date de restitution au locataire
              </label>
              <DateInput
                id="depot-date-restitution"
                value={dateRestitution}
                aria-invalid={!!erreurs?.dateRestitution || undefined}
                onChange={modifier(setDateRestitution)}
              />
              {erreurs?.dateRestitution && (
                <p className="text-xs text-destructive">{erreurs.dateRestitution}</p>
              )}
            </div>
          </div>
          <DepotTotaux r={r} c={c} />
        </>
      }
      save={{ saving, disabled: r.enregistre && !modifie, onSave: enregistrer }}
      remove={{
        open: aRetirer !== null,
        onClose: () => setARetirer(null),
        title: "Retirer cette retenue ?",
        description: `« ${aRetirer?.motif || "Retenue sans motif"} » sera retirée du décompte à l'enregistrement.`,
        onConfirm: () => changer(lignes.filter((x) => x.cle !== aRetirer?.cle)),
      }}
    >
      {lignes.map((l, i) => (
        <DeductionLigne
          key={l.cle}
          ligne={l}
          pieces={r.pieces}
          erreurs={{
            motif: erreurDe(erreurs, i, "motif"),
            montant: erreurDe(erreurs, i, "montant"),
            piece: erreurDe(erreurs, i, "piece"),
          }}
          onChange={(next) => changer(lignes.map((x) => (x.cle === l.cle ? next : x)))}
          onRemove={() => setARetirer(l)}
        />
      ))}
    </LinesEditor>
  );
}
