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

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The e-mail's text as its recipient reads it, its web addresses as links (the receipt's answer links...). */
function MailText({ text }: { text: string }) {
  return (
    <div className="max-h-[50vh] overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm break-words whitespace-pre-wrap">
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <a
            key={i}
            href={part}
            target="_blank"
            rel="noreferrer"
            className="text-primary underline"
          >
            {part}
          </a>
        ) : (
          part
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
