import { ExternalLinkIcon, FileCheckIcon, FileTextIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { DocumentEspaceButton } from "./document-espace-button";
import { appelsDocuments, type EspaceLocataire } from "./espace-locataire-api";
import { PageLocataire } from "./page-locataire";

// « Documents »: the attestations first (de loyer, what employers ask for; de paiement, the last twelve months a
// lender asks for; the CAF takes only its Cerfa, which staff fill: issue 73), made on demand; then the lease,
// its inventories and annexes as signed and the direct-debit mandate, each opened through its signed link.

const TYPES_BAIL: Record<string, string> = {
  nu: "Location nue",
  meublé: "Location meublée",
  mobilité: "Bail mobilité",
  étudiant: "Bail étudiant",
};

export function DocumentsPage() {
  return <PageLocataire>{(data) => <Documents data={data} />}</PageLocataire>;
}

function Documents({ data }: { data: EspaceLocataire }) {
  const { bail, documents } = data;
  return (
    <>
      <Card className="py-5">
        <CardContent className="flex flex-col gap-3">
          <h2 className="font-semibold">Attestations</h2>
          <p className="text-sm text-muted-foreground">
            Le bail, le loyer et les charges, et l'état de vos paiements à ce jour, signée par
            l'agence&nbsp;: le document demandé par un employeur. Pour la CAF, demandez à l'agence
            l'attestation de loyer sur le formulaire de la CAF.
          </p>
          <DocumentEspaceButton
            call={appelsDocuments.attestation()}
            label="Attestation de loyer"
            nom="attestation-de-loyer"
            variant="default"
            size="lg"
            className="w-full sm:w-fit"
            icone={<FileCheckIcon aria-hidden />}
          />
          <p className="text-sm text-muted-foreground">
            Vos loyers et charges des douze derniers mois, ce que vous avez payé et quand, et le
            solde à ce jour&nbsp;: le document demandé par une banque ou un futur bailleur.
          </p>
          <DocumentEspaceButton
            call={appelsDocuments.attestationPaiement(bail.DossierId)}
            label="Attestation de paiement des loyers"
            nom="attestation-de-paiement-des-loyers"
            variant="outline"
            size="lg"
            className="w-full sm:w-fit"
            icone={<FileCheckIcon aria-hidden />}
          />
        </CardContent>
      </Card>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg border bg-card p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Logement</dt>
          <dd>{bail.adresse}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Bail</dt>
          <dd>
            {TYPES_BAIL[bail.typeBail] ?? bail.typeBail}, depuis le {formatDate(bail.dateDebutBail)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Assurance habitation</dt>
          <dd>
            {bail.assuranceDateFin
              ? `Attestation valable jusqu'au ${formatDate(bail.assuranceDateFin)}`
              : "Aucune attestation en cours"}
          </dd>
        </div>
      </dl>
      <h2 className="text-lg font-semibold">Mes documents</h2>
      {documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          L'agence n'a pas encore mis de document à votre disposition.
        </p>
      ) : (
        <ul className="divide-y rounded-lg border bg-card" aria-label="Documents du bail">
          {documents.map((d) => (
            <li key={d.url}>
              <a
                href={d.url}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-3 px-4 py-3 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <FileTextIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium">{d.libelle}</span>
                  {d.date ? (
                    <span className="block text-xs text-muted-foreground">
                      {formatDate(d.date)}
                    </span>
                  ) : null}
                </span>
                <ExternalLinkIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="sr-only">(s'ouvre dans un nouvel onglet)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
