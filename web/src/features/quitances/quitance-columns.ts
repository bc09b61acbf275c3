import type { Appartement, Locataire, Quitance } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { fullName } from "@/lib/format";
import { apartmentLabel, receiptStatus } from "@/lib/status";

/** Receipt columns of the list: apartment and tenant through the id maps of their lists. */
export function quitanceColumns(apartments: Map<string, Appartement>, tenants: Map<string, Locataire>) {
  return [
    col.text<Quitance>("numero", "Numéro"),
    col.date<Quitance>("date", "Date"),
    col.text<Quitance>("appartement", "Appartement", (q) => apartmentLabel(apartments.get(String(q.AppartementId)))),
    col.text<Quitance>("locataire", "Locataire", (q) => fullName(tenants.get(String(q.LocataireId)))),
    col.badge<Quitance>("statut", "Statut", receiptStatus),
    col.bool<Quitance>("automatique", "Automatique"),
  ];
}

export const monthKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}`;
