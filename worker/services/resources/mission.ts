import { and, asc, eq, inArray, notExists } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  Accompte,
  Appartement,
  Client,
  Facture,
  Mission,
  MissionAppartement,
  MissionClient,
} from "../../db/schema";
import { missionSchema } from "../../domain/schemas/mission";
import { resumeMission, valeurTotalMission, type ResumeMission } from "../../domain/mission";
import { toEuros } from "../../domain/money";
import { tauxTTC } from "../../domain/mission-type";
import { defineResource } from "../resource-def";
import { toApi, toApiList } from "../serialize";
import { SIGNED_FILES } from "../../domain/signed-files";
import { checkMissionTotal } from "../mission-rules";
import { annulerMandat, numeroterMission } from "../mandats/numero";
import { firstRefusal } from "../delete-rules";
import { archiveRule, historiqueRule } from "../archives/historique";
import { missionColonnes } from "./liste-sql";

/** A credit note, the invoice it cancels being `Facture`. */
const Avoir = alias(Facture, "avoir");

/** The summary's amounts in euros, as every amount of the API. */
const resumeEnEuros = (r: ResumeMission): ResumeMission => ({
  ...r,
  totalTTC: toEuros(r.totalTTC),
  totalHT: toEuros(r.totalHT),
  totalRegle: toEuros(r.totalRegle),
  resteAPayer: toEuros(r.resteAPayer),
});

export const missionResource = defineResource({
  name: "Mission",
  table: Mission,
  schema: missionSchema,
  listeColonnes: missionColonnes,
  listeRecherche: ["clients"],
  // The list shows the commanditaires column: each mission carries its Clients, read in one query for the list.
  async decorate({ db }, given, page) {
    // Read before the rows are in: one round trip with the list's read on the edge (issue 22); a page's own only.
    const read = db
      .select({ MissionId: MissionClient.MissionId, c: Client })
      .from(MissionClient)
      .innerJoin(Client, eq(Client.id, MissionClient.ClientId))
      .where(page ? inArray(MissionClient.MissionId, page) : undefined)
      .execute();
    const [links, rows] = await Promise.all([read, given]);
    const byMission = new Map<unknown, Record<string, unknown>[]>();
    for (const l of links)
      byMission.set(l.MissionId, [...(byMission.get(l.MissionId) ?? []), toApi("Client", l.c)]);
    return rows.map((r) => ({ ...r, Clients: byMission.get(r.id) ?? [] }));
  },
  derive: (d) => {
    // A management mandate has no fixed price: its amounts are 0 (issue 60, worker/domain/mission-type.ts).
    const forfait = {
      accompte1: d.accompte1 ?? 0,
      accompte2: d.accompte2 ?? 0,
      reliquat: d.reliquat ?? 0,
      valeurMissionAppt: d.valeurMissionAppt ?? 0,
    };
    return {
      ...d,
      ...forfait,
      valeurTotalMission: valeurTotalMission(d.nbAppart, forfait.valeurMissionAppt),
      // A fee signed HT: the TTC rate every fee is computed at follows from the VAT rate, by the server.
      honorairesGestion:
        d.honorairesGestionHT == null
          ? d.honorairesGestion
          : tauxTTC(d.honorairesGestionHT, d.tauxTva),
    };
  },
  // Issue 25: its plan and its recorded instalments never exceed its total.
  beforeWrite: (ports, data, existing) => checkMissionTotal(ports, data, existing),
  // The single read carries the summary cards (spec 4's balance), computed here so that the web never adds amounts.
  async include(ports, id, stored) {
    const { db } = ports;
    const [clients, accomptes, apparts, row, factures] = await Promise.all([
      db
        .select({ c: Client })
        .from(MissionClient)
        .innerJoin(Client, eq(Client.id, MissionClient.ClientId))
        .where(eq(MissionClient.MissionId, id))
        .orderBy(asc(Client.id)),
      db
        .select()
        .from(Accompte)
        .where(eq(Accompte.MissionId, id))
        .orderBy(asc(Accompte.dateDepart), asc(Accompte.id)),
      db
        .select({ a: Appartement })
        .from(MissionAppartement)
        .innerJoin(Appartement, eq(Appartement.id, MissionAppartement.AppartementId))
        .where(eq(MissionAppartement.MissionId, id))
        .orderBy(asc(Appartement.id)),
      stored,
      // ADR 038: the standing invoice of each of its instalments, which keeps it from being changed or deleted.
      db
        .select({ id: Facture.AccompteId, numero: Facture.numero })
        .from(Facture)
        .innerJoin(Accompte, eq(Accompte.id, Facture.AccompteId))
        .where(
          and(
            eq(Accompte.MissionId, id),
            eq(Facture.prefixe, "F"),
            notExists(db.select({ id: Avoir.id }).from(Avoir).where(eq(Avoir.avoirDe, Facture.id))),
          ),
        ),
    ]);
    const numeros = new Map(factures.map((f) => [f.id, f.numero]));
    const resume = resumeMission(
      {
        valeurTotalMission: row.valeurTotalMission,
        nbAppart: row.nbAppart,
        tauxTva: row.tauxTva,
      },
      accomptes,
      apparts.length,
    );
    return {
      Clients: toApiList(
        "Client",
        clients.map((c) => c.c),
      ),
      Accomptes: toApiList("Accompte", accomptes).map((a) => ({
        ...a,
        facture: numeros.get(a.id) ?? null,
      })),
      Appartements: toApiList(
        "Appartement",
        apparts.map((a) => a.a),
      ),
      resume: resumeEnEuros(resume),
    };
  },
  signedFiles: SIGNED_FILES.Mission,
  // Its number in the register of mandates, given in the creation's transaction; kept, cancelled, when it goes.
  afterInsert: (ports, row) => numeroterMission(ports, row),
  // ADR 038: its mandate number, invoices and owner's entries outlive it: a mission that has one is archived.
  deleteRule: firstRefusal(archiveRule("Mission"), historiqueRule("Mission")),
  onDelete: (ports, row) => annulerMandat(ports, { MissionId: row.id }),
});
