import { and, asc, eq, min } from "drizzle-orm";
import {
  type Accompte,
  AppartementProprietaire,
  EcritureProprietaire,
  type Intendance,
  Mission,
  MissionClient,
} from "../../db/schema";
import type { Ports } from "../../ports";
import {
  type Cible,
  libelleAcompte,
  libelleDepense,
  planLien,
} from "../../domain/proprietaire/liens";
import { MODE_COMPTE_PROPRIETAIRE } from "../../domain/schemas/enums";
import { today } from "../../lib/dates";

// The owners' entries of an expense paid by the agency and of an instalment settled on the owner's account (issue
// 38, ADR 031), written by the resource hooks in the write's own transaction (services/resources/intendance.ts,
// accompte.ts): the plan is pure (domain/proprietaire/liens.ts), the transaction holds it under parallel writes.

type Lien = "IntendanceId" | "AccompteId";

async function reconcilier(
  ports: Ports,
  lien: Lien,
  id: number,
  cible: Cible | null,
  auteur: string,
  AppartementId: number | null,
) {
  const existantes = await ports.db
    .select({
      id: EcritureProprietaire.id,
      ClientId: EcritureProprietaire.ClientId,
      type: EcritureProprietaire.type,
      libelle: EcritureProprietaire.libelle,
      debit: EcritureProprietaire.debit,
      credit: EcritureProprietaire.credit,
      annuleId: EcritureProprietaire.annuleId,
      natureCharge: EcritureProprietaire.natureCharge,
    })
    .from(EcritureProprietaire)
    .where(eq(EcritureProprietaire[lien], id))
    .orderBy(asc(EcritureProprietaire.id));
  const plan = planLien(existantes, cible, today(ports.clock));
  if (!plan.length) return;
  const createdAt = ports.clock.now().toISOString();
  await ports.db
    .insert(EcritureProprietaire)
    .values(plan.map((e) => ({ ...e, [lien]: id, AppartementId, auteur, createdAt })));
}

const proprietairesDe = (ports: Ports, appartementId: number) =>
  ports.db
    .select({
      ClientId: AppartementProprietaire.ClientId,
      quotePart: AppartementProprietaire.quotePart,
    })
    .from(AppartementProprietaire)
    .where(eq(AppartementProprietaire.AppartementId, appartementId));

type IntendanceRow = typeof Intendance.$inferSelect;
type AccompteRow = typeof Accompte.$inferSelect;

/** An expense marked paid by the agency debits the apartment's owners by share; un-marked (or deleted), reversed. */
export async function depenseProprietaires(
  ports: Ports,
  row: IntendanceRow,
  auteur: string,
  supprimee = false,
) {
  const due =
    !supprimee &&
    row.nature === "depense" &&
    row.regle &&
    row.payeParAgence &&
    row.AppartementId != null;
  const cible: Cible | null =
    due && row.AppartementId != null
      ? {
          type: "depense",
          date: row.date ?? today(ports.clock),
          libelle: libelleDepense(row.intitule),
          montant: row.montant ?? 0,
          proprietaires: await proprietairesDe(ports, row.AppartementId),
          natureCharge: row.natureCharge,
        }
      : null;
  await reconcilier(ports, "IntendanceId", row.id, cible, auteur, row.AppartementId);
}

/** An instalment paid on the owner's account debits the mission's first client; un-paid (or deleted), reversed. */
export async function acompteProprietaire(
  ports: Ports,
  row: AccompteRow,
  auteur: string,
  supprime = false,
) {
  let cible: Cible | null = null;
  if (!supprime && row.regle && row.mode === MODE_COMPTE_PROPRIETAIRE && row.MissionId != null) {
    const [premier] = await ports.db
      .select({ ClientId: min(MissionClient.ClientId), type: Mission.type })
      .from(Mission)
      .leftJoin(MissionClient, eq(MissionClient.MissionId, Mission.id))
      .where(and(eq(Mission.id, row.MissionId)));
    if (premier?.ClientId != null)
      cible = {
        type: "acompte",
        date: row.datePaiement ?? row.date ?? today(ports.clock),
        libelle: libelleAcompte(premier.type, row.dateDepart, row.dateFin),
        montant: row.montant ?? row.prix,
        proprietaires: [{ ClientId: premier.ClientId, quotePart: null }],
        natureCharge: null,
      };
  }
  await reconcilier(ports, "AccompteId", row.id, cible, auteur, row.AppartementId);
}
