import * as React from "react";
import { Link } from "wouter";
import { EyeIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { ApiError } from "@/api/client";
import { useDeleteRecord } from "@/api/resources";
import type { ResourceName } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { notify } from "@/lib/notify";

interface RowActionsProps {
  id: string | number;
  basePath?: string;
  resource?: ResourceName;
  showEdit?: boolean;
  showView?: boolean;
  showDelete?: boolean;
  onEdit?: () => void;
  extra?: React.ReactNode;
}

export function IconAction({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

export function RowActions({
  id,
  basePath,
  resource,
  showEdit,
  showView,
  showDelete,
  onEdit,
  extra,
}: RowActionsProps) {
  const [confirming, setConfirming] = React.useState(false);
  // The confirmation and its delete call exist from the first click on: a page of 50 rows no longer mounts 50 dialogs
  // and 50 mutations before its first rows show (issue 64).
  const [asked, setAsked] = React.useState(false);
  const confirm = () => {
    setAsked(true);
    setConfirming(true);
  };

  return (
    <div className="flex items-center justify-end gap-0.5">
      {extra}
      {showEdit && (onEdit || basePath) ? (
        <IconAction label="Modifier">
          {onEdit ? (
            <Button variant="ghost" size="icon-sm" aria-label="Modifier" onClick={onEdit}>
              <PencilIcon />
            </Button>
          ) : (
            <Button variant="ghost" size="icon-sm" asChild>
              <Link href={`${basePath}/${id}/edit`} aria-label="Modifier">
                <PencilIcon />
              </Link>
            </Button>
          )}
        </IconAction>
      ) : null}
      {showView && basePath ? (
        <IconAction label="Voir">
          <Button variant="ghost" size="icon-sm" asChild>
            <Link href={`${basePath}/${id}`} aria-label="Voir">
              <EyeIcon />
            </Link>
          </Button>
        </IconAction>
      ) : null}
      {showDelete && resource ? (
        <>
          <IconAction label="Supprimer">
            <Button
              variant="destructive-ghost"
              size="icon-sm"
              aria-label="Supprimer"
              onClick={confirm}
            >
              <Trash2Icon />
            </Button>
          </IconAction>
          {asked ? (
            <DeleteConfirm
              resource={resource}
              id={id}
              open={confirming}
              onOpenChange={setConfirming}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** "Supprimer ?" and, confirmed, the delete call; a refusal's message shown, the dialog left open. */
function DeleteConfirm({
  resource,
  id,
  open,
  onOpenChange,
}: {
  resource: ResourceName;
  id: string | number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteRecord(resource);
  async function onConfirm() {
    try {
      await remove.mutateAsync(id);
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401 && err.status !== 403)
        notify.danger(err.message);
      throw err;
    }
  }
  return <ConfirmDialog open={open} onOpenChange={onOpenChange} onConfirm={onConfirm} />;
}
