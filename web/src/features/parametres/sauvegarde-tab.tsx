import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { navigate } from "wouter/use-browser-location";
import { DownloadIcon, Loader2Icon, UploadIcon } from "lucide-react";
import { backup } from "@/api/backup";
import { ApiError } from "@/api/client";
import { sessionStore } from "@/api/session-store";
import { tokenStore } from "@/api/token-store";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FilePicker } from "@/components/file-picker";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { saveBlob } from "@/lib/download";
import { notify } from "@/lib/notify";
import { parisToday } from "@/lib/paris-date";

/** 401 and 403 are told by the HTTP client itself (back to login, rights notice). */
const told = (e: unknown) => e instanceof ApiError && (e.status === 401 || e.status === 403);

export function SauvegardeTab() {
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <DownloadCard />
      <RestoreCard />
    </div>
  );
}

function DownloadCard() {
  const [busy, setBusy] = React.useState(false);
  async function download() {
    setBusy(true);
    try {
      saveBlob(await backup.download(), `sauvegarde-patrimoine-${parisToday()}.zip`);
    } catch (e) {
      if (!told(e))
        notify.danger(
          e instanceof ApiError ? e.message : "Le téléchargement de la sauvegarde a échoué.",
        );
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Télécharger une sauvegarde</CardTitle>
        <CardDescription>
          Une archive .zip avec toutes les données (clients, appartements, dossiers, quittances,
          comptes…) et tous les fichiers enregistrés. Conservez-la en lieu sûr : elle contient les
          données personnelles des clients et des locataires.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button type="button" onClick={download} disabled={busy} aria-busy={busy || undefined}>
          {busy ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <DownloadIcon aria-hidden />
          )}
          {busy ? "Préparation de l'archive…" : "Télécharger la sauvegarde"}
        </Button>
      </CardContent>
    </Card>
  );
}

function RestoreCard() {
  const qc = useQueryClient();
  const [file, setFile] = React.useState<File | undefined>();
  const [confirming, setConfirming] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  async function restore() {
    if (!file) return;
    setError(null);
    try {
      const { message } = await backup.restore(file);
      // The accounts are now the backup's: this session belongs to none of them.
      tokenStore.clear();
      qc.clear();
      sessionStore.setAnonymous();
      notify.success(message);
      navigate("/login", { replace: true });
    } catch (e) {
      if (!told(e))
        setError(
          e instanceof ApiError ? e.message : "La restauration a échoué : rien n'a été restauré.",
        );
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Restaurer une sauvegarde</CardTitle>
        <CardDescription>
          Uniquement sur une installation neuve, sans aucune donnée hormis l'administrateur initial
          : rien n'est jamais écrasé. Une archive endommagée ou d'une autre application est refusée
          sans rien modifier.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Label htmlFor="sauvegarde-fichier">Archive de sauvegarde (.zip)</Label>
        <FilePicker
          id="sauvegarde-fichier"
          file={file}
          onChange={(f) => (setFile(f), setError(null))}
          accept=".zip,application/zip"
          invalid={!!error}
        />
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={!file}
            onClick={() => setConfirming(true)}
          >
            <UploadIcon aria-hidden /> Restaurer
          </Button>
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={restore}
        title="Restaurer cette sauvegarde ?"
        description="Toutes les données de l'archive seront importées, puis vous serez déconnecté : reconnectez-vous avec un compte de la sauvegarde."
        confirmLabel="Restaurer"
        destructive={false}
      />
    </Card>
  );
}
