import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { DownloadIcon, Loader2Icon } from "lucide-react";
import { generateDocument } from "@/api/documents";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { saveBlob } from "@/lib/download";
import { formatDate } from "@/lib/format";
import { parisYear } from "@/lib/paris-date";
import { tellError } from "@/features/quitances/quitance-actions";
import { NATURE_MANDAT_LIBELLE } from "@worker/domain/mandats/registre";
import { registrePdfCall, registreQuery, type LigneRegistre } from "./mandats-api";

type Row = LigneRegistre & { id: string };

/** From the register's first years to next year: a mandate is numbered on the day it is given. */
const annees = (courante: number) =>
  Array.from({ length: courante - 2019 }, (_, i) => courante + 1 - i).filter((a) => a >= 2020);

const finOuAnnulation = (r: Row) =>
  r.dateAnnulation ? `Annulé le ${formatDate(r.dateAnnulation)}` : formatDate(r.dateFin);

/**
 * Paramètres > Registre des mandats (loi Hoguet): the year's numbers in order, cancelled ones kept with their date,
 * and its PDF (pages numbered) to print or archive.
 */
export function RegistreTab() {
  const [annee, setAnnee] = React.useState(parisYear);
  const { data, isLoading, isError, error } = useQuery(registreQuery(annee));
  const [busy, setBusy] = React.useState(false);
  const rows = React.useMemo(
    () => data?.data.map((l) => ({ ...l, id: `${l.carte}/${l.numero}` })),
    [data],
  );
  const columns = React.useMemo(
    () => [
      {
        ...col.court<Row>("numero", "N°"),
        // A number is read whole: « 2026-0001 » never broken at its hyphen.
        cell: ({ row }: { row: { original: Row } }) => (
          <span className="whitespace-nowrap">{row.original.numero}</span>
        ),
        meta: { text: (r: Row) => r.numero, card: "title" as const },
      },
      col.date<Row>("date", "Date"),
      col.court<Row>("nature", "Nature", (r) => NATURE_MANDAT_LIBELLE[r.nature]),
      col.text<Row>("mandants", "Mandant(s)"),
      col.text<Row>("bien", "Bien"),
      col.court<Row>("duree", "Durée"),
      col.court<Row>("fin", "Fin / annulation", finOuAnnulation),
    ],
    [],
  );

  async function telecharger() {
    setBusy(true);
    try {
      saveBlob(await generateDocument(registrePdfCall(annee)), `registre-mandats-${annee}.pdf`);
    } catch (e) {
      tellError(e);
    } finally {
      setBusy(false);
    }
  }

  if (isError) return <ErrorState error={error} />;
  return (
    <DataTable
      columns={columns}
      data={rows}
      isLoading={isLoading}
      actions={{ view: false, edit: false, delete: false }}
      exportName={`registre-mandats-${annee}`}
      emptyText="Aucun mandat cette année."
      toolbar={
        <div className="flex flex-wrap items-center gap-2">
          <Select value={String(annee)} onValueChange={(v) => setAnnee(Number(v))}>
            <SelectTrigger className="w-28" aria-label="Année du registre">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {annees(parisYear()).map((a) => (
                <SelectItem key={a} value={String(a)}>
                  {a}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button onClick={telecharger} disabled={busy}>
            {busy ? <Loader2Icon className="animate-spin" /> : <DownloadIcon />} Télécharger le
            registre (PDF)
          </Button>
        </div>
      }
    />
  );
}
