import type { Client, Mission } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { fullName } from "@/lib/format";

// Mission columns, apart from the entity: the apartment's and the client's Missions tabs use them without loading
// the mission screens.

/** The commanditaires of a listed mission (stored rows, in a read's relations, come without them). */
export const clientNames = (m: { Clients?: Client[] }) =>
  (m.Clients ?? []).map(fullName).join(", ");

/** Mission rows: listed (with their Clients) or the relations of a read (T). */
export const missionColumns = <T extends Mission & { Clients?: Client[] }>() => [
  // The two numbers are short and never wrapped: they take no text column's minimum width (the list fits at 1440 px).
  {
    ...col.text<T, Mission>("id", "N°"),
    cell: ({ row }: { row: { original: T } }) => row.original.id,
  },
  {
    ...col.text<T, Mission>("numeroMandat", "Mandat"),
    cell: ({ row }: { row: { original: T } }) => row.original.numeroMandat ?? "",
  },
  col.text<T, Mission>("type", "Type"),
  col.text<T>("clients", "Commanditaires", clientNames),
  col.date<T, Mission>("dateSignature", "Signature"),
  col.number<T, Mission>("nbAppart", "Appartements"),
  col.money<T, Mission>("valeurMissionAppt", "Par appartement"),
  col.money<T, Mission>("valeurTotalMission", "Valeur totale"),
];
