// The set-up the edge's rejected-debit tests share (ADR 153, 157, 172): a term paid by a direct debit after Visale
// paid it, so that the debit's money went to Visale; each test then rejects it, or cancels the indemnity first.
import { addDays, parisDate } from "../../worker/domain/dates";
import { jobAu } from "./cron";
import { bailImpaye, indemniteVisale } from "./garanties";
import { MANDAT } from "./iban";
import { type Instance, jsonOf as json } from "./instance";

/** The debit's due day: after the pre-notification's 14 days (the edge's clock is the host's). */
const dateEcheance = addDays(parisDate(new Date()), 20);

/**
 * Last month's unpaid term of `nom`'s lease in a validated direct debit, Visale's indemnity of it, then the daily job
 * on the due day settling the debit (its money Visale's). `rejeter` posts the bank's reject of the term's line.
 */
export async function preleveApresIndemnite(edge: Instance, nom: string) {
  const { d, q, mois } = await bailImpaye(edge, nom);
  // A mandate and the debit's file are money moves (issue 59): a fresh confirmation before each.
  await edge.confirm();
  await json(await edge.call("POST", `/api/Dossier/${d}/mandatsSepa`, MANDAT), 201);
  await edge.confirm();
  const { prelevement } = await json(
    await edge.call("POST", "/api/prelevements", { dateEcheance }),
    201,
  );
  const ligne = prelevement.lignes.find((l: { QuitanceId: number }) => l.QuitanceId === q).id;
  await json(await edge.call("POST", `/api/Prelevement/${prelevement.id}/valider`));
  const indemnite = await json(await indemniteVisale(edge, d, { mois }), 201);
  await jobAu(edge, dateEcheance);
  const rejeter = () =>
    edge.call("POST", `/api/Prelevement/${prelevement.id}/rejets`, {
      ligneId: ligne,
      motif: "AM04",
    });
  return { d, q, indemnite, rejeter };
}
