import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { FileDownIcon, Loader2Icon } from "lucide-react";
import { documentCalls } from "@/api/documents";
import { GenerateDocumentButton } from "@/components/generate-document-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { tellError } from "@/features/quitances/quitance-actions";
import { donneesCafQuery, telechargerDonneesCaf } from "./attestations-api";

// Issue 73, item 7: on the dossier's Documents tab, the tenant's attestations: the payment attestation of the last
// twelve months (a stored document, as the others), and the CAF sheet of Cerfa 10842*07 with what the records lack.

export function AttestationsCard({
  dossierId,
  locataire,
}: {
  dossierId: number;
  locataire: string;
}) {
  const caf = useQuery(donneesCafQuery(dossierId));
  const [busy, setBusy] = React.useState(false);
  async function telecharger() {
    setBusy(true);
    try {
      await telechargerDonneesCaf(dossierId);
    } catch (e) {
      tellError(e);
    } finally {
      setBusy(false);
    }
  }
  const manquants = caf.data?.manquants ?? [];
  return (
    <Card data-attestations>
      <CardHeader>
        <CardTitle>Attestations du locataire</CardTitle>
        <CardDescription>
          L'attestation de paiement des loyers (douze derniers mois et solde, signée par l'agence)
          et les données de l'attestation de loyer CAF (cerfa n°{" "}
          {caf.data?.formulaire.cerfa ?? "10842*07"}
          ), à recopier sur le formulaire ou le portail partenaires de la CAF.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          <GenerateDocumentButton
            call={documentCalls.attestationPaiement(dossierId)}
            label="Attestation de paiement des loyers"
            fileName={`Attestation de paiement des loyers - ${locataire}`}
          />
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={telecharger}>
            {busy ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <FileDownIcon aria-hidden />
            )}
            {busy ? "Génération…" : "Attestation de loyer CAF (données)"}
          </Button>
        </div>
        {manquants.length ? (
          <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:bg-amber-950/30">
            <p className="font-medium">À compléter à la main sur le formulaire CAF :</p>
            <ul className="mt-1 list-disc pl-5">
              {manquants.map((m) => (
                <li key={m.champ}>{m.libelle}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
