// Which reader a file goes to is decided by its content, never its name.

import { lireCamt } from "./camt";
import { lireCfonb } from "./cfonb";
import { type ProfilCsv, lireCsv } from "./csv";
import { decoderTexte, estBinaire } from "./decode";
import { lireOfx } from "./ofx";
import { lireQif } from "./qif";
import { type FormatReleve, type ReleveLu, ReleveInvalide } from "./releve";

export function formatDe(texte: string): FormatReleve | null {
  const debut = texte.slice(0, 4096).trimStart();
  if (/^OFXHEADER\s*:/i.test(debut) || /<\?OFX\b/i.test(debut) || /^<OFX>/i.test(debut))
    return "ofx";
  if (
    /urn:iso:std:iso:20022:tech:xsd:camt\.05[234]/.test(debut) ||
    /<BkToCstmr(Stmt|DbtCdtNtfctn)>/.test(texte.slice(0, 20000))
  )
    return "camt053";
  if (/^!(Type|Account|Option)/i.test(debut)) return "qif";
  const premiere = debut.split(/\r?\n/)[0] ?? "";
  if (/^01\d{5}/.test(premiere) && premiere.trimEnd().length <= 120 && premiere.length >= 100)
    return "cfonb";
  // A table: at least two lines cut by the same separator.
  const lignes = debut.split(/\r?\n/).slice(0, 40);
  if ([";", ",", "\t"].some((sep) => lignes.filter((l) => l.includes(sep)).length >= 2))
    return "csv";
  return null;
}

export interface Lecture {
  releves: ReleveLu[];
  /** For a CSV: the column profile used (detected, or the one given). */
  profil: ProfilCsv | null;
}

// A movement's texts as stored and listed: a bank writes a few hundred characters at most; a file's megabyte-long
// label would be carried by every list and every match.
const LIBELLE_MAX = 1000;
const CHAMP_MAX = 200;
function borne(s: string, max: number): string;
function borne(s: string | null, max: number): string | null;
function borne(s: string | null, max: number): string | null {
  return s && s.length > max ? s.slice(0, max) : s;
}
const bornees = (releves: ReleveLu[]): ReleveLu[] => {
  for (const r of releves)
    for (const l of r.lignes) {
      l.libelle = borne(l.libelle, LIBELLE_MAX);
      l.reference = borne(l.reference, CHAMP_MAX);
      l.contrepartie = borne(l.contrepartie, CHAMP_MAX);
    }
  return releves;
};

/** Reads a statement file of any supported format; a French ReleveInvalide otherwise. */
export function lireReleve(bytes: Uint8Array, profil?: ProfilCsv): Lecture {
  const lecture = lireBrut(bytes, profil);
  return { ...lecture, releves: bornees(lecture.releves) };
}

function lireBrut(bytes: Uint8Array, profil?: ProfilCsv): Lecture {
  if (bytes.length === 0) throw new ReleveInvalide("Le fichier est vide.");
  if (estBinaire(bytes))
    throw new ReleveInvalide(
      "Ce fichier n'est pas un relevé bancaire lisible (CSV, OFX, QIF, CFONB 120, camt.053 ou camt.054).",
    );
  const texte = decoderTexte(bytes);
  switch (formatDe(texte)) {
    case "ofx":
      return { releves: lireOfx(texte), profil: null };
    case "camt053":
      // camt.054 too: lireCamt tells a statement from a notification by its root.
      return { releves: lireCamt(texte), profil: null };
    case "qif":
      return { releves: lireQif(texte), profil: null };
    case "cfonb":
      return { releves: lireCfonb(texte), profil: null };
    case "csv": {
      const lu = lireCsv(texte, profil);
      return { releves: [lu.releve], profil: lu.profil };
    }
    default:
      throw new ReleveInvalide(
        "Format de relevé non reconnu (CSV, OFX, QIF, CFONB 120, camt.053 ou camt.054 attendus).",
      );
  }
}
