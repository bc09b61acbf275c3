import { sql } from "drizzle-orm";
import { notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { partiesDuDossier } from "../compte/documents";
import { documentContext } from "../documents/context";
import { pdfs } from "../documents/pdf";
import { storeGenerated } from "../documents/store";
import { lectureMandats, MSG_MANDAT_INTROUVABLE } from "./mandats";

/** GET /api/MandatSepa/{id}/generate: the mandate form to sign, on the one layout; { generated }. */
export async function genererMandat(ports: Ports, id: number) {
  const [m] = await lectureMandats(ports, sql`m."id" = ${id}`);
  if (!m) throw notFound(MSG_MANDAT_INTROUVABLE);
  const [ctx, p] = await Promise.all([
    documentContext(ports),
    partiesDuDossier(ports, m.DossierId),
  ]);
  const bytes = await (await pdfs()).mandatSepaPdf(
    {
      rum: m.rum,
      ics: ctx.agence.ics,
      titulaire: m.titulaire,
      adresseDebiteur: p.adresseLocal,
      // The debtor's address is the rented home's, managed by an agency in France.
      paysDebiteur: "France",
      iban: m.iban,
      bic: m.bic,
      dateSignature: m.dateSignature,
      lieuSignature: m.lieuSignature,
    },
    ctx,
  );
  return storeGenerated(
    ports,
    {
      sujet: `MandatSepa/${id}`,
      type: "mandatSepa",
      nom: `Mandat de prélèvement SEPA - ${m.rum}`,
      owners: { DossierId: m.DossierId },
    },
    bytes,
  );
}
