import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "@/api/client";
import { listQuery } from "@/api/resources";
import { route } from "@/api/routes";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { tellError } from "@/features/quitances/quitance-actions";
import { notify } from "@/lib/notify";

// The agency's GLI contracts and the insurer each pays (issue 78, ADR 128 and 136): `ContratGli.FournisseurId` picks
// the insurer among the suppliers, so the quarter's premiums and the tenants' recoveries leave in the supplier batch.
// Confirmed first: it decides where money goes. The server's refusal is shown at the field.

const SELECT =
  "h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

type Contrat = {
  id: number;
  assureur: string;
  numeroContrat: string;
  FournisseurId: number | null;
};

export function ContratsGliCard() {
  const contrats = useQuery({
    queryKey: ["ContratGli"],
    queryFn: ({ signal }) =>
      api<{ data: Contrat[] }>(route("GET /:resource", { resource: "ContratGli" }), { signal }),
  });
  const lignes = contrats.data?.data ?? [];
  if (lignes.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contrats GLI : assureur payé</CardTitle>
        <CardDescription>
          L'assureur de chaque contrat, choisi parmi les fournisseurs (son IBAN confirmé) : les
          primes de chaque trimestre et les récupérations lui sont payées par le paiement des
          fournisseurs.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {lignes.map((c) => (
          <AssureurDuContrat key={c.id} contrat={c} />
        ))}
      </CardContent>
    </Card>
  );
}

function AssureurDuContrat({ contrat }: { contrat: Contrat }) {
  const qc = useQueryClient();
  const fournisseurs = useQuery(listQuery("Fournisseur"));
  const [choix, setChoix] = React.useState(
    contrat.FournisseurId ? String(contrat.FournisseurId) : "",
  );
  const [erreur, setErreur] = React.useState<string | undefined>();
  const [confirmer, setConfirmer] = React.useState(false);
  const id = `contrat-gli-${contrat.id}`;
  const nom = (fournisseurs.data ?? []).find((f) => String(f.id) === choix)?.raisonSociale;

  async function enregistrer() {
    setErreur(undefined);
    try {
      await api(route("PUT /:resource/:id", { resource: "ContratGli", id: contrat.id }), {
        body: { FournisseurId: choix ? Number(choix) : null },
      });
      notify.success("Assureur du contrat enregistré.");
    } catch (err) {
      if (err instanceof ApiError && err.fields?.FournisseurId) setErreur(err.fields.FournisseurId);
      else tellError(err);
    } finally {
      await qc.invalidateQueries({ queryKey: ["ContratGli"] });
    }
  }

  return (
    <form
      className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end"
      onSubmit={(ev) => {
        ev.preventDefault();
        setConfirmer(true);
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>
          {contrat.assureur} · n° {contrat.numeroContrat}
        </Label>
        <select id={id} className={SELECT} value={choix} onChange={(e) => setChoix(e.target.value)}>
          <option value="">Aucun fournisseur (primes non payables)</option>
          {(fournisseurs.data ?? []).map((f) => (
            <option key={f.id} value={f.id}>
              {f.raisonSociale}
            </option>
          ))}
        </select>
        {erreur && (
          <p role="alert" className="text-sm text-destructive">
            {erreur}
          </p>
        )}
      </div>
      <Button type="submit" variant="outline">
        Enregistrer l'assureur
      </Button>
      <ConfirmDialog
        open={confirmer}
        onOpenChange={setConfirmer}
        onConfirm={enregistrer}
        title="Changer l'assureur payé ?"
        description={`Les primes et récupérations du contrat n° ${contrat.numeroContrat} seront payées à ${nom ?? "aucun fournisseur"}.`}
        confirmLabel="Enregistrer l'assureur"
      />
    </form>
  );
}
