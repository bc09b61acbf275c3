import * as React from "react";
import { ImagePlusIcon, Trash2Icon } from "lucide-react";
import { unlinkRecords, useRelationAction } from "@/api/relations";
import { uploadImages } from "@/api/uploads";
import { useSession } from "@/api/session-store";
import { canDelete, type AppartementRead, type Image } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { userMessage } from "@/lib/error-message";
import { notify } from "@/lib/notify";
import { sortImageBatch } from "./image-checks";
import { ImageThumb } from "./image-thumb";

/** Details tab: upload (checked here first, then by the server) and the gallery, thumbnails and removal. */
export function ImageGallery({ record }: { record: AppartementRead }) {
  const images = record.Images;
  const input = React.useRef<HTMLInputElement>(null);
  const action = useRelationAction();
  // Removing a photo deletes it and its file: only the roles that may delete see the button (spec 6).
  const mayDelete = canDelete(useSession().user?.role);
  const [error, setError] = React.useState<string | null>(null);
  const [removing, setRemoving] = React.useState<Image | null>(null);
  const [viewing, setViewing] = React.useState<Image | null>(null);

  async function upload(list: FileList | null) {
    const { send: files, refused } = sortImageBatch([...(list ?? [])]);
    setError(refused);
    if (refused) notify.danger(refused);
    if (!files.length) return;
    try {
      await action.run(() => uploadImages(files, record.id));
      notify.info(
        files.length > 1 ? `${files.length} images ont été ajoutées.` : "L'image a été ajoutée.",
      );
    } catch (err) {
      setError(userMessage(err));
    }
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Photos</CardTitle>
          <CardDescription>
            Images uniquement, 20 fichiers au plus par envoi, 100 Mo chacun.
          </CardDescription>
        </div>
        <Button type="button" onClick={() => input.current?.click()} disabled={action.pending}>
          <ImagePlusIcon /> {action.pending ? "Envoi..." : "Ajouter des photos"}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          hidden
          data-testid="image-input"
          onChange={(e) => (upload(e.target.files), (e.target.value = ""))}
        />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {images.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucune photo pour cet appartement.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Galerie">
            {images.map((img) => (
              <li
                key={img.id}
                className="group relative overflow-hidden rounded-lg border bg-muted"
                data-testid="gallery-image"
              >
                <button
                  type="button"
                  className="block w-full cursor-zoom-in"
                  onClick={() => setViewing(img)}
                  aria-label={`Voir ${img.nom ?? "la photo"}`}
                >
                  <ImageThumb
                    path={img.url}
                    alt={img.nom ?? "Photo"}
                    className="aspect-[4/3] w-full"
                  />
                </button>
                <div className="flex items-center justify-between gap-2 border-t bg-card px-2 py-1">
                  <span className="truncate text-xs text-muted-foreground">{img.nom ?? ""}</span>
                  {mayDelete ? (
                    <Button
                      type="button"
                      variant="destructive-ghost"
                      size="icon-sm"
                      aria-label="Supprimer la photo"
                      onClick={() => setRemoving(img)}
                    >
                      <Trash2Icon />
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Supprimer la photo ?"
        confirmLabel="Supprimer la photo"
        onConfirm={async () => {
          await action.run(() =>
            unlinkRecords("Appartement", record.id, "image", removing!.id, false),
          );
          notify.info("La photo a été supprimée.");
        }}
      />
      <Dialog open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        <DialogContent className="sm:max-w-4xl">
          <DialogHeader>
            <DialogTitle>{viewing?.nom ?? "Photo"}</DialogTitle>
            <DialogDescription>Photo de l'appartement</DialogDescription>
          </DialogHeader>
          {viewing ? (
            <ImageThumb
              path={viewing.url}
              alt={viewing.nom ?? "Photo"}
              className="max-h-[70vh] w-full object-contain"
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
