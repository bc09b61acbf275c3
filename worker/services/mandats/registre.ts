import { sql } from "drizzle-orm";
import {
  anneeRegistre,
  dureeImprimee,
  type LigneRegistre,
  periodeMandat,
  type NatureMandat,
} from "../../domain/mandats/registre";
import { badRequest, MSG_INVALID } from "../../lib/errors";
import type { Ports } from "../../ports";
import { lireAgence } from "./agence";
import { documentContextOf } from "../documents/context";
import { pdfs } from "../documents/pdf";
import { storeGenerated } from "../documents/store";
import { bienSql, mandantsSql } from "./sql";

// The register of mandates of one year (ADR 027): its lines in the order of their numbers, and its PDF.

/** The year of `?annee=` or of the path, else a French 400 on `annee`. */
export function anneeOu400(raw: string | undefined): number {
  const annee = anneeRegistre(raw);
  if (annee === null)
    throw badRequest(MSG_INVALID, { annee: "L'année doit être comprise entre 2000 et 2100." });
  return annee;
}

interface Brut {
  numero: string;
  sequence: number;
  carte: string;
  date: string;
  nature: NatureMandat;
  mandants: string | null;
  bien: string | null;
  debut: string | null;
  fin: string | null;
  duree: string | null;
  dateAnnulation: string | null;
  MissionId: number | null;
  IntendanceId: number | null;
  dateSignature: string | null;
  dureeMandatMois: number | null;
}

/**
 * The year's lines, one statement: a live mission is read as it is now (its mandants, property, period), a
 * cancelled one as it was copied when it went.
 */
export async function lignesRegistre(ports: Ports, annee: number): Promise<LigneRegistre[]> {
  const rows = await ports.db.all<Brut>(sql`
    select m."numero", m."sequence", m."carte", coalesce(mi."dateSignature", m."date") as "date", m."nature",
      m."dateAnnulation", m."MissionId", m."IntendanceId", m."duree", mi."dateSignature", mi."dureeMandatMois",
      coalesce(m."mandants", ${mandantsSql}) as "mandants",
      coalesce(m."bien", ${bienSql}) as "bien",
      coalesce(i."dateDepart", (select min(ac."dateDepart") from "Accompte" ac where ac."MissionId" = m."MissionId"))
        as "debut",
      coalesce(m."dateFin", i."dateFin", (select max(ac."dateFin") from "Accompte" ac where ac."MissionId" = m."MissionId"))
        as "fin"
    from "Mandat" m left join "Intendance" i on i."id" = m."IntendanceId"
      left join "Mission" mi on mi."id" = m."MissionId"
    where m."annee" = ${annee}
    order by m."carte", m."sequence"`);
  return rows.map((r) => {
    // A mission's stated term wins over its instalments' dates (the SQL's debut/fin), as on its order.
    const stipulee = periodeMandat(r, []);
    const { debut, fin } = stipulee.debut ? stipulee : { debut: r.debut, fin: r.fin };
    return ligne(r, debut, fin);
  });
}

function ligne(r: Brut, debut: string | null, fin: string | null): LigneRegistre {
  return {
    numero: r.numero,
    sequence: r.sequence,
    carte: r.carte,
    date: r.date,
    nature: r.nature,
    mandants: r.mandants ?? "",
    bien: r.bien ?? "",
    dateDebut: debut,
    dateFin: fin,
    duree: r.duree || dureeImprimee(debut, fin),
    dateAnnulation: r.dateAnnulation,
    MissionId: r.MissionId,
    IntendanceId: r.IntendanceId,
  };
}

/** GET /api/registreMandats?annee=YYYY. */
export async function registreMandats(ports: Ports, rawAnnee: string | undefined) {
  const annee = anneeOu400(rawAnnee);
  return { annee, data: await lignesRegistre(ports, annee) };
}

/** GET /api/registreMandats/{YYYY}/generate: the year's register as a PDF, its pages numbered. */
export async function genererRegistreMandats(ports: Ports, rawAnnee: string) {
  const annee = anneeOu400(rawAnnee);
  const [lignes, agence] = await Promise.all([lignesRegistre(ports, annee), lireAgence(ports)]);
  const bytes = await (await pdfs()).registreMandatsPdf(
    { annee, lignes },
    documentContextOf(ports, agence),
  );
  return storeGenerated(
    ports,
    {
      sujet: `registreMandats/${annee}`,
      type: "registreMandats",
      nom: `Registre des mandats ${annee}`,
      owners: {},
    },
    bytes,
  );
}
