import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ListRow } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { SelectionDialog } from "@/components/selection-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, FieldLabel } from "@/components/ui/field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { formatDate, formatMoney } from "@/lib/format";
import { notify } from "@/lib/notify";
import { tellError } from "@/features/quitances/quitance-actions";
import { resteDuTerme, termesDuDossierQuery } from "@/features/compte/compte-api";
import { rapprocher, refreshBanque, type LigneBancaire } from "./banque-api";
import { useDossierLabels } from "./dossier-labels";

export const MSG_RAPPROCHEE = "La ligne a été rapprochée : le paiement est inscrit au compte.";
const AU_COMPTE = "compte";
const msgRapprocheeAssureur = (montant: number) =>
  `La ligne a été rapprochée : ${formatMoney(montant)} sont portés sur ce que le locataire doit à l'assureur (récupération à reverser), le reste éventuel au compte.`;

/** Matches a line to a dossier and, when it pays one, to a term: a payment of the tenant's account. */
export async function rapprocherLigne(
  qc: ReturnType<typeof useQueryClient>,
  ligne: Pick<LigneBancaire, "id">,
  DossierId: number,
  QuitanceId: number | null,
) {
  try {
    const r = await rapprocher(ligne.id, DossierId, QuitanceId);
    // After an insurer's indemnity the money is first the insurer's (ADR 153): say where it went.
    notify.success(r.assureur ? msgRapprocheeAssureur(r.assureur.montant) : MSG_RAPPROCHEE);
  } catch (e) {
    tellError(e);
  } finally {
    await refreshBanque(qc, DossierId);
  }
}

/** "Rapprocher…": a dossier searched and chosen, then its term (or the account alone). */
export function RapprocherDialog({
  ligne,
  onClose,
}: {
  ligne: LigneBancaire | null;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const label = useDossierLabels();
  const [dossierId, setDossierId] = React.useState<number | null>(null);
  const [terme, setTerme] = React.useState(AU_COMPTE);
  const [busy, setBusy] = React.useState(false);
  const termes = useQuery({ ...termesDuDossierQuery(dossierId ?? 0), enabled: dossierId !== null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new line opened starts afresh
  React.useEffect(() => {
    setDossierId(null);
    setTerme(AU_COMPTE);
  }, [ligne]);
  const columns = React.useMemo(
    () => [col.text<ListRow<"Dossier">>("dossier", "Dossier", (d) => label(d.id))],
    [label],
  );
  const dus = (termes.data ?? []).filter((q) => resteDuTerme(q) > 0);

  async function valider() {
    setBusy(true);
    await rapprocherLigne(qc, ligne!, dossierId!, terme === AU_COMPTE ? null : Number(terme));
    setBusy(false);
    onClose();
  }

  return (
    <>
      <SelectionDialog
        open={!!ligne && dossierId === null}
        onOpenChange={(open) => !open && onClose()}
        title="Rapprocher la ligne"
        description={
          ligne
            ? `${formatDate(ligne.date)} · ${ligne.libelle} · ${formatMoney(ligne.montant)}`
            : ""
        }
        resource="Dossier"
        columns={columns}
        onSelect={(row) => setDossierId(row.id)}
      />
      <Dialog
        open={!!ligne && dossierId !== null}
        onOpenChange={(open) => !open && !busy && onClose()}
      >
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Rapprocher la ligne</DialogTitle>
            <DialogDescription>
              {dossierId !== null ? label(dossierId) : ""} :{" "}
              {ligne ? formatMoney(ligne.montant) : ""} au compte du locataire.
            </DialogDescription>
          </DialogHeader>
          <Field>
            <FieldLabel htmlFor="rapprocher-terme">Terme réglé</FieldLabel>
            <Select value={terme} onValueChange={setTerme}>
              <SelectTrigger id="rapprocher-terme" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={AU_COMPTE}>Aucun en particulier (au compte)</SelectItem>
                {dus.map((q) => (
                  <SelectItem key={q.id} value={String(q.id)}>
                    Terme du {formatDate(q.date)} · reste {formatMoney(resteDuTerme(q))}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => setDossierId(null)}>
              Autre dossier
            </Button>
            <Button disabled={busy} aria-busy={busy || undefined} onClick={valider}>
              {busy ? "Rapprochement…" : "Rapprocher"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
