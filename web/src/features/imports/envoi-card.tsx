import * as React from "react";
import { DownloadIcon, FileSpreadsheetIcon, Loader2Icon, SearchCheckIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import { imports } from "@/api/imports";
import { DateInput } from "@/components/date-input";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { saveBlob } from "@/lib/download";
import { notify } from "@/lib/notify";
import { cn } from "@/lib/utils";
import { guillemets } from "@worker/domain/francais/guillemets";
import { SORTES_DE_FICHE } from "./import-format";
import type { Reprise } from "./use-reprise";

/** 401 and 403 are told by the HTTP client itself. */
const dit = (e: unknown) => e instanceof ApiError && (e.status === 401 || e.status === 403);

type Telechargement = "xlsx" | "zip" | "portefeuille";

const TELECHARGEMENTS: Record<Telechargement, { lire: () => Promise<Blob>; nom: string }> = {
  xlsx: { lire: imports.modeleXlsx, nom: "modele-reprise.xlsx" },
  zip: { lire: imports.modeleZip, nom: "modele-reprise-csv.zip" },
  portefeuille: { lire: imports.portefeuilleXlsx, nom: "portefeuille.xlsx" },
};

/** Step 1: the templates, a workbook or the same as CSVs in a zip; and the portfolio as it is, in the same workbook. */
export function ModeleCard() {
  const [occupe, setOccupe] = React.useState<Telechargement | null>(null);
  async function telecharger(sorte: Telechargement) {
    setOccupe(sorte);
    try {
      const t = TELECHARGEMENTS[sorte];
      saveBlob(await t.lire(), t.nom);
    } catch (e) {
      if (!dit(e)) notify.danger(e instanceof Error ? e.message : "Le téléchargement a échoué.");
    } finally {
      setOccupe(null);
    }
  }
  const bouton = (sorte: Telechargement, label: string) => (
    <Button
      type="button"
      variant="outline"
      onClick={() => telecharger(sorte)}
      disabled={occupe !== null}
      aria-busy={occupe === sorte || undefined}
    >
      {occupe === sorte ? (
        <Loader2Icon className="animate-spin" aria-hidden />
      ) : (
        <DownloadIcon aria-hidden />
      )}
      {label}
    </Button>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>1. Télécharger le modèle</CardTitle>
        <CardDescription>
          {`Un onglet par sorte de fiche (${SORTES_DE_FICHE}), deux lignes d'exemple chacun et un onglet ${guillemets("Lisez-moi")} qui décrit chaque colonne. Chaque ligne porte une ${guillemets("Référence")}, son identifiant dans l'ancien logiciel, par laquelle les autres onglets la désignent. L'export donne le portefeuille actuel dans ce même classeur, soldes compris.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {bouton("xlsx", "Télécharger le modèle (Excel)")}
        {bouton("zip", "Télécharger le modèle (CSV)")}
        {bouton("portefeuille", "Exporter le portefeuille (Excel)")}
      </CardContent>
    </Card>
  );
}

const ACCEPT =
  ".xlsx,.csv,.zip,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv,application/zip";

/** Step 2: the files (dropped or chosen) and the cut-over day, then the dry run. */
export function EnvoiCard({ reprise }: { reprise: Reprise }) {
  const input = React.useRef<HTMLInputElement>(null);
  const [survol, setSurvol] = React.useState(false);
  const { fichiers, choisir } = reprise;
  return (
    <Card>
      <CardHeader>
        <CardTitle>2. Envoyer les fichiers</CardTitle>
        <CardDescription>
          Le classeur rempli (.xlsx), ou un fichier CSV par onglet nommé comme lui (Baux.csv…), ou
          leur zip. Rien n'est écrit à la vérification.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {/* A drop target, not a control: the button inside chooses the files by keyboard. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse's extra way, the button is the control */}
        <div
          className={cn(
            "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm",
            survol ? "border-primary bg-accent/60" : "border-input",
          )}
          onDragOver={(e) => {
            e.preventDefault();
            setSurvol(true);
          }}
          onDragLeave={() => setSurvol(false)}
          onDrop={(e) => {
            e.preventDefault();
            setSurvol(false);
            if (e.dataTransfer.files.length) choisir([...e.dataTransfer.files]);
          }}
        >
          <FileSpreadsheetIcon className="size-8 text-muted-foreground" aria-hidden />
          <p>Déposez ici le classeur, les fichiers CSV ou leur zip</p>
          <input
            ref={input}
            id="reprise-fichiers"
            type="file"
            multiple
            accept={ACCEPT}
            hidden
            aria-label="Fichiers à reprendre"
            onChange={(e) => {
              choisir([...(e.target.files ?? [])]);
              e.target.value = "";
            }}
          />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => input.current?.click()}
          >
            Choisir des fichiers
          </Button>
          {fichiers.length ? (
            <ul
              aria-label="Fichiers choisis"
              className="flex flex-wrap justify-center gap-x-3 font-medium"
            >
              {fichiers.map((f) => (
                <li key={f.name}>{f.name}</li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">Aucun fichier choisi</p>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <Label htmlFor="reprise-date">Date de reprise</Label>
            <DateInput
              id="reprise-date"
              className="w-40"
              value={reprise.date}
              onChange={reprise.dater}
              aria-describedby="reprise-date-aide"
            />
          </div>
          <Button
            type="button"
            onClick={reprise.verifier}
            disabled={!fichiers.length || reprise.verifiant}
          >
            {reprise.verifiant ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <SearchCheckIcon aria-hidden />
            )}
            Vérifier
          </Button>
        </div>
        <p id="reprise-date-aide" className="text-sm text-muted-foreground">
          Le jour des soldes d'ouverture : les baux en cours ont leurs échéances à partir de ce
          mois-ci, rien n'est quittancé avant. Par défaut le 1er du mois, où une agence change de
          logiciel.
        </p>
        {reprise.erreur && (
          <p role="alert" className="text-sm text-destructive">
            {reprise.erreur}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
