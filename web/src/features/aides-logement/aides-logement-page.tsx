import * as React from "react";
import { DownloadIcon } from "lucide-react";
import { apiBlob } from "@/api/client";
import { Button } from "@/components/ui/button";
import { tellError } from "@/features/quitances/quitance-actions";
import { saveBlob } from "@/lib/download";
import { parisToday } from "@/lib/paris-date";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { type Repartition, listeAnnuelleCall } from "./aides-logement-api";
import { ImpayesListe } from "./impayes-liste";
import { RepartitionTable } from "./repartition-table";
import { TropPercusListe } from "./trop-percus-liste";
import { VersementForm } from "./versement-form";

// « Aides au logement » (issue 77): the CAF's or MSA's monthly transfer split per tenant, and the unpaid rents of
// leases in tiers payant to declare before their deadline.

export function AidesLogementPage() {
  const [repartition, setRepartition] = React.useState<Repartition | null>(null);
  const annee = parisToday().slice(0, 4);
  async function listeJuillet() {
    try {
      saveBlob(await apiBlob(listeAnnuelleCall(annee)), `aides-logement-juillet-${annee}.csv`);
    } catch (e) {
      tellError(e);
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Aides au logement</h1>
          <p className="text-sm text-muted-foreground">
            APL, ALS et ALF versées à l'agence (tiers payant) : répartition du virement de la CAF ou
            de la MSA entre les locataires, impayés à déclarer.
          </p>
        </div>
        <Button type="button" variant="outline" onClick={listeJuillet}>
          <DownloadIcon aria-hidden /> Liste de juillet {annee} (CSV)
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Virement de la CAF ou de la MSA</CardTitle>
          <CardDescription>
            Collez le détail du virement : chaque part d'un allocataire connu règle le terme de son
            locataire ; les écarts et les allocataires inconnus sont listés, jamais devinés.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <VersementForm onRepartition={setRepartition} />
          {repartition ? <RepartitionTable r={repartition} /> : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Trop-perçus à rembourser</CardTitle>
          <CardDescription>
            L'aide que l'organisme reprend est remboursée par virement, validé par un autre
            administrateur ou comptable : jamais une aide négative.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TropPercusListe />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Impayés à déclarer</CardTitle>
          <CardDescription>
            Selon la règle en vigueur le jour où l'impayé est constitué (code de la construction et
            de l'habitation, art. R.824-1 ; décret n° 2026-84 à compter du 1er janvier 2027).
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ImpayesListe />
        </CardContent>
      </Card>
    </div>
  );
}
