import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangleIcon, ListPlusIcon, PlusIcon, SaveIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import { documentCalls } from "@/api/documents";
import { mobilierQuery, saveMobilier } from "@/api/mobilier";
import type { AppartementRead } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ErrorState } from "@/components/error-state";
import { GenerateDocumentButton } from "@/components/generate-document-button";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { MESSAGES, notify } from "@/lib/notify";
import { useUnsavedChanges } from "@/lib/unsaved-changes";
import { GRILLE, MobilierLigne } from "./mobilier-ligne";
import {
  avecObligatoires,
  depuisApi,
  erreurDe,
  ligneVide,
  manquantsEdites,
  obligatoiresAbsents,
  versEnvoi,
  type LigneEditee,
} from "./mobilier-lignes";

/**
 * The apartment's furniture inventory (issue 23, part 7): pre-filled with the minimum furniture of décret
 * n° 2015-981 art. 2 when none is saved, each line with its room, quantity and condition; lines added, changed,
 * removed (after confirmation), then the whole list saved at once. Warns while a mandatory item is missing or at
 * quantity 0 (required for a furnished lease), and prints the inventory annexed to the lease.
 */
export function MobilierTab({ record }: { record: AppartementRead }) {
  const query = useQuery(mobilierQuery(record.id));
  if (query.isError) return <ErrorState error={query.error} />;
  if (!query.data)
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  return (
    <MobilierEditeur
      // A fresh editor for each version read from the server (after a save, another tab's change).
      key={query.dataUpdatedAt}
      appartement={record}
      initiales={depuisApi(query.data.data)}
      enregistre={query.data.enregistre}
    />
  );
}

function MobilierEditeur({
  appartement,
  initiales,
  enregistre,
}: {
  appartement: AppartementRead;
  initiales: LigneEditee[];
  enregistre: boolean;
}) {
  const qc = useQueryClient();
  const [lignes, setLignes] = React.useState(initiales);
  const [modifie, setModifie] = React.useState(false);
  const [erreurs, setErreurs] = React.useState<Record<string, string>>();
  const [aRetirer, setARetirer] = React.useState<LigneEditee | null>(null);
  const [saving, setSaving] = React.useState(false);
  useUnsavedChanges(modifie);
  const manquants = manquantsEdites(lignes);
  const absents = obligatoiresAbsents(lignes);

  const changer = (next: LigneEditee[]) => {
    setLignes(next);
    setModifie(true);
  };
  async function enregistrer() {
    setSaving(true);
    try {
      const saved = await saveMobilier(appartement.id, versEnvoi(lignes));
      setErreurs(undefined);
      qc.setQueryData(mobilierQuery(appartement.id).queryKey, saved);
      notify.info(MESSAGES.saved);
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) setErreurs(e.fields);
      if (!(e instanceof ApiError && (e.status === 401 || e.status === 403)))
        notify.danger(e instanceof ApiError ? e.message : MESSAGES.genericError);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="flex flex-col gap-4" aria-labelledby="mobilier-titre">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="mobilier-titre" className="text-base font-semibold">
          Inventaire du mobilier
        </h3>
        <GenerateDocumentButton
          call={documentCalls.inventaireMobilier(appartement.id)}
          label="Inventaire du mobilier (PDF)"
          fileName={`Inventaire du mobilier - appartement ${appartement.id}`}
          disabled={modifie}
          title={modifie ? "Enregistrez la liste avant d'imprimer l'inventaire." : undefined}
        />
      </div>
      {!enregistre && !modifie && (
        <p className="text-sm text-muted-foreground">
          Liste proposée avec le mobilier obligatoire d'un logement meublé (décret n° 2015-981 du 31
          juillet 2015) : complétez les quantités et les états, puis enregistrez.
        </p>
      )}
      {manquants.length > 0 && (
        <div
          role="alert"
          className="flex gap-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm"
        >
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-warning" />
          <div>
            <p className="font-medium">
              Mobilier obligatoire manquant pour une location meublée (décret n° 2015-981, art. 2) :
            </p>
            <ul className="list-disc pl-5">
              {manquants.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
            <p className="mt-1">
              Une fois la liste enregistrée ainsi, un bail meublé sur cet appartement sera refusé.
            </p>
          </div>
        </div>
      )}
      <div className="rounded-md border bg-card px-3">
        <div
          className={`${GRILLE} hidden border-b py-2 text-xs font-medium text-muted-foreground md:grid`}
          aria-hidden="true"
        >
          <span>Désignation</span>
          <span>Pièce</span>
          <span className="text-right">Quantité</span>
          <span>État</span>
          <span />
        </div>
        {lignes.length ? (
          <ul aria-label="Mobilier">
            {lignes.map((l, i) => (
              <MobilierLigne
                key={l.cle}
                ligne={l}
                index={i}
                erreurs={{
                  designation: erreurDe(erreurs, i, "designation"),
                  quantite: erreurDe(erreurs, i, "quantite"),
                  etat: erreurDe(erreurs, i, "etat"),
                }}
                onChange={(next) => changer(lignes.map((x) => (x.cle === l.cle ? next : x)))}
                onRemove={() => setARetirer(l)}
              />
            ))}
          </ul>
        ) : (
          <p className="py-6 text-center text-sm text-muted-foreground">Aucun meuble.</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => changer([...lignes, ligneVide()])}>
          <PlusIcon /> Ajouter un meuble
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={absents === 0}
          onClick={() => changer(avecObligatoires(lignes))}
        >
          <ListPlusIcon /> Pré-remplir avec le mobilier obligatoire
        </Button>
        <Button
          type="button"
          className="sm:ml-auto"
          disabled={saving || (enregistre && !modifie)}
          aria-busy={saving || undefined}
          onClick={enregistrer}
        >
          <SaveIcon /> {saving ? "Enregistrement…" : "Enregistrer"}
        </Button>
      </div>
      <ConfirmDialog
        open={aRetirer !== null}
        onOpenChange={(open) => !open && setARetirer(null)}
        title="Retirer ce meuble ?"
        description={`« ${aRetirer?.designation || "Ligne sans désignation"} » sera retiré de la liste à l'enregistrement.`}
        confirmLabel="Retirer"
        onConfirm={() => changer(lignes.filter((x) => x.cle !== aRetirer?.cle))}
      />
    </section>
  );
}
