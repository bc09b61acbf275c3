import * as React from "react";
import { CheckCircle2Icon, UploadIcon } from "lucide-react";
import type { Verification } from "@/api/imports";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { countLabel, formatCount, formatDate } from "@/lib/format";
import { annonce, FEUILLE_FR, FEUILLES } from "./import-format";
import type { Avancement, Reprise } from "./use-reprise";

/** The bar's share, 0 to 100: the upload's bytes, then the rows the queue has written. */
function pourcentage(a: Exclude<Avancement, { etape: "fini" }>): number {
  const [fait, total] = a.etape === "envoi" ? [a.envoye, a.total] : [a.ecrites, a.total];
  return total > 0 ? Math.min(100, Math.round((fait / total) * 100)) : 0;
}

function Progression({ avancement }: { avancement: Exclude<Avancement, { etape: "fini" }> }) {
  const pct = pourcentage(avancement);
  const texte =
    avancement.etape === "envoi"
      ? pct < 100
        ? `Envoi des fichiers : ${pct} %`
        : "Écriture des données…"
      : `Écriture : ${countLabel(avancement.ecrites, "ligne")} sur ${formatCount(avancement.total)}`;
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label="Progression de l'import"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={texte}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {texte}
      </p>
    </div>
  );
}

/** What an import wrote, sheet by sheet. */
function Resultat({ avancement }: { avancement: Extract<Avancement, { etape: "fini" }> }) {
  const im = avancement.import;
  const feuilles = FEUILLES.filter(
    (f) => im.crees[f] !== undefined || im.misAJour[f] !== undefined,
  );
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-md border border-success/40 bg-success/10 p-3 text-sm"
    >
      <p className="flex items-center gap-2 font-medium">
        <CheckCircle2Icon className="size-4" aria-hidden /> Import n° {im.id} terminé (reprise au{" "}
        {formatDate(im.dateReprise)}).
      </p>
      <ul className="flex flex-col gap-0.5">
        {feuilles.map((f) => (
          <li key={f}>
            {FEUILLE_FR[f]} : {countLabel(im.crees[f] ?? 0, "créé")},{" "}
            {formatCount(im.misAJour[f] ?? 0)} mis à jour
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Step 5: the import, once the check has found no error, behind a confirmation that says what it will write. */
export function ImporterCard({
  reprise,
  verification,
}: {
  reprise: Reprise;
  verification: Verification;
}) {
  const [confirmer, setConfirmer] = React.useState(false);
  const { avancement } = reprise;
  const enCours = avancement !== null && avancement.etape !== "fini";
  const bloque =
    verification.erreurs.length > 0 || reprise.verifiant || enCours || avancement?.etape === "fini";
  return (
    <Card>
      <CardHeader>
        <CardTitle>3. Importer</CardTitle>
        <CardDescription>
          {verification.erreurs.length
            ? "Corrigez d'abord les erreurs : l'import écrit tout ou rien."
            : "Tout est écrit en une fois, ou rien. Reprendre le même fichier ne crée rien de plus : les fiches sont retrouvées par leur référence et mises à jour."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div>
          <Button type="button" disabled={bloque} onClick={() => setConfirmer(true)}>
            <UploadIcon aria-hidden /> Importer
          </Button>
        </div>
        {avancement && avancement.etape !== "fini" && <Progression avancement={avancement} />}
        {avancement?.etape === "fini" && <Resultat avancement={avancement} />}
      </CardContent>
      <ConfirmDialog
        open={confirmer}
        onOpenChange={setConfirmer}
        // Not awaited: the dialog closes at once and the progress shows on the screen.
        onConfirm={() => void reprise.importer()}
        title="Importer ces données ?"
        description={annonce(verification)}
        confirmLabel="Importer"
        destructive={false}
      />
    </Card>
  );
}
