import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/api/client";
import { route } from "@/api/routes";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { formatDateTime } from "@/lib/format";
import { notify } from "@/lib/notify";
import { tellError } from "@/features/quitances/quitance-actions";
import { DemandeFil } from "./demande-fil";
import { CommanderIntervention } from "@/features/travaux/commander-intervention";
import { type Demande, STATUTS, type StatutDemande, TEXTE_MAX } from "./demande-types";

// A request opened from staff's list: who, which home, its text and photos, the replies; a reply (its author is
// e-mailed, the request goes « En cours ») and its state.

export function DemandeDetail({
  demande,
  onClose,
}: {
  demande: Demande | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={demande !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {demande && <Contenu demande={demande} />}
      </DialogContent>
    </Dialog>
  );
}

function Contenu({ demande }: { demande: Demande }) {
  const qc = useQueryClient();
  const [texte, setTexte] = React.useState("");
  const [busy, setBusy] = React.useState(false);
  const rafraichir = () => qc.invalidateQueries({ queryKey: ["demandes"] });

  async function changer(statut: StatutDemande) {
    try {
      await api(route("PUT /Demande/:id", { id: demande.id }), { body: { statut } });
      notify.success("État de la demande mis à jour.");
    } catch (e) {
      tellError(e);
    } finally {
      await rafraichir();
    }
  }

  async function repondre(e: React.FormEvent) {
    e.preventDefault();
    if (!texte.trim()) return notify.danger("Écrivez la réponse avant de l'envoyer.");
    setBusy(true);
    try {
      await api(route("POST /Demande/:id/reponses", { id: demande.id }), { body: { texte } });
      setTexte("");
      notify.success("Réponse envoyée : son auteur est prévenu par e-mail.");
    } catch (err) {
      tellError(err);
    } finally {
      setBusy(false);
      await rafraichir();
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle className="pr-6 break-words">{demande.objet}</DialogTitle>
        <DialogDescription>
          {demande.espace === "locataire" ? "Locataire" : "Propriétaire"} : {demande.auteur || "—"}
          {demande.logement ? ` · ${demande.logement}` : ""} · reçue le{" "}
          {formatDateTime(demande.createdAt)}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5 sm:max-w-56">
        <Label htmlFor="demande-statut">État</Label>
        <Select value={demande.statut} onValueChange={(v) => void changer(v as StatutDemande)}>
          <SelectTrigger id="demande-statut">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {STATUTS.map((s) => (
              <SelectItem key={s.value} value={s.value}>
                {s.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <DemandeFil demande={demande} />
      <CommanderIntervention demande={demande} />
      <form onSubmit={repondre} className="flex flex-col gap-2">
        <Label htmlFor="demande-reponse">Répondre</Label>
        <Textarea
          id="demande-reponse"
          value={texte}
          maxLength={TEXTE_MAX}
          onChange={(e) => setTexte(e.target.value)}
          placeholder="Votre réponse, lue dans son espace"
        />
        <Button type="submit" disabled={busy} className="self-end">
          Envoyer la réponse
        </Button>
      </form>
    </>
  );
}
