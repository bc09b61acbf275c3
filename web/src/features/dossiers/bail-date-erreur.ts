import { ApiError } from "@/api/client";
import { dateMessage } from "@/components/date-input";

/** Where a lease's date action shows a refusal: under its fields, in the dialog, or as a notice. */
export type ErreurBail =
  | { ou: "champs"; date?: string; autres: Record<string, string> }
  | { ou: "dialogue"; message: string }
  | { ou: "notice"; message: string };

/**
 * The server's refusal of « Clore le bail », « Renouveler le bail » or « Donner congé », read for the dialog. The
 * date is typed jj/mm/aaaa there: the API's message naming its own AAAA-MM-JJ format would send the user to type
 * the date the wrong way, so it is told in the format of the field. `autres`: the dialog's other fields (« Donner
 * congé »'s beneficiary), whose messages show under them too. Undefined: not the server's answer.
 */
export function lireErreurBail(
  err: unknown,
  champ: string,
  autres: readonly string[] = [],
): ErreurBail | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const fields = err.fields ?? {};
  const duChamp = fields[champ];
  const sousLesAutres = Object.fromEntries(
    autres.flatMap((c) => (fields[c] ? [[c, fields[c]] as const] : [])),
  );
  if (duChamp || Object.keys(sousLesAutres).length)
    return {
      ou: "champs",
      ...(duChamp ? { date: dateMessage(duChamp) } : {}),
      autres: sousLesAutres,
    };
  const ailleurs = Object.values(fields).join(" ");
  if (ailleurs) return { ou: "dialogue", message: ailleurs };
  if (err.status === 409) return { ou: "dialogue", message: err.message };
  return { ou: "notice", message: err.message };
}
