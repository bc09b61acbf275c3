import { type SQL, sql } from "drizzle-orm";
import { etatPaiement } from "../../domain/espace-fournisseur/schemas";
import { introuvable } from "../../domain/labels";
import { toEuros } from "../../domain/money";
import { notFound } from "../../lib/errors";
import { forme, jsonLu, tableauDe } from "../../lib/lignes-typees";
import type { Ports } from "../../ports";
import type { Agence } from "../../lib/agence";
import { lireAgence } from "../mandats/agence";

// What a supplier reads in its space (issue 76 item 6, ADR 127): its own orders only, by its id from the session's
// token, in one statement (one round trip on the edge, with the guard's check). Explicit columns: the lot's address
// and access, the tenant's contact only when the order says they agreed, its own quotes, invoice and payment;
// never an owner's name, account or IBAN.

interface Ligne {
  id: number;
  objet: string;
  description: string;
  metier: string;
  urgence: number;
  etat: string;
  date: string;
  datePassage: string | null;
  accepteeAt: string | null;
  adresse: string;
  etage: string | null;
  digicode: string | null;
  detailClef: string | null;
  gardienNom: string | null;
  gardienTel: string | null;
  contact: string | null;
  devis: string;
  photos: string;
  facture: string | null;
  paiementStatut: string | null;
  paiementDate: string | null;
}

const estDevis = tableauDe(
  forme({
    id: "nombre",
    montantHT: "nombre",
    tauxTVA: "nombre",
    montantTTC: "nombre",
    choisi: "nombre",
    refuse: "nombre",
    createdAt: "texte",
  }),
);
const estPhotos = tableauDe(
  forme({ id: "nombre", moment: "texte", nom: "texte", createdAt: "texte" }),
);
const estContact = forme({ nom: "texte", tel: "texte|null", mail: "texte|null" });
const estFacture = forme({ numero: "texte", date: "texte", montant: "nombre" });

/** The orders of supplier `f` matching `filtre` (an SQL condition on `i`), newest first. */
const lignesSql = (
  f: number,
  filtre: SQL,
) => sql`select i."id", i."objet", i."description", i."metier",
    i."urgence", i."etat", i."date", i."datePassage", i."accepteeAt",
    a."adresse" || ', ' || a."codePostal" || ' ' || a."ville" as "adresse",
    a."etage", a."digicode", a."detailClef", a."gardienNom", a."gardienTel",
    (select json_object('nom', trim(coalesce(l."prenom", '') || ' ' || coalesce(l."nom", '')), 'tel', l."tel", 'mail', l."mail")
      from "Dossier" d join "Locataire" l on l."id" = d."LocataireId"
      where d."AppartementId" = i."AppartementId" and d."clos" = 0 and i."contactLocataire" = 1
      order by d."dateEntree" desc limit 1) as "contact",
    (select json_group_array(json_object('id', v."id", 'montantHT', v."montantHT", 'tauxTVA', v."tauxTVA",
        'montantTTC', v."montantTTC", 'choisi', v."choisi", 'refuse', v."refuseAt" is not null, 'createdAt', v."createdAt"))
      from (select * from "Devis" v where v."InterventionId" = i."id" and v."FournisseurId" = ${f} order by v."id") v) as "devis",
    (select json_group_array(json_object('id', p."id", 'moment', p."moment", 'nom', p."nom", 'createdAt', p."createdAt"))
      from (select * from "InterventionPhoto" p where p."InterventionId" = i."id" order by p."id") p) as "photos",
    (select json_object('numero', ff."numero", 'date', ff."date", 'montant', ff."montant")
      from "FactureFournisseur" ff where ff."InterventionId" = i."id" and ff."FournisseurId" = ${f}) as "facture",
    (select pf."statut" from "LignePaiementFournisseur" lp join "PaiementFournisseur" pf on pf."id" = lp."PaiementFournisseurId"
      where lp."InterventionId" = i."id" and lp."FournisseurId" = ${f} order by pf."id" desc limit 1) as "paiementStatut",
    (select coalesce(pf."date", substr(pf."valideAt", 1, 10)) from "LignePaiementFournisseur" lp join "PaiementFournisseur" pf on pf."id" = lp."PaiementFournisseurId"
      where lp."InterventionId" = i."id" and lp."FournisseurId" = ${f} order by pf."id" desc limit 1) as "paiementDate"
  from "Intervention" i join "Appartement" a on a."id" = i."AppartementId"
  where i."FournisseurId" = ${f} and ${filtre} order by i."id" desc`;

/** The lot's access notes in one line: floor, door code, keys, caretaker. */
function accesDe(l: Ligne): string | null {
  const parties = [
    l.etage ? `Étage : ${l.etage}` : null,
    l.digicode ? `Digicode : ${l.digicode}` : null,
    l.detailClef ? `Clés : ${l.detailClef}` : null,
    l.gardienNom || l.gardienTel
      ? `Gardien : ${[l.gardienNom, l.gardienTel].filter(Boolean).join(", ")}`
      : null,
  ].filter((p): p is string => p !== null);
  return parties.length ? parties.join(" · ") : null;
}

/** A row as the supplier reads it (contract `interventionFournisseur`, amounts in euros). */
function affiche(l: Ligne) {
  const devis = jsonLu(l.devis, estDevis, "devis du fournisseur");
  const choisi = devis.find((d) => d.choisi === 1 && d.refuse === 0);
  const facture = l.facture ? jsonLu(l.facture, estFacture, "facture du fournisseur") : null;
  return {
    id: l.id,
    objet: l.objet,
    description: l.description,
    metier: l.metier,
    urgence: l.urgence === 1,
    etat: l.etat,
    date: l.date,
    datePassage: l.datePassage,
    acceptee: l.accepteeAt !== null,
    adresse: l.adresse,
    acces: accesDe(l),
    contactLocataire: l.contact ? jsonLu(l.contact, estContact, "contact du locataire") : null,
    prixConvenuHT: choisi ? toEuros(choisi.montantHT) : null,
    prixConvenuTTC: choisi ? toEuros(choisi.montantTTC) : null,
    devis: devis.map((d) => ({
      id: d.id,
      montantHT: toEuros(d.montantHT),
      tauxTVA: d.tauxTVA,
      montantTTC: toEuros(d.montantTTC),
      choisi: d.choisi === 1,
      refuse: d.refuse === 1,
      createdAt: d.createdAt,
    })),
    photos: jsonLu(l.photos, estPhotos, "photos de l'intervention").map((p) => ({
      ...p,
      moment: p.moment === "apres" ? ("apres" as const) : ("avant" as const),
    })),
    facture: facture ? { ...facture, montant: toEuros(facture.montant) } : null,
    paiement: etatPaiement({ statut: l.paiementStatut, date: l.paiementDate }),
  };
}

/** The read of one order of supplier `f`, to send alone or at the end of a write's batch. */
export const lectureUne = (ports: Ports, f: number, id: number | SQL) =>
  ports.db.all<Ligne>(lignesSql(f, sql`i."id" = ${id}`));

/** The order from its read; another supplier's (or none) is a 404. */
export function uneLue([l]: Ligne[]) {
  if (!l) throw notFound(introuvable("Intervention"));
  return affiche(l);
}

/**
 * How the supplier reaches the agency (Paramètres > Agence): the cards send it there to make an appointment when the
 * tenant did not agree to be called. A field the agency left empty is null, never "".
 */
const contactAgence = (a: Agence) => ({
  nom: a.nom,
  telephone: a.telephone.trim() || null,
  email: a.email.trim() || null,
});

/** GET /espace/fournisseur/interventions: the supplier's orders, newest first, and the agency's contact. */
export async function interventionsDuFournisseur(ports: Ports, f: number) {
  const [lignes, agence] = await Promise.all([
    ports.db.all<Ligne>(lignesSql(f, sql`1`)),
    lireAgence(ports),
  ]);
  return { data: lignes.map(affiche), agence: contactAgence(agence) };
}

/** GET /espace/fournisseur/interventions/{id}. */
export async function interventionDuFournisseur(ports: Ports, f: number, id: number) {
  return uneLue(await lectureUne(ports, f, id));
}
