import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Answer, RowOf } from "@/api/answers";
import { ApiError, api } from "@/api/client";
import { route } from "@/api/routes";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { notify } from "@/lib/notify";
import { refreshPrelevements, rejeter } from "./prelevements-api";
import { msgRejetEnregistre, RejetDialog } from "./rejet-dialog";

// The bank statements' return lines naming a validated debit (issue 41): each proposes its reject, recorded after the
// reason is chosen (the bank's own, from a camt.054 or the label, chosen first).

type Retour = RowOf<"GET /prelevements/retours">;
type Ligne = Retour & { id: number };

const columns = [
  col.date<Ligne>("date", "Date"),
  col.text<Ligne>("libelle", "Libellé du relevé"),
  col.text<Ligne>("titulaire", "Titulaire"),
  col.text<Ligne>("PrelevementId", "Prélèvement", (r) => `n° ${r.PrelevementId}`),
  col.money<Ligne>("montant", "Montant"),
];

export function RetoursCard() {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ["Prelevements", "retours"],
    queryFn: ({ signal }) =>
      api<Answer<"GET /prelevements/retours">>(route("GET /prelevements/retours"), { signal }).then(
        (b) => b.data,
      ),
  });
  const [choisi, setChoisi] = React.useState<Ligne | null>(null);
  if (!q.data?.length) return null;
  return (
    <section className="flex flex-col gap-2" aria-label="Retours bancaires">
      <h3 className="font-medium">Retours bancaires à enregistrer</h3>
      <p className="text-sm text-muted-foreground">
        Ces lignes de relevé nomment un prélèvement validé : ouvrez-en une pour enregistrer le
        rejet.
      </p>
      <DataTable
        columns={columns}
        data={q.data.map((r) => ({ ...r, id: r.LigneBancaireId }))}
        actions={{ edit: false, view: false, delete: false }}
        onOpen={setChoisi}
        exportName="retours-prelevements"
      />
      <RejetDialog
        ligne={
          choisi && {
            id: choisi.ligneId,
            titulaire: choisi.titulaire,
            montant: -choisi.montant,
            motif: choisi.motif,
          }
        }
        onClose={() => setChoisi(null)}
        onConfirm={async (motif) => {
          try {
            notify.success(
              msgRejetEnregistre(await rejeter(choisi!.PrelevementId, choisi!.ligneId, motif)),
            );
            setChoisi(null);
          } catch (e) {
            if (!(e instanceof ApiError && (e.status === 401 || e.status === 403)))
              notify.danger(
                e instanceof ApiError ? e.message : "Le rejet n'a pas pu être enregistré.",
              );
          }
          await refreshPrelevements(qc);
        }}
      />
    </section>
  );
}
