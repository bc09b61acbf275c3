import {
  dateAnonymisation,
  finAuPlusTard,
  finAuPlusTardAvecPreavis,
} from "../../domain/rgpd/retention";
import type { APurger } from "../../domain/rgpd/api";
import { compareCodes } from "../../domain/francais/tri";
import { toEuros } from "../../domain/money";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import { echeantsAu, etatsConservation } from "./etats";

/**
 * GET /api/rgpd/aPurger: the former tenants due today or within the next 30 days, the soonest first. Those who
 * still owe money are listed with their debt: they stay until it is settled (the job passes them by).
 */
export async function aPurger(ports: Ports): Promise<{ data: APurger[] }> {
  const jour = today(ports.clock);
  const rows = await etatsConservation(ports, {
    having: echeantsAu(finAuPlusTardAvecPreavis(jour)),
  });
  const echu = finAuPlusTard(jour);
  const data = rows
    .map((r) => ({
      id: r.id,
      nom: r.nom,
      prenom: r.prenom,
      finDernierBail: r.fin ?? "",
      dateAnonymisation: dateAnonymisation(r.fin ?? jour),
      echu: (r.fin ?? "") <= echu,
      dette: toEuros(r.dette),
    }))
    .sort((a, b) => compareCodes(a.dateAnonymisation, b.dateAnonymisation) || a.id - b.id);
  return { data };
}
