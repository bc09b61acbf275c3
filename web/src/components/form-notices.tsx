import { AlertTriangleIcon, HistoryIcon, WifiOffIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { draftDate } from "@/lib/drafts";
import type { SaveFailure } from "@/lib/save-failure";
import type { FormDraft } from "./use-form-draft";

const frame = "flex flex-wrap items-center gap-3 rounded-lg border px-4 py-3 text-sm";

/** The draft found when the form opened (ADR 042): a banner that blocks nothing, above the fields. */
export function DraftOffer({ draft, className = "" }: { draft: FormDraft; className?: string }) {
  if (!draft.offer) return null;
  return (
    <section
      aria-label="Brouillon non enregistré"
      data-testid="draft-offer"
      className={`${frame} border-info/40 bg-info/10 ${className}`}
    >
      <HistoryIcon className="size-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1 basis-60">
        Un brouillon non enregistré du {draftDate(draft.offer.savedAt)} existe.
      </p>
      <div className="ml-auto flex gap-2">
        <Button type="button" size="sm" onClick={draft.restore}>
          Restaurer
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={draft.ignore}>
          Ignorer
        </Button>
      </div>
    </section>
  );
}

/** A save the network or the server let down: the values stay, the reason in French, and "Réessayer". */
export function SaveFailureNotice({
  failure,
  retrying,
  className = "",
}: {
  failure: SaveFailure | null;
  retrying: boolean;
  className?: string;
}) {
  if (!failure) return null;
  const Icon =
    failure.kind === "offline" || failure.kind === "unreachable" ? WifiOffIcon : AlertTriangleIcon;
  return (
    <div
      role="alert"
      data-testid="save-failure"
      data-kind={failure.kind}
      className={`${frame} border-destructive/40 bg-destructive/10 ${className}`}
    >
      <Icon className="size-4 shrink-0 text-destructive" aria-hidden />
      <p className="min-w-0 flex-1 basis-60">{failure.message}</p>
      {/* A submit button: the same checks and save as "Enregistrer". */}
      <Button type="submit" size="sm" variant="outline" className="ml-auto" disabled={retrying}>
        Réessayer
      </Button>
    </div>
  );
}
