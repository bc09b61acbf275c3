import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { DownloadIcon } from "lucide-react";
import { api, apiBlob } from "@/api/client";
import { route, withQuery } from "@/api/routes";
import type { RecordRead } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { tellError } from "@/features/quitances/quitance-actions";
import { saveBlob } from "@/lib/download";
import { formatMoney } from "@/lib/format";
import { parisToday } from "@/lib/paris-date";
import { moisLong } from "@worker/domain/compte/libelles";
import {
  type LignePrime,
  nomBordereau,
  trimestresRecents,
} from "@worker/domain/garanties/bordereau";

// The quarter's statement of premiums (issue 78 item 2) on the contract's screen: the lines the server reads from
// the premiums written with each term (its JSON, amounts in euros), the total, and the same statement as CSV or PDF.

type Ligne = Omit<LignePrime, "dateSortie"> & { id: number; mouvement: string };
type Bordereau = { libelle: string; total: number; lignes: Omit<Ligne, "id">[] };

const columns = [
  col.text<Ligne>("lot", "Lot"),
  col.text<Ligne>("locataire", "Locataire"),
  col.text<Ligne>("mois", "Mois", (l) => moisLong(l.mois)),
  col.money<Ligne>("base", "Base"),
  col.text<Ligne>("taux", "Taux", (l) => `${String(l.taux).replace(".", ",")} %`),
  col.money<Ligne>("prime", "Prime"),
  col.text<Ligne>("mouvement", "Entrée / sortie", (l) => l.mouvement || "—"),
];

/** How many ended quarters are offered besides the running one: two years of statements. */
const TRIMESTRES_OFFERTS = 8;

export function BordereauTab({ record }: { record: RecordRead<"ContratGli"> }) {
  const choix = React.useMemo(() => {
    const { enCours, echus } = trimestresRecents(parisToday(), TRIMESTRES_OFFERTS);
    return [{ ...enCours, libelle: `${enCours.libelle} (en cours)` }, ...echus];
  }, []);
  const [code, setCode] = React.useState(choix[1]?.code ?? "");
  const appel = (
    r:
      | "GET /ContratGli/:id/bordereau"
      | "GET /ContratGli/:id/bordereau.csv"
      | "GET /ContratGli/:id/bordereau.pdf",
  ) => withQuery(route(r, { id: record.id }), { trimestre: code });
  const bordereau = useQuery({
    queryKey: ["ContratGli", record.id, "bordereau", code],
    queryFn: ({ signal }) => api<Bordereau>(appel("GET /ContratGli/:id/bordereau"), { signal }),
  });
  const lignes = React.useMemo(
    () => bordereau.data?.lignes.map((l, id) => ({ ...l, id })),
    [bordereau.data],
  );
  const [busy, setBusy] = React.useState(false);

  async function telecharger(extension: "csv" | "pdf") {
    setBusy(true);
    try {
      const r =
        extension === "csv"
          ? "GET /ContratGli/:id/bordereau.csv"
          : "GET /ContratGli/:id/bordereau.pdf";
      saveBlob(await apiBlob(appel(r)), nomBordereau(record.numeroContrat, code, extension));
    } catch (e) {
      tellError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Bordereau des primes</CardTitle>
        <CardDescription>
          Les primes du trimestre, bail par bail, avec les entrées et sorties de la garantie : ce
          que l'agence déclare et doit à l'assureur.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="bordereau-trimestre">Trimestre</Label>
            <Select value={code} onValueChange={setCode}>
              <SelectTrigger id="bordereau-trimestre" className="w-full sm:w-64">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {choix.map((t) => (
                  <SelectItem key={t.code} value={t.code}>
                    {t.libelle}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button variant="outline" disabled={busy} onClick={() => telecharger("csv")}>
            <DownloadIcon /> Télécharger le CSV
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => telecharger("pdf")}>
            <DownloadIcon /> Télécharger le PDF
          </Button>
        </div>
        {bordereau.isError ? (
          <ErrorState error={bordereau.error} />
        ) : (
          <>
            <DataTable
              columns={columns}
              data={lignes}
              isLoading={bordereau.isLoading}
              actions={{ edit: false, view: false, delete: false }}
              searchable={false}
              // The statement's CSV is the server's (« Télécharger le CSV » above), not the table's own.
              exportable={false}
              emptyText="Aucune prime pour ce trimestre."
            />
            {bordereau.data ? (
              <p
                className="flex items-baseline justify-between gap-4 font-medium sm:justify-end"
                data-testid="bordereau-total"
              >
                <span>Total des primes du {bordereau.data.libelle}&nbsp;:</span>
                <span className="whitespace-nowrap tabular-nums">
                  {formatMoney(bordereau.data.total)}
                </span>
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
