import * as React from "react";
import type { EtatSlot } from "@/api/etats-lieux";
import type { DossierRead } from "@/api/types";
import { Segmented } from "@/components/segmented";
import { EtatLieuxPanel } from "./etat-lieux-panel";

const SLOTS = [
  { value: "etatIn", label: "Entrée" },
  { value: "etatOut", label: "Sortie" },
] as const satisfies readonly { value: EtatSlot; label: string }[];

/** The dossier's entry and exit inventories (spec 2 "Etats des lieux"), one at a time. */
export function EtatsLieuxTab({ record }: { record: DossierRead }) {
  const [slot, setSlot] = React.useState<EtatSlot>("etatIn");
  return (
    <div className="flex flex-col gap-4">
      <Segmented
        value={slot}
        onChange={setSlot}
        options={SLOTS}
        label="État des lieux"
        className="self-start"
      />
      <EtatLieuxPanel key={slot} dossier={record} slot={slot} />
    </div>
  );
}
