import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { listQuery } from "@/api/resources";
import type { ApiRecord } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { ListHeader, NewButton } from "@/components/page-actions";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { apartmentStatus, isDossierOpen, isIntendanceCurrent } from "@/lib/status";
import { appartementBaseColumns } from "./appartement-entity";

export function AppartementListPage() {
  const apartments = useQuery(listQuery("Appartement"));
  const intendances = useQuery(listQuery("Intendance"));
  const dossiers = useQuery(listQuery("Dossier"));
  const [managedOnly, setManagedOnly] = React.useState(false);

  const managed = React.useMemo(
    () => new Set((intendances.data ?? []).filter((i) => isIntendanceCurrent(i)).map((i) => String(i.AppartementId))),
    [intendances.data],
  );
  const openDossiers = React.useMemo(() => (dossiers.data ?? []).filter((d) => isDossierOpen(d)), [dossiers.data]);
  const columns = React.useMemo(
    () => [...appartementBaseColumns, col.badge<ApiRecord>("statut", "Statut", (a) => apartmentStatus(a, openDossiers, managed))],
    [openDossiers, managed],
  );
  const rows = managedOnly ? (apartments.data ?? []).filter((a) => managed.has(String(a.id))) : apartments.data;

  if (apartments.isError) return <ErrorState error={apartments.error} />;
  return (
    <div className="flex flex-col gap-4">
      <ListHeader description="Le parc d'appartements suivis par l'agence.">
        <NewButton href="/appartements/new">Nouvel appartement</NewButton>
      </ListHeader>
      <DataTable
        columns={columns}
        data={rows}
        isLoading={apartments.isLoading}
        basePath="/appartements"
        resource="Appartement"
        exportName={managedOnly ? "appartements-en-gestion" : "appartements"}
        toolbar={
          <div className="flex items-center gap-2 rounded-md border bg-card px-3 py-1.5">
            <Switch id="en-gestion" checked={managedOnly} onCheckedChange={setManagedOnly} />
            <Label htmlFor="en-gestion">En gestion</Label>
          </div>
        }
      />
    </div>
  );
}
