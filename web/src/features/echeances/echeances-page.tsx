import * as React from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DownloadIcon, Loader2Icon } from "lucide-react";
import { LIBELLES_TYPE_ECHEANCE, TYPES_ECHEANCE } from "@worker/domain/echeances/types";
import { apiBlob } from "@/api/client";
import { route, withQuery } from "@/api/routes";
import { DateInput } from "@/components/date-input";
import { ErrorState } from "@/components/error-state";
import { Segmented } from "@/components/segmented";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { saveBlob } from "@/lib/download";
import { parisToday } from "@/lib/paris-date";
import { tellError } from "@/features/quitances/quitance-actions";
import {
  type FiltresEcheances,
  LIBELLES_NIVEAU,
  type LigneEcheance,
  echeancesParams,
  echeancesQuery,
  nombreEcheances,
} from "./echeances-api";
import { EcheancesListe } from "./echeances-liste";
import { EcheancesMois } from "./echeances-mois";

// « Échéances » (issue 63, item 6; ADR 090): every dated obligation of the agency, computed by the server from the
// law's rules, as a list or a month; filtered by type, level and period; exported as the server's CSV.

type Vue = "liste" | "mois";
const TOUS = "tous";

const finDuMois = (mois: string) => {
  const [y = 2000, m = 1] = mois.split("-").map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

export function EcheancesPage() {
  const aujourdhui = parisToday();
  const [vue, setVue] = React.useState<Vue>("liste");
  const [mois, setMois] = React.useState(aujourdhui.slice(0, 7));
  const [f, setF] = React.useState<FiltresEcheances>({ type: "", niveau: "", du: "", au: "" });
  const [busy, setBusy] = React.useState(false);
  // The month view reads its month; the list reads the period typed (empty: overdue and the year ahead).
  const periode =
    vue === "mois" ? { du: `${mois}-01`, au: finDuMois(mois) } : { du: f.du, au: f.au };
  const filtres = { ...f, ...periode };
  const { data, isError, error, isLoading } = useQuery({
    ...echeancesQuery(filtres),
    placeholderData: keepPreviousData,
  });
  const lignes = React.useMemo<LigneEcheance[] | undefined>(
    () => data?.data.map((e, i) => ({ ...e, id: `${e.date}-${e.type}-${i}` })),
    [data],
  );
  if (isError) return <ErrorState error={error} />;

  async function exporter() {
    setBusy(true);
    try {
      const blob = await apiBlob(
        withQuery(route("GET /echeances/export"), echeancesParams(filtres)),
      );
      saveBlob(blob, `echeances-${aujourdhui}.csv`);
    } catch (e) {
      tellError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Échéances</h1>
          <p className="text-sm text-muted-foreground">
            Diagnostics, baux, révisions, charges, préavis, dépôts de garantie, assurances,
            chaudières, mandats et dates de l'agence, calculés selon la loi.
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          onClick={exporter}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <DownloadIcon aria-hidden />
          )}
          Exporter (CSV)
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Segmented
          label="Affichage"
          value={vue}
          onChange={setVue}
          options={[
            { value: "liste", label: "Liste" },
            { value: "mois", label: "Mois" },
          ]}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="echeances-type">Type</Label>
          <Select
            value={f.type || TOUS}
            onValueChange={(v) =>
              setF({ ...f, type: v === TOUS ? "" : (v as FiltresEcheances["type"]) })
            }
          >
            <SelectTrigger id="echeances-type" className="w-56">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={TOUS}>Tous les types</SelectItem>
              {TYPES_ECHEANCE.map((t) => (
                <SelectItem key={t} value={t}>
                  {LIBELLES_TYPE_ECHEANCE[t]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="echeances-niveau">Niveau</Label>
          <Select
            value={f.niveau || TOUS}
            onValueChange={(v) =>
              setF({ ...f, niveau: v === TOUS ? "" : (v as FiltresEcheances["niveau"]) })
            }
          >
            <SelectTrigger id="echeances-niveau" className="w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={TOUS}>Tous les niveaux</SelectItem>
              {(["expire", "bientot", "ok"] as const).map((n) => (
                <SelectItem key={n} value={n}>
                  {LIBELLES_NIVEAU[n]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {vue === "liste" && (
          <>
            <div className="grid gap-1.5">
              <Label htmlFor="echeances-du">Du</Label>
              <DateInput
                id="echeances-du"
                value={f.du}
                onChange={(du) => setF({ ...f, du })}
                className="w-36"
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="echeances-au">Au</Label>
              <DateInput
                id="echeances-au"
                value={f.au}
                onChange={(au) => setF({ ...f, au })}
                className="w-36"
              />
            </div>
          </>
        )}
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {lignes ? nombreEcheances(lignes.length) : "Chargement…"}
        {vue === "liste" && !f.du && !f.au ? " : les échues et l'année à venir." : "."}
      </p>
      {vue === "liste" ? (
        <EcheancesListe data={lignes} isLoading={isLoading} />
      ) : (
        <EcheancesMois mois={mois} onMois={setMois} data={lignes ?? []} aujourdhui={aujourdhui} />
      )}
    </div>
  );
}
