// The insurer's quarterly statement of a GLI contract (issue 78 item 2): each premium of the quarter's terms with its
// lot, tenant, base and rate, the leases that entered or left the cover in the quarter, and the total owed. Pure.
import { csvMontant, toCsv } from "../csv";
import { compareCodes, compareFr } from "../francais/tri";
import { toEuros } from "../money";

export const MSG_TRIMESTRE = "Un trimestre de la forme 2026-T4 est attendu.";

/** "2026-T4" → its first and last months (AAAA-MM) and its days; null when malformed. */
export function trimestre(t: string | undefined) {
  const m = /^(\d{4})-T([1-4])$/.exec(t ?? "");
  return m ? trimestreDe(Number(m[1]), Number(m[2])) : null;
}

function trimestreDe(annee: number, n: number) {
  const mois = (k: number) => `${annee}-${String(k).padStart(2, "0")}`;
  const dernier = n * 3;
  const fin = new Date(Date.UTC(annee, dernier, 0)).getUTCDate();
  return {
    code: `${annee}-T${n}`,
    premierMois: mois(dernier - 2),
    dernierMois: mois(dernier),
    debut: `${mois(dernier - 2)}-01`,
    fin: `${mois(dernier)}-${fin}`,
    libelle: `${n === 1 ? "1er" : `${n}e`} trimestre ${annee}`,
  };
}
export type Trimestre = NonNullable<ReturnType<typeof trimestre>>;

/**
 * The day's quarter, still running, and the `n` quarters ended before it, latest first: the statement's choices,
 * the default being the last one ended (the quarter whose premiums the insurer is owed).
 */
export function trimestresRecents(jour: string, n: number) {
  const courant = Number(jour.slice(0, 4)) * 4 + Math.floor((Number(jour.slice(5, 7)) - 1) / 3);
  const de = (i: number) => trimestreDe(Math.floor(i / 4), (i % 4) + 1);
  return {
    enCours: de(courant),
    echus: Array.from({ length: n }, (_, k) => de(courant - 1 - k)),
  };
}

/** The statement's file name, the same from the server and the screen's download. */
export const nomBordereau = (numeroContrat: string, code: string, extension: "csv" | "pdf") =>
  `Bordereau GLI ${numeroContrat} ${code}.${extension}`;

export interface LignePrime {
  DossierId: number;
  lot: string;
  locataire: string;
  mois: string;
  base: number;
  taux: number;
  prime: number;
  dateEntree: string;
  dateSortie: string | null;
}

/** In the quarter: « entrée » when the lease began in it, « sortie » when it ended in it. */
export const mouvement = (l: Pick<LignePrime, "dateEntree" | "dateSortie">, t: Trimestre) =>
  [
    l.dateEntree >= t.debut && l.dateEntree <= t.fin ? "entrée" : null,
    l.dateSortie && l.dateSortie >= t.debut && l.dateSortie <= t.fin ? "sortie" : null,
  ]
    .filter(Boolean)
    .join(", ");

export function bordereau(lignes: LignePrime[], t: Trimestre) {
  const tries = [...lignes].sort((a, b) => compareFr(a.lot, b.lot) || compareCodes(a.mois, b.mois));
  return {
    trimestre: t.code,
    libelle: t.libelle,
    lignes: tries.map((l) => ({ ...l, mouvement: mouvement(l, t) })),
    total: tries.reduce((s, l) => s + l.prime, 0),
  };
}
export type Bordereau = ReturnType<typeof bordereau>;

const euros = (c: number) => csvMontant(toEuros(c));

export const bordereauCsv = (b: Bordereau) =>
  toCsv(
    ["Lot", "Locataire", "Mois", "Base (€)", "Taux (%)", "Prime (€)", "Mouvement"],
    [
      ...b.lignes.map((l) => [
        l.lot,
        l.locataire,
        l.mois,
        euros(l.base),
        String(l.taux).replace(".", ","),
        euros(l.prime),
        l.mouvement,
      ]),
      ["Total", "", "", "", "", euros(b.total), ""],
    ],
  );
