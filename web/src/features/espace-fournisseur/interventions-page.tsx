import { useQuery } from "@tanstack/react-query";
import { ETAT_INTERVENTION_LABELS, METIER_LABELS } from "@worker/domain/travaux/types";
import { estParmi } from "@worker/domain/parmi";
import { ETATS_INTERVENTION, METIERS } from "@worker/domain/travaux/types";
import { ErrorState } from "@/components/error-state";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Vide } from "@/features/espace-proprietaire/espace-proprietaire-page";
import { formatDate, formatMoney } from "@/lib/format";
import { type Agence, type Intervention, interventionsQuery } from "./api";
import { RendezVousAgence } from "./rendez-vous-agence";
import { Reponse, Realisee } from "./actions";
import { EnvoiDevis, EnvoiFacture, EnvoiPhoto } from "./envois";

// « Mes interventions » in the supplier's space (issue 76 item 6, ADR 127): phone first, one column of cards, each
// with the lot's address and access, the tenant's contact when they agreed, the work, the price agreed, the state and
// the payment; then what the supplier does next. Amounts arrive in euros.

const etat = (e: string) => (estParmi(ETATS_INTERVENTION, e) ? ETAT_INTERVENTION_LABELS[e] : e);
const metier = (m: string) => (estParmi(METIERS, m) ? METIER_LABELS[m] : m);

export function InterventionsFournisseurPage() {
  const q = useQuery(interventionsQuery);
  if (q.error) return <ErrorState error={q.error} />;
  if (!q.data)
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <p className="sr-only">Chargement…</p>
        <Skeleton className="h-40 w-full" />
      </div>
    );
  return (
    <div className="flex w-full flex-col gap-4">
      {q.data.data.length ? (
        <ul className="flex flex-col gap-3" aria-label="Interventions">
          {q.data.data.map((i) => (
            <li key={i.id}>
              <CarteIntervention i={i} agence={q.data.agence} />
            </li>
          ))}
        </ul>
      ) : (
        <Vide>Aucune intervention ne vous est confiée pour le moment.</Vide>
      )}
    </div>
  );
}

function Ligne({ titre, children }: { titre: string; children: React.ReactNode }) {
  return (
    <div className="col-span-2 sm:col-span-1">
      <dt className="text-muted-foreground">{titre}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function CarteIntervention({ i, agence }: { i: Intervention; agence: Agence }) {
  const devisPossible = ["ouverte", "devis_demande", "devis_recu"].includes(i.etat);
  const photosPossibles = ["commandee", "realisee", "facturee", "payee"].includes(i.etat);
  return (
    <Card className="gap-3 py-4" aria-label={`Intervention n° ${i.id}`}>
      <CardHeader className="px-4">
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          <span className="break-words">{i.objet}</span>
          {i.urgence ? <Badge variant="destructive">Urgent</Badge> : null}
          <Badge variant="secondary">{etat(i.etat)}</Badge>
          {i.paiement ? <Badge variant="success">{i.paiement}</Badge> : null}
        </CardTitle>
        <p className="text-sm text-muted-foreground break-words">
          N° {i.id} · {metier(i.metier)} · {i.adresse}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-4 text-sm">
        {i.description ? <p className="break-words">{i.description}</p> : null}
        <dl className="grid grid-cols-2 gap-2">
          <Ligne titre="Accès">
            {i.acces ?? <RendezVousAgence agence={agence} invite="Voir avec l'agence" />}
          </Ligne>
          <Ligne titre="Locataire">
            {i.contactLocataire ? (
              [i.contactLocataire.nom, i.contactLocataire.tel, i.contactLocataire.mail]
                .filter(Boolean)
                .join(" · ")
            ) : (
              <RendezVousAgence agence={agence} />
            )}
          </Ligne>
          <Ligne titre="Prix convenu">
            {i.prixConvenuTTC === null
              ? "Pas encore de devis retenu"
              : `${formatMoney(i.prixConvenuTTC)} TTC (${formatMoney(i.prixConvenuHT)} HT)`}
          </Ligne>
          <Ligne titre="Passage">{i.datePassage ? formatDate(i.datePassage) : "À convenir"}</Ligne>
          {i.facture ? (
            <Ligne titre="Votre facture">
              n° {i.facture.numero} du {formatDate(i.facture.date)},{" "}
              {formatMoney(i.facture.montant)}
            </Ligne>
          ) : null}
          {i.devis.length ? (
            <Ligne titre="Vos devis">
              {i.devis
                .map(
                  (d) =>
                    `${formatMoney(d.montantTTC)} TTC${d.choisi ? " (retenu)" : d.refuse ? " (refusé)" : ""}`,
                )
                .join(" · ")}
            </Ligne>
          ) : null}
          {i.photos.length ? (
            <Ligne titre="Photos">
              {i.photos.filter((p) => p.moment === "avant").length} avant ·{" "}
              {i.photos.filter((p) => p.moment === "apres").length} après
            </Ligne>
          ) : null}
        </dl>
        {!i.acceptee && !["realisee", "facturee", "payee", "annulee"].includes(i.etat) ? (
          <Reponse i={i} />
        ) : null}
        {devisPossible ? <EnvoiDevis i={i} /> : null}
        {photosPossibles ? <EnvoiPhoto i={i} /> : null}
        {i.etat === "commandee" ? <Realisee i={i} /> : null}
        {i.etat === "realisee" && !i.facture ? <EnvoiFacture i={i} /> : null}
      </CardContent>
    </Card>
  );
}
