import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { formatMoney } from "@/lib/format";
import { notify } from "@/lib/notify";
import { fautesDe } from "./champ";
import { LignesFacture, ligneEnvoyee, ligneVide, type LigneSaisie } from "./facture-lignes";
import { type FactureLue, rafraichirIntervention, ventilerFacture } from "./interventions-api";

// « Ventiler » (issue 76, ADR 135): staff split an invoice again until a validated batch pays it, typically the
// supplier's one line « à ventiler ». The server checks the sum, the décret's causes and the batch; its messages
// show at their line. The tenant's previous lines are reversed by the server: the confirmation says so.

type Facture = NonNullable<FactureLue>;

const enSaisie = (l: Facture["lignes"][number]): LigneSaisie => ({
  ...ligneVide(),
  libelle: l.libelle ?? "",
  montant: String(l.montant).replace(".", ","),
  imputation: l.imputation,
  ...(l.nature ? { nature: l.nature } : {}),
  ...(l.chargeLocataire
    ? {
        rubrique: l.chargeLocataire.rubrique as LigneSaisie["rubrique"],
        cause: l.chargeLocataire.cause as LigneSaisie["cause"],
      }
    : {}),
});

export function VentilerFacture({
  facture: f,
  intervention,
}: {
  facture: Facture;
  intervention: number;
}) {
  const qc = useQueryClient();
  const [ouvert, setOuvert] = React.useState(false);
  const [lignes, setLignes] = React.useState<LigneSaisie[]>([]);
  const [fautes, setFautes] = React.useState<Record<string, string>>({});
  const [confirmer, setConfirmer] = React.useState(false);

  function ouvrir() {
    // A supplier's line « à ventiler » is a start, not a split: begin from its amount on one owners' line.
    setLignes(
      f.aVentiler
        ? [{ ...ligneVide(), montant: String(f.montant).replace(".", ",") }]
        : f.lignes.map(enSaisie),
    );
    setFautes({});
    setOuvert(true);
  }

  async function enregistrer() {
    try {
      await ventilerFacture(intervention, lignes.map(ligneEnvoyee));
      notify.success(`Facture n° ${f.numero} ventilée.`);
      setOuvert(false);
      await rafraichirIntervention(qc);
    } catch (err) {
      setFautes(fautesDe(err));
    }
  }

  if (!ouvert)
    return (
      <Button
        variant={f.aVentiler ? "default" : "outline"}
        size="sm"
        className="self-start"
        onClick={ouvrir}
      >
        Ventiler
      </Button>
    );
  const aLocataire = f.lignes.some((l) => l.imputation === "locataire");
  return (
    <form
      aria-label="Ventiler la facture"
      className="flex flex-col gap-3 rounded-lg border p-3"
      onSubmit={(e) => {
        e.preventDefault();
        setConfirmer(true);
      }}
    >
      <p className="text-sm text-muted-foreground">
        Les lignes doivent faire le montant de la facture, {formatMoney(f.montant)}.
      </p>
      {fautes.lignes ? (
        <p role="alert" className="text-sm text-destructive">
          {fautes.lignes}
        </p>
      ) : null}
      <LignesFacture lignes={lignes} onChange={setLignes} fautes={fautes} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => setOuvert(false)}>
          Annuler
        </Button>
        <Button type="submit">Enregistrer la ventilation</Button>
      </div>
      <ConfirmDialog
        open={confirmer}
        onOpenChange={setConfirmer}
        onConfirm={enregistrer}
        title="Enregistrer cette ventilation ?"
        description={`Les lignes remplacent les précédentes.${
          aLocataire
            ? " La part déjà imputée au locataire est annulée par une écriture inverse sur son compte, la nouvelle débitée avec le prochain terme."
            : " Une part au locataire est débitée sur son compte avec le prochain terme."
        } Les propriétaires sont débités au paiement du fournisseur.`}
        confirmLabel="Ventiler"
      />
    </form>
  );
}
