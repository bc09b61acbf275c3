// QIF (Quicken Interchange Format): sections opened by "!Type:…", records of one-letter fields ended by "^"
// (the last one may lack it). Only the money sections are statements (Bank, Cash, CCard, Oth A/L); categories,
// classes, memorised and investment sections are skipped. "!Account" blocks name the account the next section is
// for. QIF has no balances and no fixed date order: D/M or M/D is decided per file (see ordreDesDates).

import { compteLu } from "./compte-lu";
import { centsDe } from "./montant";
import { present } from "../present";
import { dateDe, siecle } from "./dates-banque";
import { type LigneLue, modeDuLibelle, type ReleveLu, ReleveInvalide } from "./releve";

const SECTIONS_MONNAIE = new Set(["bank", "cash", "ccard", "oth a", "oth l"]);

interface Brut {
  ligne: number;
  date: string;
  montant: string;
  beneficiaire: string;
  memo: string;
  numero: string;
}

/** "6/ 1/94", "03/03/10", "11/10/2013", "1/ 1'00", "2013-08-15" -> [a, b, year] or null. */
function morceaux(texte: string): [number, number, number] | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(texte.trim());
  if (iso) return [Number(iso[3]), Number(iso[2]), Number(iso[1])];
  const m = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*(?:[/.-]|')\s*(\d{2}|\d{4})$/.exec(texte.trim());
  const aa = m?.[3];
  if (!m || aa === undefined) return null;
  return [Number(m[1]), Number(m[2]), aa.length === 2 ? siecle(Number(aa)) : Number(aa)];
}

/**
 * Quicken writes M/D (US), French banks D/M. The order under which every date of the file is valid wins; when both
 * are, the one that keeps the statement's dates closest together (a statement covers weeks, not months).
 */
function ordreDesDates(dates: [number, number, number][]): "JM" | "MJ" {
  const etendue = (ordre: "JM" | "MJ") => {
    // A loop, not Math.max(...t): a file of a million dates would overflow the call's arguments.
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const [a, b, y] of dates) {
      const j = ordre === "JM" ? dateDe(y, b, a) : dateDe(y, a, b);
      if (j === null) return Number.POSITIVE_INFINITY;
      const t = Date.parse(j);
      min = Math.min(min, t);
      max = Math.max(max, t);
    }
    return max - min;
  };
  return etendue("MJ") < etendue("JM") ? "MJ" : "JM";
}

export function lireQif(texte: string): ReleveLu[] {
  const lignes = texte.split(/\r\n|\r|\n/);
  const comptes: { nom: string | null; bruts: Brut[] }[] = [];
  let section: string | null = null;
  let enBlocCompte = false;
  let nomCompte: string | null = null;
  let courant: Partial<Brut> | null = null;
  let courantCompte: { nom: string | null; bruts: Brut[] } | null = null;

  const clore = () => {
    if (courant && courantCompte && courant.date !== undefined) {
      if (courant.montant === undefined)
        throw new ReleveInvalide(`Ligne ${courant.ligne} : opération sans montant (QIF).`);
      courantCompte.bruts.push({
        beneficiaire: "",
        memo: "",
        numero: "",
        ...courant,
        ligne: courant.ligne ?? 0,
        date: courant.date,
        montant: courant.montant,
      });
    }
    courant = null;
  };

  lignes.forEach((brute, i) => {
    const numero = i + 1;
    const ligne = brute.trimEnd();
    if (!ligne) return;
    if (ligne.startsWith("!")) {
      clore();
      const entete = ligne.slice(1).toLowerCase();
      if (entete === "account") {
        enBlocCompte = true;
        nomCompte = null;
        return;
      }
      if (entete.startsWith("option") || entete.startsWith("clear")) return;
      section = entete.startsWith("type:") ? entete.slice(5).trim() : entete;
      courantCompte = SECTIONS_MONNAIE.has(section) ? { nom: nomCompte, bruts: [] } : null;
      if (courantCompte) comptes.push(courantCompte);
      return;
    }
    if (enBlocCompte) {
      if (ligne.startsWith("N")) nomCompte = ligne.slice(1).trim() || null;
      if (ligne === "^") enBlocCompte = false;
      return;
    }
    if (section === null)
      throw new ReleveInvalide(`Ligne ${numero} : en-tête « !Type: » attendu (QIF).`);
    if (!courantCompte) return;
    if (ligne === "^") {
      clore();
      return;
    }
    courant ??= { ligne: numero };
    const code = ligne[0];
    const valeur = ligne.slice(1).trim();
    if (code === "D") courant.date = valeur;
    else if (code === "T" || (code === "U" && courant.montant === undefined))
      courant.montant = valeur;
    else if (code === "P") courant.beneficiaire = valeur;
    else if (code === "M") courant.memo = valeur;
    else if (code === "N") courant.numero = valeur;
  });
  clore();

  const avecOperations = comptes.filter((c) => c.bruts.length > 0);
  if (avecOperations.length === 0)
    throw new ReleveInvalide("Aucune opération bancaire dans ce fichier QIF.");
  const tous = avecOperations.flatMap((c) => c.bruts);
  const parties = tous.map((b) => {
    const p = morceaux(b.date);
    if (!p) throw new ReleveInvalide(`Ligne ${b.ligne} : date « ${b.date} » illisible (QIF).`);
    return p;
  });
  const ordre = ordreDesDates(parties);
  let k = 0;
  return avecOperations.map((c) => {
    const lues: LigneLue[] = c.bruts.map((b) => {
      const [a, m, y] = present(parties[k++], "date d'une opération QIF");
      const date = ordre === "JM" ? dateDe(y, m, a) : dateDe(y, a, m);
      if (!date) throw new ReleveInvalide(`Ligne ${b.ligne} : date « ${b.date} » invalide (QIF).`);
      const montant = centsDe(b.montant);
      if (montant === null)
        throw new ReleveInvalide(`Ligne ${b.ligne} : montant « ${b.montant} » illisible (QIF).`);
      const libelle =
        [b.beneficiaire, b.memo].filter(Boolean).join(" ") || (montant > 0 ? "Crédit" : "Débit");
      return {
        date,
        montant,
        libelle,
        reference: b.numero || null,
        contrepartie: null,
        mode: /^\d+$/.test(b.numero) ? "Chèque" : modeDuLibelle(libelle),
      };
    });
    const dates = lues.map((l) => l.date).sort();
    return {
      format: "qif",
      compte: compteLu({ compte: c.nom }),
      devise: "EUR",
      du: dates[0] ?? null,
      au: dates.at(-1) ?? null,
      soldeInitial: null,
      soldeFinal: null,
      lignes: lues,
    };
  });
}
