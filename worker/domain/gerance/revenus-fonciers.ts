// The owner's tax summary for form 2044 (issue 38 part 5, ADR 033; issue 60 item 3, ADR 075), from the owner's
// account of one calendar year (cash basis: what was collected and paid that year, annulations counted the year they
// are written under the nature of the entry they reverse). Every charge goes to its line by its nature
// (worker/domain/gerance/natures.ts) as the notice of form 2044 places it; a co-owner's entries are already their
// share (the account splits every amount by quote-part), and the amounts that are not entries (the flat 20 € of
// line 222, the add-back of line 230) are split here by the same rule. Pure, integer cents.
import { entre, loyerEtCharges, mouvement, type EcritureGerance } from "./ecritures";
import { estNatureCharge, LIBELLES_NATURE_CHARGE, type NatureCharge } from "./natures";
import { repartir, type Proprietaire } from "../proprietaire/repartition";

/** Line 222: the flat fee per dwelling for the management costs not deducted for their real amount (CGI art. 31). */
export const FORFAIT_PAR_LOCAL = 2000;

/** The lines the owner's account can know, and the totals the form asks (215, 240, and 215 - 240 before interest). */
export interface Lignes2044 {
  ligne211: number;
  ligne221: number;
  ligne222: number;
  ligne223: number;
  ligne224: number;
  ligne225: number;
  ligne227: number;
  ligne229: number;
  ligne230: number;
  ligne215: number;
  ligne240: number;
  resultat: number;
  /** Debits of the account left off the form: the TEOM (recoverable) and the expenses of nature "autre". */
  nonReportes: number;
}
export type Ligne = Exclude<keyof Lignes2044, "ligne215" | "ligne240" | "resultat">;

/** One entry behind a line (the PDF lists them under each line). */
export interface Justificatif {
  ligne: Ligne;
  /** Null for an entry of no apartment: counted in the owner's total only. */
  AppartementId: number | null;
  date: string;
  libelle: string;
  montant: number;
}

/**
 * Where the notice of form 2044 puts a charge of each nature: 221 the management and procedure costs (lawyers,
 * bailiffs, experts), 223 the insurance premiums, 224 repairs, upkeep and improvement, 227 the property tax without
 * the TEOM, 229 the provisions and regularisations paid to the syndic that year. The TEOM is recoverable from the
 * tenant (neither income nor deduction) and "autre" is not placed on any line until its nature is given.
 */
export const LIGNE_DE_NATURE: Readonly<Record<NatureCharge, Ligne>> = {
  travaux_entretien: "ligne224",
  travaux_amelioration: "ligne224",
  assurance: "ligne223",
  assurance_gli: "ligne223",
  taxe_fonciere: "ligne227",
  teom: "nonReportes",
  provisions_copropriete: "ligne229",
  regularisation_copropriete: "ligne229",
  frais_procedure: "ligne221",
  autre: "nonReportes",
};

/** The fees written by the agency (management and the landlord's letting fees): line 221. */
const HONORAIRES = new Set(["honoraires", "honorairesLocation"]);
/** Debits that are the owner's charges (an expense paid by the agency, an entry typed by hand). */
const CHARGES = new Set(["depense"]);

export const natureDe = (e: Pick<EcritureGerance, "natureCharge">): NatureCharge =>
  estNatureCharge(e.natureCharge) ? e.natureCharge : "autre";

/** The line an entry counts on, and what it counts there (a charge positive, its annulation negative). */
function placer(e: EcritureGerance): { ligne: Ligne; montant: number; libelle: string } | null {
  if (e.nature === "loyer")
    return { ligne: "ligne211", montant: loyerEtCharges(e).hc, libelle: e.libelle };
  if (HONORAIRES.has(e.nature))
    return { ligne: "ligne221", montant: -mouvement(e), libelle: e.libelle };
  if (!CHARGES.has(e.nature)) return null;
  const nature = natureDe(e);
  return {
    ligne: LIGNE_DE_NATURE[nature],
    montant: -mouvement(e),
    libelle: `${e.libelle} (${LIBELLES_NATURE_CHARGE[nature]})`,
  };
}

const vide = (): Lignes2044 => ({
  ligne211: 0,
  ligne221: 0,
  ligne222: 0,
  ligne223: 0,
  ligne224: 0,
  ligne225: 0,
  ligne227: 0,
  ligne229: 0,
  ligne230: 0,
  ligne215: 0,
  ligne240: 0,
  resultat: 0,
  nonReportes: 0,
});

/** 215 = receipts (211 alone here); 240 = 221 to 229 less 230; the result before the loan interest (line 250). */
function totaliser(l: Lignes2044): Lignes2044 {
  const ligne215 = l.ligne211;
  const ligne240 =
    l.ligne221 +
    l.ligne222 +
    l.ligne223 +
    l.ligne224 +
    l.ligne225 +
    l.ligne227 +
    l.ligne229 -
    l.ligne230;
  return { ...l, ligne215, ligne240, resultat: ligne215 - ligne240 };
}

/** What the owner of an apartment takes of an amount of the whole apartment (their share, to the cent). */
export function partDe(
  montant: number,
  ClientId: number,
  proprietaires: Proprietaire[] | undefined,
) {
  if (!proprietaires?.some((p) => p.ClientId === ClientId)) return montant;
  return repartir(montant, proprietaires).find((p) => p.ClientId === ClientId)?.montant ?? 0;
}

export interface Contexte {
  ClientId: number;
  /** Every owner of each apartment with their quote-part (an apartment the owner no longer holds: whole). */
  proprietaires: ReadonlyMap<number, Proprietaire[]>;
  /** The non-deductible part of the previous year's provisions, per apartment, for the whole apartment. */
  nonDeductibles: ReadonlyMap<number, number>;
  /** Today (AAAA-MM-JJ): a year not finished is provisional. */
  aujourdhui: string;
}

const euros = (c: number) => (c / 100).toFixed(2).replace(".", ",");

/**
 * The year's lines in all and per apartment, with the entries behind each line: the apartments are those with an
 * entry that year or an add-back to make, named by `nomDe`, in the order of their ids.
 */
export function revenusFonciers<A>(
  lignes: readonly EcritureGerance[],
  annee: number,
  ctx: Contexte,
  nomDe: (AppartementId: number) => A,
) {
  const annuelles = entre(lignes, `${annee}-01-01`, `${annee}-12-31`);
  const justificatifs: Justificatif[] = [];
  for (const e of annuelles) {
    const p = placer(e);
    if (p && p.montant !== 0)
      justificatifs.push({ ...p, AppartementId: e.AppartementId, date: e.date });
  }
  const ids = new Set(annuelles.map((e) => e.AppartementId).filter((id) => id != null));
  for (const [id, montant] of ctx.nonDeductibles) if (montant > 0) ids.add(id);
  for (const id of ids) {
    const parts = ctx.proprietaires.get(id);
    const quote = parts && parts.length > 1 ? ` (votre quote-part)` : "";
    if (annuelles.some((e) => e.AppartementId === id))
      justificatifs.push({
        ligne: "ligne222",
        AppartementId: id,
        date: `${annee}-12-31`,
        libelle: `Forfait de 20 € par local${quote}`,
        montant: partDe(FORFAIT_PAR_LOCAL, ctx.ClientId, parts),
      });
    const nd = ctx.nonDeductibles.get(id) ?? 0;
    if (nd > 0)
      justificatifs.push({
        ligne: "ligne230",
        AppartementId: id,
        date: `${annee}-01-01`,
        libelle: `Part non déductible des provisions de copropriété ${annee - 1} (${euros(nd)} € pour le lot)${quote}`,
        montant: partDe(nd, ctx.ClientId, parts),
      });
  }
  const somme = (js: readonly Justificatif[]) => {
    const l = vide();
    for (const j of js) l[j.ligne] += j.montant;
    return totaliser(l);
  };
  const parAppartement = [...ids]
    .sort((a, b) => a - b)
    .map((AppartementId) => ({
      AppartementId,
      ...nomDe(AppartementId),
      ...somme(justificatifs.filter((j) => j.AppartementId === AppartementId)),
    }));
  return {
    annee,
    provisoire: ctx.aujourdhui < `${annee + 1}-01-01`,
    ...somme(justificatifs),
    parAppartement,
    justificatifs,
  };
}
