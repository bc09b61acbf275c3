import { eq, inArray, sql } from "drizzle-orm";
import { present } from "../../domain/present";
import { Dossier, Quitance } from "../../db/schema";
import type { Ports } from "../../ports";
import { encaissementLotSchema, RAISON, type ResultatLot } from "../../domain/lots/lot";
import { ApiError } from "../../lib/errors";
import { today } from "../../lib/dates";
import { parseWith } from "../../lib/validate";
import {
  compteDe,
  ecrituresDesTermesStatement,
  lignesDe,
  lireCompte,
  type Compte,
} from "../compte/ledger";
import { encaisser } from "../compte/encaisser";
import { paiementRow } from "../compte/paiements";
import { resteDuTerme } from "../compte/reste";
import { termeDuAssureur } from "../garanties/part-assureur";

// POST /api/Quitance/encaisser (issue 42, ADR 046): each receipt's remaining amount recorded as a payment by the
// one `encaisser` of the account (its write batch, owners' shares, replay), one receipt after the other. Never
// twice under parallel requests: each payment is written only while its dossier's ledger is the one read plus this
// request's own payments (a conditional insert); otherwise the ledger is read again and the receipt told paid. A term
// an insurer paid and is still owed for is left to a payment by hand (ADR 157: the insurer's first, ADR 153).

/** A dossier's ledger as last read: its account, its newest line, and the lines this request appended since. */
interface Etat {
  compte: Compte;
  vu: number;
  ecrits: number;
}
const etatDe = (compte: Compte): Etat => ({ compte, vu: compte.rows.at(-1)?.id ?? 0, ecrits: 0 });

type Terme = { id: number; prixHC: number; charge: number; montantRegle: number | null };
/** What the replay says the term still owes (in cents), as "Marquer payée" reads it. */
const reste = (etat: Etat, q: Terme) => resteDuTerme(etat.compte.lettrage, q);

/**
 * The receipts named and their dossiers' ledgers: two reads issued together, so on the edge they go in one round
 * trip with the session's check, whatever their number.
 */
async function lire(ports: Ports, ids: number[]) {
  const [rows, ledgers] = await Promise.all([
    ports.db
      .select({
        id: Quitance.id,
        DossierId: Quitance.DossierId,
        prixHC: Quitance.prixHC,
        charge: Quitance.charge,
        montantRegle: Quitance.montantRegle,
        archiveLe: Dossier.archiveLe,
        assureur: sql<number>`${termeDuAssureur(sql`${Quitance.id}`, sql`${Quitance.DossierId}`)}`,
      })
      .from(Quitance)
      .leftJoin(Dossier, eq(Dossier.id, Quitance.DossierId))
      .where(inArray(Quitance.id, ids)),
    ecrituresDesTermesStatement(ports, ids),
  ]);
  const lignes = new Map(
    ledgers.map((l) => [l.DossierId, lignesDe([l]).sort((a, b) => a.id - b.id)]),
  );
  const etats = new Map<number, Etat>();
  for (const r of rows)
    if (r.DossierId != null && !etats.has(r.DossierId))
      etats.set(r.DossierId, etatDe(compteDe(lignes.get(r.DossierId) ?? [])));
  return { byId: new Map(rows.map((r) => [r.id, r])), etats };
}

/** POST /api/Quitance/encaisser { ids, mode? }: one result per receipt, in the order named. */
export async function encaisserLot(ports: Ports, body: unknown, auteur: string) {
  const { ids, mode = "Non précisé" } = parseWith(encaissementLotSchema, body);
  const { byId, etats } = await lire(ports, ids);
  const date = today(ports.clock);
  const resultats: ResultatLot[] = [];
  const ignorer = (id: number, message: string) =>
    resultats.push({ id, statut: "ignoree", message });
  for (const id of ids) {
    const q = byId.get(id);
    const DossierId = q?.DossierId;
    if (!q) ignorer(id, RAISON.introuvable);
    else if (DossierId == null) ignorer(id, RAISON.sansDossier);
    else if (q.archiveLe) ignorer(id, RAISON.archive);
    else resultats.push(await payer(ports, { ...q, DossierId }, etats, date, mode, auteur));
  }
  const compter = (s: ResultatLot["statut"]) => resultats.filter((r) => r.statut === s).length;
  return { resultats, encaissees: compter("encaissee"), ignorees: compter("ignoree") };
}

async function payer(
  ports: Ports,
  q: Terme & { DossierId: number; assureur: number },
  etats: Map<number, Etat>,
  date: string,
  mode: string,
  auteur: string,
): Promise<ResultatLot> {
  const etat = present(etats.get(q.DossierId), `état du dossier ${q.DossierId}`);
  const montant = reste(etat, q);
  if (montant <= 0) return { id: q.id, statut: "ignoree", message: RAISON.dejaPayee };
  if (q.assureur) return { id: q.id, statut: "ignoree", message: RAISON.assureur };
  const row = paiementRow(ports, q.DossierId, { montant, date, mode, QuitanceId: q.id }, auteur);
  const garde = sql`(select count(*) from "Ecriture" where "DossierId" = ${q.DossierId} and "id" > ${etat.vu}) = ${etat.ecrits}
    and not ${termeDuAssureur(q.id, q.DossierId)}`;
  try {
    await encaisser(ports, row, { garde });
    etat.ecrits += 1;
    return { id: q.id, statut: "encaissee", message: "encaissée" };
  } catch (e) {
    if (!(e instanceof ApiError) || e.status >= 500) throw e;
    // Refused by its guard (a parallel payment, a dossier removed): the ledger as it is now says why.
    const now = etatDe(await lireCompte(ports, q.DossierId));
    etats.set(q.DossierId, now);
    if (reste(now, q) <= 0) return { id: q.id, statut: "ignoree", message: RAISON.dejaPayee };
    return { id: q.id, statut: "erreur", message: e.message };
  }
}
