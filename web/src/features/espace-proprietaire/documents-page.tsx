import * as React from "react";
import { DownloadIcon, FileTextIcon, LoaderIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { userMessage } from "@/lib/error-message";
import { formatDate } from "@/lib/format";
import { parisToday } from "@/lib/paris-date";
import { periodeEnCours } from "@worker/domain/gerance/periode";
import {
  type EspaceProprietaire,
  factureAFaire,
  telechargerCompteRendu,
  telechargerDeclaration,
  telechargerFacture,
} from "./espace-proprietaire-api";
import { EspaceProprietairePage, Vide } from "./espace-proprietaire-page";

// « Documents »: the compte-rendu of a chosen period and the 2044 summary of a year (PDFs made on demand, as staff
// make them), then the documents of the mandate and lots (leases and inventories as signed, invoices), each a
// signed link the phone opens as is.
export function DocumentsPage() {
  return (
    <EspaceProprietairePage>
      {(page) => (
        <>
          <CompteRendu periodes={page.comptesRendus} />
          <Declarations annees={page.declarations2044} />
          <Liste documents={page.documents} />
        </>
      )}
    </EspaceProprietairePage>
  );
}

/** A download that can take a second (the PDF is made): its button waits, its error is said in French. */
function useTelechargement() {
  const [enCours, setEnCours] = React.useState<string | null>(null);
  const [erreur, setErreur] = React.useState<string | null>(null);
  const lancer = async (cle: string, f: () => Promise<void>) => {
    setEnCours(cle);
    setErreur(null);
    try {
      await f();
    } catch (e) {
      setErreur(userMessage(e));
    } finally {
      setEnCours(null);
    }
  };
  return { enCours, erreur, lancer };
}

const Erreur = ({ texte }: { texte: string | null }) =>
  texte ? (
    <p role="alert" className="text-sm text-destructive">
      {texte}
    </p>
  ) : null;

function CompteRendu({ periodes }: { periodes: EspaceProprietaire["comptesRendus"] }) {
  const [choix, setChoix] = React.useState(0);
  const t = useTelechargement();
  const p = periodes[choix];
  // The current quarter and year are offered too: said running, as their PDF says it (staff's dialog alike).
  const aujourdhui = parisToday();
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base">
          <h2>Compte-rendu de gérance</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-4">
        {p ? (
          <>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="periode-compte-rendu">Période</Label>
              <select
                id="periode-compte-rendu"
                className="h-10 w-full rounded-md border bg-card px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                value={choix}
                onChange={(e) => setChoix(Number(e.target.value))}
              >
                {periodes.map((x, i) => (
                  <option key={`${x.du}-${x.au}`} value={i}>
                    {x.libelle}
                    {periodeEnCours(x.du, x.au, aujourdhui) ? " (en cours)" : ""}
                  </option>
                ))}
              </select>
            </div>
            <Button
              className="w-full sm:w-fit"
              disabled={t.enCours !== null}
              onClick={() => t.lancer("cr", () => telechargerCompteRendu(p.du, p.au, p.libelle))}
            >
              {t.enCours ? (
                <LoaderIcon className="animate-spin" aria-hidden />
              ) : (
                <DownloadIcon aria-hidden />
              )}
              Télécharger le compte-rendu
            </Button>
            <Erreur texte={t.erreur} />
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            Votre premier compte-rendu sera disponible après le premier mouvement de votre compte.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function Declarations({ annees }: { annees: EspaceProprietaire["declarations2044"] }) {
  const t = useTelechargement();
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base">
          <h2>Aide à la déclaration des revenus fonciers (2044)</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 px-4">
        {annees.length ? (
          <ul className="flex flex-wrap gap-2">
            {annees.map((a) => (
              <li key={a.annee}>
                <Button
                  variant="outline"
                  disabled={t.enCours !== null}
                  onClick={() => t.lancer(String(a.annee), () => telechargerDeclaration(a.annee))}
                >
                  {t.enCours === String(a.annee) ? (
                    <LoaderIcon className="animate-spin" aria-hidden />
                  ) : (
                    <DownloadIcon aria-hidden />
                  )}
                  {a.annee}
                  {a.provisoire ? " (provisoire)" : ""}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Aucune année à déclarer pour le moment.</p>
        )}
        <Erreur texte={t.erreur} />
      </CardContent>
    </Card>
  );
}

type Document = EspaceProprietaire["documents"][number];

const ligne =
  "flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none";

function Contenu({ d }: { d: Document }) {
  return (
    <>
      <FileTextIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="block font-medium break-words">{d.libelle}</span>
        {d.date ? (
          <span className="block text-sm text-muted-foreground">{formatDate(d.date)}</span>
        ) : null}
      </span>
      <DownloadIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span className="sr-only">(ouvrir le document)</span>
    </>
  );
}

function Liste({ documents }: { documents: EspaceProprietaire["documents"] }) {
  const t = useTelechargement();
  return (
    <>
      <h2 className="text-base font-semibold">Mandat, baux, états des lieux et factures</h2>
      {documents.length ? (
        <ul className="divide-y rounded-lg border bg-card" aria-label="Documents">
          {documents.map((d) => {
            const facture = factureAFaire(d.url);
            return (
              <li key={d.url}>
                {facture === null ? (
                  <a href={d.url} target="_blank" rel="noopener" className={ligne}>
                    <Contenu d={d} />
                  </a>
                ) : (
                  <button
                    type="button"
                    className={ligne}
                    disabled={t.enCours !== null}
                    onClick={() => t.lancer(d.url, () => telechargerFacture(facture, d.libelle))}
                  >
                    <Contenu d={d} />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <Vide>Aucun document pour le moment.</Vide>
      )}
      <Erreur texte={t.erreur} />
    </>
  );
}
