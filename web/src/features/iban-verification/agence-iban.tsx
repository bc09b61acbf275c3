import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ShieldCheckIcon } from "lucide-react";
import { api, ApiError } from "@/api/client";
import { route } from "@/api/routes";
import { useSession } from "@/api/session-store";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { formatDateTime } from "@/lib/format";
import { notify } from "@/lib/notify";
import {
  MODE_VERIFICATION_AIDES,
  MODE_VERIFICATION_LABELS,
  MODES_VERIFICATION,
  MSG_SEQUESTRE_AUTEUR,
  type ModeVerification,
} from "@worker/domain/iban-verification/regles";
import { canMoveMoney } from "@worker/domain/roles";
import { ibanEnGroupes } from "@worker/domain/sepa/iban";
import { agenceQuery, type ParametresAgence } from "@/features/mandats/mandats-api";
import { StatutIbanBadge } from "./client-iban";
import { confirmerSequestre } from "./iban-api";

// Paramètres > Agence (issue 59, item 3): the trust account's status and its confirmation by another admin or
// comptable than the one who changed it (no SEPA file until then), and how owners' IBANs are verified.

export function VerificationIbans({ agence }: { agence: ParametresAgence }) {
  const user = useSession().user;
  const qc = useQueryClient();
  const [ouvert, setOuvert] = React.useState(false);
  const [mode, setMode] = React.useState<ModeVerification>(agence.verificationIban);
  React.useEffect(() => setMode(agence.verificationIban), [agence.verificationIban]);
  const enAttente = agence.ibanStatut === "a_verifier";
  const soi = (agence.ibanModifiePar ?? "").toLowerCase() === user?.email.toLowerCase();

  const refresh = () => qc.invalidateQueries({ queryKey: agenceQuery.queryKey });
  const echec = (e: unknown) => {
    if (!(e instanceof ApiError && e.status === 401))
      notify.danger(e instanceof ApiError ? e.message : "L'enregistrement a échoué.");
  };

  async function confirmer() {
    try {
      await confirmerSequestre(agence.iban);
      notify.success("Le compte séquestre est confirmé : les fichiers SEPA peuvent être émis.");
    } catch (e) {
      echec(e);
    }
    await refresh();
  }

  async function choisir(v: string) {
    const suivant = v as ModeVerification;
    setMode(suivant);
    try {
      const saved = await api<ParametresAgence>(route("PUT /agence"), {
        body: { verificationIban: suivant },
      });
      qc.setQueryData(agenceQuery.queryKey, saved);
      notify.success("La vérification des IBAN est enregistrée.");
    } catch (e) {
      setMode(agence.verificationIban);
      echec(e);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-label="Compte séquestre"
        data-testid="sequestre-statut"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card px-4 py-3"
      >
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium">Compte séquestre</h3>
            <span className="break-all font-mono text-sm">
              {agence.iban ? ibanEnGroupes(agence.iban) : "non renseigné"}
            </span>
            <StatutIbanBadge statut={agence.ibanStatut} />
          </div>
          {enAttente ? (
            <p className="text-sm text-muted-foreground">
              Modifié par {agence.ibanModifiePar || "un utilisateur"}
              {agence.ibanModifieAt ? ` le ${formatDateTime(agence.ibanModifieAt)}` : ""} : aucun
              fichier SEPA (virements, prélèvements) tant qu'un autre administrateur ou comptable ne
              l'a pas confirmé.
            </p>
          ) : null}
        </div>
        {enAttente && canMoveMoney(user?.role) ? (
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <Button disabled={soi} onClick={() => setOuvert(true)}>
              <ShieldCheckIcon aria-hidden /> Confirmer le compte séquestre
            </Button>
            {soi ? (
              <p className="max-w-80 text-xs text-muted-foreground">{MSG_SEQUESTRE_AUTEUR}</p>
            ) : null}
          </div>
        ) : null}
      </section>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium">Vérification des IBAN des propriétaires</legend>
        <p className="text-sm text-muted-foreground">
          Un IBAN saisi ou modifié est « à vérifier » : le propriétaire est écarté des reversements
          jusqu'à sa vérification.
        </p>
        <RadioGroup value={mode} onValueChange={choisir} className="grid gap-2 md:grid-cols-2">
          {MODES_VERIFICATION.map((m) => (
            <Label
              key={m}
              htmlFor={`verification-${m}`}
              className="flex cursor-pointer items-start gap-2 rounded-md border p-3 font-normal has-[[data-state=checked]]:border-primary"
            >
              <RadioGroupItem id={`verification-${m}`} value={m} className="mt-0.5" />
              <span className="flex flex-col gap-0.5">
                <span className="font-medium">{MODE_VERIFICATION_LABELS[m]}</span>
                <span className="text-xs text-muted-foreground">{MODE_VERIFICATION_AIDES[m]}</span>
              </span>
            </Label>
          ))}
        </RadioGroup>
      </fieldset>
      <ConfirmDialog
        open={ouvert}
        onOpenChange={setOuvert}
        onConfirm={confirmer}
        title="Confirmer le compte séquestre ?"
        description={`${agence.iban ? ibanEnGroupes(agence.iban) : ""} (BIC ${agence.bic || "—"}) : vérifiez-le sur un document de la banque. Les fichiers SEPA seront ensuite émis depuis ce compte.`}
        confirmLabel="Confirmer"
        destructive={false}
      />
    </div>
  );
}
