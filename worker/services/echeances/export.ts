import { toCsv } from "../../domain/csv";
import { jourFr } from "../../domain/echeances/calendrier";
import {
  LIBELLES_TYPE_ECHEANCE,
  type Echeance,
  type NiveauEcheance,
} from "../../domain/echeances/types";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import { echeancesFiltrees, filtreDeRequete } from "./calendrier";

// GET /api/echeances/export: the same items as the list, as the app's other CSVs are written (domain/csv.ts: « ; »,
// UTF-8 with a BOM so that a French Excel opens the accents right, formulas neutralised).

export const LIBELLES_NIVEAU: Record<NiveauEcheance, string> = {
  expire: "Échue",
  bientot: "Dans les 60 jours",
  ok: "À venir",
};

const ENTETES = ["Date", "Type", "Niveau", "Échéance", "Règle", "Appartement", "Dossier", "Mandat"];

export const ligneCsv = (e: Echeance) => [
  jourFr(e.date),
  LIBELLES_TYPE_ECHEANCE[e.type],
  LIBELLES_NIVEAU[e.niveau],
  e.libelle,
  e.regle,
  e.AppartementId ?? "",
  e.DossierId ?? "",
  e.MissionId ?? "",
];

/** The file's name and text. */
export async function exportEcheances(ports: Ports, q: Record<string, string | undefined>) {
  const items = await echeancesFiltrees(ports, filtreDeRequete(ports, q));
  return {
    nom: `echeances-${today(ports.clock)}.csv`,
    texte: toCsv(ENTETES, items.map(ligneCsv)),
  };
}
