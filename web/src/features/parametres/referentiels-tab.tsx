import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2Icon, PlusIcon, UploadIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import {
  communesQuery,
  importerCommunes,
  plafondsQuery,
  type PlafondsApi,
} from "@/api/referentiels";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { DateInput } from "@/components/date-input";
import { ErrorState } from "@/components/error-state";
import { FilePicker } from "@/components/file-picker";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { formatCount, formatDate, formatDateTime } from "@/lib/format";
import { notify } from "@/lib/notify";
import { PlafondsDialog } from "./plafonds-dialog";

/**
 * Settings, Référentiels (issue 23): the official commune list by zone (imported by an admin: the apartments' zone
 * is derived from it) and the letting-fee ceilings of décret n° 2014-890 by date.
 */
export function ReferentielsTab() {
  return (
    <div className="flex flex-col gap-5">
      <CommunesCard />
      <PlafondsSection />
    </div>
  );
}

function CommunesCard() {
  const qc = useQueryClient();
  const { data, isError, error } = useQuery(communesQuery);
  const [file, setFile] = React.useState<File | undefined>();
  const [date, setDate] = React.useState("");
  const [busy, setBusy] = React.useState(false);
  const [problem, setProblem] = React.useState<string | null>(null);

  async function importer() {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const r = await importerCommunes(file, date || null);
      qc.setQueryData(communesQuery.queryKey, r);
      setFile(undefined);
      notify.success(
        `La liste du ${formatDate(r.dateListe)} est importée : ${formatCount(r.nombre)} communes.`,
      );
    } catch (e) {
      // 401 and 403 are told by the HTTP client itself.
      if (e instanceof ApiError && (e.status === 401 || e.status === 403)) return;
      setProblem(
        e instanceof ApiError
          ? (e.fields?.file ?? e.fields?.date ?? e.message)
          : "L'import a échoué : la liste précédente est conservée.",
      );
    } finally {
      setBusy(false);
    }
  }

  if (isError) return <ErrorState error={error} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Communes par zone</CardTitle>
        <CardDescription>
          La liste officielle des communes en zone très tendue (zone A bis) et en zone tendue, qui
          change par décret. Fichier CSV avec un en-tête nommant le code INSEE, la commune et la
          zone (« très tendue », « tendue » ou « A bis »), séparé par « ; » ou « , ». Chaque import
          remplace la liste précédente. La zone d'un appartement est déduite de son code INSEE à sa
          création ou quand sa commune change, sauf si vous la choisissez.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm" data-testid="communes-resume">
          {!data
            ? "…"
            : data.chargee
              ? `Liste du ${formatDate(data.dateListe)} : ${formatCount(data.nombre)} communes (${formatCount(data.parZone["très tendue"])} en zone très tendue, ${formatCount(data.parZone.tendue)} en zone tendue), importée le ${formatDateTime(data.importeLe)}${data.fichier ? ` (${data.fichier})` : ""}.`
              : "Aucune liste importée : la zone est suggérée d'après le code postal (Paris : zone très tendue)."}
        </p>
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="communes-fichier">Fichier CSV</Label>
            <FilePicker
              id="communes-fichier"
              file={file}
              onChange={(f) => (setFile(f), setProblem(null))}
              accept=".csv,text/csv"
              invalid={!!problem}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="communes-date">Date de la liste</Label>
            <DateInput id="communes-date" value={date} onChange={setDate} />
          </div>
        </div>
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
        <div>
          <Button
            type="button"
            onClick={importer}
            disabled={!file || busy}
            aria-busy={busy || undefined}
          >
            {busy ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <UploadIcon aria-hidden />
            )}
            Importer la liste
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

type Row = PlafondsApi & { id: string };
const perM2 = (v: number) =>
  `${new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2 }).format(v)} €/m²`;

function PlafondsSection() {
  const { data, isLoading, isError, error } = useQuery(plafondsQuery);
  const [editing, setEditing] = React.useState<PlafondsApi | "new" | null>(null);
  const rows = React.useMemo(() => data?.map((p) => ({ ...p, id: p.depuis })).reverse(), [data]);
  const columns = React.useMemo(
    () => [
      col.date<Row>("depuis", "En vigueur à partir du"),
      col.text<Row>("tresTendue", "Zone très tendue", (r) => perM2(r.tresTendue)),
      col.text<Row>("tendue", "Zone tendue", (r) => perM2(r.tendue)),
      col.text<Row>("nonTendue", "Ailleurs", (r) => perM2(r.nonTendue)),
      col.text<Row>("etatDesLieux", "État des lieux", (r) => perM2(r.etatDesLieux)),
      col.text<Row>("source", "Source"),
      {
        id: "saisie",
        header: "Origine",
        accessorFn: (r: Row) => r.saisie,
        cell: ({ row }: { row: { original: Row } }) =>
          row.original.saisie ? (
            <Badge variant="warning">Saisi</Badge>
          ) : (
            <Badge variant="secondary">Décret</Badge>
          ),
        meta: { text: (r: Row) => (r.saisie ? "Saisi" : "Décret") },
      },
    ],
    [],
  );
  if (isError) return <ErrorState error={error} />;
  return (
    <div className="flex flex-col gap-2">
      <h2 className="font-semibold">Plafonds des honoraires de location</h2>
      <DataTable
        columns={columns}
        data={rows}
        isLoading={isLoading}
        onEdit={setEditing}
        actions={{ view: false, delete: false }}
        exportName="plafonds-honoraires"
        emptyText="Aucun plafond."
        toolbar={
          <Button onClick={() => setEditing("new")}>
            <PlusIcon /> Ajouter des plafonds
          </Button>
        }
      />
      <p className="text-muted-foreground text-sm">
        Décret n° 2014-890 : plafonds par mètre carré de surface habitable, révisés chaque 1er
        janvier selon l'IRL. Un bail est contrôlé avec les plafonds en vigueur à sa date de
        création.
      </p>
      <PlafondsDialog editing={editing} onOpenChange={(open) => !open && setEditing(null)} />
    </div>
  );
}
