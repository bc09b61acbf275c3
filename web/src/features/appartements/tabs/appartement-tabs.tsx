import { Link } from "wouter";
import { PlusIcon } from "lucide-react";
import type { ApiRecord } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { CurrentHistoryTables } from "@/components/current-history-tables";
import { Button } from "@/components/ui/button";
import { missionColumns } from "@/features/missions/mission-entity";
import { fullName } from "@/lib/format";
import { isDossierOpen, isIntendanceCurrent } from "@/lib/status";

const rowsOf = (record: ApiRecord, key: string) => (Array.isArray(record[key]) ? (record[key] as ApiRecord[]) : []);

const dossierColumns = [
  col.text<ApiRecord>("locataire", "Locataire", (d) => fullName(d.Locataire as never)),
  col.date<ApiRecord>("dateEntree", "Entrée"),
  col.date<ApiRecord>("dateFinBail", "Fin du bail"),
  col.date<ApiRecord>("dateFinPreavis", "Fin du préavis"),
  col.money<ApiRecord>("loyerTTC", "Loyer CC"),
];
/** Current dossiers (the server's `clos` flag: spec 4) and the history, with links to /dossiers/{id}. */
export function DossiersTab({ record }: { record: ApiRecord }) {
  const create = `/dossiers/new?${new URLSearchParams({ relatedAppartement: String(record.id), oncreate: `/appartements/${record.id}?tab=dossiers` })}`;
  return (
    <CurrentHistoryTables
      rows={rowsOf(record, "Dossiers")}
      isCurrent={isDossierOpen}
      columns={dossierColumns}
      basePath="/dossiers"
      exportName={`appartement-${record.id}-dossiers`}
      labels={{ current: "Dossier en cours", history: "Historique des dossiers" }}
      toolbar={
        <Button asChild>
          <Link href={create}>
            <PlusIcon /> Nouveau dossier
          </Link>
        </Button>
      }
    />
  );
}

const intendanceColumns = [
  col.text<ApiRecord>("nature", "Nature", (i) => (i.nature === "depense" ? `Dépense${i.intitule ? ` : ${i.intitule}` : ""}` : "Mission de garde")),
  col.date<ApiRecord>("dateDepart", "Début"),
  col.date<ApiRecord>("dateFin", "Fin"),
  col.money<ApiRecord>("prix", "Prix TTC", (i) => i.prix ?? i.montant),
  col.bool<ApiRecord>("regle", "Réglée"),
  col.bool<ApiRecord>("renouvele", "Renouvelée"),
];
/** Intendances: current while the server flags them `enCours` (dateFin still ahead), the rest is history. */
export function IntendanceTab({ record }: { record: ApiRecord }) {
  return (
    <CurrentHistoryTables
      rows={rowsOf(record, "Intendances")}
      isCurrent={isIntendanceCurrent}
      columns={intendanceColumns}
      exportName={`appartement-${record.id}-intendances`}
      labels={{ current: "Intendance en cours", history: "Historique" }}
    />
  );
}

export function MissionsTab({ record }: { record: ApiRecord }) {
  return <DataTable columns={missionColumns} data={rowsOf(record, "Missions")} basePath="/missions" actions={{ delete: false }} exportName={`appartement-${record.id}-missions`} emptyText="Aucune mission pour cet appartement." />;
}

const etatColumns = [col.date<ApiRecord>("date", "Date"), col.text<ApiRecord>("lieu", "Lieu"), col.text<ApiRecord>("clef", "Clefs"), col.bool<ApiRecord>("signed", "Signé")];
export function EtatsLieuxTab({ record }: { record: ApiRecord }) {
  return <DataTable columns={etatColumns} data={rowsOf(record, "EtatLieux")} actions={{ edit: false, view: false, delete: false }} exportName={`appartement-${record.id}-etats-des-lieux`} emptyText="Aucun état des lieux." />;
}

const historyColumns = [
  col.dateTime<ApiRecord>("createdAt", "Date"),
  col.text<ApiRecord>("etat", "Événement"),
  col.text<ApiRecord>("user", "Utilisateur"),
];
/** The history list: owners and tenants added or removed (etat, user, date and time in fr-FR). */
export function HistoriqueTab({ record }: { record: ApiRecord }) {
  return <DataTable columns={historyColumns} data={rowsOf(record, "history")} actions={{ edit: false, view: false, delete: false }} exportName={`appartement-${record.id}-historique`} emptyText="Aucun événement." />;
}
