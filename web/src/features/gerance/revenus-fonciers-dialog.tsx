import * as React from "react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/api/client";
import { documentCalls } from "@/api/documents";
import { route, withQuery } from "@/api/routes";
import type { ClientRead } from "@/api/types";
import { ErrorState } from "@/components/error-state";
import { GenerateDocumentButton } from "@/components/generate-document-button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { clientLabel } from "@/features/clients/client-columns";
import type { Answer } from "@/api/answers";
import { formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";
import { parisYear } from "@/lib/paris-date";

// The owner's tax summary (issue 38 part 5, ADR 033): the form 2044 lines of a calendar year from the owner's
// account, shown in a small table, and the PDF "Aide à la déclaration des revenus fonciers".

type RevenusFonciers = Answer<"GET /Client/:id/revenusFonciers">;
type Ligne = Extract<keyof RevenusFonciers, `ligne${string}`>;

// Issue 60 (ADR 075): every line the owner's account can know, each charge on the line of its nature, and the totals.
const LIGNES: [Ligne | "resultat", string, string][] = [
  ["ligne211", "211", "Loyers encaissés hors charges"],
  ["ligne215", "215", "Total des recettes"],
  ["ligne221", "221", "Frais d'administration et de gestion"],
  ["ligne222", "222", "Forfait de 20 € par local"],
  ["ligne223", "223", "Primes d'assurance"],
  ["ligne224", "224", "Réparation, entretien et amélioration"],
  ["ligne225", "225", "Charges récupérables non récupérées"],
  ["ligne227", "227", "Taxe foncière (hors TEOM)"],
  ["ligne229", "229", "Provisions de copropriété"],
  ["ligne230", "230", "Provisions de l'année précédente non déductibles"],
  ["ligne240", "240", "Total des frais et charges"],
  ["resultat", "", "Recettes moins frais et charges (avant intérêts)"],
];

/** Under ["Client"]: a payment or an expense refreshes it with the clients' reads. */
const revenusQuery = (ClientId: number, annee: number) =>
  queryOptions({
    queryKey: ["Client", ClientId, "revenusFonciers", annee],
    queryFn: ({ signal }) =>
      api<RevenusFonciers>(
        withQuery(route("GET /Client/:id/revenusFonciers", { id: ClientId }), {
          annee: String(annee),
        }),
        { signal },
      ),
  });

export function RevenusFonciersDialog({
  record,
  open,
  onClose,
}: {
  record: ClientRead;
  open: boolean;
  onClose: () => void;
}) {
  const courante = parisYear();
  const [annee, setAnnee] = React.useState(courante - 1);
  const r = useQuery({ ...revenusQuery(record.id, annee), enabled: open });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Revenus fonciers</DialogTitle>
          <DialogDescription>
            Les montants de la déclaration n° 2044 de {clientLabel(record)}, tirés de son compte.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1">
          <Label htmlFor="revenus-fonciers-annee">Année</Label>
          <Select value={String(annee)} onValueChange={(v) => setAnnee(Number(v))}>
            <SelectTrigger id="revenus-fonciers-annee" className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {Array.from({ length: 6 }, (_, i) => courante - i).map((a) => (
                <SelectItem key={a} value={String(a)}>
                  {a}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {r.data?.provisoire ? (
          <p
            role="status"
            data-testid="revenus-provisoire"
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            Provisoire : l'année {annee} n'est pas terminée, les montants changeront.
          </p>
        ) : null}
        {r.isError ? (
          <ErrorState error={r.error} />
        ) : (
          <table className="w-full text-sm" aria-label={`Déclaration 2044, année ${annee}`}>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th className="py-1.5 pr-2 font-medium">Ligne</th>
                <th className="py-1.5 pr-2 font-medium">Libellé</th>
                <th className="py-1.5 text-right font-medium">Montant</th>
              </tr>
            </thead>
            <tbody>
              {LIGNES.map(([k, n, libelle]) => (
                <tr
                  key={k}
                  className={cn(
                    "border-b last:border-0",
                    (n === "215" || n === "240" || n === "") && "font-medium",
                  )}
                  data-testid={`ligne-${n || k}`}
                >
                  <td className="py-1.5 pr-2 tabular-nums">{n}</td>
                  <td className="py-1.5 pr-2">{libelle}</td>
                  <td className="py-1.5 text-right tabular-nums">
                    {r.data ? formatMoney(r.data[k]) : <Skeleton className="ml-auto h-4 w-20" />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {r.data && r.data.nonReportes !== 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="revenus-non-reportes">
            Non reporté : {formatMoney(r.data.nonReportes)} (TEOM récupérable et dépenses de nature
            « Autre », à préciser).
          </p>
        ) : null}
        {r.data && r.data.parAppartement.length > 1 ? (
          <p className="text-sm text-muted-foreground">
            {r.data.parAppartement.length} logements ; le détail par logement est dans le PDF.
          </p>
        ) : null}
        <DialogFooter>
          <GenerateDocumentButton
            variant="default"
            size="default"
            call={documentCalls.revenusFonciers(record.id, annee)}
            label="Télécharger le PDF"
            fileName={`Revenus fonciers ${annee} - ${clientLabel(record)}`}
          />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
