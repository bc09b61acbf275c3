import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import { api } from "@/api/client";
import { route } from "@/api/routes";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { tellError } from "@/features/quitances/quitance-actions";
import { formatDate, formatMoney } from "@/lib/format";
import { notify } from "@/lib/notify";
import { parisDate } from "@worker/domain/dates";

// « Récupérations à reverser » (issue 78, ADR 130 and 136): the tenants' payments of an insurer's claim, held on the
// trust account until they leave. A GLI insurer's leave with the supplier batch; Visale's are transferred by hand,
// then « Virement fait le » is recorded (confirmed; the server refuses the person who recorded the payment).

type Ligne = Answer<"GET /sinistres/recuperations">["lignes"][number];

// ADR 157: a rejected direct debit's recovery is reversed by a negative line; nothing of either leaves, and one
// already transferred is owed back by the insurer.
const annulee = (l: Ligne) => l.annuleId != null || l.annulee;

const etatReversement = (l: Ligne) =>
  l.reversement?.fait
    ? `Reversée le ${formatDate(l.reversement.date ?? "")}`
    : l.reversement
      ? `Dans le paiement des fournisseurs n° ${l.reversement.PaiementFournisseurId} (brouillon)`
      : l.voie === "lot"
        ? "Au prochain paiement des fournisseurs"
        : "Virement à faire à la main";

// ADR 166: the reversal of a recovery already transferred is a claim on the insurer: deducted from its next
// supplier batch (GLI), or settled when the insurer pays it back (« Remboursement reçu »).
const etatCreance = (l: Ligne) =>
  l.reversement?.fait
    ? l.reversement.PaiementFournisseurId != null
      ? `Déduite du paiement des fournisseurs n° ${l.reversement.PaiementFournisseurId}`
      : `Remboursée par l'assureur le ${formatDate(l.reversement.date ?? "")}`
    : l.reversement
      ? `À déduire dans le paiement des fournisseurs n° ${l.reversement.PaiementFournisseurId} (brouillon)`
      : "À réclamer à l'assureur";

const etat = (l: Ligne) =>
  l.creance
    ? etatCreance(l)
    : // ADR 170: its indemnity cancelled before the transfer, the money is a payment on the tenant's account.
      l.rendue
      ? "Indemnité annulée : rendue au locataire (payée à son compte)"
      : l.annuleId != null
        ? "Annulation : prélèvement rejeté"
        : l.annulee && l.reversement?.fait
          ? `Reversée le ${formatDate(l.reversement.date ?? "")}, puis annulée : à réclamer à l'assureur`
          : l.annulee
            ? "Annulée (prélèvement rejeté) : rien à reverser"
            : // ADR 166: its indemnity cancelled before the transfer, the insurer is owed it no more.
              l.sansIndemnite && !l.reversement
              ? "Indemnité annulée : plus due à l'assureur, rien à reverser"
              : etatReversement(l);

const colonnes = [
  col.date<Ligne>("date", "Payée le"),
  col.text<Ligne>("locataire", "Locataire"),
  col.text<Ligne>("organisme", "Assureur"),
  col.money<Ligne>("montant", "Montant"),
  col.text<Ligne>("reference", "Référence"),
  col.text<Ligne>("etat", "Reversement", etat),
];

export function RecuperationsCard() {
  const qc = useQueryClient();
  const { data } = useQuery({
    queryKey: ["recuperations"],
    queryFn: ({ signal }) =>
      api<Answer<"GET /sinistres/recuperations">>(route("GET /sinistres/recuperations"), {
        signal,
      }),
  });
  const [cible, setCible] = React.useState<Ligne | null>(null);
  const [aRendre, setARendre] = React.useState<Ligne | null>(null);
  const jour = parisDate(new Date());

  async function virementFait() {
    if (!cible) return;
    try {
      await api(route("POST /sinistres/recuperations/:id/virement", { id: cible.id }), {
        body: { date: jour },
      });
      notify.success(
        cible.creance
          ? "Remboursement de l'assureur enregistré."
          : "Virement à l'assureur enregistré.",
      );
    } catch (err) {
      tellError(err);
    } finally {
      await qc.invalidateQueries({ queryKey: ["recuperations"] });
    }
  }

  // ADR 172: a recovery an indemnity cancelled before ADR 170 left to no one, given back once (the server decides).
  async function rendreAuLocataire() {
    if (!aRendre) return;
    try {
      await api(route("POST /sinistres/recuperations/:id/rendre", { id: aRendre.id }), {
        body: {},
      });
      notify.success("Récupération rendue au locataire : elle paie son terme.");
    } catch (err) {
      tellError(err);
    } finally {
      await qc.invalidateQueries({ queryKey: ["recuperations"] });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Récupérations à reverser</CardTitle>
        <CardDescription>
          Les paiements des locataires sur leur dette envers un assureur (après subrogation) :
          l'argent de l'assureur, à lui reverser. Reste à reverser : {formatMoney(data?.total ?? 0)}
          .
          {/* ADR 166: what an insurer got beyond its due (a recovery or an indemnity cancelled after it left). */}
          {(data?.aReclamer ?? []).map((c) => (
            <span key={c.organisme} className="block">
              À réclamer à {c.organisme} (reversé en trop) : {formatMoney(c.montant)}.
            </span>
          ))}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DataTable
          columns={colonnes}
          data={data?.lignes ?? []}
          actions={{ edit: false, view: false, delete: false }}
          rowActions={(l) =>
            l.creance && !l.reversement ? (
              <Button size="sm" variant="outline" onClick={() => setCible(l)}>
                Remboursement reçu
              </Button>
            ) : l.voie === "manuel" && !l.reversement && !annulee(l) && !l.sansIndemnite ? (
              <Button size="sm" variant="outline" onClick={() => setCible(l)}>
                Virement fait
              </Button>
            ) : l.sansIndemnite && !l.reversement && !annulee(l) && !l.rendue ? (
              <Button size="sm" variant="outline" onClick={() => setARendre(l)}>
                Rendre au locataire
              </Button>
            ) : null
          }
          exportName="recuperations-a-reverser"
          emptyText="Aucune récupération."
        />
        <ConfirmDialog
          open={cible != null}
          onOpenChange={(o) => !o && setCible(null)}
          onConfirm={virementFait}
          title={cible?.creance ? "Remboursement reçu ?" : "Virement fait ?"}
          description={
            cible?.creance
              ? `${cible.organisme} a remboursé le ${formatDate(jour)} les ${formatMoney(-cible.montant)} reçus en trop (${cible.locataire}). Un remboursement enregistré ne peut pas être retiré.`
              : cible
                ? `Virement fait le ${formatDate(jour)} de ${formatMoney(cible.montant)} à ${cible.organisme} (paiement de ${cible.locataire}). Un virement enregistré ne peut pas être retiré.`
                : undefined
          }
          confirmLabel={cible?.creance ? "Enregistrer le remboursement" : "Enregistrer le virement"}
        />
        <ConfirmDialog
          open={aRendre != null}
          onOpenChange={(o) => !o && setARendre(null)}
          onConfirm={rendreAuLocataire}
          title="Rendre au locataire ?"
          description={
            aRendre
              ? `Les ${formatMoney(aRendre.montant)} de ${aRendre.locataire} ne sont plus dus à ${aRendre.organisme} (indemnité annulée) : ils deviennent un paiement de son terme. Cela ne peut pas être retiré.`
              : undefined
          }
          confirmLabel="Rendre au locataire"
        />
      </CardContent>
    </Card>
  );
}
