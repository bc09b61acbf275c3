import { useQuery } from "@tanstack/react-query";
import { outboxMailQuery } from "@/api/quitances";
import type { OutboxMail } from "@/api/types";
import { ErrorState } from "@/components/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { formatDateTime } from "@/lib/format";

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/** The text cut into plain parts and web addresses, each with where it starts (a stable key). */
function segments(text: string): { at: number; part: string; link: boolean }[] {
  const out: { at: number; part: string; link: boolean }[] = [];
  let at = 0;
  for (const m of text.matchAll(URL_PATTERN)) {
    if (m.index > at) out.push({ at, part: text.slice(at, m.index), link: false });
    out.push({ at: m.index, part: m[0], link: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ at, part: text.slice(at), link: false });
  return out;
}

/** The e-mail's text as its recipient reads it, its web addresses as links (the receipt's answer links...). */
function MailText({ text }: { text: string }) {
  return (
    <div className="max-h-[50vh] overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm break-words whitespace-pre-wrap">
      {segments(text).map(({ at, part, link }) =>
        link ? (
          <a
            key={at}
            href={part}
            target="_blank"
            rel="noreferrer"
            className="text-primary underline"
          >
            {part}
          </a>
        ) : (
          <span key={at}>{part}</span>
        ),
      )}
    </div>
  );
}

/** Paramètres > Envois, "Voir": one e-mail's subject, recipient, text and links, and why it failed if it did. */
export function OutboxMailDialog({
  mail,
  onOpenChange,
}: {
  mail: OutboxMail | null;
  onOpenChange: (open: boolean) => void;
}) {
  const read = useQuery({ ...outboxMailQuery(mail?.id ?? 0), enabled: mail !== null });
  return (
    <Dialog open={mail !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{mail?.subject ?? "E-mail"}</DialogTitle>
          <DialogDescription>
            À {mail?.to}
            {mail ? ` · créé le ${formatDateTime(mail.createdAt)}` : ""}
          </DialogDescription>
        </DialogHeader>
        {read.isError ? (
          <ErrorState error={read.error} />
        ) : read.data ? (
          <MailText text={read.data.body} />
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
        {mail?.lastError ? (
          <p className="text-sm text-destructive">
            Dernière erreur ({mail.attempts} tentative{mail.attempts > 1 ? "s" : ""}) :{" "}
            {mail.lastError}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
