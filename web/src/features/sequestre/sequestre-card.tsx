import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { ErrorState } from "@/components/error-state";
import { GenerateDocumentButton } from "@/components/generate-document-button";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate, formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";
import { representationCall, sequestreQuery, type Representation } from "./sequestre-api";

/** The state under the title: what is missing, or the statement read. */
function etat(r: Representation) {
  if (r.CompteBancaireId === null) return "Aucun compte marqué séquestre.";
  if (r.dateReleve === null) return "Aucun relevé du compte séquestre importé à cette date.";
  return `Solde du compte séquestre au relevé du ${formatDate(r.dateReleve)}.`;
}

function Figure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn("text-lg font-semibold tabular-nums", className)}>{value}</dd>
    </div>
  );
}

/**
 * The dashboard's "Représentation des fonds" (loi Hoguet): what the agency owes its owners and tenants against the
 * trust account's balance; red while the difference is not zero, or unknown (no statement).
 */
export function SequestreCard() {
  const { data: r, isError, error } = useQuery(sequestreQuery());
  if (isError) return <ErrorState error={error} />;
  const equilibre = r?.ecart === 0;
  return (
    <Card
      className={cn("min-w-0", r && !equilibre && "border-destructive")}
      role="region"
      aria-label="Représentation des fonds"
      data-ecart={r ? String(r.ecart) : undefined}
    >
      <CardHeader className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>Représentation des fonds</CardTitle>
          <CardDescription>
            {r ? `Au ${formatDate(r.au)}. ${etat(r)}` : "Fonds des mandants et compte séquestre."}
          </CardDescription>
        </div>
        {r ? (
          equilibre ? (
            <Badge variant="success">Fonds représentés</Badge>
          ) : (
            <Badge variant="destructive">{r.ecart === null ? "Solde inconnu" : "Écart"}</Badge>
          )
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {r ? (
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <Figure label="Total dû" value={formatMoney(r.totalDu)} />
            <Figure
              label="Solde bancaire"
              value={r.soldeBanque === null ? "Non connu" : formatMoney(r.soldeBanque)}
            />
            <Figure
              label="Écart"
              value={r.ecart === null ? "Non calculé" : formatMoney(r.ecart)}
              className={equilibre ? "text-[oklch(0.42_0.12_152)]" : "text-destructive"}
            />
          </dl>
        ) : (
          <Skeleton className="h-14 w-full" />
        )}
        {r ? (
          <p className="text-xs text-muted-foreground">
            Dû aux mandants {formatMoney(r.soldesMandants)} · dépôts de garantie{" "}
            {formatMoney(r.depotsDetenus)} · crédits des locataires{" "}
            {formatMoney(r.creditsLocataires)}
            {r.primesAssureurs
              ? ` · primes GLI dues aux assureurs ${formatMoney(r.primesAssureurs)}`
              : ""}
            {r.recuperationsAssureurs
              ? ` · récupérations à reverser aux assureurs ${formatMoney(r.recuperationsAssureurs)}`
              : ""}
          </p>
        ) : null}
        {r ? (
          // Issue 60: what explains the difference, so that it can be checked from the card.
          <p className="text-xs text-muted-foreground" data-testid="sequestre-explication">
            Avances aux mandants {formatMoney(r.avancesMandants)} · honoraires non prélevés{" "}
            {formatMoney(r.honorairesNonPreleves)} · écart restant à expliquer{" "}
            {r.ecartInexplique === null ? "non calculé" : formatMoney(r.ecartInexplique)}
            {r.depotsConserves
              ? ` · dépôts conservés par les propriétaires ${formatMoney(r.depotsConserves)} (non dus)`
              : ""}
          </p>
        ) : null}
        {r &&
        (r.repriseAVerifier.proprietaires ||
          r.repriseAVerifier.locataires ||
          r.repriseAVerifier.depots) ? (
          // Issue 74 item 4 (ADR 113): an import's balances, outside the figures above until a second person confirms.
          <p
            className="rounded-md border border-warning/40 bg-warning/10 p-2 text-xs"
            data-testid="sequestre-reprise"
          >
            Soldes repris à vérifier, hors des montants ci-dessus : mandants{" "}
            {formatMoney(r.repriseAVerifier.proprietaires)} · locataires{" "}
            {formatMoney(r.repriseAVerifier.locataires)} · dépôts de garantie{" "}
            {formatMoney(r.repriseAVerifier.depots)}. Ils compteront une fois confirmés dans
            Paramètres &gt; Reprise de données.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <GenerateDocumentButton
            call={representationCall(r?.au ?? "")}
            label="État de représentation des fonds (PDF)"
            fileName={`representation-des-fonds-${r?.au ?? ""}`}
            disabled={!r}
          />
          {r?.CompteBancaireId === null || r?.dateReleve === null ? (
            <Link
              href="/banque"
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              Banque : compte séquestre et relevés
            </Link>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
