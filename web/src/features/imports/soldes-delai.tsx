import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { MailIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import { type ImportRecord, imports } from "@/api/imports";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import { accord } from "@worker/domain/francais/pluriel";
import { proprietairesPrevenus } from "../iban-verification/ibans-messages";
import { MESSAGES, notify } from "@/lib/notify";

// A one-admin agency's opening balances (issue 74 item 7, ADR 132): nobody else can confirm them, so the importer
// tells each owner its balance; without an objection they count after the delay. The server decides who may (409
// with the reason otherwise); the row says where the delay stands.

/** Where the delay of an import's balances stands, in French, or null outside the delay mode. */
export function etatDelaiSoldes(r: ImportRecord): string | null {
  if (r.soldesContestesAt)
    return `Soldes contestés le ${formatDateTime(r.soldesContestesAt)} par ${r.soldesContestesPar ?? "un propriétaire"} : une deuxième personne doit les confirmer.`;
  if (r.soldesComptentApres && r.soldes === "a_verifier")
    return `Propriétaires prévenus : soldes retenus le ${formatDateTime(r.soldesComptentApres)} sauf contestation.`;
  if (r.soldesComptentApres && r.soldes === "confirme" && !r.soldesConfirmesPar)
    return `Soldes retenus le ${formatDateTime(r.soldesComptentApres)}, sans contestation.`;
  return null;
}

/** The importer's button: its balances wait and no owner was told yet. */
export const peutPrevenirSoldes = (r: ImportRecord, email: string | undefined) =>
  r.statut === "termine" &&
  r.soldes === "a_verifier" &&
  !r.soldesComptentApres &&
  !r.soldesContestesAt &&
  r.auteur.toLowerCase() === email?.toLowerCase();

export function PrevenirSoldes({ im }: { im: Pick<ImportRecord, "id"> }) {
  const qc = useQueryClient();
  const [open, setOpen] = React.useState(false);

  async function prevenir() {
    try {
      const r = await imports.prevenirSoldes(im.id);
      const sans = r.nonPrevenus.length
        ? ` Sans adresse e-mail, à prévenir par courrier : ${r.nonPrevenus.join(", ")}.`
        : "";
      notify.success(
        `${proprietairesPrevenus(r.prevenus, accord(r.prevenus, "de son solde.", "de leur solde."))}${sans}`,
      );
    } catch (e) {
      // 401 and 403 are told by the client; a 409 says why in French (not in the delay mode, a second person...).
      if (!(e instanceof ApiError && (e.status === 401 || e.status === 403)))
        notify.danger(e instanceof Error ? e.message : MESSAGES.genericError);
    } finally {
      await qc.invalidateQueries();
    }
  }

  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="h-auto whitespace-normal text-left"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        aria-label={`Prévenir les propriétaires des soldes de l'import n° ${im.id}`}
      >
        <MailIcon aria-hidden /> Soldes : prévenir les propriétaires (mode délai)
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={prevenir}
        title={`Prévenir les propriétaires des soldes de l'import n° ${im.id} ?`}
        description="Chaque propriétaire reçoit son solde repris par e-mail et le voit dans son espace. Sans contestation sous 72 heures, les soldes d'ouverture comptent dans la représentation des fonds et les reversements. Une contestation les remet en attente d'une deuxième personne."
        confirmLabel="Envoyer les e-mails"
        cancelLabel="Ne pas envoyer"
        destructive={false}
      />
    </>
  );
}
