import { Link } from "wouter";
import { DownloadIcon, PlusIcon } from "lucide-react";
import type { AppartementRead, EtatLieux, HistoryEntry, Mission } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { CurrentHistoryTables } from "@/components/current-history-tables";
import { Button } from "@/components/ui/button";
import { IconAction } from "@/components/data-table/row-actions";
import { downloadSignedCopy } from "@/components/signed-copy";
import { missionColumns } from "@/features/missions/mission-columns";
import { formatDate, fullName } from "@/lib/format";
import { dossierBadge, isDossierOpen } from "@/lib/status";

type DossierRow = AppartementRead["Dossiers"][number];
const dossierColumns = [
  col.text<DossierRow>("locataire", "Locataire", (d) => fullName(d.Locataire)),
  col.date<DossierRow>("dateEntree", "Entrée"),
  col.date<DossierRow>("dateFinBail", "Fin du bail"),
  col.date<DossierRow>("dateFinPreavis", "Fin du préavis"),
  col.money<DossierRow>("loyerTTC", "Loyer CC"),
  col.badge<DossierRow>("statut", "Statut", dossierBadge),
];
/** Current dossiers (the server's `clos` flag: spec 4) and the history, with links to /dossiers/{id}. */
export function DossiersTab({ record }: { record: AppartementRead }) {
  const create = `/dossiers/new?${new URLSearchParams({ relatedAppartement: String(record.id), oncreate: `/appartements/${record.id}?tab=dossiers` })}`;
  return (
    <CurrentHistoryTables
      rows={record.Dossiers}
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

const missionsColumns = missionColumns<Mission>();
export function MissionsTab({ record }: { record: AppartementRead }) {
  return (
    <DataTable
      columns={missionsColumns}
      data={record.Missions}
      basePath="/missions"
      actions={{ delete: false }}
      exportName={`appartement-${record.id}-missions`}
      emptyText="Aucune mission pour cet appartement."
    />
  );
}

const etatColumns = [
  col.date<EtatLieux>("date", "Date"),
  col.text<EtatLieux>("lieu", "Lieu"),
  col.text<EtatLieux>("clef", "Clefs"),
  col.bool<EtatLieux>("signed", "Signé"),
];
/** The apartment's inventories (made from its dossiers' États des lieux tab), each signed copy downloadable. */
export function EtatsLieuxTab({ record }: { record: AppartementRead }) {
  const download = (e: EtatLieux) =>
    e.signed ? (
      <IconAction label="Télécharger la copie signée">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Télécharger la copie signée"
          onClick={() =>
            downloadSignedCopy(e.signed!, `État des lieux signé du ${formatDate(e.date)}`)
          }
        >
          <DownloadIcon />
        </Button>
      </IconAction>
    ) : null;
  return (
    <DataTable
      columns={etatColumns}
      data={record.EtatLieux}
      actions={{ edit: false, view: false, delete: false }}
      rowActions={download}
      exportName={`appartement-${record.id}-etats-des-lieux`}
      emptyText="Aucun état des lieux."
    />
  );
}

const historyColumns = [
  col.dateTime<HistoryEntry>("createdAt", "Date"),
  col.text<HistoryEntry>("etat", "Événement"),
  col.text<HistoryEntry>("user", "Utilisateur"),
];
/** The history list: owners and tenants added or removed (etat, user, date and time in fr-FR). */
export function HistoriqueTab({ record }: { record: AppartementRead }) {
  return (
    <DataTable
      columns={historyColumns}
      data={record.history}
      actions={{ edit: false, view: false, delete: false }}
      exportName={`appartement-${record.id}-historique`}
      emptyText="Aucun événement."
    />
  );
}
