import { and, desc, eq, inArray, lte, or } from "drizzle-orm";
import {
  Appartement,
  AppartementProprietaire,
  Client,
  Fichier,
  IbanClient,
  Mission,
  MissionClient,
  Quitance,
} from "../../db/schema";
import { clientSchema } from "../../domain/schemas/client";
import { defineResource } from "../resource-def";
import { linkedThrough, ref } from "../rows";
import { toApiList } from "../serialize";
import { deleteStoredRowsOf } from "../files/cleanup";
import { firstRefusal, referencedBy } from "../delete-rules";
import { archiveRule, historiqueRule } from "../archives/historique";
import { noterIban } from "../iban-verification/noter";
import { suivreAdresseClient } from "../espace/suspension";
import { clientColonnes } from "./liste-sql";

export const clientResource = defineResource({
  name: "Client",
  table: Client,
  schema: clientSchema,
  listeColonnes: clientColonnes,
  listeRecherche: ["mail", "tel"],
  refs: { mariage: ref(Client, "Le client lié est introuvable.") },
  // Where the owner's payouts go (issue 59): setting or changing it asks for a fresh confirmation.
  confirmation: ["iban", "bic"],
  // nom2 (the attached client's name) is blanked when no client is attached. A raison sociale makes the owner a
  // company (issue 74, ADR 115), which has no prénom (stored '', the column being NOT NULL).
  derive: (d) => ({
    ...d,
    ...(d.mariage == null ? { nom2: null } : {}),
    ...(d.raisonSociale ? { personneMorale: true } : {}),
    prenom: d.prenom ?? "",
  }),
  // A new or changed IBAN waits for its verification (issue 59, ADR 068), in the write's transaction.
  afterInsert: (ports, row, user) => noterIban(ports, row, undefined, user),
  // A changed address suspends the owner's space until someone else confirms it (issue 75, ADR 108).
  async afterUpdate(ports, row, existing, user) {
    await suivreAdresseClient(ports, row, existing, user);
    return noterIban(ports, row, existing, user);
  },
  async include(ports, id) {
    const { db } = ports;
    const [biens, missions, fichiers, quitances, conjoint, delaiEcoule] = await Promise.all([
      db
        .select({ a: Appartement })
        .from(AppartementProprietaire)
        .innerJoin(Appartement, eq(Appartement.id, AppartementProprietaire.AppartementId))
        .where(eq(AppartementProprietaire.ClientId, id)),
      db
        .select({ m: Mission })
        .from(MissionClient)
        .innerJoin(Mission, eq(Mission.id, MissionClient.MissionId))
        .where(eq(MissionClient.ClientId, id)),
      db.select().from(Fichier).where(eq(Fichier.ClientId, id)),
      // Receipts of the apartments the client owns, and any receipt addressed to the client.
      db
        .select()
        .from(Quitance)
        .where(
          or(
            eq(Quitance.ClientId, id),
            inArray(
              Quitance.AppartementId,
              db
                .select({ id: AppartementProprietaire.AppartementId })
                .from(AppartementProprietaire)
                .where(eq(AppartementProprietaire.ClientId, id)),
            ),
          ),
        )
        .orderBy(desc(Quitance.date)),
      linkedThrough(ports, Client, Client, Client.mariage, id),
      // A pending IBAN whose delay is over reads as verified before the daily job writes it so (statutEffectif).
      db
        .select({ id: IbanClient.id })
        .from(IbanClient)
        .where(
          and(
            eq(IbanClient.ClientId, id),
            eq(IbanClient.statut, "a_verifier"),
            lte(IbanClient.verifieApres, ports.clock.now().toISOString()),
          ),
        ),
    ]);
    return {
      biens: toApiList(
        "Appartement",
        biens.map((b) => b.a),
      ),
      Missions: toApiList(
        "Mission",
        missions.map((m) => m.m),
      ),
      Fichiers: toApiList("Fichier", fichiers),
      Quitances: toApiList("Quitance", quitances),
      conjoint: conjoint ? { id: conjoint.id, nom: conjoint.nom, prenom: conjoint.prenom } : null,
      ...(delaiEcoule.length ? { ibanStatut: "verifie" } : {}),
    };
  },
  // ADR 038: money records (the owner's account, invoices, receipts) outlive nothing they name: archive it.
  deleteRule: firstRefusal(
    archiveRule("Client"),
    historiqueRule("Client"),
    referencedBy(
      AppartementProprietaire,
      AppartementProprietaire.ClientId,
      "Ce client est propriétaire d'appartements : retirez-le de leurs propriétaires d'abord.",
    ),
    referencedBy(
      MissionClient,
      MissionClient.ClientId,
      "Ce client est commanditaire de missions : retirez-le des missions d'abord.",
    ),
  ),
  async onDelete(ports, row) {
    // A spouse link is not worth blocking a delete: it is simply cleared.
    await ports.db
      .update(Client)
      .set({ mariage: null, nom2: null })
      .where(eq(Client.mariage, row.id));
    await deleteStoredRowsOf(ports, Fichier, Fichier.ClientId, row.id);
  },
});
