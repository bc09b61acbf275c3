import { revenusFonciers } from "../../domain/gerance/revenus-fonciers";
import { toEuros } from "../../domain/money";
import { anneeSchema } from "../../domain/schemas/gerance";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { documentContext } from "../documents/context";
import { pdfs } from "../documents/pdf";
import { storeGenerated } from "../documents/store";
import { adresseProprietaire, nomProprietaire } from "./compte-rendu";
import { designation, lireEcritures } from "./donnees";

// The owner's tax summary for form 2044 (issue 38 part 5, ADR 033): the year's lines from the owner's account, as
// JSON (euros) and as the PDF "Aide à la déclaration des revenus fonciers".

const LIGNES = ["ligne211", "ligne221", "ligne222", "ligne224", "ligne229"] as const;
const enEuros = <T extends Record<(typeof LIGNES)[number], number>>(l: T): T => {
  const out = { ...l };
  for (const k of LIGNES) out[k] = toEuros(l[k]) as T[typeof k];
  return out;
};

/** The year's lines in cents, the owner as read. */
async function calculer(ports: Ports, clientId: number, query: unknown) {
  const { annee } = parseWith(anneeSchema, query);
  const { client, lignes, appartements } = await lireEcritures(ports, clientId);
  const r = revenusFonciers(lignes, annee, (id) => ({
    designation: designation(appartements.get(id)),
  }));
  return { client, r };
}

/** GET /api/Client/{id}/revenusFonciers?annee=AAAA. */
export async function lireRevenusFonciers(ports: Ports, clientId: number, query: unknown) {
  const { client, r } = await calculer(ports, clientId, query);
  return {
    ClientId: client.id,
    ...enEuros(r),
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
