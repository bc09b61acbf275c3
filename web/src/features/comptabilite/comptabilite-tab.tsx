import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { DownloadIcon, Loader2Icon } from "lucide-react";
import { apiBlob } from "@/api/client";
import { route, withQuery } from "@/api/routes";
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
import { saveBlob } from "@/lib/download";
import { parisYear } from "@/lib/paris-date";
import { agenceQuery } from "@/features/mandats/mandats-api";
import { tellError } from "@/features/quitances/quitance-actions";
import { nomFichierFec } from "@worker/domain/fec/format";
import { ContratsGliCard } from "@/features/garanties/contrats-gli-card";
import { RecuperationsCard } from "@/features/garanties/recuperations-card";
import { ClotureCard } from "./cloture-card";

/** The years offered: this one and the five before (a FEC is asked for the years a tax audit may cover). */
const annees = (courante: number) => Array.from({ length: 6 }, (_, i) => courante - i);

/**
 * Paramètres > Comptabilité (ADR 035): the agency's FEC of a year, named as the tax administration wants it. Without
 * a SIREN the server refuses (409) and says where to enter it; the card says so first. Then the closing of a year
 * (ADR 067).
 */
export function ComptabiliteTab() {
  const [exercice, setExercice] = React.useState(() => parisYear() - 1);
  const [busy, setBusy] = React.useState(false);
  const { data: agence } = useQuery(agenceQuery);
  const siren = agence?.siren.replace(/\s/g, "") ?? "";

  async function exporter() {
    setBusy(true);
    try {
      const call = withQuery(route("GET /comptabilite/fec"), { exercice: String(exercice) });
      saveBlob(await apiBlob(call), nomFichierFec(siren, `${exercice}-12-31`));
    } catch (e) {
      tellError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Fichier des écritures comptables (FEC)</CardTitle>
          <CardDescription>
            Les écritures de l'agence pour un exercice (loyers appelés et encaissés, comptes des
            propriétaires, honoraires et TVA, factures, dépôts de garantie, reversements), au format
            demandé par l'administration fiscale (article A47 A-1 du LPF).
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="fec-exercice">Exercice</Label>
            <Select value={String(exercice)} onValueChange={(v) => setExercice(Number(v))}>
              <SelectTrigger id="fec-exercice" className="w-28">
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
          </div>
          <Button type="button" onClick={exporter} disabled={busy} aria-busy={busy || undefined}>
            {busy ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <DownloadIcon aria-hidden />
            )}
            Exporter le FEC
          </Button>
          {agence && !siren && (
            <p className="w-full text-sm text-muted-foreground">
              Renseignez d'abord le SIREN de l'agence dans l'onglet Agence : il nomme le fichier.
            </p>
          )}
        </CardContent>
      </Card>
      <ClotureCard />
      {/* Issue 78 (ADR 136): the insurers' money held on the trust account, until it leaves. */}
      <RecuperationsCard />
      <ContratsGliCard />
    </div>
  );
}
