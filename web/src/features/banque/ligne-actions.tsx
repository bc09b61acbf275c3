import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { BanIcon, LinkIcon, SplitIcon, Undo2Icon } from "lucide-react";
import { useLocation } from "wouter";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { IconAction } from "@/components/data-table/row-actions";
import { Button } from "@/components/ui/button";
import { notify } from "@/lib/notify";
import { tellError } from "@/features/quitances/quitance-actions";
import { annulerLigne, refreshBanque, type LigneBancaire } from "./banque-api";

export const MSG_ANNULEE = "La ligne est de nouveau à rapprocher.";

/** A row's buttons: Rapprocher… and Ignorer… while it waits, Annuler once matched or set aside. */
export function LigneActions({
  ligne,
  onRapprocher,
  onIgnorer,
}: {
  ligne: LigneBancaire;
  onRapprocher: (l: LigneBancaire) => void;
  onIgnorer: (l: LigneBancaire) => void;
}) {
  const qc = useQueryClient();
  const [, naviguer] = useLocation();
  const [confirm, setConfirm] = React.useState(false);
  if (ligne.statut === "à rapprocher")
    return (
      <>
        {ligne.aideLogement ? (
          // The CAF's or MSA's transfer pays many tenants (issue 77): split it, never match it to one.
          <IconAction label="Répartir (aides au logement)">
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label="Répartir (aides au logement)"
              onClick={() =>
                naviguer(
                  `/aides-logement?${new URLSearchParams({
                    ligne: String(ligne.id),
                    organisme: ligne.aideLogement ?? "CAF",
                    montant: String(ligne.montant).replace(".", ","),
                    libelle: ligne.libelle,
                  })}`,
                )
              }
            >
              <SplitIcon />
            </Button>
          </IconAction>
        ) : null}
        {ligne.montant > 0 ? (
          <IconAction label="Rapprocher…">
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label="Rapprocher…"
              onClick={() => onRapprocher(ligne)}
            >
              <LinkIcon />
            </Button>
          </IconAction>
        ) : null}
        <IconAction label="Ignorer…">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Ignorer…"
            onClick={() => onIgnorer(ligne)}
          >
            <BanIcon />
          </Button>
        </IconAction>
      </>
    );
  return (
    <>
      <IconAction label="Annuler">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Annuler"
          onClick={() => setConfirm(true)}
        >
          <Undo2Icon />
        </Button>
      </IconAction>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={
          ligne.statut === "rapprochée"
            ? "Annuler le rapprochement ?"
            : "Ne plus ignorer la ligne ?"
        }
        description={
          ligne.statut === "rapprochée"
            ? "Le paiement inscrit au compte du locataire sera contre-passé ; une part versée à l'assureur sera annulée (le locataire la lui devra de nouveau). La ligne redeviendra à rapprocher."
            : "La ligne redeviendra à rapprocher."
        }
        // The confirm button names the action: a bare « Annuler » next to « Retour » read as closing the dialog.
        confirmLabel={
          ligne.statut === "rapprochée" ? "Annuler le rapprochement" : "Ne plus ignorer"
        }
        cancelLabel="Retour"
        onConfirm={async () => {
          try {
            await annulerLigne(ligne.id);
            notify.info(MSG_ANNULEE);
          } catch (e) {
            tellError(e);
          }
          await refreshBanque(qc, ligne.DossierId);
        }}
      />
    </>
  );
}
