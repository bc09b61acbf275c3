import { sql } from "drizzle-orm";
import {
  sqliteTable,
  text,
  integer,
  real,
  index,
  primaryKey,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { id, cents, bool, date, timestamps, archived } from "./_columns";
import { Client } from "./client";
import { Appartement } from "./appartement";

export const Mission = sqliteTable(
  "Mission",
  {
    id: id(),
    type: text("type").notNull(),
    domicileUnique: bool("domicileUnique").notNull().default(false),
    nbAppart: integer("nbAppart").notNull(),
    dateSignature: date("dateSignature"),
    tauxTva: real("tauxTva").notNull().default(20),
    /** Management fee, percent TTC (at tauxTva) of the rent and charges collected for the mission's apartments. */
    honorairesGestion: real("honorairesGestion").notNull().default(0),
    /** The same fee as the mandate may state it: percent HT (issue 60); null when the mandate states it TTC. */
    honorairesGestionHT: real("honorairesGestionHT"),
    accompte1: cents("accompte1").notNull(),
    accompte2: cents("accompte2").notNull(),
    reliquat: cents("reliquat").notNull(),
    valeurMissionAppt: cents("valeurMissionAppt").notNull(),
    valeurTotalMission: cents("valeurTotalMission").notNull(),
    ordreMission: text("ordreMission"),
    /** Its number in the register of mandates (Mandat), given at creation, never written again. */
    numeroMandat: text("numeroMandat"),
    /** The mandate's term in months from dateSignature (issue 63: its end and renewals are in the calendar). */
    dureeMandatMois: integer("dureeMandatMois"),
    /**
     * The most tacit renewals the mandate's clause allows (loi n° 70-9 dite Hoguet: a mandate of limited duration);
     * null: not stated. `reconductions` counts those recorded; a renewal past the limit is refused by a conditional write.
     */
    reconductionsMax: integer("reconductionsMax"),
    reconductions: integer("reconductions").notNull().default(0),
    /** The mandate's identifier in the software the agency came from (issue 74): a re-import finds it by this. */
    reference: text("reference"),
    /**
     * Works up to this amount TTC (cents) are ordered by staff without asking the owners (issue 76, item 3; ADR 120);
     * null: every quote goes to the owners.
     */
    plafondTravauxTTC: cents("plafondTravauxTTC"),
    ...archived,
    ...timestamps,
  },
  (t) => [uniqueIndex("Mission_reference_uq").on(t.reference).where(sql`"reference" is not null`)],
);

export const MissionClient = sqliteTable(
  "MissionClient",
  {
    MissionId: integer("MissionId")
      .notNull()
      .references(() => Mission.id, { onDelete: "cascade" }),
    ClientId: integer("ClientId")
      .notNull()
      .references(() => Client.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.MissionId, t.ClientId] }),
    index("MissionClient_ClientId_idx").on(t.ClientId),
  ],
);

export const MissionAppartement = sqliteTable(
  "MissionAppartement",
  {
    MissionId: integer("MissionId")
      .notNull()
      .references(() => Mission.id, { onDelete: "cascade" }),
    AppartementId: integer("AppartementId")
      .notNull()
      .references(() => Appartement.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.MissionId, t.AppartementId] }),
    index("MissionAppartement_AppartementId_idx").on(t.AppartementId),
  ],
);
