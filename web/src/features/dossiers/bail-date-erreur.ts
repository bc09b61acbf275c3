import { ApiError } from "@/api/client";
import { dateMessage } from "@/components/date-input";

/** Where a lease's date action shows a refusal: under the date, in the dialog, or as a notice. */
export type ErreurBail =
  | { ou: "champ"; message: string }
  | { ou: "dialogue"; message: string }
  | { ou: "notice"; message: string };

/**
 * The server's refusal of « Clore le bail », « Renouveler le bail » or « Donner congé », read for the dialog. The
 * date is typed jj/mm/aaaa there: the API's message naming its own AAAA-MM-JJ format would send the user to type
 * the date the wrong way, so it is told in the format of the field. Undefined: not the server's answer.
 */
export function lireErreurBail(err: unknown, champ: string): ErreurBail | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const duChamp = err.fields?.[champ];
  if (duChamp) return { ou: "champ", message: dateMessage(duChamp) };
  const autres = Object.values(err.fields ?? {}).join(" ");
  if (autres) return { ou: "dialogue", message: autres };
  if (err.status === 409) return { ou: "dialogue", message: err.message };
  return { ou: "notice", message: err.message };
}
