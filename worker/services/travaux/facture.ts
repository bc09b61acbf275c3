import { and, eq, sql } from "drizzle-orm";
import {
  AppartementProprietaire,
  Dossier,
  Ecriture,
  FactureFournisseur,
  Fichier,
  Fournisseur,
  Intervention,
  InterventionEtat,
} from "../../db/schema";
import type { LigneFacture } from "../../db/schema/facture-fournisseur";
import { addMonths } from "../../domain/dates";
import { toCents } from "../../domain/money";
import { lignesEnCentimes } from "../../domain/travaux/ventilation";
import type { TxPorts } from "../transaction";
import { factureSchema } from "../../domain/travaux/facture-schemas";
import { totauxCompletes } from "../../domain/travaux/facture-totaux";
import { factureEnEuros } from "./facture-en-euros";
import { introuvable } from "../../domain/labels";
import { motifReparation } from "../../domain/travaux/reparations-locatives";
import { today } from "../../lib/dates";
import { eurosDe } from "../../domain/francais/nombres";
import {
  confronterFacturX,
  lireFacturX,
  memeVendeur,
  MSG_FACTURX_SIRET,
} from "../../domain/travaux/factur-x";
import { keyToUrl, newKey } from "../files/keys";
import { storeThenWrite } from "../files/store";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inTransaction } from "../transaction";

// POST /api/Intervention/{id}/facture (issue 76, item 4, ADR 121): the invoice (what is owed), the order's move to
// `facturee` and the tenant's réparations locatives, in one transaction: all or nothing. The owners' debits by their
// shares wait for the payment's day: the supplier batch's validation writes them (ADR 128). The
// database decides the races: the order moves from `realisee` by a conditional write, and the invoice's unique
// indexes (one per order, a supplier's number once) turn a double submit into a 409.

export const MSG_PAS_REALISEE = "Seule une intervention réalisée peut être facturée.";
export const MSG_DEJA_FACTUREE =
  "Cette facture est déjà enregistrée (même intervention ou même numéro du fournisseur).";
export const MSG_SANS_PROPRIETAIRE = "Ce lot n'a pas de propriétaire à qui imputer la facture.";
export const MSG_SANS_LOCATAIRE =
  "Aucun bail en cours sur ce lot à la date de la facture : la réparation ne peut être imputée au locataire.";
export const MSG_PDF = "Joignez la facture au format PDF.";

export interface FactureEnvoyee {
  fields: Record<string, string>;
  fichier: { name: string; bytes: Uint8Array } | null;
  /** From the supplier's space: one line « à ventiler », out of the batches until staff split it (ADR 135). */
  aVentiler?: boolean;
}

const estPdf = (b: Uint8Array) =>
  b.length > 4 && new TextDecoder().decode(b.slice(0, 5)) === "%PDF-";

/** The term that calls the tenant's share: the first day of the month after the invoice is entered. */
export const prochainTerme = (jour: string) => addMonths(`${jour.slice(0, 7)}-01`, 1);

/**
 * An invoice sent without lines is charged whole (the issue: « each line (or the whole) »): one line of its amount,
 * to the owners by default, with the form's own `imputation`, `nature` and `chargeLocataire` (JSON). Nothing said
 * and no amount: no line, and the schema asks for one.
 */
function factureEntiere(champs: Record<string, string>) {
  if (champs.montant === undefined && champs.nature === undefined) return undefined;
  let chargeLocataire: unknown;
  try {
    chargeLocataire = champs.chargeLocataire ? JSON.parse(champs.chargeLocataire) : undefined;
  } catch {
    throw badRequest("Certains champs sont invalides.", { chargeLocataire: "Rubrique illisible." });
  }
  return [
    {
      libelle: champs.libelle,
      montant: champs.montant,
      imputation: champs.imputation ?? "proprietaires",
      nature: champs.nature,
      chargeLocataire,
    },
  ];
}

/** `duFournisseur`: from the supplier's space (ADR 127), its id; another supplier's order is then a 404. */
export async function enregistrerFacture(
  ports: Ports,
  id: number,
  auteur: string,
  envoi: FactureEnvoyee,
  duFournisseur?: number,
) {
  let lignesBrutes: unknown;
  try {
    lignesBrutes = JSON.parse(envoi.fields.lignes ?? "null");
  } catch {
    throw badRequest("Certains champs sont invalides.", { lignes: "Lignes illisibles." });
  }
  const fichier = envoi.fichier;
  if (!fichier || !estPdf(fichier.bytes))
    throw badRequest("Certains champs sont invalides.", { fichier: MSG_PDF });
  // A Factur-X invoice (ADR 129): its XML fills what staff left empty and must agree with what they typed.
  // pdf-lib loaded with the first invoice read, not by every start before its first answer (ADR 140).
  const { xmlFacturX } = await import("../../documents/factur-x-lecture");
  const xml = await xmlFacturX(fichier.bytes);
  const fx = xml === null ? null : lireFacturX(xml);
  const lu = fx ? confronterFacturX(envoi.fields, fx, (c) => eurosDe(c / 100)) : null;
  if (lu && Object.keys(lu.fautes).length)
    throw badRequest("Certains champs sont invalides.", lu.fautes);
  // The total not given is derived from the two others (HT + TVA = TTC); the schema holds the three to the cent.
  const champs = totauxCompletes(lu?.champs ?? envoi.fields);
  const f = parseWith(factureSchema, {
    ...champs,
    lignes: lignesBrutes ?? factureEntiere(champs),
  });
  const lignes: LigneFacture[] = lignesEnCentimes(f.lignes);
  const at = ports.clock.now().toISOString();
  const jour = today(ports.clock);
  // The PDF is kept in the lot's files (ADR 129): stored first, its row written with the invoice, removed if not.
  const cle = newKey("factures-fournisseurs", "pdf");
  const pdf = { bytes: fichier.bytes, mime: "application/pdf" };
  return storeThenWrite(ports, [{ cle, u: pdf }], () =>
    inTransaction(ports, async (tx) => {
      const [i] = await tx.db
        .select({
          etat: Intervention.etat,
          AppartementId: Intervention.AppartementId,
          FournisseurId: Intervention.FournisseurId,
          raisonSociale: Fournisseur.raisonSociale,
          siret: Fournisseur.siret,
        })
        .from(Intervention)
        .leftJoin(Fournisseur, eq(Fournisseur.id, Intervention.FournisseurId))
        .where(eq(Intervention.id, id));
      if (!i || (duFournisseur !== undefined && i.FournisseurId !== duFournisseur))
        throw notFound(introuvable("Intervention"));
      if (i.FournisseurId === null || i.etat !== "realisee") throw conflict(MSG_PAS_REALISEE);
      if (fx && !memeVendeur(fx, i.siret))
        throw badRequest("Certains champs sont invalides.", { fichier: MSG_FACTURX_SIRET });
      const [piece] = await tx.db
        .insert(Fichier)
        .values({
          nom: `Facture ${i.raisonSociale ?? "fournisseur"} n° ${f.numero} (intervention n° ${id})`,
          extention: "pdf",
          url: keyToUrl(cle),
          cle,
          mime: "application/pdf",
          taille: fichier.bytes.length,
          AppartementId: i.AppartementId,
        })
        .returning({ id: Fichier.id });
      const [facture] = await tx.db
        .insert(FactureFournisseur)
        .values({
          InterventionId: id,
          FournisseurId: i.FournisseurId,
          AppartementId: i.AppartementId,
          numero: f.numero,
          date: f.date,
          montant: toCents(f.montant),
          montantHT: f.montantHT == null ? null : toCents(f.montantHT),
          montantTVA: f.montantTVA == null ? null : toCents(f.montantTVA),
          lignes,
          fichierNom: fichier.name,
          FichierId: piece?.id ?? null,
          aVentiler: envoi.aVentiler ?? false,
          auteur,
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning();
      if (!facture) throw conflict(MSG_DEJA_FACTUREE);
      // The state moves only from `realisee`: of two parallel invoices, the loser changes nothing and rolls back.
      const moved = await tx.db
        .update(Intervention)
        .set({ etat: "facturee", updatedAt: at })
        .where(and(eq(Intervention.id, id), eq(Intervention.etat, "realisee")))
        .returning({ id: Intervention.id });
      if (!moved.length) throw conflict(MSG_PAS_REALISEE);
      await tx.db.insert(InterventionEtat).values({
        InterventionId: id,
        de: "realisee",
        etat: "facturee",
        par: auteur,
        at,
        commentaire: `Facture n° ${f.numero}`,
      });
      const libelle = `Facture ${i.raisonSociale ?? "fournisseur"} n° ${f.numero}`;
      // The owners' share is debited when the payment leaves, by the batch's validation (ADR 128): here only checked
      // that the lot has owners to debit then.
      await verifierProprietaires(tx, i.AppartementId, lignes);
      await debiterLocataire(tx, i.AppartementId, f.date, lignes, {
        libelle,
        date: prochainTerme(jour),
        auteur,
        at,
        sens: "debit",
      });
      return { facture: factureEnEuros(facture), facturX: fx !== null };
    }),
  );
}

/** A split charging the owners needs owners to debit when the payment leaves (ADR 128). */
export async function verifierProprietaires(tx: TxPorts, lot: number, lignes: LigneFacture[]) {
  if (!lignes.some((l) => l.imputation === "proprietaires")) return;
  const [proprietaire] = await tx.db
    .select({ ClientId: AppartementProprietaire.ClientId })
    .from(AppartementProprietaire)
    .where(eq(AppartementProprietaire.AppartementId, lot))
    .limit(1);
  if (!proprietaire) throw conflict(MSG_SANS_PROPRIETAIRE);
}

/**
 * The tenant's lines as entries of the lease running on the invoice's date: debits with the next term, or (`credit`)
 * the reversing entries of lines a new split replaced (ADR 135): the ledger is only ever added to.
 */
export async function debiterLocataire(
  tx: TxPorts,
  lot: number,
  dateFacture: string,
  lignes: LigneFacture[],
  e: { libelle: string; date: string; auteur: string; at: string; sens: "debit" | "credit" },
) {
  const aLocataire = lignes.filter((l) => l.imputation === "locataire");
  if (!aLocataire.length) return;
  const [bail] = await tx.db
    .select({ id: Dossier.id })
    .from(Dossier)
    .where(
      sql`${Dossier.AppartementId} = ${lot} and ${Dossier.dateDebutBail} <= ${dateFacture}
      and (${Dossier.dateFinBail} is null or ${Dossier.dateFinBail} >= ${dateFacture})`,
    )
    .orderBy(sql`${Dossier.dateDebutBail} desc`)
    .limit(1);
  if (!bail) throw badRequest("Certains champs sont invalides.", { lignes: MSG_SANS_LOCATAIRE });
  await tx.db.insert(Ecriture).values(
    aLocataire.map((l) => {
      const nom = `Réparations locatives (${e.libelle}${l.libelle ? ` : ${l.libelle}` : ""})`;
      return {
        DossierId: bail.id,
        type: "ajustement" as const,
        date: e.date,
        libelle: e.sens === "debit" ? nom : `Annulation (nouvelle ventilation) : ${nom}`,
        debit: e.sens === "debit" ? l.montant : 0,
        credit: e.sens === "credit" ? l.montant : 0,
        motif: l.chargeLocataire ? motifReparation(l.chargeLocataire.rubrique) : null,
        auteur: e.auteur,
        createdAt: e.at,
      };
    }),
  );
}
