import type { ReactNode } from "react";
import type { Quitance } from "@/api/types";
import { Badge } from "@/components/ui/badge";
import { formatMoney } from "@/lib/format";
import type { BadgeVariant } from "@/lib/status";
import { texteDeclaration } from "@worker/domain/compte/libelles";
import { parisToday } from "@/lib/paris-date";
import { resteDuTerme } from "./compte-api";

// A term's state as every receipt row shows it (month list, client, tenant): paid, partly paid (what came in, what
// is left), to come (its period has not begun: issue 60, never "Inconnue" for a term not yet due), unpaid or
// unknown; from the server's derived fields (regle, montantRegle, statusInconu), never from a toggle of the web. The
// tenant's declaration from the e-mailed link is told under it.

type TermeRow = Pick<
  Quitance,
  "regle" | "statusInconu" | "montantRegle" | "prixHC" | "charge" | "declaration" | "reponduAt"
> & { resteDu?: number; date?: string };

export type EtatTerme = {
  label: "Payée" | "Partielle" | "À échoir" | "Impayée" | "Inconnue";
  variant: BadgeVariant;
  recu: number;
  reste: number;
};

export function etatDuTerme(q: TermeRow): EtatTerme {
  const recu = q.montantRegle ?? 0;
  const reste = resteDuTerme(q);
  if (q.regle) return { label: "Payée", variant: "success", recu, reste: 0 };
  if (recu > 0) return { label: "Partielle", variant: "warning", recu, reste };
  if (q.date && q.date > parisToday(new Date()))
    return { label: "À échoir", variant: "secondary", recu, reste };
  if (q.statusInconu) return { label: "Inconnue", variant: "secondary", recu, reste };
  return { label: "Impayée", variant: "destructive", recu, reste };
}

/** "Partielle — reçu 500,00 €, reste 470,00 €" (the CSV and the cell's words). */
export function texteEtat(q: TermeRow): string {
  const e = etatDuTerme(q);
  return e.label === "Partielle"
    ? `Partielle — reçu ${formatMoney(e.recu)}, reste ${formatMoney(e.reste)}`
    : e.label;
}

/** "Le locataire a déclaré avoir payé le 23/11/2026", or null (the same words as the server's declarationLocataire). */
export const declarationDe = (q: Pick<Quitance, "declaration" | "reponduAt">) =>
  q.declaration == null || !q.reponduAt
    ? null
    : texteDeclaration(q.declaration, parisToday(new Date(q.reponduAt)));

/** The status cell: the badge, the amounts of a partial payment, the tenant's declaration, then `children`. */
export function TermeStatut({ q, children }: { q: TermeRow; children?: ReactNode }) {
  const e = etatDuTerme(q);
  const declaration = declarationDe(q);
  return (
    <div className="flex min-w-28 flex-col items-start gap-1">
      <Badge variant={e.variant}>{e.label}</Badge>
      {e.label === "Partielle" ? (
        <span className="flex flex-col text-xs whitespace-nowrap text-muted-foreground">
          <span>reçu {formatMoney(e.recu)},</span>
          <span>
            reste <span className="font-medium text-foreground">{formatMoney(e.reste)}</span>
          </span>
        </span>
      ) : null}
      {declaration ? (
        <span className="max-w-44 text-xs whitespace-normal text-muted-foreground italic">
          {declaration}
        </span>
      ) : null}
      {children}
    </div>
  );
}
