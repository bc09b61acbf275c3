import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { addMonths, format } from "date-fns";
import { BriefcaseIcon, Building2Icon, KeyRoundIcon, WrenchIcon } from "lucide-react";
import { listQuery } from "@/api/resources";
import type { Intendance } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { countLabel, formatCount } from "@/lib/format";
import { parisToday, parisTodayDate } from "@/lib/paris-date";
import { apartmentLabel, byId, isIntendanceCurrent } from "@/lib/status";
import { AppartementsPreavisList } from "@/features/appartements/preavis-list";
import { StatCard } from "./stat-card";

/**
 * The counts say what the lists show: each is read from the flags the server puts on the list rows (the
 * apartment's `statut` and `enGestion`, the intendance's `enCours`), never recomputed or re-ranked here, so
 * "18 occupés" is the 18 rows the apartment list marks "Occupé", whether an intendance also covers them or not.
 */
export function DashboardPage() {
  const apartments = useQuery(listQuery("Appartement"));
  const missions = useQuery(listQuery("Mission"));
  const intendances = useQuery(listQuery("Intendance"));

  const stats = React.useMemo(() => {
    // Statuses are the server's list flags; the date window is the Paris month ahead, whatever the browser's zone.
    const today = parisToday();
    const inMonth = format(addMonths(parisTodayDate(), 1), "yyyy-MM-dd");
    const caretaking = (intendances.data ?? []).filter((i) => (i.nature ?? "mission") === "mission");
    const list = apartments.data ?? [];
    const withStatut = (statut: string) => list.filter((a) => a.statut === statut).length;
    return {
      statuts: [countLabel(withStatut("Occupé"), "occupé"), countLabel(withStatut("Vacant"), "vacant"), countLabel(withStatut("En Travaux"), "en travaux", "en travaux")].join(" · "),
      managed: list.filter((a) => a.enGestion === true).length,
      // Expenses share the Intendance resource (nature "depense"): the intendance list, like this card, shows missions.
      currentCount: caretaking.filter(isIntendanceCurrent).length,
      caretakingCount: caretaking.length,
      ending: caretaking.filter((i) => !i.renouvele && !!i.dateFin && i.dateFin >= today && i.dateFin <= inMonth),
    };
  }, [apartments.data, intendances.data]);

  const aById = React.useMemo(() => byId(apartments.data), [apartments.data]);
  const endingColumns = React.useMemo(
    () => [
      col.text<Intendance>("appartement", "Appartement", (i) => apartmentLabel(aById.get(String(i.AppartementId)))),
      col.date<Intendance>("dateFin", "Fin"),
      col.money<Intendance>("prix", "Prix TTC"),
    ],
    [aById],
  );

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Tableau de bord</h1>
        <p className="text-sm text-muted-foreground">Vue d'ensemble du parc et des missions en cours.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Appartements" icon={Building2Icon} value={apartments.data?.length} detail={apartments.data ? stats.statuts : undefined} />
        <StatCard label="En gestion" icon={KeyRoundIcon} value={apartments.data ? stats.managed : undefined} detail="Couverts par une intendance en cours" />
        <StatCard label="Missions" icon={BriefcaseIcon} value={missions.data?.length} detail="Mandats de gestion" />
        <StatCard label="Intendances en cours" icon={WrenchIcon} value={intendances.data ? stats.currentCount : undefined} detail={intendances.data ? `${formatCount(stats.caretakingCount)} au total` : undefined} />
      </div>
      {/* min-w-0: a grid item would otherwise grow with its table instead of letting the table scroll inside it. */}
      <div className="grid gap-6 2xl:grid-cols-[3fr_2fr]">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Appartements en préavis ou vacants</CardTitle>
            <CardDescription>À relouer ou à surveiller.</CardDescription>
          </CardHeader>
          <CardContent>
            <AppartementsPreavisList pageSize={5} />
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Intendances à renouveler</CardTitle>
            <CardDescription>Non renouvelées, se terminant dans le mois.</CardDescription>
          </CardHeader>
          <CardContent>
            <DataTable columns={endingColumns} data={stats.ending} isLoading={intendances.isLoading} pageSize={5} exportName="intendances-a-renouveler" emptyText="Aucune intendance n'arrive à échéance." />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
