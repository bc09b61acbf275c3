import writeXlsxFile from "write-excel-file/universal";
import { COLONNES, type Feuille } from "../../worker/domain/imports/colonnes";
import { enteteModele, feuillesModele } from "../../worker/domain/imports/modele";

// A made-up portfolio as the import's template holds it (issue 61), for the tests of a write on either entry:
// `n` owners, each with one apartment let by one tenant (the template's first lease), as the template's workbook
// (write-excel-file's universal build: it runs in workerd and in Node).

export const DATE_REPRISE = "2026-10-31";

type Ligne = Record<string, string>;

/** The template's example row `i` of a sheet, by field. */
function exemple(feuille: Feuille, i: number): Ligne {
  const modele = feuillesModele().find((f) => f.nom === feuille)!;
  return Object.fromEntries(COLONNES[feuille].map((c, k) => [c.champ, modele.lignes[i]![k]!]));
}

/**
 * `n` owners, each with one apartment let by one tenant (the template's first lease, its references numbered from
 * `debut`): 4 rows a lease. `fautes`: rows changed by field, to put an error where a test wants one.
 */
export function portefeuille(
  n: number,
  {
    debut = 1,
    fautes = {},
  }: { debut?: number; fautes?: Partial<Record<Feuille, Record<number, Ligne>>> } = {},
): Partial<Record<Feuille, Ligne[]>> {
  const feuilles: Partial<Record<Feuille, Ligne[]>> = {
    Proprietaires: [],
    Appartements: [],
    Locataires: [],
    Baux: [],
  };
  for (let k = 0; k < n; k++) {
    const i = String(debut + k).padStart(4, "0");
    feuilles.Proprietaires!.push({
      ...exemple("Proprietaires", 0),
      reference: `P${i}`,
      nom: `Proprietaire${i}`,
      iban: "",
      bic: "",
    });
    feuilles.Appartements!.push({
      ...exemple("Appartements", 0),
      reference: `A${i}`,
      proprietaires: `P${i}`,
      adresse: `${debut + k} rue de la Reprise`,
    });
    feuilles.Locataires!.push({
      ...exemple("Locataires", 0),
      reference: `L${i}`,
      nom: `Locataire${i}`,
    });
    feuilles.Baux!.push({
      ...exemple("Baux", 0),
      reference: `B${i}`,
      appartement: `A${i}`,
      locataires: `L${i}`,
    });
  }
  for (const [feuille, lignes] of Object.entries(fautes) as [Feuille, Record<number, Ligne>][])
    for (const [k, champs] of Object.entries(lignes))
      Object.assign(feuilles[feuille]![Number(k)]!, champs);
  return feuilles;
}

/** The workbook of those rows: the template's headers, a sheet a kind. */
export async function classeur(
  feuilles: Partial<Record<Feuille, Ligne[]>>,
): Promise<Uint8Array<ArrayBuffer>> {
  const blob = await writeXlsxFile(
    (Object.entries(feuilles) as [Feuille, Ligne[]][]).map(([nom, lignes]) => ({
      sheet: nom,
      data: [
        COLONNES[nom].map(enteteModele),
        ...lignes.map((l) => COLONNES[nom].map((c) => l[c.champ] ?? "")),
      ],
    })),
  ).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}
