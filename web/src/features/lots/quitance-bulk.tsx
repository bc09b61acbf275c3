import { useQueryClient } from "@tanstack/react-query";
import { BanknoteIcon, BellRingIcon, FileArchiveIcon } from "lucide-react";
import { encaisserQuitances, quitancesZip, relancerQuitances } from "@/api/lots";
import type { QuitanceLigne } from "@/api/types";
import { saveBlob } from "@/lib/download";
import { countLabel, formatMoney } from "@/lib/format";
import { resumeLot } from "@worker/domain/lots/resume";
import { refreshAccount, resteDuTerme } from "@/features/compte/compte-api";
import { locataireLabel } from "@/features/quitances/quitance-actions";
import { BulkButton, detailsDe } from "./bulk-button";

const QUITTANCES = { nom: ["quittance", "quittances"] as [string, string], feminin: true };

/** The month list's actions on its selected receipts: cash them in full, remind, their PDFs in one zip. */
export function QuitanceBulkActions({
  selected,
  clear,
  mois,
}: {
  selected: QuitanceLigne[];
  clear: () => void;
  mois: string;
}) {
  const qc = useQueryClient();
  const ids = selected.map((q) => q.id);
  const nom = (id: number) => {
    const q = selected.find((s) => s.id === id);
    return q ? locataireLabel(q) || `Quittance ${id}` : `Quittance ${id}`;
  };
  const n = selected.length;
  const total = selected.reduce((s, q) => s + Math.max(0, resteDuTerme(q)), 0);
  return (
    <>
      <BulkButton
        label="Encaisser"
        icon={<BanknoteIcon />}
        confirm={{
          title: `Encaisser ${countLabel(n, "quittance")} ?`,
          description: `Le reste dû de chacune (${formatMoney(total)} au total) est enregistré comme un paiement daté d'aujourd'hui. Les quittances déjà payées sont ignorées.`,
          confirmLabel: "Encaisser",
        }}
        onDone={clear}
        run={async () => {
          const r = await encaisserQuitances(ids);
          await refreshAccount(qc);
          return {
            resume: resumeLot(
              r.resultats,
              { ...QUITTANCES, fait: ["encaissée", "encaissées"] },
              "encaissee",
            ),
            details: detailsDe(r.resultats, "encaissee", nom),
          };
        }}
      />
      <BulkButton
        label="Relancer"
        icon={<BellRingIcon />}
        confirm={{
          title: `Relancer ${countLabel(n, "locataire")} ?`,
          description:
            "Chaque locataire d'une quittance impayée reçoit la relance par e-mail (ses cautions en copie dès la deuxième). Les quittances payées ou au statut inconnu sont ignorées.",
          confirmLabel: "Relancer",
        }}
        onDone={clear}
        run={async () => {
          const r = await relancerQuitances(ids);
          await refreshAccount(qc);
          return {
            resume: resumeLot(
              r.resultats,
              { ...QUITTANCES, fait: ["relancée", "relancées"] },
              "relancee",
            ),
            details: detailsDe(r.resultats, "relancee", nom),
          };
        }}
      />
      <BulkButton
        label="Télécharger les PDF"
        icon={<FileArchiveIcon />}
        onDone={() => undefined}
        run={async () => {
          saveBlob(await quitancesZip(ids), `quittances-${mois}-selection.zip`);
          return null;
        }}
      />
    </>
  );
}
