// CFONB 120: the French fixed-width statement ("relevé de compte 120 caractères", CFONB brochure of the
// relevé de compte sur support informatique). Records: 01 old balance, 04 movement, 05 complement of the
// movement before it, 07 new balance. Every statement runs from a 01 to its 07 and must add up to the cent.
// Positions below are the brochure's, 1-based, as [start, end] inclusive.

import { eurosFr as euros } from "../loyer";
import { type CompteLu, compteLu } from "./compte-lu";
import { dateJjmmaa } from "./dates-banque";
import { fauteLigne, type LigneLue, modeDuLibelle, type ReleveLu, ReleveInvalide } from "./releve";

const LIBELLE_MAX = 1000;

const champ = (ligne: string, debut: number, fin: number) => ligne.slice(debut - 1, fin);

// The amount's last character carries its last digit and its sign: { A..I = +0..+9, } J..R = -0..-9.
const POSITIFS = "{ABCDEFGHI";
const NEGATIFS = "}JKLMNOPQR";

function montant(ligne: string, numero: number): number {
  const zone = champ(ligne, 91, 104);
  const dernier = zone.at(-1) ?? "";
  let signe = 1;
  let chiffre = POSITIFS.indexOf(dernier);
  if (chiffre < 0) {
    chiffre = NEGATIFS.indexOf(dernier);
    signe = -1;
  }
  // Some banks leave spaces inside the zone (read as zeros); anything else is a fault.
  const tete = zone.slice(0, -1).replace(/ /g, "0");
  if (chiffre < 0 || !/^\d{13}$/.test(tete))
    throw fauteLigne(numero, "montant illisible (CFONB 120).");
  const decimalesZone = champ(ligne, 20, 20);
  const decimales = /^\d$/.test(decimalesZone) ? Number(decimalesZone) : 2;
  const unites = BigInt(tete + String(chiffre));
  // To cents whatever the number of decimals the record declares (0 to 3 in practice).
  const cents =
    decimales <= 2 ? unites * 10n ** BigInt(2 - decimales) : unites / 10n ** BigInt(decimales - 2);
  return signe * Number(cents);
}

function date(ligne: string, debut: number, numero: number): string {
  const d = dateJjmmaa(champ(ligne, debut, debut + 5));
  if (!d) throw fauteLigne(numero, "date illisible (CFONB 120).");
  return d;
}

/** The 01 record's bank, branch and account numbers: a RIB, so an IBAN (its key computed: the record has none). */
function compteDe(ligne: string): CompteLu | null {
  const [banque, guichet, compte] = [
    champ(ligne, 3, 7),
    champ(ligne, 12, 16),
    champ(ligne, 22, 32),
  ];
  return compteLu({ banque, guichet, compte, ancien: `${banque}/${guichet}/${compte.trim()}` });
}

interface EnCours {
  releve: ReleveLu;
  ouvertureLigne: number;
  derniere: LigneLue | null;
}

/** Reads every statement of a CFONB 120 file. */
export function lireCfonb(texte: string): ReleveLu[] {
  const releves: ReleveLu[] = [];
  let courant: EnCours | null = null;
  const lignes = texte.split(/\r\n|\r|\n/);
  lignes.forEach((brute, index) => {
    const numero = index + 1;
    if (brute.trim() === "") return;
    const ligne = brute.padEnd(120, " ");
    if (brute.length > 120 && brute.slice(120).trim() !== "")
      throw fauteLigne(numero, "enregistrement de plus de 120 caractères (CFONB 120).");
    const type = champ(ligne, 1, 2);
    if (type === "01") {
      if (courant) throw fauteLigne(numero, "nouveau solde (07) manquant avant cet ancien solde.");
      courant = {
        ouvertureLigne: numero,
        derniere: null,
        releve: {
          format: "cfonb",
          compte: compteDe(ligne),
          devise: champ(ligne, 17, 19).trim() || "EUR",
          du: date(ligne, 35, numero),
          au: null,
          soldeInitial: montant(ligne, numero),
          soldeFinal: null,
          lignes: [],
        },
      };
      return;
    }
    if (!courant)
      throw fauteLigne(
        numero,
        `enregistrement « ${type} » hors d'un relevé (ancien solde 01 attendu).`,
      );
    const enCours: EnCours = courant;
    if (type === "04") {
      const libelle = champ(ligne, 49, 79).trim();
      const ref = champ(ligne, 105, 120).trim();
      const ligneLue: LigneLue = {
        date: date(ligne, 35, numero),
        montant: montant(ligne, numero),
        libelle,
        reference: ref || null,
        contrepartie: null,
        mode: modeDuLibelle(libelle),
      };
      enCours.releve.lignes.push(ligneLue);
      enCours.derniere = ligneLue;
    } else if (type === "05") {
      const derniere = enCours.derniere;
      if (!derniere) throw fauteLigne(numero, "complément (05) sans mouvement (04) avant lui.");
      const qualifiant = champ(ligne, 46, 48);
      const info = champ(ligne, 49, 118).trim();
      if (!info) return;
      // NPY: the payer's name; RCN / REF: the payment's references; LIB and the rest: more label.
      if (qualifiant === "NPY" || qualifiant === "NBE") derniere.contrepartie ??= info;
      else if (qualifiant === "RCN" || qualifiant === "REF") derniere.reference ??= info;
      // Bounded: a file of nothing but complements would otherwise rebuild one ever longer label per record.
      else if (derniere.libelle.length < LIBELLE_MAX)
        derniere.libelle = `${derniere.libelle} ${info}`.trim().slice(0, LIBELLE_MAX);
    } else if (type === "07") {
      const releve = enCours.releve;
      releve.soldeFinal = montant(ligne, numero);
      releve.au = date(ligne, 35, numero);
      const attendu = (releve.soldeInitial ?? 0) + releve.lignes.reduce((s, l) => s + l.montant, 0);
      if (attendu !== releve.soldeFinal)
        throw fauteLigne(
          numero,
          `le nouveau solde (${euros(releve.soldeFinal)}) ne correspond pas à l'ancien solde de la ligne ${enCours.ouvertureLigne} plus les mouvements (${euros(attendu)}).`,
        );
      releves.push(releve);
      courant = null;
    } else
      throw fauteLigne(
        numero,
        `type d'enregistrement « ${type} » inconnu (CFONB 120 : 01, 04, 05 ou 07).`,
      );
  });
  if (courant)
    throw new ReleveInvalide(
      `Ligne ${lignes.length} : fichier coupé, nouveau solde (07) manquant.`,
    );
  if (releves.length === 0) throw new ReleveInvalide("Aucun relevé dans ce fichier CFONB.");
  return releves;
}
