import type {
  LigneReglementationApi,
  TableReglementationApi,
} from "../../domain/contract/reglementation";
import {
  SOURCE_FIN_ELAN,
  TERRITOIRES_ENCADREMENT,
  type Territoire,
} from "../../domain/echeances/encadrement";
import { REGLES_IMPAYE_CAF, resumeRegleImpaye } from "../../domain/aides-logement/regles-impaye";
import { CLASSES_INDECENTES, SEUIL_ENERGIE_FINALE } from "../../domain/bail/decence";
import { nombreFr } from "../../domain/francais/nombres";
import { compareCodes } from "../../domain/francais/tri";
import { SOURCE_IRL } from "../../domain/irl/published";
import { eurosFr } from "../../domain/loyer";
import { avertissementTable, finDeTable, type Periode } from "../../domain/reglementation/periode";
import { DECRETS_RELOCATION } from "../../domain/reglementation/relocation";
import {
  NOMS_TABLES,
  TABLES_REGLEMENTATION,
  type TableReglementation,
  veille,
} from "../../domain/reglementation/tables";
import { LISTE_ZONE_TENDUE_LIVREE } from "../../domain/reglementation/zones-tendues";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import { lireIrl } from "../irl/irl";
import { lirePlafonds } from "../referentiels/honoraires";
import { lignesSaisies, listeSaisie, reglesImpayeCaf, territoireSaisi } from "./lignes";
import { accord } from "../../domain/francais/pluriel";

// GET /api/reglementation and /api/reglementation/{table}: each table's rows with their first and last day and their
// source, and a warning when every row has ended (the rule then no longer applies: a text may have extended it).

type Ligne = LigneReglementationApi;

const communes = (n: number) => `${nombreFr(n)} ${accord(n, "commune")}`;

const territoire = (t: Territoire, saisie: boolean): Ligne => ({
  debut: t.depuis,
  fin: t.fin,
  // A shipped row's end is the experiment's, by law: its source says so.
  source: saisie ? t.texte : `${t.texte} ; fin : ${SOURCE_FIN_ELAN}`,
  resume: `${t.territoire} : ${communes(t.communes.length)}`,
  saisie,
});

const decret = (p: Periode, saisie: boolean): Ligne => ({
  ...p,
  resume:
    "Loyer d'un nouveau bail en zone tendue au plus le dernier loyer du précédent locataire (révisé selon l'IRL)",
  saisie,
});

/** Rows that end when the next starts (fee ceilings, IRL): each row's end is the next one's eve. */
const enchaines = <R extends { debut: string }>(rows: R[]) =>
  rows.map((r, i) => {
    const suivante = rows[i + 1];
    return { ...r, fin: suivante ? veille(suivante.debut) : null };
  });

async function lignesDe(ports: Ports, table: TableReglementation): Promise<Ligne[]> {
  switch (table) {
    case "encadrement":
      return [
        ...TERRITOIRES_ENCADREMENT.map((t) => territoire(t, false)),
        ...(await lignesSaisies(ports, table)).map((l) => territoire(territoireSaisi(l), true)),
      ];
    case "zones-tendues": {
      const saisies = (await lignesSaisies(ports, table)).map(listeSaisie);
      return [LISTE_ZONE_TENDUE_LIVREE, ...saisies].map((l, i) => ({
        debut: l.debut,
        fin: l.fin,
        source: l.source,
        resume: communes(l.communes.length),
        saisie: i > 0,
      }));
    }
    case "relocation":
      return [
        ...DECRETS_RELOCATION.map((p) => decret(p, false)),
        ...(await lignesSaisies(ports, table)).map((l) => decret(l, true)),
      ];
    case "impayes-caf":
      return reglesImpayeCaf(await lignesSaisies(ports, table)).map((r, i) => ({
        debut: r.debut,
        fin: r.fin,
        source: r.source,
        resume: resumeRegleImpaye(r),
        saisie: i >= REGLES_IMPAYE_CAF.length,
      }));
    case "honoraires":
      return enchaines(
        (await lirePlafonds(ports)).map((p) => ({
          debut: p.depuis,
          source: p.source,
          resume: `${eurosFr(p.parM2["très tendue"])} / ${eurosFr(p.parM2.tendue)} / ${eurosFr(p.parM2["non tendue"])} TTC le m² ; état des lieux ${eurosFr(p.etatDesLieuxParM2)}`,
          saisie: p.saisie ?? false,
        })),
      );
    case "decence":
      return [
        ...CLASSES_INDECENTES.map((r) => ({
          debut: r.depuis,
          fin: null,
          source: r.source,
          resume: `Classe ${r.classe} non décente (${r.outreMer ? "outre-mer" : "métropole"})`,
          saisie: false,
        })),
        {
          debut: SEUIL_ENERGIE_FINALE.depuis,
          fin: null,
          source: SEUIL_ENERGIE_FINALE.source,
          resume: `Plus de ${SEUIL_ENERGIE_FINALE.kwhParM2} kWh/m²/an d'énergie finale, baux nouveaux en métropole`,
          saisie: false,
        },
      ].toSorted((a, b) => compareCodes(a.debut, b.debut));
    case "irl":
      return enchaines(
        (await lireIrl(ports))
          .toSorted((a, b) => compareCodes(a.publication, b.publication))
          .map((v) => ({
            debut: v.publication,
            source: SOURCE_IRL,
            resume: `${v.trimestre} : ${nombreFr(v.valeur, 2, 2)}`,
            saisie: v.saisie,
          })),
      );
  }
}

/** One table as the API answers it. */
export async function tableReglementation(
  ports: Ports,
  table: TableReglementation,
): Promise<TableReglementationApi> {
  const data = await lignesDe(ports, table);
  const def = TABLES_REGLEMENTATION[table];
  const fin = finDeTable(data);
  return {
    table,
    libelle: def.libelle,
    usage: def.usage,
    ajout: def.ajout,
    fin: fin ?? null,
    avertissement: avertissementTable(
      def.libelle,
      data,
      today(ports.clock),
      table === "relocation",
    ),
    data,
  };
}

/** Every table, their reads together. */
export async function tablesReglementation(
  ports: Ports,
): Promise<{ data: TableReglementationApi[] }> {
  return { data: await Promise.all(NOMS_TABLES.map((t) => tableReglementation(ports, t))) };
}
