import { typedAmount, typedNumber } from "@/components/form-values";
import { encadrement, fraisDossier, loyerTTC, regleComplement } from "@worker/domain/loyer";
import { toCents, toEuros } from "@worker/domain/money";
import { DOSSIER_DEFAUTS } from "@worker/domain/schemas/dossier";

// The dossier's amounts while the form is typed, by the server's own rules (worker/domain/loyer.ts), in euros.

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === "";
/** A typed amount or number; null while blank or unreadable. */
const amount = (v: unknown) => (blank(v) ? null : typedAmount(v));
const number = (v: unknown) => (blank(v) ? null : typedNumber(v));

/** loyerTTC = loyerHC + charges (a blank counts as 0), or null while one of them cannot be read. */
export function loyerTTCLive(loyerHCText: unknown, chargesText: unknown) {
  const [hc, charges] = [typedAmount(loyerHCText), typedAmount(chargesText)];
  return hc === null || charges === null ? null : toEuros(loyerTTC(toCents(hc), toCents(charges)));
}

/** HT and TVA of the fees (a blank rate is the default 20 %), or null while the TTC or the rate cannot be read. */
export function fraisLive(ttcText: unknown, tauxText: unknown) {
  const ttc = typedAmount(ttcText);
  const taux = blank(tauxText) ? DOSSIER_DEFAUTS.fraisDossierTauxTVA : typedNumber(tauxText);
  if (ttc === null || taux === null) return null;
  const f = fraisDossier(toCents(ttc), taux);
  return { fraisDossierHT: toEuros(f.fraisDossierHT), fraisDossierTVA: toEuros(f.fraisDossierTVA) };
}

/** The rent cap section as typed: its sub-fields' text. */
export type EncadrementForm = {
  surface: string;
  nbPiece: string;
  periodeConstruction: string;
  loyerReference: string;
  loyerReferenceMajore: string;
  caracteristiqueLoyer: string;
};

/**
 * Base (loyerReferenceMajore x surface), complement (rent HC - base) and the justification the rule asks for, as
 * the server will compute them; null amounts while a value is missing.
 */
export function encadrementLive(loyerHCText: unknown, e: EncadrementForm) {
  const refMajore = amount(e.loyerReferenceMajore);
  const surface = number(e.surface);
  const loyerHC = amount(loyerHCText);
  const cents = encadrement(
    refMajore === null ? null : toCents(refMajore),
    surface,
    loyerHC === null ? 0 : toCents(loyerHC),
  );
  const message =
    loyerHC === null
      ? null
      : regleComplement(toCents(loyerHC), {
          loyerReferenceMajore: refMajore === null ? null : toCents(refMajore),
          surface,
          caracteristiqueLoyer: e.caracteristiqueLoyer,
        });
  return {
    montantBase: cents.montantBase === null ? null : toEuros(cents.montantBase),
    complementLoyer:
      cents.montantBase === null || loyerHC === null ? null : toEuros(cents.complementLoyer!),
    /** The rent exceeds the base: the justification is required. */
    depasse: cents.montantBase !== null && loyerHC !== null && toCents(loyerHC) > cents.montantBase,
    message,
  };
}
