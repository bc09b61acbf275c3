import { sql } from "drizzle-orm";
import { attenteVisale } from "../../domain/garanties/attente";
import { avantAdhesion } from "../../domain/garanties/avant-adhesion";
import { etapesDuBail } from "../../domain/garanties/etat-etapes";
import { toEuros } from "../../domain/money";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { avantAdhesionRead } from "./avant-adhesion";
import { garantieDuSinistre } from "./lettres";
import { bauxSinistres, sinistresRead } from "./sinistres";

// GET /api/Dossier/{id}/sinistre (issue 78 item 5, ADR 130): the lease's claim as its « Garantie » panel shows it:
// each step of each unpaid term, its last day and its state, read with the calendar's own statement; under Visale,
// the unpaid terms that are no claim yet (`attente`, domain/garanties/attente.ts); under a GLI, the unpaid terms due
// before its adhesion, not covered (`avantAdhesion`, domain/garanties/avant-adhesion.ts).

export async function lireSinistre(ports: Ports, dossierId: number) {
  const g = await garantieDuSinistre(ports, dossierId);
  const [lignes, faites, anterieurs] = await inOneTrip(ports, [
    sinistresRead(ports, dossierId),
    ports.db.all<{ QuitanceId: number; etape: string; date: string }>(
      sql`select "QuitanceId", "etape", "date" from "EtapeSinistre" where "DossierId" = ${dossierId}`,
    ),
    avantAdhesionRead(ports, dossierId),
  ]);
  const [bail] = bauxSinistres(lignes);
  const faitesLe = new Map(faites.map((f) => [`${f.QuitanceId}:${f.etape}`, f.date] as const));
  const jour = today(ports.clock);
  const etapes = bail ? etapesDuBail(bail, faitesLe, jour) : [];
  // Unpaid terms Visale does not count as a claim yet: said, with the day it could be declared, rather than « none ».
  const attente =
    bail?.type === "visale" && !etapes.length ? attenteVisale(bail.termes, jour) : null;
  return {
    type: g.type,
    duAssureur: g.duAssureur,
    etapes,
    attente: attente && {
      ...attente,
      termes: attente.termes.map((t) => ({ ...t, dette: toEuros(t.dette) })),
    },
    avantAdhesion: anterieurs[0] ? avantAdhesion(anterieurs, anterieurs[0].adhesion) : null,
  };
}
