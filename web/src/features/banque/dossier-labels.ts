import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { listQuery } from "@/api/resources";
import { fullName } from "@/lib/format";
import { apartmentLabel, byId } from "@/lib/status";

/** Each dossier's name on this screen: its tenant and its apartment (as the dossier list shows them). */
export function useDossierLabels() {
  const dossiers = useQuery(listQuery("Dossier"));
  const apartments = useQuery(listQuery("Appartement"));
  const tenants = useQuery(listQuery("Locataire"));
  return React.useMemo(() => {
    const aById = byId(apartments.data);
    const lById = byId(tenants.data);
    const labels = new Map<number, string>();
    for (const d of dossiers.data ?? [])
      labels.set(
        d.id,
        [
          fullName(lById.get(String(d.LocataireId))),
          apartmentLabel(aById.get(String(d.AppartementId))),
        ]
          .filter(Boolean)
          .join(" — ") || `Dossier n° ${d.id}`,
      );
    return (id: number) => labels.get(id) ?? `Dossier n° ${id}`;
  }, [dossiers.data, apartments.data, tenants.data]);
}
