// CSV exported from online banking: ";" or "," (or tab), decimal comma, JJ/MM/AAAA, header lines before the table,
// one signed amount column or separate débit / crédit columns, sometimes a running balance. The column profile is
// detected from the header's words (or, without a header, from the cells), and the caller may correct it: the
// screen shows the detected profile and sends it back.

import { z } from "zod";
import { type CompteLu, compteLu } from "./compte-lu";
import { centsDe } from "./montant";
import { present } from "../present";
import { dateFrancaise, dateIso } from "./dates-banque";
import { type LigneLue, modeDuLibelle, type ReleveLu, ReleveInvalide } from "./releve";

/** Columns are 0-based; `entete` is the 1-based line of the header (0: no header). */
export const profilCsvSchema = z.object({
  separateur: z.enum([";", ",", "\t"]),
  entete: z.number().int().min(0),
  date: z.number().int().min(0),
  libelle: z.array(z.number().int().min(0)).min(1),
  montant: z.number().int().min(0).nullable(),
  debit: z.number().int().min(0).nullable(),
  credit: z.number().int().min(0).nullable(),
  solde: z.number().int().min(0).nullable(),
});
export type ProfilCsv = z.infer<typeof profilCsvSchema>;

/** RFC 4180 cells (quotes, doubled quotes, separators and line breaks inside quotes), with each row's line number. */
export function cellules(texte: string, sep: string): { ligne: number; cells: string[] }[] {
  const rows: { ligne: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let vide = true; // the cell holds only spaces so far (a quote opens a quoted cell only there)
  let guillemets = false;
  let ligne = 1;
  let debutLigne = 1;
  for (let i = 0; i < texte.length; i++) {
    const c = texte.charAt(i);
    if (guillemets) {
      if (c === '"' && texte[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') guillemets = false;
      else {
        if (c === "\n") ligne++;
        cell += c;
      }
    } else if (c === '"' && vide) {
      guillemets = true;
      vide = false;
      cell = "";
    } else if (c === sep) {
      cells.push(cell.trim());
      cell = "";
      vide = true;
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && texte[i + 1] === "\n") i++;
      cells.push(cell.trim());
      rows.push({ ligne: debutLigne, cells });
      cells = [];
      cell = "";
      vide = true;
      ligne++;
      debutLigne = ligne;
    } else {
      cell += c;
      if (c !== " " && c !== "\t") vide = false;
    }
  }
  if (cell !== "" || cells.length) {
    cells.push(cell.trim());
    rows.push({ ligne: debutLigne, cells });
  }
  return rows.filter((r) => r.cells.some((c) => c !== ""));
}

const dateDe = (t: string) => dateFrancaise(t) ?? dateIso(t);
const normal = (t: string) =>
  t
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

function separateurDe(texte: string): ";" | "," | "\t" {
  const debut = texte.split(/\r?\n/).slice(0, 40);
  let meilleur: ";" | "," | "\t" = ";";
  let score = -1;
  for (const sep of [";", "\t", ","] as const) {
    const comptes = debut.map((l) => l.split(sep).length - 1).filter((n) => n >= 2);
    // The separator that splits the most lines into the same number of columns.
    const frequences = new Map<number, number>();
    for (const n of comptes) frequences.set(n, (frequences.get(n) ?? 0) + 1);
    const s = Math.max(0, ...frequences.values());
    if (s > score) {
      score = s;
      meilleur = sep;
    }
  }
  return meilleur;
}

function indexDe(entetes: string[], test: (h: string) => boolean): number | null {
  const i = entetes.findIndex(test);
  return i >= 0 ? i : null;
}

function profilDeLEntete(
  rows: { ligne: number; cells: string[] }[],
  sep: ProfilCsv["separateur"],
): ProfilCsv | null {
  for (const row of rows.slice(0, 40)) {
    const h = row.cells.map(normal);
    const date = indexDe(h, (c) => /^date/.test(c) && !/valeur/.test(c));
    const montant = indexDe(h, (c) => /^(montant|amount|somme)/.test(c));
    const debit = indexDe(h, (c) => /^debit/.test(c));
    const credit = indexDe(h, (c) => /^credit/.test(c));
    if (date === null || (montant === null && (debit === null || credit === null))) continue;
    const libelle = h.flatMap((c, i) =>
      /libelle|intitule|description|operation|detail|nature|motif/.test(c) && !/^date/.test(c)
        ? [i]
        : [],
    );
    return {
      separateur: sep,
      entete: row.ligne,
      date,
      libelle: libelle.length
        ? libelle
        : [h.findIndex((_, i) => i !== date && i !== montant && i !== debit && i !== credit)],
      montant,
      debit: montant === null ? debit : null,
      credit: montant === null ? credit : null,
      solde: indexDe(h, (c) => /^solde|balance/.test(c)),
    };
  }
  return null;
}

const COLONNES_MAX = 64;
const LIGNES_ECHANTILLON = 500;

/** Without a header: the first column of dates, the columns of amounts, the longest text for the label. */
function profilDesCellules(
  rows: { ligne: number; cells: string[] }[],
  sep: ProfilCsv["separateur"],
): ProfilCsv | null {
  // The first dated rows tell the columns as well as all of them would, at a cost that does not grow with the file.
  const donnees = rows.filter((r) => r.cells.some((c) => dateDe(c))).slice(0, LIGNES_ECHANTILLON);
  if (donnees.length === 0) return null;
  // A bank's table has a few dozen columns; bounding them keeps the guess linear in the file's size.
  const largeur = Math.min(
    COLONNES_MAX,
    donnees.reduce((max, r) => Math.max(max, r.cells.length), 0),
  );
  const colonnes = [...Array(largeur).keys()];
  const part = (i: number, test: (c: string) => boolean) =>
    donnees.filter((r) => test(r.cells[i] ?? "")).length / donnees.length;
  const date = colonnes.find((i) => part(i, (c) => dateDe(c) !== null) > 0.8);
  if (date === undefined) return null;
  const montants = colonnes.filter(
    (i) =>
      i !== date &&
      part(i, (c) => c === "" || centsDe(c) !== null) > 0.95 &&
      part(i, (c) => centsDe(c) !== null) > 0.3,
  );
  const texte = colonnes.filter(
    (i) => i !== date && !montants.includes(i) && part(i, (c) => dateDe(c) !== null) < 0.5,
  );
  const libelle = texte
    .map((i) => ({ i, longueur: donnees.reduce((s, r) => s + (r.cells[i]?.length ?? 0), 0) }))
    .sort((x, y) => y.longueur - x.longueur)[0]?.i;
  const [a, b] = montants;
  if (libelle === undefined || a === undefined) return null;
  const pleines = (i: number) => part(i, (c) => c !== "");
  const debitCredit = b !== undefined && pleines(a) < 1 && pleines(b) < 1;
  return {
    separateur: sep,
    entete: 0,
    date,
    libelle: [libelle],
    montant: debitCredit ? null : a,
    debit: debitCredit ? a : null,
    credit: debitCredit ? b : null,
    solde: null,
  };
}

/** The profile the file's own header (or cells) give. */
export function detecterProfilCsv(texte: string): ProfilCsv {
  const sep = separateurDe(texte);
  const rows = cellules(texte, sep);
  const profil = profilDeLEntete(rows, sep) ?? profilDesCellules(rows, sep);
  if (!profil)
    throw new ReleveInvalide("Fichier CSV : colonnes de date et de montant introuvables.");
  return profil;
}

/** An account number in the lines before the table ("Compte courant n° 000123", "IBAN : FR76…"). */
function compteDansLEntete(
  rows: { ligne: number; cells: string[] }[],
  entete: number,
): CompteLu | null {
  for (const row of rows.slice(0, 40)) {
    if (entete && row.ligne >= entete) break;
    const ligne = row.cells.join(" ").slice(0, 300);
    const iban = /\b(FR\d{2}(?:\s?[0-9A-Z]{4}){5}\s?[0-9A-Z]{3})\b/.exec(ligne);
    // The whole match is the IBAN (the boundaries take no character).
    if (iban) return compteLu({ iban: iban[0].replace(/\s/g, "") });
    const compte = /(?:compte|account)[^0-9]{0,40}([0-9][0-9A-Z ]{5,})/i.exec(ligne);
    if (compte)
      return compteLu({ compte: present(compte[1], "numéro de compte lu").replace(/\s/g, "") });
  }
  return null;
}

export function lireCsv(
  texte: string,
  profilDonne?: ProfilCsv,
): { releve: ReleveLu; profil: ProfilCsv } {
  const profil = profilDonne ?? detecterProfilCsv(texte);
  const rows = cellules(texte, profil.separateur);
  const corps = rows.filter((r) => r.ligne > profil.entete);
  const lues: (LigneLue & { solde: number | null })[] = [];
  for (const { ligne, cells } of corps) {
    const brute = cells[profil.date] ?? "";
    const date = dateDe(brute);
    if (!date) {
      // Totals and footers after the table carry no date; a date-like cell that is no valid date is a fault.
      if (/^\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}$/.test(brute))
        throw new ReleveInvalide(`Ligne ${ligne} : date « ${brute} » invalide.`);
      continue;
    }
    let montant: number | null;
    if (profil.montant !== null) montant = centsDe(cells[profil.montant] ?? "");
    else {
      const d = (cells[profil.debit ?? -1] ?? "").trim();
      const c = (cells[profil.credit ?? -1] ?? "").trim();
      const debit = d ? centsDe(d) : 0;
      const credit = c ? centsDe(c) : 0;
      montant = debit === null || credit === null ? null : Math.abs(credit) - Math.abs(debit);
    }
    if (montant === null) throw new ReleveInvalide(`Ligne ${ligne} : montant illisible.`);
    const libelle = profil.libelle
      .map((i) => cells[i] ?? "")
      .filter(Boolean)
      .join(" ")
      .replace(/\s+/g, " ")
      .trim();
    const solde = profil.solde === null ? null : centsDe(cells[profil.solde] ?? "");
    lues.push({
      date,
      montant,
      libelle: libelle || (montant > 0 ? "Crédit" : "Débit"),
      reference: null,
      contrepartie: null,
      mode: modeDuLibelle(libelle),
      solde,
    });
  }
  const premiereLue = lues[0];
  const derniereLue = lues.at(-1);
  if (premiereLue === undefined || derniereLue === undefined)
    throw new ReleveInvalide("Fichier CSV sans aucune opération datée.");
  const croissant = premiereLue.date <= derniereLue.date;
  const ordre = croissant ? lues : [...lues].reverse();
  const premier = croissant ? premiereLue : derniereLue;
  const dernier = croissant ? derniereLue : premiereLue;
  // A running balance gives the statement's balances when it adds up row after row; otherwise none is claimed.
  let coherent = true;
  let precedent: number | null = null;
  for (const l of ordre) {
    if (l.solde === null || (precedent !== null && precedent + l.montant !== l.solde)) {
      coherent = false;
      break;
    }
    precedent = l.solde;
  }
  // The first and last days, in any order of the rows (ISO days compare as strings).
  let du = premiereLue.date;
  let au = du;
  for (const { date } of lues) {
    if (date < du) du = date;
    if (date > au) au = date;
  }
  return {
    profil,
    releve: {
      format: "csv",
      compte: compteDansLEntete(rows, profil.entete),
      devise: "EUR",
      du,
      au,
      soldeInitial: coherent && premier.solde !== null ? premier.solde - premier.montant : null,
      soldeFinal: coherent ? dernier.solde : null,
      lignes: lues.map(({ solde: _solde, ...l }) => l),
    },
  };
}
