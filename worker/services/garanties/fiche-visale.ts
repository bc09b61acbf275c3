import { sql } from "drizzle-orm";
import { etapesVisale, partDuLocataire } from "../../domain/garanties/sinistre";
import type { Ports } from "../../ports";
import { aideManquante } from "../aides-logement/hors-dette";
import { partiesDuDossier } from "../compte/documents";
import { documentContext } from "../documents/context";
import { pdfs } from "../documents/pdf";
import { aideDuTerme } from "./sinistres";

// The claim file's Visale sheet (issue 78 item 4, ADR 130): the fields visale.fr's declaration asks, read from the
// lease, its unpaid terms net of the housing aid (the same figures as the claim clocks, sinistre.ts) and its visa.

export async function ficheVisale(
  ports: Ports,
  dossierId: number,
  visa: { numeroVisa: string; dateVisa: string },
): Promise<Uint8Array> {
  const [p, [bail], termes] = await Promise.all([
    partiesDuDossier(ports, dossierId),
    ports.db.all<{ dateDebutBail: string | null; du: number; aide: number }>(sql`
      select d."dateDebutBail", d."loyerHC" + d."loyerCharge" as "du",
        coalesce((select min(a."montantMensuel", d."loyerHC" + d."loyerCharge") from "AideLogement" a
          where a."DossierId" = d."id" and a."tiersPayant" = 1 order by a."depuis" desc limit 1), 0) as "aide"
      from "Dossier" d where d."id" = ${dossierId}`),
    ports.db.all<{
      QuitanceId: number;
      mois: string;
      date: string;
      du: number;
      reste: number;
      aide: number;
      aideAttendue: number;
    }>(sql`
      select q."id" as "QuitanceId", q."mois", q."date", q."prixHC" + q."charge" as "du",
        q."prixHC" + q."charge" - coalesce(q."montantRegle", 0) as "reste",
        ${aideDuTerme} as "aide", ${aideManquante("q")} as "aideAttendue"
      from "Quitance" q where q."DossierId" = ${dossierId}
        and q."prixHC" + q."charge" - coalesce(q."montantRegle", 0) > 0
      order by q."date"`),
  ]);
  const impayes = termes
    .map((t) => ({ mois: t.mois, dette: partDuLocataire(t).dette }))
    .filter((t) => t.dette > 0);
  const constituee = etapesVisale(termes)[0];
  return (await pdfs()).ficheVisalePdf(
    {
      ...visa,
      locataires: p.locataires,
      adresseLocal: p.adresseLocal,
      bailleurs: p.bailleurs.map((b) => b.nom),
      dateDebutBail: bail?.dateDebutBail ?? null,
      loyerCharges: bail?.du ?? 0,
      aide: bail?.aide ?? 0,
      impayes,
      constitution: termes.find((t) => t.QuitanceId === constituee?.QuitanceId)?.date ?? null,
    },
    await documentContext(ports),
  );
}
