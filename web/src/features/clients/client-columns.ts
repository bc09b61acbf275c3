import type { Client } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { fullName } from "@/lib/format";
import { afficherTelephone } from "@worker/domain/francais/telephone";

/** The default e-mail / phone named by mailDefaut, telDefaut (they name which field is the default). */
export const clientMail = (c: Client) => c[c.mailDefaut] ?? c.mailPerso ?? c.mailPro ?? "";
export const clientTel = (c: Client) =>
  afficherTelephone(c[c.telDefaut] ?? c.mobilePerso ?? c.fixePerso);
/**
 * An owner as people name it: a company by its raison sociale (issue 74: a SCI is not « Monsieur Gérant SCI… »),
 * a person by civilité, prénom and nom.
 */
export const clientLabel = (
  c: Pick<Client, "titre" | "nom" | "prenom"> & { raisonSociale?: string | null },
) => c.raisonSociale?.trim() || [c.titre, fullName(c)].filter(Boolean).join(" ");

/** Client rows: listed, or the relations of a read (T). */
export const clientColumns = <T extends Client>() => [
  col.text<T>("nom", "Nom", clientLabel),
  col.text<T, Client>("ville", "Ville"),
  col.text<T>("mail", "E-mail", clientMail),
  col.text<T>("tel", "Téléphone", clientTel),
];
