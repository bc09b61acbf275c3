import type { TableauDeBord } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { PAGE_SIZES } from "@/components/data-table/pagination";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apartmentLabel } from "@/lib/status";
import { statutBadge } from "@/features/appartements/appartement-columns";
import { type PagePreavis, tousLesPreavis } from "./dashboard-query";

type Preavis = TableauDeBord["preavisOuVacants"][number];

const preavisColumns = [
  col.text<Preavis>("adresse", "Adresse", apartmentLabel),
  col.badge<Preavis>(
    "preavis",
    "État",
    (a) => statutBadge(a.preavis) ?? { label: "—", variant: "secondary" },
  ),
  col.date<Preavis>("dateFinPreavis", "Fin du préavis"),
  col.money<Preavis>("loyerTCC", "Loyer CC"),
];
const NON_TRIABLE: ReadonlySet<string> = new Set();

/**
 * The apartments in notice or vacant, a page at a time from the server (issue 72: hundreds in a large agency): the
 * table's pager asks GET /api/dashboard for the next page, the rows shown staying until it comes. In id order; the
 * export asks for all of them.
 */
export function PreavisCard(props: {
  d: TableauDeBord | undefined;
  isLoading: boolean;
  vue: PagePreavis;
  onVue: (vue: PagePreavis) => void;
  /** The rows shown are the previous page's while the one asked loads. */
  stale: boolean;
}) {
  const { d, vue, onVue } = props;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Appartements en préavis ou vacants</CardTitle>
        <CardDescription>À relouer ou à surveiller.</CardDescription>
      </CardHeader>
      <CardContent>
        <DataTable
          columns={preavisColumns}
          data={d?.preavisOuVacants}
          isLoading={props.isLoading}
          basePath="/appartements"
          actions={{ edit: false, delete: false }}
          exportName="appartements-en-preavis"
          emptyText="Aucun appartement vacant ou en préavis."
          searchable={false}
          server={{
            view: { ...vue, tri: "", q: "" },
            onView: (next) =>
              onVue({
                // A new size starts again at the first page, as the lists do.
                page: next.taille !== undefined ? 1 : (next.page ?? vue.page),
                taille: next.taille ?? vue.taille,
              }),
            total: d?.preavisOuVacantsPage.total,
            stale: props.stale,
            sortable: NON_TRIABLE,
            exportAll: tousLesPreavis,
            sizes: PAGE_SIZES,
          }}
        />
      </CardContent>
    </Card>
  );
}
