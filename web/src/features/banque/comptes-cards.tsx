import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { FileTextIcon, LandmarkIcon, ListIcon, PencilIcon } from "lucide-react";
import { ErrorState } from "@/components/error-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { countLabel, formatDate, formatMoney } from "@/lib/format";
import { comptesQuery, type CompteBancaire } from "./banque-api";
import { CompteDialog } from "./compte-dialog";
import { RapprochementDialog } from "./rapprochement-dialog";
import { RelevesDialog } from "./releves-dialog";
import { numeroLisible } from "@worker/domain/banque/iban";

const chiffres = (t: string) => t.replace(/[\s.-]/g, "").toUpperCase();
/** An account created by an import is named after its number (« Compte 00012345678 »): the number is said once. */
const numeroDansLibelle = (c: CompteBancaire) =>
  !!c.numero && chiffres(c.libelle).includes(chiffres(c.numero));

/** The agency's bank accounts: last balance, lines waiting, and each one's reconciliation statement. */
export function ComptesCards() {
  const comptes = useQuery(comptesQuery);
  const [rapprochement, setRapprochement] = React.useState<CompteBancaire | null>(null);
  const [releves, setReleves] = React.useState<CompteBancaire | null>(null);
  const [modifie, setModifie] = React.useState<CompteBancaire | null>(null);
  if (comptes.isError) return <ErrorState error={comptes.error} />;
  if (comptes.isLoading) return <Skeleton className="h-24 w-full" />;
  if (!comptes.data?.length)
    return (
      <Card className="p-4 text-sm text-muted-foreground">
        Aucun compte : importez un premier relevé.
      </Card>
    );
  return (
    <section aria-label="Comptes bancaires" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {comptes.data.map((c) => (
        <Card key={c.id} className="flex flex-col gap-3 p-4">
          <div className="flex min-w-0 items-start gap-3">
            <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
              <LandmarkIcon className="size-4" aria-hidden />
            </div>
            <div className="min-w-0 flex-1">
              {/* The label whole, wrapped: cut, « Compte 00012345… » told neither the bank nor the number. */}
              <h2 className="text-sm font-semibold break-words">{c.libelle}</h2>
              {numeroDansLibelle(c) ? null : (
                <p className="truncate text-xs text-muted-foreground">
                  {c.numero ? numeroLisible(c.numero) : "Numéro non indiqué"}
                </p>
              )}
              {c.sequestre ? (
                <Badge variant="info" className="mt-1">
                  Compte séquestre
                </Badge>
              ) : null}
            </div>
            {c.aRapprocher ? (
              <Badge variant="warning">
                {countLabel(c.aRapprocher, "à rapprocher", "à rapprocher")}
              </Badge>
            ) : (
              <Badge variant="success">À jour</Badge>
            )}
          </div>
          <div className="flex flex-wrap items-end justify-between gap-2">
            <div>
              <p className="text-xs text-muted-foreground">
                {c.dernierReleve
                  ? `Relevé jusqu'au ${formatDate(c.dernierReleve)}`
                  : "Aucun relevé"}
              </p>
              {c.dernierSolde === null ? (
                <p className="text-sm text-muted-foreground">Solde non fourni par la banque</p>
              ) : (
                <p className="text-lg font-semibold tabular-nums">{formatMoney(c.dernierSolde)}</p>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="icon-sm"
                aria-label={`Modifier le compte ${c.libelle}`}
                title="Modifier le compte (libellé, compte séquestre)"
                onClick={() => setModifie(c)}
              >
                <PencilIcon aria-hidden />
              </Button>
              <Button variant="outline" size="sm" onClick={() => setReleves(c)}>
                <ListIcon aria-hidden /> Relevés
              </Button>
              <Button variant="outline" size="sm" onClick={() => setRapprochement(c)}>
                <FileTextIcon aria-hidden /> Rapprochement
              </Button>
            </div>
          </div>
        </Card>
      ))}
      <RapprochementDialog compte={rapprochement} onOpenChange={() => setRapprochement(null)} />
      <RelevesDialog compte={releves} onClose={() => setReleves(null)} />
      <CompteDialog compte={modifie} onClose={() => setModifie(null)} />
    </section>
  );
}
