import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { ListHeader } from "@/components/page-actions";
import { Segmented } from "@/components/segmented";
import { useQueryParam } from "@/lib/use-query-param";
import { lignesQuery, type LigneBancaire, type StatutLigne } from "./banque-api";
import { ComptesCards } from "./comptes-cards";
import { useDossierLabels } from "./dossier-labels";
import { IgnorerDialog } from "./ignorer-dialog";
import { ImportButton } from "./import-button";
import { LigneActions } from "./ligne-actions";
import { bestSuggestions, ligneColumns } from "./ligne-columns";
import { RapprocherDialog } from "./rapprocher-dialog";

type Filtre = "a-rapprocher" | "rapprochees" | "ignorees" | "toutes";
const FILTRES = ["a-rapprocher", "rapprochees", "ignorees", "toutes"] as const;
const STATUT: Record<Filtre, StatutLigne | undefined> = {
  "a-rapprocher": "à rapprocher",
  rapprochees: "rapprochée",
  ignorees: "ignorée",
  toutes: undefined,
};

/** Banque: the accounts, the statements' import, and the lines matched to the rents. */
export function BanquePage() {
  const [filtre, setFiltre] = useQueryParam<Filtre>("filtre", FILTRES, "a-rapprocher");
  const lignes = useQuery(lignesQuery(STATUT[filtre]));
  const label = useDossierLabels();
  const [rapprochant, setRapprochant] = React.useState<LigneBancaire | null>(null);
  const [ignorant, setIgnorant] = React.useState<LigneBancaire | null>(null);
  const withSuggestion = filtre === "a-rapprocher";
  const columns = React.useMemo(
    () => ligneColumns(bestSuggestions(lignes.data?.suggestions ?? []), label, withSuggestion),
    [lignes.data, label, withSuggestion],
  );

  return (
    <div className="flex flex-col gap-4">
      <ListHeader description="Les relevés de la banque, rapprochés des loyers encaissés.">
        <ImportButton />
      </ListHeader>
      <ComptesCards />
      {lignes.isError ? (
        <ErrorState error={lignes.error} />
      ) : (
        <DataTable
          columns={columns}
          data={lignes.data?.data}
          isLoading={lignes.isLoading}
          actions={{ edit: false, view: false, delete: false }}
          rowActions={(l) => (
            <LigneActions ligne={l} onRapprocher={setRapprochant} onIgnorer={setIgnorant} />
          )}
          exportName="lignes-bancaires"
          emptyText="Aucune ligne."
          toolbar={
            <Segmented
              label="Filtre"
              className="max-sm:grid max-sm:h-auto max-sm:w-full max-sm:grid-cols-2"
              value={filtre}
              onChange={setFiltre}
              options={[
                { value: "a-rapprocher", label: "À rapprocher" },
                { value: "rapprochees", label: "Rapprochées" },
                { value: "ignorees", label: "Ignorées" },
                { value: "toutes", label: "Toutes" },
              ]}
            />
          }
        />
      )}
      <RapprocherDialog ligne={rapprochant} onClose={() => setRapprochant(null)} />
      <IgnorerDialog ligne={ignorant} onClose={() => setIgnorant(null)} />
    </div>
  );
}
