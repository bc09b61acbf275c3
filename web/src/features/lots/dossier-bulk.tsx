import { useQueryClient } from "@tanstack/react-query";
import { BellRingIcon } from "lucide-react";
import { relancerDossiers } from "@/api/lots";
import { keys } from "@/api/resources";
import { resumeLot } from "@worker/domain/lots/resume";
import { BulkButton, detailsDe } from "./bulk-button";
import { accord } from "@worker/domain/francais/pluriel";

/** The dossiers list's action on its selection: remind each dossier's unpaid terms. */
export function DossierBulkActions({
  ids,
  clear,
  nom,
}: {
  ids: number[];
  clear: () => void;
  nom: (id: number) => string;
}) {
  const qc = useQueryClient();
  const n = ids.length;
  return (
    <BulkButton
      label="Relancer"
      icon={<BellRingIcon />}
      confirm={{
        title: `Relancer ${n} ${accord(n, "dossier")} ?`,
        description:
          "Chaque échéance due et impayée de ces dossiers est relancée par e-mail auprès du locataire (ses cautions en copie dès la deuxième relance).",
        confirmLabel: "Relancer",
      }}
      onDone={clear}
      run={async () => {
        const r = await relancerDossiers(ids);
        await qc.invalidateQueries({ queryKey: keys.all("Quitance") });
        return {
          resume: resumeLot(
            r.resultats,
            { nom: ["dossier", "dossiers"], fait: ["relancé", "relancés"], feminin: false },
            "relancee",
          ),
          details: detailsDe(r.resultats, "relancee", nom),
        };
      }}
    />
  );
}
