import { asc, eq } from "drizzle-orm";
import { Appartement, Mobilier } from "../../db/schema";
import type { Ports } from "../../ports";
import type { LigneMobilierApi, ListeMobilier } from "../../domain/contract/mobilier";
import {
  ELEMENTS_OBLIGATOIRES,
  ETATS_MOBILIER,
  type ElementObligatoire,
  type EtatMobilier,
} from "../../domain/mobilier/decret-2015-981";
import { mobilierManquant } from "../../domain/mobilier/manquant";
import { preRemplissage } from "../../domain/mobilier/pre-remplissage";
import { getOr404 } from "../rows";

// The stored text read back as the closed lists it was validated against.
const cleOf = (v: string | null): ElementObligatoire | null =>
  ELEMENTS_OBLIGATOIRES.find((c) => c === v) ?? null;
const etatOf = (v: string | null): EtatMobilier | null =>
  ETATS_MOBILIER.find((e) => e === v) ?? null;

/** The stored lines of an apartment, in order. */
export async function lignesMobilier(ports: Ports, appartementId: number) {
  const rows = await ports.db
    .select()
    .from(Mobilier)
    .where(eq(Mobilier.AppartementId, appartementId))
    .orderBy(asc(Mobilier.ordre), asc(Mobilier.id));
  return rows.map(
    (r): LigneMobilierApi => ({
      id: r.id,
      designation: r.designation,
      quantite: r.quantite,
      etat: etatOf(r.etat),
      piece: r.piece,
      elementObligatoire: cleOf(r.elementObligatoire),
      ordre: r.ordre,
    }),
  );
}

/**
 * The apartment's furniture list; an apartment with none gets the eleven items of décret n° 2015-981 art. 2 as a
 * proposal (quantity 1, condition to fill, `enregistre: false`) that staff change and save. 404 for an unknown
 * apartment.
 */
export async function listeMobilier(ports: Ports, appartementId: number): Promise<ListeMobilier> {
  await getOr404(ports, Appartement, appartementId);
  const stored = await lignesMobilier(ports, appartementId);
  const data = stored.length
    ? stored
    : preRemplissage().map((l, ordre) => ({ ...l, id: null, ordre }));
  return { data, enregistre: stored.length > 0, manquants: mobilierManquant(stored) };
}
