import { sql } from "drizzle-orm";
import type { Proprietaire } from "../../domain/proprietaire/repartition";
import { type Lignes2044, revenusFonciers } from "../../domain/gerance/revenus-fonciers";
import { toEuros } from "../../domain/money";
import { anneeSchema } from "../../domain/schemas/gerance";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { documentContext } from "../documents/context";
import { pdfs } from "../documents/pdf";
import { storeGenerated } from "../documents/store";
import { adresseProprietaire, nomProprietaire } from "./compte-rendu";
import { today } from "../../lib/dates";
import { appartementsDe, designation, lireEcritures, proprietairesSql } from "./donnees";

// The owner's tax summary for form 2044 (issue 38 part 5, ADR 033; issue 60 item 3, ADR 075): the year's lines from
// the owner's account, as JSON (euros) and as the PDF "Aide à la déclaration des revenus fonciers". The owner's
// entries, the owners' shares of their apartments and last year's non-deductible provisions are read together: one
// round trip on the edge.

const LIGNES = [
  "ligne211",
  "ligne221",
  "ligne222",
  "ligne223",
  "ligne224",
  "ligne225",
  "ligne227",
  "ligne229",
  "ligne230",
  "ligne215",
  "ligne240",
  "resultat",
  "nonReportes",
] as const satisfies readonly (keyof Lignes2044)[];
const enEuros = <T extends Lignes2044>(l: T): T => {
  const out = { ...l };
  for (const k of LIGNES) out[k] = toEuros(l[k]);
  return out;
};

/** The non-deductible part of the provisions of `annee`, per apartment of the owner (staff enter it, ADR 075). */
const nonDeductiblesSql = (id: number, annee: number) => sql`
  select "AppartementId", "nonDeductible" from "CoproprieteAnnee"
  where "annee" = ${annee} and "AppartementId" in ${appartementsDe(id)}`;

/** The year's lines in cents, the owner as read. */
async function calculer(ports: Ports, clientId: number, query: unknown) {
  const { annee } = parseWith(anneeSchema, query);
  const [{ client, lignes, appartements }, proprietaires, nonDeductibles] = await Promise.all([
    lireEcritures(ports, clientId),
    ports.db.all<Proprietaire & { AppartementId: number }>(proprietairesSql(clientId)),
    ports.db.all<{ AppartementId: number; nonDeductible: number }>(
      nonDeductiblesSql(clientId, annee - 1),
    ),
  ]);
  const parAppartement = new Map<number, Proprietaire[]>();
  for (const p of proprietaires)
    parAppartement.set(p.AppartementId, [...(parAppartement.get(p.AppartementId) ?? []), p]);
  const r = revenusFonciers(
    lignes,
    annee,
    {
      ClientId: clientId,
      proprietaires: parAppartement,
      nonDeductibles: new Map(nonDeductibles.map((n) => [n.AppartementId, n.nonDeductible])),
      aujourdhui: today(ports.clock),
    },
    (id) => ({ designation: designation(appartements.get(id)) }),
  );
  return { client, r };
}

/** GET /api/Client/{id}/revenusFonciers?annee=AAAA. */
export async function lireRevenusFonciers(ports: Ports, clientId: number, query: unknown) {
  const { client, r } = await calculer(ports, clientId, query);
  const { justificatifs: _, ...lignes } = r;
  return {
    ClientId: client.id,
    ...enEuros(lignes),
    parAppartement: r.parAppartement.map(enEuros),
  };
}

/** GET /api/Client/{id}/revenusFonciers/generate?annee=AAAA: one current document per owner and year. */
export async function genererRevenusFonciers(ports: Ports, clientId: number, query: unknown) {
  const [{ client, r }, ctx] = await Promise.all([
    calculer(ports, clientId, query),
    documentContext(ports),
  ]);
  const bytes = await (await pdfs()).revenusFonciersPdf(
    { ...r, proprietaire: nomProprietaire(client), adresse: adresseProprietaire(client) },
    ctx,
  );
  return storeGenerated(
    ports,
    {
      sujet: `Client/${clientId}/revenusFonciers/${r.annee}`,
      type: "revenusFonciers",
      nom: `Revenus fonciers ${r.annee} - ${nomProprietaire(client)}`,
      owners: {},
    },
    bytes,
  );
}
