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
import { parisYear } from "@/lib/paris-date";

// The owner's tax summary (issue 38 part 5, ADR 033): the form 2044 lines of a calendar year from the owner's
// account, shown in a small table, and the PDF "Aide à la déclaration des revenus fonciers".

type RevenusFonciers = Answer<"GET /Client/:id/revenusFonciers">;
type Ligne = Extract<keyof RevenusFonciers, `ligne${string}`>;

const LIGNES: [Ligne, string, string][] = [
  ["ligne211", "211", "Loyers encaissés hors charges"],
  ["ligne221", "221", "Honoraires de gestion TTC"],
  ["ligne222", "222", "Forfait de 20 € par local"],
  ["ligne224", "224", "Travaux payés"],
  ["ligne229", "229", "Provisions de copropriété"],
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
      <DialogContent className="sm:max-w-lg">
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
                <tr key={k} className="border-b last:border-0" data-testid={`ligne-${n}`}>
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
