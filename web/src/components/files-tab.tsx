import * as React from "react";
import { DownloadIcon, FileUpIcon, RefreshCwIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { getFile } from "@/api/client";
import { linkRecords, useRelationAction } from "@/api/relations";
import type { LinkParent, LinkName } from "@/api/routes";
import { replaceFichier, uploadFichier } from "@/api/uploads";
import { useSession } from "@/api/session-store";
import { deleteRecord } from "@/api/resources";
import { canDelete, type Fichier } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { IconAction } from "@/components/data-table/row-actions";
import { Button } from "@/components/ui/button";
import { saveBlob } from "@/lib/download";
import { MESSAGES, notify } from "@/lib/notify";
import { FileUploadDialog } from "./file-upload-dialog";

const columns = [
  col.text<Fichier>("nom", "Nom"),
  col.text<Fichier>("extention", "Type", (f) => (f.extention ?? "").toUpperCase()),
  col.date<Fichier>("createdAt", "Ajouté le"),
];
const fileName = (f: Fichier) => `${f.nom}${f.extention ? `.${f.extention}` : ""}`;

/** The records files are linked to (RELATION_LINKS declares a "fichier" link for them). */
type FileOwner = { [P in LinkParent]: "fichier" extends LinkName<P> ? P : never }[LinkParent];

/** The Fichiers tab of Client, Locataire and Appartement: add, download, replace, delete (spec 2). */
export function FilesTab({
  record,
  entity,
}: {
  record: { id: number; Fichiers: Fichier[] };
  entity: { resource: FileOwner };
}) {
  const owner = entity.resource;
  const rows = record.Fichiers;
  const action = useRelationAction();
  const mayDelete = canDelete(useSession().user?.role);
  const [adding, setAdding] = React.useState(false);
  const [deleting, setDeleting] = React.useState<Fichier | null>(null);
  const replaceInput = React.useRef<HTMLInputElement>(null);
  const replacing = React.useRef<Fichier | null>(null);
  // The file chosen to replace `replacing`: confirmed first, the old content is deleted from the store.
  const [replacement, setReplacement] = React.useState<{ target: Fichier; file: File } | null>(
    null,
  );

  async function add(file: File, nom: string) {
    await action.run(async () => {
      const created = await uploadFichier(file, nom);
      await linkRecords(owner, record.id, "fichier", created.id);
    });
    notify.info("Votre document a bien été envoyé.");
  }
  async function download(f: Fichier) {
    try {
      saveBlob(await getFile(f.url), fileName(f));
    } catch {
      notify.danger("Le téléchargement a échoué.");
    }
  }
  async function replace() {
    const { target, file } = replacement!;
    await action.run(() => replaceFichier(target.id, file));
    notify.info("Votre document a bien été envoyé.");
  }

  const rowActions = (f: Fichier) => (
    <>
      <IconAction label="Télécharger">
        <Button variant="ghost" size="icon-sm" aria-label="Télécharger" onClick={() => download(f)}>
          <DownloadIcon />
        </Button>
      </IconAction>
      <IconAction label="Remplacer">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Remplacer"
          onClick={() => ((replacing.current = f), replaceInput.current?.click())}
        >
          <RefreshCwIcon />
        </Button>
      </IconAction>
      {mayDelete ? (
        <IconAction label="Supprimer">
          <Button
            variant="destructive-ghost"
            size="icon-sm"
            aria-label="Supprimer"
            onClick={() => setDeleting(f)}
          >
            <Trash2Icon />
          </Button>
        </IconAction>
      ) : null}
    </>
  );

  return (
    <>
      <DataTable
        columns={columns}
        data={rows}
        actions={{ edit: false, view: false, delete: false }}
        rowActions={rowActions}
        exportName={`${owner}-${record.id}-fichiers`}
        emptyText="Aucun fichier."
        toolbar={
          <Button onClick={() => setAdding(true)}>
            <UploadIcon /> Ajouter un fichier
          </Button>
        }
      />
      <input
        ref={replaceInput}
        type="file"
        hidden
        data-testid="replace-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file && replacing.current) setReplacement({ target: replacing.current, file });
          e.target.value = "";
        }}
      />
      <FileUploadDialog
        open={adding}
        onOpenChange={setAdding}
        onUpload={add}
        icon={<FileUpIcon />}
      />
      <ConfirmDialog
        open={replacement !== null}
        onOpenChange={(open) => !open && setReplacement(null)}
        onConfirm={replace}
        title={`Remplacer « ${replacement?.target.nom ?? ""} » ?`}
        description={`Son contenu actuel sera supprimé et remplacé par « ${replacement?.file.name ?? ""} ». Cette action est irréversible.`}
        confirmLabel="Remplacer"
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={async () => {
          await action.run(() => deleteRecord("Fichier", deleting!.id));
          notify.info(MESSAGES.deleted);
        }}
      />
    </>
  );
}
