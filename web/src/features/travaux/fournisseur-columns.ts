import type { Fournisseur } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { METIER_LABELS } from "@worker/domain/travaux/types";
import { formatDate } from "@/lib/format";
import { afficherTelephone } from "@worker/domain/francais/telephone";

// The supplier list's columns (issue 76), apart from the entity: the list's first load stays small.

export const metiersDe = (f: Pick<Fournisseur, "metiers">) =>
  f.metiers.map((m) => METIER_LABELS[m]).join(", ");

export const fournisseurColumns = <T extends Fournisseur>() => [
  col.text<T, Fournisseur>("raisonSociale", "Raison sociale"),
  col.text<T>("metiers", "Métiers", metiersDe),
  col.text<T, Fournisseur>("ville", "Ville"),
  col.text<T, Fournisseur>("tel", "Téléphone", (f) => afficherTelephone(f.tel)),
  col.text<T>("decennale", "Décennale jusqu'au", (f) =>
    f.decennale ? formatDate(f.decennale.au) : "Aucune",
  ),
];
