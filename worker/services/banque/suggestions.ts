import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import {
  Caution,
  Dossier,
  LibelleAppris,
  LigneBancaire,
  Locataire,
  Quitance,
} from "../../db/schema";
import { type Candidat, suggerer } from "../../domain/banque/suggestions";
import { toEuros } from "../../domain/money";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";

// What the matching needs, read in one round trip: the credit lines waiting, the open dossiers with their tenants'
// and guarantors' names, their open terms with what is left to pay, and the labels learned.

export async function suggestionsPour(ports: Ports, quelles: SQL) {
  const [lignes, dossiers, cautions, termes, appris] = await inOneTrip(ports, [
    ports.db
      .select({
        id: LigneBancaire.id,
        montant: LigneBancaire.montant,
        libelle: LigneBancaire.libelle,
        reference: LigneBancaire.reference,
        contrepartie: LigneBancaire.contrepartie,
      })
      .from(LigneBancaire)
      .where(
        and(quelles, eq(LigneBancaire.statut, "à rapprocher"), sql`${LigneBancaire.montant} > 0`),
      ),
    ports.db
      .select({
        DossierId: Dossier.id,
        loyer: Dossier.loyerTTC,
        nom: Locataire.nom,
        prenom: Locataire.prenom,
        autreNom: Locataire.autreNom,
        autrePrenom: Locataire.autrePrenom,
      })
      .from(Dossier)
      .innerJoin(Locataire, eq(Locataire.id, Dossier.LocataireId))
      .where(eq(Dossier.clos, false)),
    ports.db
      .select({ DossierId: Caution.DossierId, nom: Caution.nom, prenom: Caution.prenom })
      .from(Caution),
    ports.db
      .select({
        QuitanceId: Quitance.id,
        DossierId: Quitance.DossierId,
        mois: Quitance.mois,
        reste: sql<number>`${Quitance.prixHC} + ${Quitance.charge} - coalesce(${Quitance.montantRegle}, 0)`,
      })
      .from(Quitance)
      .where(eq(Quitance.regle, false))
      .orderBy(asc(Quitance.mois)),
    ports.db
      .select({ cle: LibelleAppris.cle, DossierId: LibelleAppris.DossierId })
      .from(LibelleAppris),
  ]);
  if (lignes.length === 0) return [];
  const candidats = new Map<number, Candidat>();
  for (const d of dossiers)
    candidats.set(d.DossierId, {
      DossierId: d.DossierId,
      loyer: d.loyer,
      noms: [
        `${d.prenom} ${d.nom}`,
        d.autreNom ? `${d.autrePrenom ?? ""} ${d.autreNom}`.trim() : "",
      ].filter(Boolean),
      termes: [],
    });
  for (const c of cautions)
    if (c.DossierId != null) candidats.get(c.DossierId)?.noms.push(`${c.prenom} ${c.nom}`);
  for (const t of termes)
    if (t.DossierId != null && t.reste > 0)
      candidats
        .get(t.DossierId)
        ?.termes.push({ QuitanceId: t.QuitanceId, mois: t.mois, reste: t.reste });
  const parCle = new Map<string, number[]>();
  for (const a of appris) parCle.set(a.cle, [...(parCle.get(a.cle) ?? []), a.DossierId]);
  return suggerer(lignes, [...candidats.values()], parCle).map((s) => ({
    ...s,
    montant: toEuros(s.montant),
  }));
}
