import { sql } from "drizzle-orm";
import { introuvable } from "../../domain/labels";
import { notFound } from "../../lib/errors";
import { keyToUrl } from "../files/keys";
import type { Ports } from "../../ports";

// Staff's reading of an order's quotes and of each co-owner's decision on the chosen one (issue 76, item 3).

/** An owner's share of the lot, percent: its quotePart, or an equal share when the lot's shares are not set. */
export const partSql = (ap: string) => sql`coalesce(${sql.raw(ap)}."quotePart",
  100.0 / (select count(*) from "AppartementProprietaire" z where z."AppartementId" = ${sql.raw(ap)}."AppartementId"))`;

interface DevisLu {
  id: number;
  FournisseurId: number;
  fournisseur: string;
  montantHT: number;
  tauxTVA: number;
  montantTTC: number;
  mentionTVA: string | null;
  nom: string;
  choisi: number;
  choisiPar: string | null;
  choisiAt: string | null;
  refuseAt: string | null;
  auteur: string;
  createdAt: string;
  cle: string;
}

interface DecisionLue {
  DevisId: number;
  ClientId: number;
  proprietaire: string;
  decision: "accepte" | "refuse";
  commentaire: string | null;
  quotePart: number;
  at: string;
}

/** GET /api/Intervention/{id}/devis: the order's state, its quotes (amounts in cents) and the owners' decisions. */
export async function lectureDevis(ports: Ports, id: number) {
  const [[inter], devis, decisions] = await Promise.all([
    ports.db.all<{ etat: string }>(sql`select "etat" from "Intervention" where "id" = ${id}`),
    ports.db.all<DevisLu>(sql`select d."id", d."FournisseurId", f."raisonSociale" as "fournisseur", d."montantHT",
        d."tauxTVA", d."montantTTC", d."mentionTVA", d."nom", d."choisi", d."choisiPar", d."choisiAt", d."refuseAt",
        d."auteur", d."createdAt", d."cle"
      from "Devis" d join "Fournisseur" f on f."id" = d."FournisseurId"
      where d."InterventionId" = ${id} order by d."id"`),
    ports.db.all<DecisionLue>(sql`select x."DevisId", x."ClientId",
        coalesce(c."raisonSociale", trim(c."prenom" || ' ' || c."nom")) as "proprietaire",
        x."decision", x."commentaire", x."quotePart", x."at"
      from "DecisionDevis" x join "Devis" d on d."id" = x."DevisId" join "Client" c on c."id" = x."ClientId"
      where d."InterventionId" = ${id} order by x."id"`),
  ]);
  if (!inter) throw notFound(introuvable("Intervention"));
  return {
    etat: inter.etat,
    data: devis.map(({ cle, ...d }) => ({
      ...d,
      // The quote's PDF as the supplier or staff sent it (ADR 135: linked from the order's screen).
      fichierUrl: keyToUrl(cle),
      choisi: Boolean(d.choisi),
      decisions: decisions.filter((x) => x.DevisId === d.id),
    })),
  };
}
