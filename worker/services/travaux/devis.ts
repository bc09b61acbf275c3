import { sql } from "drizzle-orm";
import {
  TAUX_TVA_TRAVAUX,
  lotPermetTvaReduite,
  mentionTvaReduite,
  regleTva,
  ttcDe,
} from "../../domain/travaux/devis";
import {
  MSG_DEVIS_ETAT,
  MSG_DEVIS_TVA_REDUITE,
  MSG_FOURNISSEUR_INTROUVABLE,
} from "../../domain/travaux/messages";
import { MSG } from "../../domain/schemas/fields";
import { introuvable } from "../../domain/labels";
import { parseMontant, toCents } from "../../domain/money";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import { type StoredUpload, writeOrRemove } from "../files/store";
import { keyToUrl, newKey } from "../files/keys";
import { inOneTrip } from "../one-trip";
import { lectureDevis } from "./devis-lecture";

// A supplier's quote for a work order (issue 76, item 3; ADR 120): its PDF, its amounts computed here, the reduced
// VAT's wording when the lot allows it. The quote, the order's move to « devis reçu » and its history go in one batch.

/** The states an order takes quotes in. */
const RECOIT_DES_DEVIS = sql`('ouverte', 'devis_demande', 'devis_recu')`;

interface ChampsDevis {
  montantHT: number;
  tauxTVA: number;
  FournisseurId: number;
  acheveDepuisDeuxAns: boolean;
}

/** The multipart's text fields, each refused with its French message. */
function champsDevis(
  f: Record<string, string>,
  fichier: StoredUpload | undefined,
): ChampsDevis & { pdf: StoredUpload } {
  const fautes: Record<string, string> = {};
  const ht = f.montantHT === undefined ? null : parseMontant(f.montantHT);
  if (f.montantHT === undefined || f.montantHT.trim() === "") fautes.montantHT = MSG.requis;
  else if (ht === null || ht <= 0 || !Number.isFinite(ht) || ht > 10_000_000)
    fautes.montantHT = "Un montant hors taxes positif est attendu (« 1 250,00 »).";
  const taux = Number((f.tauxTVA ?? "").replace(",", "."));
  if (!TAUX_TVA_TRAVAUX.some((t) => t === taux))
    fautes.tauxTVA = "Le taux de TVA est 20, 10 ou 5,5 %.";
  const fid = /^[1-9][0-9]{0,15}$/.test(f.FournisseurId ?? "") ? Number(f.FournisseurId) : null;
  if (fid === null) fautes.FournisseurId = MSG.requis;
  if (!fichier) fautes.file = "Joignez le devis en PDF.";
  if (ht === null || fid === null || !fichier || Object.keys(fautes).length)
    throw badRequest("Certains champs sont invalides.", fautes);
  return {
    pdf: fichier,
    montantHT: toCents(ht),
    tauxTVA: taux,
    FournisseurId: fid,
    acheveDepuisDeuxAns: f.acheveDepuisDeuxAns === "true" || f.acheveDepuisDeuxAns === "oui",
  };
}

/**
 * POST /api/Intervention/{id}/devis (multipart: file, montantHT, tauxTVA, FournisseurId) by `auteur`. From the
 * supplier's space (ADR 127), `duFournisseur` is its own id: the quote lands only on an order still its own.
 */
export async function ajouterDevis(
  ports: Ports,
  id: number,
  auteur: string,
  champs: Record<string, string>,
  fichier: StoredUpload | undefined,
  duFournisseur?: number,
) {
  // The objects removed if the rows fail: the quote's, and its copy in the lot's files once made.
  const objets = fichier ? [fichier.cle] : [];
  return writeOrRemove(ports, objets, async () => {
    const d = champsDevis(champs, fichier);
    const { pdf } = d;
    const jour = today(ports.clock);
    const [lot] = await ports.db.all<{ destination: string; periodeConstruction: string | null }>(
      sql`select a."destination", a."periodeConstruction" from "Intervention" i
        join "Appartement" a on a."id" = i."AppartementId" where i."id" = ${id}`,
    );
    if (!lot) throw notFound(introuvable("Intervention"));
    if (regleTva(d.tauxTVA, jour)?.reduit && !lotPermetTvaReduite(lot, d.acheveDepuisDeuxAns))
      throw badRequest("Certains champs sont invalides.", { tauxTVA: MSG_DEVIS_TVA_REDUITE });
    const at = ports.clock.now().toISOString();
    // The lot's files keep a copy of the quote (ADR 129): its own object, so deleting either leaves the other whole.
    const copie = await copierDansLesFichiers(ports, pdf);
    if (copie) objets.push(copie);
    const mention = mentionTvaReduite(d.tauxTVA, jour, `l'agence (${auteur})`);
    const sien = duFournisseur === undefined ? sql`1` : sql`i."FournisseurId" = ${duFournisseur}`;
    const peut = sql`i."id" = ${id} and i."etat" in ${RECOIT_DES_DEVIS} and ${sien}
      and exists (select 1 from "Fournisseur" f where f."id" = ${d.FournisseurId} and f."archiveLe" is null)`;
    const [, [n]] = await inOneTrip(ports, [
      ports.db.run(sql`insert into "Devis" ("InterventionId", "FournisseurId", "montantHT", "tauxTVA", "montantTTC",
          "mentionTVA", "cle", "nom", "auteur", "createdAt")
        select i."id", ${d.FournisseurId}, ${d.montantHT}, ${d.tauxTVA}, ${ttcDe(d.montantHT, d.tauxTVA)},
          ${mention}, ${pdf.cle}, ${pdf.name}, ${auteur}, ${at}
        from "Intervention" i where ${peut}`),
      ports.db.all<{ n: number }>(sql`select changes() as n`),
      ...(copie
        ? [
            ports.db.run(sql`insert into "Fichier" ("nom", "extention", "url", "cle", "mime", "taille",
                "AppartementId", "createdAt", "updatedAt")
              select 'Devis ' || f."raisonSociale" || ' (intervention n° ' || i."id" || ')', 'pdf', ${keyToUrl(copie)},
                ${copie}, 'application/pdf', ${pdf.size}, i."AppartementId", ${at}, ${at}
              from "Intervention" i join "Devis" d on d."InterventionId" = i."id" and d."cle" = ${pdf.cle}
              join "Fournisseur" f on f."id" = d."FournisseurId" where i."id" = ${id}`),
          ]
        : []),
      // The first quote moves the order to « devis reçu », its history written with it.
      ports.db.run(sql`insert into "InterventionEtat" ("InterventionId", "de", "etat", "par", "at")
        select i."id", i."etat", 'devis_recu', ${auteur}, ${at} from "Intervention" i
        where i."id" = ${id} and i."etat" in ('ouverte', 'devis_demande')
          and exists (select 1 from "Devis" d where d."InterventionId" = i."id" and d."createdAt" = ${at})`),
      ports.db.run(sql`update "Intervention" set "etat" = 'devis_recu', "updatedAt" = ${at}
        where "id" = ${id} and "etat" in ('ouverte', 'devis_demande')
          and exists (select 1 from "Devis" d where d."InterventionId" = ${id} and d."createdAt" = ${at})`),
    ]);
    if (Number(n?.n) !== 1) {
      const [f] = await ports.db.all<{ id: number }>(
        sql`select "id" from "Fournisseur" where "id" = ${d.FournisseurId} and "archiveLe" is null`,
      );
      if (!f)
        throw badRequest("Certains champs sont invalides.", {
          FournisseurId: MSG_FOURNISSEUR_INTROUVABLE,
        });
      throw conflict(MSG_DEVIS_ETAT);
    }
    return lectureDevis(ports, id);
  });
}

/** A second object with the quote's bytes for the lot's files; null when the store no longer has the first. */
async function copierDansLesFichiers(ports: Ports, pdf: StoredUpload): Promise<string | null> {
  const lu = await ports.files.get(pdf.cle);
  if (!lu) return null;
  const cle = newKey("devis", "pdf");
  if (lu.body instanceof Uint8Array) await ports.files.put(cle, lu.body, "application/pdf");
  else await ports.files.putStream(cle, lu.body, "application/pdf");
  return cle;
}
