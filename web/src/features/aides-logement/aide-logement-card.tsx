import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FileDownIcon } from "lucide-react";
import { apiBlob } from "@/api/client";
import { route } from "@/api/routes";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { tellError } from "@/features/quitances/quitance-actions";
import { saveBlob } from "@/lib/download";
import { formatMoney } from "@/lib/format";
import { parisToday } from "@/lib/paris-date";
import { AideForm } from "./aide-form";
import { TropPercuForm } from "./trop-percu-form";
import { type SituationAide, declarer, situationAideQuery } from "./aides-logement-api";

// On the dossier's Compte tab (issue 77): the housing aid on the lease, what the tenant owes apart from the aid
// expected or missing, and the unpaid rent to declare with its data sheet and « Déclaré le ».

const jourFr = (d: string) => d.split("-").reverse().join("/");

export function AideLogementCard({ dossierId }: { dossierId: number }) {
  const q = useQuery(situationAideQuery(dossierId));
  const client = useQueryClient();
  const [saisie, setSaisie] = React.useState(false);
  const [confirmer, setConfirmer] = React.useState(false);
  const [tropPercu, setTropPercu] = React.useState(false);
  const maj = (s: SituationAide) => {
    client.setQueryData(situationAideQuery(dossierId).queryKey, s);
    void client.invalidateQueries({ queryKey: ["aidesLogement"] });
    setSaisie(false);
  };
  async function fiche() {
    try {
      saveBlob(
        await apiBlob(route("GET /Dossier/:id/declarationImpayeCaf", { id: dossierId })),
        `Declaration impaye CAF - dossier ${dossierId}.pdf`,
      );
    } catch (e) {
      tellError(e);
    }
  }
  const s = q.data;
  if (!s) return null;
  const a = s.aide;
  return (
    <Card data-aide-logement>
      <CardHeader>
        <CardTitle>Aide au logement</CardTitle>
        <CardDescription>
          {a
            ? `${a.type} ${a.organisme} n° ${a.numeroAllocataire} : ${formatMoney(a.montantMensuel)} par mois depuis le ${jourFr(a.depuis)}${a.tiersPayant ? ", versée à l'agence (tiers payant)" : ", versée au locataire"}.`
            : "Aucune aide au logement enregistrée pour ce bail."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {a?.tiersPayant ? (
          <dl className="grid grid-cols-1 gap-1 sm:grid-cols-3" data-situation-aide>
            <div>
              <dt className="text-muted-foreground">Dû par le locataire</dt>
              <dd className="font-semibold tabular-nums">
                {formatMoney(s.situation.soldeLocataire)}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">
                Aide attendue (avant le {s.jourVersement} du mois suivant)
              </dt>
              <dd className="tabular-nums">{formatMoney(s.situation.aideEnAttente)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Aide non reçue</dt>
              <dd
                className={
                  s.situation.aideNonRecue
                    ? "font-semibold text-destructive tabular-nums"
                    : "tabular-nums"
                }
              >
                {formatMoney(s.situation.aideNonRecue)}
              </dd>
            </div>
          </dl>
        ) : null}
        {s.impaye ? (
          <div
            className="rounded-md border border-amber-300 bg-amber-50 p-3 dark:bg-amber-950/30"
            data-impaye-caf
          >
            <p className="font-medium">
              Impayé constitué le {jourFr(s.impaye.dateConstitution)} (dette du locataire :{" "}
              {formatMoney(s.impaye.dette)}) :{" "}
              {s.impaye.declareLe
                ? `déclaré le ${jourFr(s.impaye.declareLe)}.`
                : `à déclarer au plus tard le ${jourFr(s.impaye.dateLimiteDeclaration)}.`}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">{s.impaye.regle}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={fiche}>
                <FileDownIcon aria-hidden /> Fiche de déclaration (PDF)
              </Button>
              {s.impaye.declareLe ? null : (
                <Button type="button" size="sm" onClick={() => setConfirmer(true)}>
                  Déclaré aujourd'hui
                </Button>
              )}
            </div>
          </div>
        ) : null}
        {saisie ? (
          <AideForm dossierId={dossierId} actuelle={a} onSaved={maj} />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => setSaisie(true)}>
              {a ? "Modifier l'aide" : "Enregistrer une aide"}
            </Button>
            {a && !tropPercu ? (
              <Button type="button" variant="outline" size="sm" onClick={() => setTropPercu(true)}>
                Trop-perçu à rembourser…
              </Button>
            ) : null}
          </div>
        )}
        {tropPercu ? (
          <TropPercuForm
            dossierId={dossierId}
            onDone={() => {
              setTropPercu(false);
              void q.refetch();
            }}
          />
        ) : null}
        <ConfirmDialog
          open={confirmer}
          onOpenChange={setConfirmer}
          onConfirm={async () => {
            if (!s.impaye) return;
            try {
              maj(
                await declarer(dossierId, {
                  dateConstitution: s.impaye.dateConstitution,
                  declareLe: parisToday(),
                }),
              );
            } catch (e) {
              tellError(e);
            }
          }}
          title="Enregistrer la déclaration ?"
          description="L'impayé sera noté « Déclaré le » aujourd'hui ; cette date ne se modifie plus."
          confirmLabel="Enregistrer"
          destructive={false}
        />
      </CardContent>
    </Card>
  );
}
