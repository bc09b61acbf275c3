import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { EyeIcon, Loader2Icon, SendIcon } from "lucide-react";
import { outboxQuery, resendMail } from "@/api/quitances";
import type { OutboxMail } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { notify } from "@/lib/notify";
import { tellError } from "@/features/quitances/quitance-actions";
import { OutboxMailDialog } from "./outbox-mail-dialog";

const STATUS = {
  pending: { label: "En attente", variant: "warning" },
  sending: { label: "Envoi en cours", variant: "info" },
  sent: { label: "Envoyé", variant: "success" },
  failed: { label: "Échec", variant: "destructive" },
} as const;

const columns = [
  col.dateTime<OutboxMail>("createdAt", "Créé le"),
  col.text<OutboxMail>("to", "Destinataire"),
  col.text<OutboxMail>("subject", "Objet"),
  col.badge<OutboxMail>("status", "État", (m) => STATUS[m.status]),
  col.number<OutboxMail>("attempts", "Tentatives"),
  col.dateTime<OutboxMail>("sentAt", "Envoyé le"),
];
// The last error (a long SMTP answer) widened the table past 1440 px, its Renvoyer out of sight: it is in "Voir".

function ResendButton({ mail }: { mail: OutboxMail }) {
  const qc = useQueryClient();
  const [busy, setBusy] = React.useState(false);
  async function resend() {
    setBusy(true);
    try {
      const after = await resendMail(mail.id);
      await qc.invalidateQueries({ queryKey: outboxQuery.queryKey });
      notify.info(
        after.status === "sent" ? "L'e-mail a été envoyé." : "L'e-mail reste en attente d'envoi.",
      );
    } catch (e) {
      tellError(e);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={resend} disabled={busy}>
      {busy ? <Loader2Icon className="animate-spin" /> : <SendIcon />} Renvoyer
    </Button>
  );
}

/** Settings, Envois: every e-mail the app sent or will send (receipts, reminders), and a resend. */
export function OutboxTab() {
  const outbox = useQuery(outboxQuery);
  const [shown, setShown] = React.useState<OutboxMail | null>(null);
  if (outbox.isError) return <ErrorState error={outbox.error} />;
  return (
    <div className="flex flex-col gap-3">
      {outbox.data && !outbox.data.transport ? (
        <p className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
          Aucun transport d'e-mail n'est configuré (SMTP_URL sur le serveur) : les e-mails restent
          en attente ici jusqu'à ce qu'il le soit.
        </p>
      ) : null}
      <DataTable
        columns={columns}
        data={outbox.data?.data}
        isLoading={outbox.isLoading}
        actions={{ edit: false, view: false, delete: false }}
        rowActions={(m) => (
          <>
            <Button variant="outline" size="sm" onClick={() => setShown(m)}>
              <EyeIcon /> Voir
            </Button>
            <ResendButton mail={m} />
          </>
        )}
        exportName="envois"
        emptyText="Aucun e-mail envoyé."
      />
      <OutboxMailDialog mail={shown} onOpenChange={(open) => !open && setShown(null)} />
    </div>
  );
}
