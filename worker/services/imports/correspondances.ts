import { inArray, sql } from "drizzle-orm";
import { Setting } from "../../db/schema";
import { COLONNES, estFeuille, FEUILLES, type Feuille } from "../../domain/imports/colonnes";
import type { TableLue } from "../../domain/imports/csv";
import { enteteNu } from "../../domain/imports/entetes";
import { badRequest } from "../../lib/errors";
import type { Ports } from "../../ports";
import { dictionnaireDe, estTexteOuNull, jsonLu } from "../../lib/lignes-typees";
import type { Correspondances } from "./envoi";

// The headers matched by hand (issue 61, item 5: "the choice is kept for the next file of the same headers"): kept in
// Setting under the sheet and its headers (bare), so the same export of the same old software is matched alike next
// time. A sheet the request gives matches for uses them (and they are kept); another uses what was kept, if any.

type Choix = Record<string, string | null>;
/** A kept choice, as `choixDesFeuilles` wrote it. */
const choixGarde = dictionnaireDe(estTexteOuNull);

/** The Setting key of a sheet's headers. */
const cle = (f: Feuille, t: TableLue) =>
  `import.correspondances:${f}:${t.entetes.map(enteteNu).join(";")}`;

/** The request's matches of one sheet, keyed bare; a field the sheet lacks is a French 400. */
function choixValide(f: Feuille, donnes: Record<string, string | null>): Choix {
  const champs = new Set(COLONNES[f].map((c) => c.champ));
  const choix: Choix = {};
  for (const [entete, champ] of Object.entries(donnes)) {
    if (champ !== null && !champs.has(champ))
      throw badRequest(`Feuille ${f} : la colonne « ${champ} » n'existe pas dans le modèle.`, {
        correspondances: `Colonne inconnue : ${champ}.`,
      });
    choix[enteteNu(entete)] = champ;
  }
  return choix;
}

/** Each sheet's matches by hand: the request's (kept for next time), else those kept for the same headers. */
export async function choixDesFeuilles(
  ports: Ports,
  tables: Partial<Record<Feuille, TableLue>>,
  correspondances: Correspondances,
): Promise<Partial<Record<Feuille, Choix>>> {
  const presentes = FEUILLES.flatMap((f) => {
    const t = tables[f];
    return t ? [{ f, t }] : [];
  });
  for (const f of Object.keys(correspondances))
    if (!estFeuille(f))
      throw badRequest(`Feuille inconnue dans les correspondances : ${f}.`, {
        correspondances: `Feuille inconnue : ${f}.`,
      });
  const choix: Partial<Record<Feuille, Choix>> = {};
  const aGarder: { nom: string; valeur: string }[] = [];
  const aLire: { f: Feuille; t: TableLue }[] = [];
  for (const { f, t } of presentes) {
    const donnes = correspondances[f];
    if (donnes) {
      choix[f] = choixValide(f, donnes);
      aGarder.push({ nom: cle(f, t), valeur: JSON.stringify(choix[f]) });
    } else aLire.push({ f, t });
  }
  const cles = new Map(aLire.map(({ f, t }) => [cle(f, t), f]));
  const [gardes] = await Promise.all([
    cles.size
      ? ports.db
          .select()
          .from(Setting)
          .where(inArray(Setting.nom, [...cles.keys()]))
      : Promise.resolve([]),
    aGarder.length
      ? ports.db
          .insert(Setting)
          .values(aGarder)
          .onConflictDoUpdate({ target: Setting.nom, set: { valeur: sql`excluded."valeur"` } })
      : undefined,
  ]);
  for (const g of gardes) {
    const f = cles.get(g.nom);
    if (f) choix[f] = jsonLu(g.valeur, choixGarde, `Setting ${g.nom}`);
  }
  return choix;
}
