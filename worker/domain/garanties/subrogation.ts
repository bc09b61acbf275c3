// The insurer pays unpaid terms (issue 78 item 5): subrogation (C. civ. art. 1346). The amount settles those terms
// on the tenant's account as a payment would, so the owners are paid as if the tenant had paid; the tenant's debt
// for them is now the insurer's to claim, shown apart (« dû à l'assureur ») and out of the agency's reminders. Pure.
import { z } from "zod";
import { dateRequise, montantRequis, texteRequis } from "../schemas/fields";
import { MODE_INDEMNITE } from "./indemnite-compte";

export const MSG_PERIODES = "Indiquez au moins un mois impayé (AAAA-MM) de ce bail.";
export const MSG_PERIODE_PAYEE = "Ce mois n'a pas de terme impayé sur ce bail.";
export const MSG_MONTANT_INDEMNITE =
  "L'indemnité ne peut pas dépasser ce qui reste dû sur les mois indiqués.";

export const indemniteSchema = z.object({
  date: dateRequise(),
  montant: montantRequis(),
  organisme: texteRequis(),
  periodes: z
    .array(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, MSG_PERIODES), { error: MSG_PERIODES })
    .min(1, MSG_PERIODES)
    .max(36, MSG_PERIODES),
});

export interface TermeSubroge {
  id: number;
  mois: string;
  reste: number;
}

export type Verdict =
  | { champ: "periodes" | "montant"; message: string }
  | {
      /** One payment per term named, oldest first, each settling its own term (the last one takes what is left). */
      paiements: { montant: number; QuitanceId: number; mode: string; reference: string }[];
      /** What the tenant now owes the insurer (cents): what it paid, never more than what the terms owed. */
      duAssureur: number;
    };

/** The indemnity's entries, or the field refused: every month named unpaid, the amount within what they owe. */
export function subrogation(
  termes: TermeSubroge[],
  periodes: string[],
  montant: number,
  organisme: string,
): Verdict {
  const vises = [...new Set(periodes)].sort();
  const trouves = vises.map((m) => termes.find((t) => t.mois === m && t.reste > 0));
  if (!trouves.length || trouves.some((t) => !t))
    return { champ: "periodes", message: MSG_PERIODE_PAYEE };
  const ouverts = trouves.filter((t): t is TermeSubroge => !!t);
  const reste = ouverts.reduce((s, t) => s + t.reste, 0);
  if (montant <= 0 || montant > reste) return { champ: "montant", message: MSG_MONTANT_INDEMNITE };
  let reste2 = montant;
  const paiements = ouverts.flatMap((t) => {
    const m = Math.min(t.reste, reste2);
    reste2 -= m;
    return m > 0
      ? [
          {
            montant: m,
            QuitanceId: t.id,
            mode: MODE_INDEMNITE,
            reference: `${organisme} (${t.mois})`,
          },
        ]
      : [];
  });
  return { paiements, duAssureur: montant };
}
