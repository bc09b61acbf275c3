import { and, eq, like, sql } from "drizzle-orm";
import { Appartement, Quitance } from "../../db/schema";
import type { Ports } from "../../ports";
import { pdfs } from "../documents/pdf";
import { documentContext } from "../documents/context";
import { rowOr404 } from "../documents/load";
import { storeGenerated } from "../documents/store";
import { adresseAppartement, landlordsOf, quitanceDocs } from "./data";

/**
 * GET /Quitance/{appartementId}/generate/{year}: one PDF listing the year's paid terms of the apartment and their
 * total, stored as the apartment's generated document for that year (replaced when made again). With `dossierId`
 * (the tenant's space, issue 62), the terms of that lease only, stored as a document of its own.
 */
export async function annualQuittance(
  ports: Ports,
  appartementId: number,
  year: number,
  dossierId?: number,
): Promise<{ generated: string }> {
  const a = await rowOr404(ports, Appartement, appartementId);
  const paid = await quitanceDocs(
    ports,
    and(
      eq(Quitance.AppartementId, appartementId),
      like(Quitance.mois, `${year}-%`),
      eq(Quitance.regle, true),
      dossierId === undefined ? undefined : eq(Quitance.DossierId, dossierId),
    ),
  );
  // Sent together: the landlords and the cut-over day of an import that took the lot's lease over this year.
  const [landlords, [reprise]] = await Promise.all([
    landlordsOf(ports, [appartementId]),
    ports.db.all<{ jour: string | null }>(sql`select max(i."dateReprise") as "jour" from "Import" i
      join "ImportElement" ie on ie."ImportId" = i."id" and ie."entite" = 'Dossier'
      join "Dossier" d on d."id" = ie."entiteId"
      where d."AppartementId" = ${appartementId} and i."statut" = 'termine'
        and substr(i."dateReprise", 1, 4) = ${String(year)}
        ${dossierId === undefined ? sql`` : sql`and d."id" = ${dossierId}`}`),
  ]);
  const { bailleurs, mandataire } = landlords(appartementId);
  const adresseLocal = adresseAppartement(a);
  const lignes = paid.map(({ data: d }) => ({
    locataire: d.locataires.join(" et "),
    du: d.du,
    au: d.au,
    loyerHC: d.loyerHC,
    charges: d.charges,
    dateReglement: d.dateReglement,
  }));
  const bytes = await (await pdfs()).quittanceAnnuellePdf(
    {
      annee: year,
      depuisReprise: reprise?.jour ?? null,
      bailleurs,
      mandataire,
      adresseLocal,
      lignes,
    },
    await documentContext(ports),
  );
  return storeGenerated(
    ports,
    {
      sujet: `Quitance/${appartementId}/${year}${dossierId === undefined ? "" : `/Dossier/${dossierId}`}`,
      type: "quittanceAnnuelle",
      // A year with no paid term is a statement, not a receipt (a quittance only proves a payment): so is its name.
      nom: `${lignes.length ? "Quittance annuelle" : "Relevé annuel de loyer"} ${year} - ${adresseLocal}`,
      owners: {
        AppartementId: appartementId,
        ...(dossierId === undefined ? {} : { DossierId: dossierId }),
      },
    },
    bytes,
  );
}
