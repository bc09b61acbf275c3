import { Appartement } from "../db/schema";
import { regleHonoraires } from "../domain/bail/honoraires";
import { regleMobilier } from "../domain/bail/mobilier";
import { typeBail } from "../domain/bail/types-bail";
import { enZoneTendue, zoneLoyer } from "../domain/bail/zone";
import { estPassoire, regleComplementPassoire, regleLoyerPassoire } from "../domain/bail/energie";
import { encadrement } from "../domain/loyer";
import { badRequest, MSG_INVALID } from "../lib/errors";
import type { Ports } from "../ports";
import { lignesMobilier } from "./mobilier/liste";
import { lirePlafonds } from "./referentiels/honoraires";
import { findRow } from "./rows";

// The lease's rules that need its apartment, each a 400 on its field:
// - the tenant's letting fees within the ceilings of décret n° 2014-890 for the apartment's surface and zone, on the
//   lease's signature date, from the table of Paramètres > Référentiels (loi n° 89-462, art. 5 I), on
//   fraisDossierTTC; an unknown surface cannot be checked and is accepted;
// - a furnished lease on an apartment whose furniture inventory lacks an item of décret n° 2015-981, on typeBail.

interface BailLu {
  AppartementId: number;
  typeBail?: string | null;
  fraisDossierTTC?: number | null;
  dateCreationBail: string;
  loyerHC?: number | null;
  dernierLoyerPrecedent?: number | null;
  encadrement?: {
    surface?: number | null;
    loyerReferenceMajore?: number | null;
  } | null;
}

type Appart = typeof Appartement.$inferSelect;

async function checkHonoraires(
  ports: Ports,
  d: BailLu,
  appart: () => Promise<Appart | null | undefined>,
): Promise<string | null> {
  if (!d.fraisDossierTTC) return null;
  const [a, table] = await Promise.all([appart(), lirePlafonds(ports)]);
  if (!a) return null; // the reference check answers for a missing apartment
  const surface = a.surface ?? d.encadrement?.surface;
  return regleHonoraires(d.fraisDossierTTC, surface, zoneLoyer(a), d.dateCreationBail, table);
}

/**
 * Checked when the lease is made furnished (created so, or its kind or apartment changed): a lease already signed
 * is not blocked from other edits by a later change of the furniture list.
 */
async function checkMobilier(
  ports: Ports,
  d: BailLu,
  existing?: Pick<BailLu, "AppartementId" | "typeBail">,
): Promise<string | null> {
  if (existing && existing.typeBail === d.typeBail && existing.AppartementId === d.AppartementId)
    return null;
  return regleMobilier(typeBail(d.typeBail), () => lignesMobilier(ports, d.AppartementId));
}

/**
 * A dwelling of class F or G (issue 39): in zone tendue its new lease's rent may not exceed the previous tenant's
 * last rent, and it takes no complément de loyer (domain/bail/energie.ts); each a refusal on its field. The
 * apartment is read only when the lease would break one of them on such a dwelling.
 */
async function checkPassoire(d: BailLu, appart: () => Promise<Appart | null | undefined>) {
  const e = d.encadrement;
  const complement = e
    ? encadrement(e.loyerReferenceMajore, e.surface, d.loyerHC ?? 0).complementLoyer
    : null;
  const auDessus =
    d.loyerHC != null && d.dernierLoyerPrecedent != null && d.loyerHC > d.dernierLoyerPrecedent;
  if (!auDessus && !((complement ?? 0) > 0)) return {};
  const a = await appart();
  if (!a || !estPassoire(a.classeEnergie)) return {};
  return {
    loyerHC: regleLoyerPassoire(
      a.classeEnergie,
      enZoneTendue(zoneLoyer(a)),
      d.loyerHC,
      d.dernierLoyerPrecedent,
    ),
    "encadrement.complementLoyer": regleComplementPassoire(a.classeEnergie, complement),
  };
}

/** Apartments a caller has just read (tenant/add), each for one call's own ports object: no read again. */
const lotsLus = new WeakMap<Ports, Appart>();

/** `ports` for one validation whose apartment `lot` the caller already holds (its reads went together). */
export function avecLot(ports: Ports, lot: Appart): Ports {
  const p = { ...ports };
  lotsLus.set(p, lot);
  return p;
}

/** The lease's apartment, read once and only by a rule that needs it (shared by the Dossier's derive). */
export function lireLot(ports: Ports, id: number): () => Promise<Appart | undefined> {
  const connu = lotsLus.get(ports);
  let lu: Promise<Appart | undefined> | undefined =
    connu?.id === id ? Promise.resolve(connu) : undefined;
  return () => (lu ??= findRow(ports, Appartement, id));
}

/** The rules, their reads issued together (one round trip on the edge); every refusal in one 400. */
export async function checkBail(
  ports: Ports,
  d: BailLu,
  existing?: Pick<BailLu, "AppartementId" | "typeBail">,
  appart: () => Promise<Appart | undefined> = lireLot(ports, d.AppartementId),
): Promise<void> {
  const [honoraires, mobilier, passoire] = await Promise.all([
    checkHonoraires(ports, d, appart),
    checkMobilier(ports, d, existing),
    checkPassoire(d, appart),
  ]);
  const fields: Record<string, string> = {};
  if (honoraires) fields.fraisDossierTTC = honoraires;
  if (mobilier) fields.typeBail = mobilier;
  for (const [k, v] of Object.entries(passoire)) if (v) fields[k] = v;
  if (Object.keys(fields).length) throw badRequest(MSG_INVALID, fields);
}
