import writeXlsxFile, { type Row } from "write-excel-file/universal";
import { COLONNES, FEUILLES, type Feuille } from "../../worker/domain/imports/colonnes";
import { enteteModele } from "../../worker/domain/imports/modele";

// A made-up portfolio as the import's template holds it (issue 61): `baux` leases, each on its own apartment with one
// tenant; an owner for four apartments (every other apartment shared 60/40 with the next owner); a guarantor for
// every other lease; the balances of each lease (tenant, deposit) and of each owner. Every value is valid, so that a
// dry run answers no error. Used by the bench (tests/bench/reprise.ts) and the tests that import a large file.

const pad = (n: number, l = 4) => String(n).padStart(l, "0");
const proprio = (i: number) => `P${pad(i)}`;

/** A French IBAN whose check digits are right (mod 97 of the BBAN, letters as numbers, "FR00" moved to the end). */
export function ibanFr(n: number): string {
  const bban = `30006000${pad(n % 100_000, 5)}${pad(n, 11)}${pad(n % 97, 2)}`.slice(0, 23);
  const chiffres = `${bban}152700`;
  let reste = 0;
  for (const c of chiffres) reste = (reste * 10 + Number(c)) % 97;
  return `FR${pad(98 - reste, 2)}${bban}`;
}

const euros = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");
const tel = (n: number) => `06 ${pad(n % 100, 2)} ${pad((n >> 2) % 100, 2)} 11 22`;

export interface Portefeuille {
  /** The rows of each sheet, by template field. */
  feuilles: Record<Feuille, Record<string, string | number>[]>;
}

/** The portfolio's rows, sheet by sheet. `dateReprise` (ISO) is after every lease's start. */
export function portefeuille(baux: number): Portefeuille {
  const proprietaires = Math.max(1, Math.ceil(baux / 4));
  const f: Portefeuille["feuilles"] = {
    Proprietaires: [],
    Appartements: [],
    Locataires: [],
    Baux: [],
    Garants: [],
    Mandats: [],
    Soldes: [],
  };
  for (let i = 1; i <= proprietaires; i++) {
    f.Proprietaires.push({
      reference: proprio(i),
      titre: i % 2 ? "M." : "Mme",
      nom: `Proprietaire${i}`,
      prenom: "Paul",
      adresse: `${i} rue des Lilas`,
      codePostal: "44000",
      ville: "Nantes",
      mailPerso: `p${i}@exemple.fr`,
      mobilePerso: tel(i),
      iban: ibanFr(i),
      bic: "AGRIFRPP",
    });
    f.Soldes.push({ reference: proprio(i), type: "proprietaire", montant: euros(10_000 + i) });
  }
  for (let i = 1; i <= baux; i++) {
    const p = Math.ceil(i / 4);
    const loyer = 50_000 + (i % 50) * 1_000;
    const charges = 5_000;
    f.Appartements.push({
      reference: `A${pad(i)}`,
      proprietaires:
        i % 2 && p < proprietaires ? `${proprio(p)}:60;${proprio(p + 1)}:40` : proprio(p),
      adresse: `${i} boulevard de la Reprise`,
      codePostal: "44000",
      ville: "Nantes",
      etage: String(i % 6),
      nbPiece: 1 + (i % 4),
      surface: euros(2_500 + (i % 60) * 100),
      loyerHC: euros(loyer),
      charge: euros(charges),
      classeEnergie: "D",
      copropriete: i % 3 ? "oui" : "non",
    });
    f.Locataires.push({
      reference: `L${pad(i)}`,
      titre: i % 2 ? "Mme" : "M.",
      nom: `Locataire${i}`,
      prenom: "Léa",
      mail: `l${i}@exemple.fr`,
      tel: tel(i + 7),
    });
    f.Baux.push({
      reference: `B${pad(i)}`,
      appartement: `A${pad(i)}`,
      locataires: `L${pad(i)}`,
      typeBail: "nu",
      dateDebutBail: `01/${pad(1 + (i % 12), 2)}/20${20 + (i % 5)}`,
      loyerHC: euros(loyer),
      loyerCharge: euros(charges),
      depotGarantie: euros(loyer),
      jourQuitance: 1 + (i % 5),
      indice: "145,17",
      indiceTrim: "T2 2024",
    });
    if (i % 2)
      f.Garants.push({
        reference: `G${pad(i)}`,
        bail: `B${pad(i)}`,
        titre: "M.",
        nom: `Garant${i}`,
        prenom: "Jean",
        ville: "Rennes",
        mail: `g${i}@exemple.fr`,
        tel: tel(i + 3),
      });
    f.Soldes.push(
      { reference: `B${pad(i)}`, type: "locataire", montant: euros((i % 7) * 10_000 - 20_000) },
      { reference: `B${pad(i)}`, type: "depot", montant: euros(loyer) },
    );
  }
  return { feuilles: f };
}

/** The portfolio as the template's workbook (write-excel-file, as GET /imports/modele.xlsx writes it). */
export async function classeurGenere(baux: number): Promise<Uint8Array<ArrayBuffer>> {
  const { feuilles } = portefeuille(baux);
  const blob = await writeXlsxFile(
    FEUILLES.map((nom) => {
      const colonnes = COLONNES[nom];
      const data: Row[] = [
        colonnes.map((c) => ({ value: enteteModele(c) })),
        ...feuilles[nom].map((r) =>
          colonnes.map((c) => {
            const v = r[c.champ];
            return v === undefined ? null : { value: v };
          }),
        ),
      ];
      return { sheet: nom, data };
    }),
  ).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}
