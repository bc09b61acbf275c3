import type { Locataire } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { fullName } from "@/lib/format";
import { afficherTelephone } from "@worker/domain/francais/telephone";

// The tenant list's columns, apart from the entity (its record tabs): the list screen's first load stays small.

/** Tenant rows: listed (with their flag) or the relations of a read (T). */
export const locataireColumns = <T extends Locataire>() => [
  col.text<T>("nom", "Nom", fullName),
  col.text<T, Locataire>("mail", "E-mail"),
  col.text<T, Locataire>("tel", "Téléphone", (l) => afficherTelephone(l.tel)),
  col.text<T, Locataire>("ville", "Ville"),
];
