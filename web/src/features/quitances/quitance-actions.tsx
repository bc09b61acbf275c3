import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { BellRingIcon, ChevronDownIcon, FileDownIcon, Loader2Icon } from "lucide-react";
import { ApiError } from "@/api/client";
import { keys } from "@/api/resources";
import { quitancePdfCall, remind, setStatus, type Statut } from "@/api/quitances";
import type { QuitanceLigne } from "@/api/types";
import { IconAction } from "@/components/data-table/row-actions";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { saveBlob } from "@/lib/download";
import { MESSAGES, notify } from "@/lib/notify";
import { nomFichierQuittance } from "@worker/domain/quitance";
import { apartmentLabel } from "@/lib/status";
import { refreshAccount, resteDuTerme } from "@/features/compte/compte-api";

const STATUTS: Statut[] = ["Payée", "Impayée", "Inconnue"];

/** 401 and 403 are told by the HTTP client already (logout, rights notice); anything else here. */
export function tellError(e: unknown) {
  if (!(e instanceof ApiError && (e.status === 401 || e.status === 403)))
    notify.danger(e instanceof ApiError ? e.message : MESSAGES.genericError);
}

/** A click that runs `work` once at a time, with its busy state. */
function useBusy() {
  const [busy, setBusy] = React.useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      tellError(e);
    } finally {
      setBusy(false);
    }
  };
  return [busy, run] as const;
}

export const locataireLabel = (q: QuitanceLigne) =>
  q.Locataire ? `${q.Locataire.prenom} ${q.Locataire.nom}` : "";

/**
 * Spec 4: the status switch offers only the other statuses; "Inconnue" only while no money is on the term (the
 * server refuses it otherwise). Paid records a payment of what is left, unpaid reverses the term's payments.
 */
export function StatusMenu({ q }: { q: QuitanceLigne }) {
  const qc = useQueryClient();
  const [busy, run] = useBusy();
  const choose = (statut: Statut) =>
    run(async () => {
      await setStatus(q.id, statut);
      await refreshAccount(qc, q.DossierId);
      notify.info(MESSAGES.saved);
    });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={`Changer le statut (${q.statut})`}
        >
          {busy ? <Loader2Icon className="animate-spin" /> : null} Statut <ChevronDownIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {STATUTS.filter((s) => s !== q.statut && (s !== "Inconnue" || !(q.montantRegle ?? 0))).map(
          (s) => (
            <DropdownMenuItem key={s} onSelect={() => void choose(s)}>
              Marquer {s.toLowerCase()}
            </DropdownMenuItem>
          ),
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The receipt's document: a quittance once paid, else the rent call or the partial receipt. */
export function PdfButton({ q }: { q: QuitanceLigne }) {
  const [busy, run] = useBusy();
  const name = nomFichierQuittance(q.mois, locataireLabel(q), apartmentLabel(q.Appartement));
  return (
    <IconAction label="Télécharger le PDF">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Télécharger le PDF"
        disabled={busy}
        onClick={() => run(async () => saveBlob(await quitancePdfCall(q.id), name))}
      >
        {busy ? <Loader2Icon className="animate-spin" /> : <FileDownIcon />}
      </Button>
    </IconAction>
  );
}

/**
 * 'Relancer' on a term known to be unpaid or partly paid (the server answers 409 on a paid or unknown one): the
 * tenant, and the guarantors from the second reminder.
 */
export function RemindButton({ q }: { q: QuitanceLigne }) {
  const qc = useQueryClient();
  const [busy, run] = useBusy();
  // Offered only where the server takes it: a term known to be unpaid or partly paid (409 on a paid or unknown one).
  if (q.regle || q.statusInconu || resteDuTerme(q) <= 0) return null;
  const click = () =>
    run(async () => {
      const r = await remind(q.id);
      await qc.invalidateQueries({ queryKey: keys.all("Quitance") });
      const who =
        r.envois > 1
          ? `au locataire et à ${r.envois - 1} caution${r.envois > 2 ? "s" : ""}`
          : "au locataire";
      notify.info(
        r.envoyes === r.envois
          ? `Relance envoyée ${who}.`
          : `Relance ${who} enregistrée : l'envoi est en attente (Paramètres, Envois).`,
      );
    });
  return (
    <IconAction label="Relancer">
      <Button variant="ghost" size="icon-sm" aria-label="Relancer" disabled={busy} onClick={click}>
        {busy ? <Loader2Icon className="animate-spin" /> : <BellRingIcon />}
      </Button>
    </IconAction>
  );
}
