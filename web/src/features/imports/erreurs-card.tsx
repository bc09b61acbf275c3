import * as React from "react";
import { TriangleAlertIcon } from "lucide-react";
import type { Verification } from "@/api/imports";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { countLabel } from "@/lib/format";
import { FEUILLE_FR } from "./import-format";

type Erreur = Verification["erreurs"][number] & { id: number };

/** Step 4: every error at its sheet, row and column (all of them, to correct the file at once), then the warnings. */
export function ErreursCard({ verification }: { verification: Verification }) {
  const { erreurs, avertissements } = verification;
  const rows = React.useMemo(() => erreurs.map((e, i) => ({ ...e, id: i })), [erreurs]);
  const columns = React.useMemo(
    () => [
      col.text<Erreur>("feuille", "Feuille", (e) => FEUILLE_FR[e.feuille]),
      col.number<Erreur>("ligne", "Ligne"),
      col.text<Erreur>("colonne", "Colonne"),
      col.text<Erreur>("message", "Message"),
    ],
    [],
  );
  if (!erreurs.length && !avertissements.length)
    return (
      <p role="status" className="rounded-md border border-success/40 bg-success/10 p-3 text-sm">
        Aucune erreur : le fichier peut être importé.
      </p>
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {erreurs.length ? countLabel(erreurs.length, "erreur") : "Aucune erreur"}
          {avertissements.length ? `, ${countLabel(avertissements.length, "avertissement")}` : ""}
        </CardTitle>
        {erreurs.length > 0 && (
          <CardDescription>
            Corrigez le fichier puis vérifiez-le de nouveau : rien n'est importé tant qu'il reste
            une erreur.
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {/* Its export is the errors' CSV (lib/csv.ts: UTF-8 with BOM, ";"), every row, not the page shown. */}
        {erreurs.length > 0 && (
          <DataTable
            columns={columns}
            data={rows}
            actions={{ view: false, edit: false, delete: false }}
            searchable={false}
            exportName="erreurs-reprise"
            exportLabel="Télécharger les erreurs (CSV)"
            emptyText="Aucune erreur."
          />
        )}
        {avertissements.length > 0 && (
          <ul aria-label="Avertissements" className="flex flex-col gap-1 text-sm">
            {avertissements.map((a) => (
              <li key={a} className="flex items-start gap-2">
                <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
                {a}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
