import { LigneReglementation } from "../../db/schema";
import type { TableReglementationApi } from "../../domain/contract/reglementation";
import { criteresSaisis, regleImpayeAu } from "../../domain/aides-logement/regles-impaye";
import { toCents } from "../../domain/money";
import { estParmi } from "../../domain/parmi";
import { lireCommunesSaisies } from "../../domain/reglementation/communes-saisies";
import {
  MSG_TABLE_AILLEURS,
  MSG_TABLE_INCONNUE,
  NOMS_TABLES,
  type TableAjout,
  type TableReglementation,
} from "../../domain/reglementation/tables";
import { ligneReglementationSchema } from "../../domain/schemas/reglementation";
import { badRequest, conflict, MSG_INVALID, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { lignesSaisies, reglesImpayeCaf } from "./lignes";
import { tableReglementation } from "./tables";

// POST /api/reglementation/{table}: an admin adds a row (a new decree, an extension of the rent-control experiment).
// One insert, journaled by the table's triggers; the unique index (table, territory, first day) refuses the same
// row twice, parallel requests included: a 409, never a second row. Rows are never changed: a correction is a row.

/** The path's table, or a 404. */
export function tableDuChemin(brut: string): TableReglementation {
  if (!estParmi(NOMS_TABLES, brut)) throw notFound(MSG_TABLE_INCONNUE);
  return brut;
}

const jourFr = (d: string) => d.split("-").reverse().join("/");

type Saisie = ReturnType<typeof ligneReglementationSchema.parse>;

/** The CAF's unpaid-rent row: the delay required, blank criteria those of the row in force on its first day. */
async function contenuImpaye(ports: Ports, l: Saisie) {
  if (l.delaiDeclarationMois == null)
    throw badRequest(MSG_INVALID, {
      delaiDeclarationMois: "Indiquez le délai de déclaration, en mois.",
    });
  const regles = reglesImpayeCaf(await lignesSaisies(ports, "impayes-caf"));
  const donnees = criteresSaisis(
    {
      delaiDeclarationMois: l.delaiDeclarationMois,
      multipleMensualite: l.multipleMensualite,
      seuilCents: l.seuil == null ? null : toCents(l.seuil),
      moisApresPremierImpaye: l.moisApresPremierImpaye,
    },
    regleImpayeAu(l.debut, regles),
  );
  return { cle: "", donnees };
}

/** The row's key and JSON content, or a 400 on the field at fault. */
function contenu(table: Exclude<TableAjout, "impayes-caf">, l: Saisie) {
  if (table === "relocation") return { cle: "", donnees: {} };
  const fields: Record<string, string> = {};
  if (table === "encadrement" && !l.territoire)
    fields.territoire = "Indiquez le territoire (par exemple Paris, ou Lyon et Villeurbanne).";
  const lu = l.communes ? lireCommunesSaisies(l.communes) : null;
  if (!lu)
    fields.communes = "Indiquez les communes, une par ligne : code INSEE ; nom ; codes postaux.";
  else if (!lu.ok) fields.communes = lu.message;
  if (Object.keys(fields).length || !lu?.ok) throw badRequest(MSG_INVALID, fields);
  if (table === "zones-tendues")
    return {
      cle: "",
      donnees: { communes: lu.communes.map(({ insee, nom }) => ({ insee, nom })) },
    };
  return {
    cle: l.territoire ?? "",
    donnees: { territoire: l.territoire, communes: lu.communes },
  };
}

export async function ajouterLigne(
  ports: Ports,
  brut: string,
  body: unknown,
): Promise<TableReglementationApi> {
  const table = tableDuChemin(brut);
  if (table === "honoraires" || table === "decence" || table === "irl")
    throw badRequest(MSG_TABLE_AILLEURS(table), { table: MSG_TABLE_AILLEURS(table) });
  const l = parseWith(ligneReglementationSchema, body);
  const { cle, donnees } =
    table === "impayes-caf" ? await contenuImpaye(ports, l) : contenu(table, l);
  const now = ports.clock.now().toISOString();
  const ajoutees = await ports.db
    .insert(LigneReglementation)
    .values({
      tableau: table,
      cle,
      debut: l.debut,
      fin: l.fin ?? null,
      source: l.source,
      donnees: JSON.stringify(donnees),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: LigneReglementation.id });
  if (ajoutees.length === 0)
    throw conflict(
      `Une ligne de cette table${cle ? ` pour « ${cle} »` : ""} commence déjà le ${jourFr(l.debut)} : une correction s'ajoute comme une nouvelle ligne, à une autre date.`,
    );
  return tableReglementation(ports, table);
}
