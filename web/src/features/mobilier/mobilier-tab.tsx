import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangleIcon, ListPlusIcon, PlusIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import { documentCalls } from "@/api/documents";
import { mobilierQuery, saveMobilier } from "@/api/mobilier";
import type { AppartementRead } from "@/api/types";
import { ErrorState } from "@/components/error-state";
import { LinesEditor, LinesLoading } from "@/components/lines-editor/lines-editor";
import { Button } from "@/components/ui/button";
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
  if (!query.data) return <LinesLoading rows={3} />;
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
    <LinesEditor
      titreId="mobilier-titre"
      titre="Inventaire du mobilier"
      document={{
        call: documentCalls.inventaireMobilier(appartement.id),
        label: "Inventaire du mobilier (PDF)",
        fileName: `Inventaire du mobilier - appartement ${appartement.id}`,
        modified: modifie,
        unsaved: "Enregistrez la liste avant d'imprimer l'inventaire.",
      }}
      before={
        <>
          {!enregistre && !modifie && (
            <p className="text-sm text-muted-foreground">
              Liste proposée avec le mobilier obligatoire d'un logement meublé (décret n° 2015-981
              du 31 juillet 2015) : complétez les quantités et les états, puis enregistrez.
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
                  Mobilier obligatoire manquant pour une location meublée (décret n° 2015-981, art.
                  2) :
                </p>
                <ul className="list-disc pl-5">
                  {manquants.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
                <p className="mt-1">
                  Une fois la liste enregistrée ainsi, un bail meublé sur cet appartement sera
                  refusé.
                </p>
              </div>
            </div>
          )}
        </>
      }
      grille={GRILLE}
      colonnes={[
        { label: "Désignation" },
        { label: "Pièce" },
        { label: "Quantité", right: true },
        { label: "État" },
      ]}
      listLabel="Mobilier"
      vide="Aucun meuble."
      actions={
        <>
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
        </>
      }
      saveWithActions
      save={{ saving, disabled: enregistre && !modifie, onSave: enregistrer }}
      remove={{
        open: aRetirer !== null,
        onClose: () => setARetirer(null),
        title: "Retirer ce meuble ?",
        description: `« ${aRetirer?.designation || "Ligne sans désignation"} » sera retiré de la liste à l'enregistrement.`,
        onConfirm: () => changer(lignes.filter((x) => x.cle !== aRetirer?.cle)),
      }}
    >
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
    </LinesEditor>
  );
}
