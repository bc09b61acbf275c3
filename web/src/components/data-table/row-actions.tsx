import * as React from "react";
import { EyeIcon, PencilIcon, Trash2Icon } from "lucide-react";
import type { ResourceName } from "@/api/types";
import { lazyScreen } from "@/app/lazy-screen";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { Tooltip, TooltipContent, TooltipTrigger, useTooltipsShown } from "@/components/ui/tooltip";

// The delete's confirmation and call, a chunk of its own (dialog, focus trap, scroll lock): fetched at the first
// « Supprimer », or with the other screens once the browser is idle (lazy-screen.ts), not before a list's first rows.
const DeleteConfirm = lazyScreen(() => import("./delete-confirm").then((m) => m.DeleteConfirm));

interface RowActionsProps {
  id: string | number;
  basePath?: string;
  resource?: ResourceName;
  showEdit?: boolean;
  showView?: boolean;
  showDelete?: boolean;
  onEdit?: () => void;
  extra?: React.ReactNode;
  /** The router's navigation (with its unsaved-changes guard): the list's, one for all its rows. */
  navigate: (to: string) => void;
}

/**
 * A row action's link: an <a> drawn as the ghost icon button, followed by the router on a plain click and left to
 * the browser with a modifier key or another button (a new tab), as wouter's Link does. Not a Link: each one
 * subscribes to the address, two a row on a page of rows, before its first rows show (ADR 102).
 */
function RowLink({
  href,
  label,
  navigate,
  children,
}: {
  href: string;
  label: string;
  navigate: (to: string) => void;
  children: React.ReactNode;
}) {
  return (
    <a
      href={href}
      aria-label={label}
      data-slot="button"
      className={cn(buttonVariants({ variant: "ghost", size: "icon-sm" }))}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/**
 * An icon button with its name as a tooltip; the button alone where tooltips are not shown (a list's cards on a
 * phone, ADR 102): its `aria-label` names it either way.
 */
export function IconAction({ label, children }: { label: string; children: React.ReactElement }) {
  if (!useTooltipsShown()) return children;
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
  navigate,
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
            <RowLink href={`${basePath}/${id}/edit`} label="Modifier" navigate={navigate}>
              <PencilIcon />
            </RowLink>
          )}
        </IconAction>
      ) : null}
      {showView && basePath ? (
        <IconAction label="Voir">
          <RowLink href={`${basePath}/${id}`} label="Voir" navigate={navigate}>
            <EyeIcon />
          </RowLink>
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
            <React.Suspense fallback={null}>
              <DeleteConfirm
                resource={resource}
                id={id}
                open={confirming}
                onOpenChange={setConfirming}
              />
            </React.Suspense>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
