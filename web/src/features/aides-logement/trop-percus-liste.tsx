import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { tellError } from "@/features/quitances/quitance-actions";
import { useSession } from "@/api/session-store";
import { formatMoney } from "@/lib/format";
import { notify } from "@/lib/notify";
import { canMoveMoney } from "@worker/domain/roles";
import { type TropPercu, tropPercusQuery, validerTropPercu } from "./aides-logement-api";
import { moisLong } from "@worker/domain/compte/libelles";
import { de } from "@worker/domain/francais/elision";

// The trop-perçus to repay (ADR 131): money leaving the trust account, validated by an admin or comptable other than
// the person who recorded it; the transfer then goes to the organisme and the tenant's account is debited once.

const jourFr = (d: string) => d.split("-").reverse().join("/");

export function TropPercusListe() {
  const { data, isError, error } = useQuery(tropPercusQuery());
  const client = useQueryClient();
  const user = useSession().user;
  const [aValider, setAValider] = React.useState<TropPercu | null>(null);
  if (isError) return <ErrorState error={error} />;
  if (!data) return <p className="text-sm text-muted-foreground">Chargement…</p>;
  if (!data.data.length)
    return (
      <p className="text-sm text-muted-foreground">
        Aucun trop-perçu. Un trop-perçu s'enregistre depuis l'onglet Compte du dossier.
      </p>
    );
  return (
    <>
      <ul className="flex flex-col gap-2" data-trop-percus>
        {data.data.map((t) => (
          <li
            key={t.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
          >
            <span>
              <Link
                href={`/Dossier/${t.DossierId}`}
                className="font-medium underline underline-offset-4"
              >
                {t.locataire}
              </Link>{" "}
              — {t.organisme} n° {t.numeroAllocataire}, aide {de(moisLong(t.mois))} :{" "}
              <strong className="tabular-nums">{formatMoney(t.montant)}</strong> ({t.motif})
              <br />
              {t.statut === "rembourse"
                ? `Remboursé le ${jourFr(t.rembourseLe ?? "")}, validé par ${t.validePar}.`
                : `À valider (enregistré par ${t.auteur}).`}
            </span>
            {t.statut === "a_valider" && canMoveMoney(user?.role) && user?.email !== t.auteur ? (
              <Button type="button" size="sm" onClick={() => setAValider(t)}>
                Valider le remboursement
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={aValider !== null}
        onOpenChange={(o) => (o ? null : setAValider(null))}
        onConfirm={async () => {
          if (!aValider) return;
          try {
            await validerTropPercu(aValider.id);
            notify.success("Remboursement validé : le compte du locataire est débité.");
          } catch (e) {
            tellError(e);
          }
          void client.invalidateQueries({ queryKey: ["aidesLogement"] });
        }}
        title="Valider le remboursement à l'organisme ?"
        description={
          aValider
            ? `${formatMoney(aValider.montant)} seront remboursés à la ${aValider.organisme} par virement et débités du compte de ${aValider.locataire}. Cette opération est définitive.`
            : ""
        }
        confirmLabel="Valider le remboursement"
      />
    </>
  );
}
