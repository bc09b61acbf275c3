import type { ApiRecord } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { fullName } from "@/lib/format";

/** The default e-mail / phone named by mailDefaut, telDefaut (they name which field is the default). */
export const clientMail = (c: ApiRecord) => (c[(c.mailDefaut as string) || "mailPerso"] ?? c.mailPerso ?? c.mailPro ?? "") as string;
export const clientTel = (c: ApiRecord) => (c[(c.telDefaut as string) || "mobilePerso"] ?? c.mobilePerso ?? c.fixePerso ?? "") as string;
export const clientLabel = (c: ApiRecord) => [c.titre, fullName(c as never)].filter(Boolean).join(" ");

export const clientColumns = [
  col.text<ApiRecord>("nom", "Nom", clientLabel),
  col.text<ApiRecord>("ville", "Ville"),
  col.text<ApiRecord>("mail", "E-mail", clientMail),
  col.text<ApiRecord>("tel", "Téléphone", clientTel),
];
