// Which dossier a credit line of the bank is likely the rent of, and why: pure scoring over what the service read.
// Signals, strongest first: the payment reference printed on the rent call (LOY-…), a label confirmed before for the
// dossier (learned), the tenant's, a co-holder's or a guarantor's name in the label, the amount equal to a term's
// rest due or to the rent. A suggestion needs at least a name, a reference, a learned label or an exact rest due.

import { MOIS_FR } from "../dates";
import { eurosFr } from "../loyer";
import { present } from "../present";
import { estNomme, moisNommes } from "./mois-libelle";
import { mots } from "./mots";
import { referencesDans } from "./reference-paiement";
import { de } from "../francais/elision";

export interface LigneAMatcher {
  id: number;
  montant: number;
  libelle: string;
  reference: string | null;
  contrepartie: string | null;
}

export interface TermeOuvert {
  QuitanceId: number;
  mois: string;
  reste: number;
}

export interface Candidat {
  DossierId: number;
  loyer: number;
  /** Tenant, co-holders and guarantors: "Nguyễn-Béranger" etc., as written on their records. */
  noms: string[];
  termes: TermeOuvert[];
}

export interface Suggestion {
  ligneId: number;
  DossierId: number;
  QuitanceId: number | null;
  montant: number;
  score: number;
  raison: string;
}

/** A label reduced to what stays from one month to the next: its words without digits. */
export const cleLibelle = (t: string) =>
  mots(t)
    .filter((w) => !/\d/.test(w) && w.length > 1)
    .join(" ");

const moisFr = (mois: string) => `${MOIS_FR[Number(mois.slice(5, 7)) - 1]} ${mois.slice(0, 4)}`;

/** Candidates indexed once by name word, rest due and rent: a statement of thousands of lines is one pass. */
function indexer(candidats: readonly Candidat[]) {
  const parMot = new Map<string, { DossierId: number; nom: string }[]>();
  const parReste = new Map<number, { DossierId: number; termes: TermeOuvert[] }[]>();
  const parLoyer = new Map<number, number[]>();
  const pousser = <K, V>(m: Map<K, V[]>, k: K, v: V) => {
    const liste = m.get(k);
    if (liste) liste.push(v);
    else m.set(k, [v]);
  };
  for (const c of candidats) {
    for (const nom of c.noms)
      for (const w of new Set(mots(nom).filter((x) => x.length >= 3)))
        pousser(parMot, w, { DossierId: c.DossierId, nom });
    // Each rest once per dossier, with all its open terms of that rest, oldest first (termes come oldest first).
    const parSonReste = new Map<number, TermeOuvert[]>();
    for (const terme of c.termes) pousser(parSonReste, terme.reste, terme);
    for (const [reste, termes] of parSonReste)
      pousser(parReste, reste, { DossierId: c.DossierId, termes });
    pousser(parLoyer, c.loyer, c.DossierId);
  }
  return { parMot, parReste, parLoyer };
}

export function suggerer(
  lignes: readonly LigneAMatcher[],
  candidats: readonly Candidat[],
  appris: ReadonlyMap<string, number[]>,
  parLigne = 3,
): Suggestion[] {
  const parDossier = new Map(candidats.map((c) => [c.DossierId, c]));
  const { parMot, parReste, parLoyer } = indexer(candidats);
  const out: Suggestion[] = [];
  for (const ligne of lignes) {
    if (ligne.montant <= 0) continue;
    const scores = new Map<
      number,
      { score: number; raisons: string[]; QuitanceId: number | null }
    >();
    const ajouter = (
      DossierId: number,
      points: number,
      raison: string,
      QuitanceId: number | null = null,
    ) => {
      const s = scores.get(DossierId) ?? { score: 0, raisons: [], QuitanceId: null };
      s.score += points;
      s.raisons.push(raison);
      s.QuitanceId ??= QuitanceId;
      scores.set(DossierId, s);
    };
    for (const ref of referencesDans(`${ligne.libelle} ${ligne.reference ?? ""}`)) {
      const c = parDossier.get(ref.DossierId);
      if (!c) continue;
      const terme = c.termes.find((t) => t.mois === ref.mois);
      ajouter(
        c.DossierId,
        100,
        `Référence de paiement du terme ${de(moisFr(ref.mois))}`,
        terme?.QuitanceId ?? null,
      );
    }
    for (const DossierId of appris.get(cleLibelle(ligne.libelle)) ?? [])
      if (parDossier.has(DossierId)) ajouter(DossierId, 60, "Libellé déjà rapproché de ce dossier");
    const nommes = new Set<number>();
    for (const w of new Set(mots(`${ligne.libelle} ${ligne.contrepartie ?? ""}`)))
      for (const { DossierId, nom } of parMot.get(w) ?? [])
        if (!nommes.has(DossierId)) {
          nommes.add(DossierId);
          ajouter(DossierId, 40, `Nom « ${nom} » dans le libellé`);
        }
    const moisDuLibelle = moisNommes(`${ligne.libelle} ${ligne.reference ?? ""}`);
    for (const { DossierId, termes } of parReste.get(ligne.montant) ?? []) {
      // Several open terms owe that amount: the one whose month the label names, else the oldest.
      const terme = termes.find((t) => estNomme(t.mois, moisDuLibelle)) ?? termes[0];
      if (!terme) continue;
      ajouter(
        DossierId,
        40,
        `Montant égal au reste dû ${de(moisFr(terme.mois))} (${eurosFr(terme.reste)})`,
        terme.QuitanceId,
      );
    }
    // The dossiers whose rent is the amount: the amount is their rent.
    for (const DossierId of parLoyer.get(ligne.montant) ?? []) {
      const s = scores.get(DossierId);
      if (s && !s.raisons.some((r) => r.startsWith("Montant")))
        ajouter(DossierId, 25, `Montant égal au loyer (${eurosFr(ligne.montant)})`);
    }
    const meilleures = [...scores.entries()]
      .filter(([, s]) => s.score >= 40)
      .sort((a, b) => b[1].score - a[1].score || a[0] - b[0])
      .slice(0, parLigne);
    for (const [DossierId, s] of meilleures) {
      // The term: the one the reference or the rest due names, else the oldest open one (every dossier scored is a
      // candidate's).
      const QuitanceId =
        s.QuitanceId ??
        present(parDossier.get(DossierId), "dossier candidat").termes[0]?.QuitanceId ??
        null;
      out.push({
        ligneId: ligne.id,
        DossierId,
        QuitanceId,
        montant: ligne.montant,
        score: Math.min(100, s.score),
        raison: s.raisons.join(" ; "),
      });
    }
  }
  return out;
}
