import { enZoneTendueLe } from "../../domain/reglementation/zones-tendues";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import { choixDuPersonnel } from "../referentiels/zone-appartement";
import { listesZoneTendue } from "./lignes";

// An apartment's `zoneTendue` as it is written (issue 73): staff's choice when they make one; else whether its
// commune is in zone tendue today by the lists of Paramètres > Réglementation (the shipped annex and the admin's).

interface Adresse {
  zoneTendue?: boolean | null;
  codeInsee?: string | null;
  codePostal: string;
  ville?: string | null;
}

export async function zoneTendueDuLot(
  ports: Ports,
  d: Adresse,
  existing?: Adresse,
): Promise<boolean> {
  if (choixDuPersonnel(d.zoneTendue, d, existing, existing?.zoneTendue)) return d.zoneTendue;
  // An admin's row only adds communes: a commune of the shipped annex needs no read (a round trip on the edge).
  const jour = today(ports.clock);
  return enZoneTendueLe(d, jour) || enZoneTendueLe(d, jour, await listesZoneTendue(ports));
}
