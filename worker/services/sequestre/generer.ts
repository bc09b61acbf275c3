import { eq } from "drizzle-orm";
import { CompteBancaire } from "../../db/schema";
import type { Ports } from "../../ports";
import { documentContextOf } from "../documents/context";
import { pdfs } from "../documents/pdf";
import { storeGenerated } from "../documents/store";
import { lireAgence } from "../mandats/agence";
import { compteSequestreSql, representationDe, sequestreStatement } from "./lire";
import { jourDe } from "./representation";

// GET /api/sequestre/generate?au=: the "État de représentation des fonds" (PDF), one current document per day.

export async function genererSequestre(ports: Ports, query: unknown) {
  const au = jourDe(ports, query);
  // Sent together: one round trip on the edge (the agency, the check, the trust account's name).
  const [agence, answer, comptes] = await Promise.all([
    lireAgence(ports),
    sequestreStatement(ports, au),
    ports.db
      .select({ libelle: CompteBancaire.libelle, numero: CompteBancaire.numero })
      .from(CompteBancaire)
      // The one the check reads: marked, or else the trust IBAN of the settings.
      .where(eq(CompteBancaire.id, compteSequestreSql)),
  ]);
  const r = representationDe(answer);
  const k = comptes[0];
  const compte = k ? (k.numero ? `${k.libelle} (${k.numero})` : k.libelle) : null;
  const bytes = await (await pdfs()).representationFondsPdf(
    { ...r, au, compte },
    documentContextOf(ports, agence),
  );
  return storeGenerated(
    ports,
    {
      sujet: `sequestre/${au}`,
      type: "representationFonds",
      nom: `Représentation des fonds au ${au}`,
      owners: {},
    },
    bytes,
  );
}
