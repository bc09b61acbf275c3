// The year's entries, numbered (ADR 035): the opening entry (AN) first, from the balances of every earlier row, then
// each event's entry in date order, EcritureNum 1, 2, 3... without a gap. Stateful only in its counter, so the
// service can feed it month by month and stream the text.
import { compareCodes } from "../francais/tri";
import { type Compte, compteAnouveau, type Tiers } from "./comptes";
import { ecart, ecritureDe, type Ecriture, type Evenement, type Ligne } from "./evenements";
import { lignesFec, texte } from "./format";
import type { Lettre } from "./lettrage";

/** The opening entry of the exercice: every account's balance from the earlier rows (sums are enough: the scheme
 *  is linear), income and expenses on 110000. Null when nothing came before. */
export function aNouveaux(anterieurs: Iterable<Evenement>, exercice: number): Ecriture | null {
  const soldes = new Map<string, { compte: Compte; tiers: Tiers | null; solde: number }>();
  for (const ev of anterieurs) {
    const e = ecritureDe(ev);
    if (!e) continue;
    for (const l of e.lignes) {
      const compte = compteAnouveau(l.compte);
      const tiers = compte === l.compte ? l.tiers : null;
      const cle = `${compte}:${tiers ? `${tiers.kind}${tiers.id}` : ""}`;
      const s = soldes.get(cle) ?? { compte, tiers, solde: 0 };
      s.solde += l.debit - l.credit;
      soldes.set(cle, s);
    }
  }
  const lignes: Ligne[] = [...soldes.values()]
    .filter((s) => s.solde !== 0)
    .sort((a, b) => (a.compte < b.compte ? -1 : a.compte > b.compte ? 1 : tri(a.tiers, b.tiers)))
    .map((s) => ({
      compte: s.compte,
      tiers: s.tiers,
      debit: Math.max(s.solde, 0),
      credit: Math.max(-s.solde, 0),
    }));
  if (!lignes.length) return null;
  const jour = `${exercice}-01-01`;
  return {
    journal: "AN",
    date: jour,
    piece: `AN${exercice}`,
    libelle: `À nouveaux ${exercice}`,
    valide: jour,
    lignes,
  };
}
const tri = (a: Tiers | null, b: Tiers | null) =>
  compareCodes(a?.kind ?? "", b?.kind ?? "") || (a?.id ?? 0) - (b?.id ?? 0);

/** Numbers the entries as they come (in date order) and writes their lines. */
export class Numerotation {
  private num = 0;
  private readonly noms = new Map<string, string>();
  /** `jour`: the export's day, which no ValidDate or DateLet passes; `lettres`: the tenants' lines' letters by id. */
  constructor(
    private readonly nomTiers: (t: Tiers) => string,
    private readonly jour: string,
    private readonly lettres: ReadonlyMap<number, Lettre> = new Map(),
  ) {}

  /** A tiers' name as a clean text field, made once per tiers. */
  private readonly nom = (t: Tiers) => {
    const cle = `${t.kind}${t.id}`;
    let n = this.noms.get(cle);
    if (n === undefined) this.noms.set(cle, (n = texte(this.nomTiers(t))));
    return n;
  };

  /** The text of one entry, or "" when nothing moves; throws if it does not balance (a bug, never data). */
  ecriture(e: Ecriture | null): string {
    if (!e) return "";
    if (ecart(e.lignes) !== 0) throw new Error(`Écriture déséquilibrée : ${e.piece}`);
    this.num += 1;
    return lignesFec(e, this.num, this.nom, this.jour);
  }

  evenement(ev: Evenement): string {
    return this.ecriture(ecritureDe(ev, ev.src === "T" ? this.lettres.get(ev.id) : undefined));
  }

  get ecritures() {
    return this.num;
  }
}
