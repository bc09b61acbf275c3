import type { ApiRecord } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { fullName } from "@/lib/format";
import { apartmentLabel, receiptStatus } from "@/lib/status";

/** Receipt columns; relations come embedded (Appartement, Locataire) or through the id maps. */
export function quitanceColumns(apartments: Map<string, ApiRecord>, tenants: Map<string, ApiRecord>) {
  return [
    col.text<ApiRecord>("numero", "Numéro"),
    col.date<ApiRecord>("date", "Date"),
    col.text<ApiRecord>("appartement", "Appartement", (q) => apartmentLabel((q.Appartement as ApiRecord) ?? apartments.get(String(q.AppartementId)))),
    col.text<ApiRecord>("locataire", "Locataire", (q) => fullName(((q.Locataire as ApiRecord) ?? tenants.get(String(q.LocataireId))) as never)),
    col.badge<ApiRecord>("statut", "Statut", receiptStatus),
    col.bool<ApiRecord>("automatique", "Automatique"),
  ];
}

export const monthKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}`;
