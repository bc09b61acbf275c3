import * as React from "react";
import {
  DownloadIcon,
  FileCheck2Icon,
  FileXIcon,
  Loader2Icon,
  RefreshCwIcon,
  UploadIcon,
} from "lucide-react";
import { getFile } from "@/api/client";
import { useRelationAction } from "@/api/relations";
import { uploadSignedCopy } from "@/api/uploads";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { saveBlob } from "@/lib/download";
import { notify } from "@/lib/notify";
import { cn } from "@/lib/utils";
import { FICHIER_MAX_BYTES } from "@worker/domain/upload-limits";
import type { SignedField, SignedResource } from "@worker/domain/signed-files";

export interface SignedCopyProps<R extends SignedResource> {
  /** The record holding the copy, and its column (worker/domain/signed-files.ts lists them). */
  resource: R;
  id: number;
  field: SignedField<R>;
  /** The column's value as the record was read: the copy's /files/... link, or null when none is on file. */
  link: string | null | undefined;
  /** What the copy is, shown above its state ("Bail signé", "Ordre de mission signé"...). */
  label: string;
  /** The name a download is saved under, without extension (the stored file's extension is added). */
  fileName: string;
  className?: string;
}

const ACCEPTED = "PDF, image, document Office ou texte ; 50 Mo au plus.";
const extensionOf = (link: string) => /\.([a-z0-9]{1,8})$/i.exec(link)?.[1] ?? "pdf";

/** Downloads a signed copy under `fileName` and the stored file's extension; a failure is told in French. */
export async function downloadSignedCopy(link: string, fileName: string) {
  try {
    saveBlob(await getFile(link), `${fileName}.${extensionOf(link)}`);
  } catch {
    notify.danger("Le téléchargement a échoué.");
  }
}

/**
 * A signed copy of a record (spec 7 "signed files upload as form fields"): a lease, an inventory, a guarantee deed,
 * a mission order, scanned once signed. Says whether one is on file; sends one (PUT /{resource}/{id} in multipart,
 * field `field`), downloads it, replaces it after confirmation (the server deletes the old file). On success:
 * "Votre document a bien été envoyé.", and every cached read is refreshed, so the record's `link` follows.
 * Refusals (type 415, size 413) are told with the server's message.
 *
 * Usage: <SignedCopy resource="Mission" id={mission.id} field="ordreMission" link={mission.ordreMission}
 *          label="Ordre de mission signé" fileName={`Ordre de mission ${mission.id}`} />
 */
export function SignedCopy<R extends SignedResource>({
  resource,
  id,
  field,
  link,
  label,
  fileName,
  className,
}: SignedCopyProps<R>) {
  const action = useRelationAction();
  const input = React.useRef<HTMLInputElement>(null);
  const [replacement, setReplacement] = React.useState<File | null>(null);
  const inputId = React.useId();
  const busy = action.pending;

  async function send(file: File) {
    // Same limit as the server (413), told before sending 50 MB for nothing.
    if (file.size > FICHIER_MAX_BYTES)
      return void notify.danger("Le fichier dépasse la taille maximale de 50 Mo.");
    try {
      await action.run(() => uploadSignedCopy(resource, id, field, file));
      notify.info("Votre document a bien été envoyé.");
    } catch {
      // Told by the relation action (the server's French message).
    }
  }
  function picked(file: File | undefined) {
    if (!file) return;
    if (link) setReplacement(file);
    else void send(file);
  }

  return (
    <div
      data-signed-copy={field}
      className={cn(
        "flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border bg-muted/30 px-3 py-2",
        className,
      )}
    >
      <div className="flex min-w-0 flex-[1_1_12rem] items-center gap-2">
        {link ? (
          <FileCheck2Icon className="size-5 shrink-0 text-[oklch(0.52_0.13_152)]" aria-hidden />
        ) : (
          <FileXIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        )}
        <div className="min-w-0">
          <p className="text-sm font-medium">{label}</p>
          <p className="text-xs text-muted-foreground">
            {link ? "Copie signée enregistrée." : "Aucune copie signée."}
          </p>
        </div>
      </div>
      <input
        ref={input}
        id={inputId}
        type="file"
        hidden
        aria-label={`${label} : fichier`}
        onChange={(e) => (picked(e.target.files?.[0]), (e.target.value = ""))}
      />
      <div className="flex flex-wrap gap-2">
        {link ? (
          <>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => downloadSignedCopy(link, fileName)}
              disabled={busy}
            >
              <DownloadIcon /> Télécharger
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => input.current?.click()}
              disabled={busy}
              title={ACCEPTED}
            >
              {busy ? <Loader2Icon className="animate-spin" /> : <RefreshCwIcon />} Remplacer
            </Button>
          </>
        ) : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={busy}
            title={ACCEPTED}
          >
            {busy ? <Loader2Icon className="animate-spin" /> : <UploadIcon />}{" "}
            {busy ? "Envoi…" : "Envoyer la copie signée"}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={replacement !== null}
        onOpenChange={(open) => !open && setReplacement(null)}
        onConfirm={() => send(replacement!)}
        title={`Remplacer « ${label} » ?`}
        description={`La copie actuelle sera supprimée et remplacée par « ${replacement?.name ?? ""} ».`}
        confirmLabel="Remplacer"
      />
    </div>
  );
}
