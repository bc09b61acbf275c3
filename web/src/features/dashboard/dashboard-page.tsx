import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { BriefcaseIcon, Building2Icon, KeyRoundIcon, WrenchIcon } from "lucide-react";
import type { TableauDeBord } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { countLabel, formatCount, formatDate } from "@/lib/format";
import { apartmentLabel } from "@/lib/status";
import { RenouvelerAction } from "@/features/intendance/intendance-actions";
import { DepotsCard } from "@/features/depot/depots-card";
import { SequestreCard } from "@/features/sequestre/sequestre-card";
import { EcheancesCard } from "@/features/echeances/echeances-card";
import { ReconductionCard } from "@/features/reconduction/reconduction-card";
import { dashboardQuery, PREMIERE_PAGE } from "./dashboard-query";
import { PreavisCard } from "./preavis-card";
import { EncaissementsChart, ImpayesChart } from "./money-charts";
import { StatCard } from "./stat-card";

type ARenouveler = TableauDeBord["aRenouveler"]["lignes"][number];

const renouvelerColumns = [
  col.text<ARenouveler>("appartement", "Appartement", (i) => apartmentLabel(i.Appartement)),
  col.date<ARenouveler>("dateFin", "Fin"),
  col.money<ARenouveler>("prix", "Prix TTC"),
];

/** "4 louées · 14 en gestion · 1 vacant · 1 en travaux": the four statuses, which add up to the total. */
function statuts(d: TableauDeBord) {
  const s = d.appartements.parStatut;
  return [
    countLabel(s.Louée, "louée"),
    countLabel(s["En gestion"], "en gestion", "en gestion"),
    countLabel(s.Vacant, "vacant"),
    countLabel(s["En Travaux"], "en travaux", "en travaux"),
  ].join(" · ");
}

/**
 * The dashboard (admin): everything comes from GET /api/dashboard, computed by the server on the Paris day with the
 * rules of the lists' flags, so each count is what the matching list shows; no full list is downloaded here.
 */
export function DashboardPage() {
  const [vue, setVue] = React.useState(PREMIERE_PAGE);
  const { data: d, isError, error, isLoading, isPlaceholderData } = useQuery(dashboardQuery(vue));
  const [, navigate] = useLocation();
  if (isError) return <ErrorState error={error} />;
  const i = d?.intendances;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Tableau de bord</h1>
        <p className="text-sm text-muted-foreground">
          Vue d'ensemble du parc et des missions{d ? ` au ${formatDate(d.jour)}` : ""}.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Appartements"
          icon={Building2Icon}
          value={d?.appartements.total}
          detail={d ? statuts(d) : undefined}
        />
        <StatCard
          label="En gestion"
          icon={KeyRoundIcon}
          value={d?.appartements.parStatut["En gestion"]}
          detail="Couverts aujourd'hui par une mission d'intendance"
        />
        <StatCard
          label="Missions"
          icon={BriefcaseIcon}
          value={d?.missions}
          // Every mission counts, the fixed-price ones too (domain/mission-type.ts): not the mandates alone.
          detail="Mandats de gestion et missions au forfait"
        />
        <StatCard
          label="Intendances en cours"
          icon={WrenchIcon}
          value={i?.enCours}
          detail={
            i
              ? `${formatCount(i.total)} au total · ${countLabel(i.nonRenouvelees, "non renouvelée", "non renouvelées")} · ${countLabel(i.depenses, "dépense")}`
              : undefined
          }
        />
      </div>
      <EcheancesCard />
      <ReconductionCard />
      <SequestreCard />
      {/* min-w-0: a grid item would otherwise grow with its table instead of letting the table scroll inside it. */}
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Encaissements</CardTitle>
            <CardDescription>Encaissé et dû par mois, sur les 12 derniers mois.</CardDescription>
          </CardHeader>
          <CardContent>
            <EncaissementsChart data={d?.encaissements} />
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Impayés</CardTitle>
            <CardDescription>Reste dû par ancienneté de l'échéance.</CardDescription>
          </CardHeader>
          <CardContent>
            <ImpayesChart data={d?.impayes} aideNonRecue={d?.aideNonRecue} />
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-6 2xl:grid-cols-[3fr_2fr]">
        <PreavisCard
          d={d}
          isLoading={isLoading}
          vue={vue}
          onVue={setVue}
          stale={isPlaceholderData}
        />
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Intendances à renouveler</CardTitle>
            <CardDescription>
              Non renouvelées, se terminant d'ici le {d ? formatDate(d.aRenouveler.jusquAu) : "…"}.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <DataTable
              columns={renouvelerColumns}
              data={d?.aRenouveler.lignes}
              isLoading={isLoading}
              pageSize={5}
              onOpen={(l) =>
                l.AppartementId !== null &&
                navigate(`/appartements/${l.AppartementId}?tab=intendance`)
              }
              actions={{ edit: false, view: false, delete: false }}
              rowActions={(l) => (
                <RenouvelerAction
                  row={{ ...l, nature: "mission", regle: false, renouvele: false }}
                />
              )}
              exportName="intendances-a-renouveler"
              emptyText="Aucune intendance n'arrive à échéance."
            />
          </CardContent>
        </Card>
      </div>
      <DepotsCard data={d?.depotsARestituer} isLoading={isLoading} />
    </div>
  );
}
