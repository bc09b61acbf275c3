import { sql } from "drizzle-orm";
import { Appartement } from "../../db/schema";
import { finApres } from "../../domain/bail/duree";
import { REGLES_BAIL, type TypeBail } from "../../domain/bail/types-bail";
import type { Feuille } from "../../domain/imports/colonnes";
import { type Enregistrement, type Erreur, erreur } from "../../domain/imports/lire-feuille";
import { ApiError } from "../../lib/errors";
import { enZoneTendueLe } from "../../domain/reglementation/zones-tendues";
import { normalisePeriode } from "../../domain/schemas/appartement";
import type { Ports } from "../../ports";
import { soumissionDuBail } from "../echeances/encadrement";
import { listesZoneTendue, territoiresEncadrement } from "../reglementation/lignes";

// What a new record gets from its commune and its dates, given to imported ones too (issue 74, item 2; ADR 110):
// the lot's zone tendue (the same lists as the apartment's form), the lease's « soumis à l'encadrement » (the same
// service as the lease's create), its signature day and its current term when the file leaves them blank. Nothing
// else is filled in: a blank IRL or construction period stays unknown.

type Lus = Partial<Record<Feuille, Enregistrement[]>>;
type Lot = { codeInsee: string | null; codePostal: string; ville: string };

const texte = (r: Enregistrement, champ: string) => {
  const v = r.champs[champ];
  return typeof v === "string" ? v : null;
};

/** The end of the term running on `jour`: the kind's legal term from the start, renewed as many times as needed. */
export function termeEnCours(type: TypeBail, debut: string, jour: string): string {
  const mois = REGLES_BAIL[type].dureeMois;
  let fin = finApres(debut, mois);
  // A furnished or unfurnished lease renews tacitly; a mobility lease does not (art. 25-14), one term only.
  for (let n = 2; fin < jour && type !== "mobilité" && n < 100; n++)
    fin = finApres(debut, mois * n);
  return fin;
}

/** The lots the leases point at that the file does not carry: read once, by reference. */
async function lotsExistants(ports: Ports, refs: string[]): Promise<Map<string, Lot>> {
  if (!refs.length) return new Map();
  const rows = await ports.db.all<Lot & { reference: string }>(
    sql`select "reference", "codeInsee", "codePostal", "ville" from ${Appartement}
      where "reference" in (select "value" from json_each(${JSON.stringify(refs)}))`,
  );
  return new Map(rows.map((r) => [r.reference, r]));
}

/** The lists a commune is judged by: read with the import's own first reads (verifier-envoi.ts), one round trip. */
export async function lireReglesCommunes(ports: Ports) {
  const [listes, territoires] = await Promise.all([
    listesZoneTendue(ports),
    territoiresEncadrement(ports),
  ]);
  return { listes, territoires };
}
export type ReglesCommunes = Awaited<ReturnType<typeof lireReglesCommunes>>;

/**
 * Completes the records read (in place), as the dry run shows them and the write writes them; answers the lease
 * create's refusals at their row (« Encadrement : non » against the rule). `jour`: the Paris day.
 */
export async function appliquerReglesCommunes(
  ports: Ports,
  lus: Lus,
  { listes, territoires }: ReglesCommunes,
  dateReprise: string,
  jour: string,
): Promise<Erreur[]> {
  const erreurs: Erreur[] = [];
  const apparts = lus.Appartements ?? [];
  const baux = lus.Baux ?? [];
  const duFichier = new Map<string, Lot>(
    apparts.map((a) => [
      texte(a, "reference") ?? "",
      { codeInsee: null, codePostal: texte(a, "codePostal") ?? "", ville: texte(a, "ville") ?? "" },
    ]),
  );
  // Only the lots of the agency the leases point at need a read (none when the file carries its lots).
  const existants = await lotsExistants(ports, [
    ...new Set(
      baux.map((b) => texte(b, "appartement") ?? "").filter((r) => r && !duFichier.has(r)),
    ),
  ]);
  for (const a of apparts) {
    a.champs.zoneTendue = enZoneTendueLe(
      { codePostal: texte(a, "codePostal"), ville: texte(a, "ville") },
      jour,
      listes,
    );
    const periode = texte(a, "periodeConstruction");
    if (periode) a.champs.periodeConstruction = normalisePeriode(periode);
  }
  for (const b of baux) {
    const debut = texte(b, "dateDebutBail");
    if (!debut) continue;
    const signe = texte(b, "dateCreationBail") ?? debut;
    b.champs.dateCreationBail = signe;
    const type = (texte(b, "typeBail") ?? "nu") as TypeBail;
    if (!texte(b, "dateFinBail") && REGLES_BAIL[type])
      b.champs.dateFinBail = termeEnCours(type, debut, jour > dateReprise ? jour : dateReprise);
    const ref = texte(b, "appartement") ?? "";
    const lot = duFichier.get(ref) ?? existants.get(ref);
    const soumis = b.champs.soumisEncadrement;
    try {
      const decision = soumissionDuBail(
        {
          AppartementId: 0,
          dateCreationBail: signe,
          soumisEncadrement: typeof soumis === "boolean" ? soumis : null,
        },
        lot,
        territoires,
      );
      b.champs.soumisEncadrement = decision.soumisEncadrement;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const message = e.fields?.motifHorsEncadrement ?? e.message;
      erreurs.push(erreur("Baux", b.ligne, "Encadrement", message));
    }
  }
  return erreurs;
}
