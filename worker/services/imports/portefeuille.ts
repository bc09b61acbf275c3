import { z } from "zod";
import type { Cell, Row } from "write-excel-file/universal";
import { ecrireXlsx } from "./excel";
import { COLONNES, FEUILLES, type Feuille, type Sorte } from "../../domain/imports/colonnes";
import { enteteModele } from "../../domain/imports/modele";
import type { Ports } from "../../ports";
import { date } from "../../domain/schemas/fields";
import { today } from "../../lib/dates";
import { parseWith } from "../../lib/validate";
import { dictionnaireDe, jsonLu, scalaire, tableauDe } from "../../lib/lignes-typees";
import { type Ligne, lirePortefeuille, type PortefeuilleLu } from "./portefeuille-lire";
import { defautsDirects, eurosDirects } from "./champs-directs";

// The same files out (issue 61, item 6; ADR 081): the whole running portfolio in the import's template, one sheet a
// kind with its headers, balances on a day in Soldes, so that the file imported into an empty agency gives the same
// records back. Each record is named by its `reference` (kept from an import), else by one made of its kind and id
// (P12, A3, L7, B5, G2): stable from one export to the next, and what the next import keeps as its reference.
// Cells are typed: amounts as numbers in euros, dates as dates (read back as the same day), texts as texts. A text
// cell of a workbook is never a formula, so nothing is escaped (the CSV writers do: saisie.ts texteSansFormule).

type Valeur = string | number | boolean | null | undefined;
type Champs = Record<string, Valeur>;

const PREFIXES = {
  Proprietaires: "P",
  Appartements: "A",
  Locataires: "L",
  Baux: "B",
  Garants: "G",
  Mandats: "M",
} as const;

/** Each record's reference, by id: its own, or the one made of its kind and id when it has none. */
function references(feuille: keyof typeof PREFIXES, lignes: readonly Ligne[]) {
  const propres = new Set(lignes.map((l) => l.reference).filter((r) => typeof r === "string"));
  const refs = new Map<number, string>();
  for (const l of lignes) {
    const id = Number(l.id);
    let ref =
      typeof l.reference === "string" && l.reference ? l.reference : `${PREFIXES[feuille]}${id}`;
    // A made one that some record already has as its own (an imported "P12") takes its kind's suffix.
    if (ref !== l.reference && propres.has(ref)) ref = `${ref}-${PREFIXES[feuille]}${id}`;
    refs.set(id, ref);
  }
  return refs;
}

const euros = (cents: Valeur) =>
  cents === null || cents === undefined ? null : Number(cents) / 100;
/** A share in percent as the Appartements sheet writes it: "60", "33,33". */
const part = (p: number) => String(Math.round(p * 100) / 100).replace(".", ",");

const PERSONNE = ["titre", "nom", "prenom", "naissance", "lieuNaissance", "mail", "tel"] as const;
/** An object SQLite built of a record's columns (json_object). */
const colonnesLues = dictionnaireDe(scalaire);

/**
 * A couple's second holder, kept on the first tenant's record (Locataire.autre*), as the import takes it back: a
 * lease's second tenant (its Locataires "L1;L2"). The tenant record that holds the same person (the second tenant
 * an import created) names it; else a row of its own, the first's reference and "-2".
 */
function secondsTitulaires(locataires: readonly Ligne[], refL: Map<number, string>) {
  const cle = (x: Record<string, unknown>) => PERSONNE.map((c) => x[c] ?? null).join("\u0000");
  const parPersonne = new Map(locataires.map((l) => [cle(l), refL.get(Number(l.id))]));
  const refs = new Map<number, string>();
  const lignes: Champs[] = [];
  for (const l of locataires) {
    if (typeof l.second !== "string") continue;
    // The statement built the second holder as an object of PERSONNE's columns.
    const second = jsonLu(l.second, colonnesLues, "second titulaire");
    const propre = refL.get(Number(l.id));
    let ref = parPersonne.get(cle(second));
    if (!ref || ref === propre) {
      ref = `${propre}-2`;
      // A second holder lives where the first does: the same main home.
      lignes.push({ ...defautsDirects("Locataires"), ...second, rp: l.rp ?? null, reference: ref });
    }
    refs.set(Number(l.id), ref);
  }
  return { get: (id: number) => refs.get(id), lignes };
}

const ids = tableauDe((x: unknown): x is number => typeof x === "number");

/** The management mandates, their fee as signed (HT when it was, else TTC), mandants and lots by reference. */
function mandats(
  p: PortefeuilleLu,
  refP: Map<number, string>,
  refA: Map<number, string>,
): Champs[] {
  const refM = references("Mandats", p.mandats as unknown as Ligne[]);
  const noms = (json: string, refs: Map<number, string>) =>
    jsonLu(json, ids, "mandat")
      .map((i) => refs.get(i))
      .filter(Boolean)
      .join(";");
  return p.mandats.map((m) => ({
    reference: refM.get(m.id),
    proprietaires: noms(m.clients, refP),
    appartements: noms(m.appartements, refA),
    numeroMandat: m.numeroMandat,
    dateSignature: m.dateSignature,
    honorairesHT: m.honorairesGestionHT,
    honorairesTTC: m.honorairesGestionHT === null ? m.honorairesGestion : null,
    tauxTva: m.tauxTva,
    dureeMandatMois: m.dureeMandatMois,
    reconductionsMax: m.reconductionsMax,
    plafondTravauxTTC: m.plafondTravauxTTC === null ? null : m.plafondTravauxTTC / 100,
  }));
}

/** The rows of each sheet, by template field. */
export function feuillesPortefeuille(p: PortefeuilleLu): Record<Feuille, Champs[]> {
  const refP = references("Proprietaires", p.clients);
  const refA = references(
    "Appartements",
    p.appartements.map((a) => a.ligne),
  );
  const refL = references("Locataires", p.locataires);
  const refB = references(
    "Baux",
    p.dossiers.map((d) => d.ligne),
  );
  const refG = references("Garants", p.cautions);
  const id = (l: Ligne) => Number(l.id);
  const seconds = secondsTitulaires(p.locataires, refL);
  const feuilles: Record<Feuille, Champs[]> = {
    Proprietaires: p.clients.map((c) => ({
      ...eurosDirects("Proprietaires", c),
      reference: refP.get(id(c)),
    })),
    Appartements: p.appartements.map(({ ligne: a, proprietaires }) => ({
      ...eurosDirects("Appartements", a),
      reference: refA.get(id(a)),
      proprietaires: proprietaires
        .map(([c, q]) => (q === null ? refP.get(c) : `${refP.get(c)}:${part(q)}`))
        .join(";"),
      loyerHC: euros(a.loyerHC),
      charge: euros(a.charge),
      copropriete: a.copropriete === null ? null : Boolean(a.copropriete),
    })),
    Locataires: p.locataires.map(({ second: _, ...l }) => ({ ...l, reference: refL.get(id(l)) })),
    Baux: p.dossiers.map(({ ligne: { colocataires, ...d } }) => ({
      ...eurosDirects("Baux", d),
      reference: refB.get(id(d)),
      appartement: refA.get(Number(d.AppartementId)),
      // A co-tenancy's every tenant in its order; else the tenant and a couple's second holder.
      locataires: (typeof colocataires === "string"
        ? jsonLu(colocataires, ids, "colocataires").map((l) => refL.get(l))
        : [refL.get(Number(d.LocataireId)), seconds.get(Number(d.LocataireId))]
      )
        .filter(Boolean)
        .join(";"),
      loyerHC: euros(d.loyerHC),
      loyerCharge: euros(d.loyerCharge),
      depotGarantie: euros(d.depotGarantie),
    })),
    Garants: p.cautions.map((g) => ({
      ...eurosDirects("Garants", g),
      reference: refG.get(id(g)),
      bail: refB.get(Number(g.DossierId)),
      codePostal: g.cp,
      tel: g.mobile,
    })),
    Mandats: mandats(p, refP, refA),
    Soldes: [],
  };
  feuilles.Locataires.push(...seconds.lignes);
  for (const { ligne, solde, depot } of p.dossiers) {
    const reference = refB.get(id(ligne));
    if (solde) feuilles.Soldes.push({ reference, type: "locataire", montant: euros(solde) });
    if (depot) feuilles.Soldes.push({ reference, type: "depot", montant: euros(depot) });
  }
  for (const s of p.soldesProprietaires) {
    const ref = refP.get(s.ClientId);
    // An archived owner of no running apartment is not in the file: its balance has no owner to go to.
    if (ref)
      feuilles.Soldes.push({ reference: ref, type: "proprietaire", montant: euros(s.solde) });
  }
  return feuilles;
}

const FORMATS: Partial<Record<Sorte, string>> = { montant: "#,##0.00", date: "dd/mm/yyyy" };

/** A cell as its column's kind writes it: a date as a date, a boolean as oui/non, the rest as it is. */
function cellule(sorte: Sorte, v: Valeur): Cell {
  if (v === null || v === undefined || v === "") return null;
  if (sorte === "date" && typeof v === "string") {
    const d = new Date(`${v.slice(0, 10)}T00:00:00Z`);
    return Number.isNaN(d.getTime()) ? { value: v } : { value: d, format: FORMATS.date };
  }
  if (sorte === "booleen") return { value: v === true || v === 1 ? "oui" : "non" };
  if (sorte === "montant" && typeof v === "number") return { value: v, format: FORMATS.montant };
  if (typeof v === "number" || typeof v === "string") return { value: v };
  return { value: String(v) };
}

/** The workbook: a sheet a kind, the template's headers (bold, frozen), a row a record. */
export async function classeurPortefeuille(
  ports: Ports,
  au: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const feuilles = feuillesPortefeuille(await lirePortefeuille(ports, au));
  const blob = await ecrireXlsx(
    FEUILLES.map((nom) => {
      const colonnes = COLONNES[nom];
      const data: Row[] = [
        colonnes.map((c) => ({ value: enteteModele(c), fontWeight: "bold" as const })),
        ...feuilles[nom].map((r) => colonnes.map((c) => cellule(c.sorte, r[c.champ]))),
      ];
      return {
        sheet: nom,
        data,
        stickyRowsCount: 1,
        columns: colonnes.map((c) => ({ width: Math.max(12, c.entete.length + 4) })),
      };
    }),
  );
  return new Uint8Array(await blob.arrayBuffer());
}

const jourSchema = z.object({ date: date() });

/** GET /exports/portefeuille.xlsx?date=: the workbook of the day asked (today in Paris by default); 400 when malformed. */
export async function exporterPortefeuille(ports: Ports, query: unknown) {
  const au = parseWith(jourSchema, query).date ?? today(ports.clock);
  return { au, bytes: await classeurPortefeuille(ports, au) };
}
