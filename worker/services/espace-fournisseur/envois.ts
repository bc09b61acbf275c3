import { sql } from "drizzle-orm";
import {
  MAX_PHOTOS_PAR_MOMENT,
  MSG_PHOTO_ETAT,
  MSG_PHOTO_TROP,
  photoSchema,
} from "../../domain/espace-fournisseur/schemas";
import { badRequest, conflict } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { type StoredUpload, writeOrRemove } from "../files/store";
import { inOneTrip } from "../one-trip";
import { ajouterDevis } from "../travaux/devis";
import { type FactureEnvoyee, enregistrerFacture } from "../travaux/facture";
import { interventionDuFournisseur, lectureUne, uneLue } from "./lecture";

// What a supplier sends from its space (issue 76 item 6, ADR 127). Its quote and its invoice go through staff's own
// services (the same rules, the same rows), named for this supplier: another supplier's order is a 404 there too.
// Its photos, before and after, are rows of their own.

/** The line the supplier's invoice arrives with: the split between owners and tenant stays staff's decision. */
export const LIBELLE_A_VENTILER = "À ventiler par l'agence";

/** POST .../devis (file, montantHT, tauxTVA): a quote of the order, as staff's POST /Intervention/{id}/devis. */
export async function devisDuFournisseur(
  ports: Ports,
  f: number,
  par: string,
  id: number,
  champs: Record<string, string>,
  fichier: StoredUpload | undefined,
) {
  await writeOrRemove(ports, fichier ? [fichier.cle] : [], async () => {
    // A 404 for another supplier's order before any field is judged (as the other spaces answer).
    uneLue(await lectureUne(ports, f, id));
  });
  await ajouterDevis(ports, id, par, { ...champs, FournisseurId: String(f) }, fichier, f);
  return interventionDuFournisseur(ports, f, id);
}

/**
 * POST .../facture (fichier, numero, date, montant, montantHT, montantTVA): through staff's invoice service, charged
 * whole as one line « à ventiler », the owners' in `entretien` until staff split it (ADR 127). The line is the whole
 * TTC once read: typed, derived from HT and TVA, or the Factur-X XML's.
 */
export async function factureDuFournisseur(
  ports: Ports,
  f: number,
  par: string,
  id: number,
  envoi: FactureEnvoyee,
) {
  const { numero, date, montant, montantHT, montantTVA } = envoi.fields;
  await enregistrerFacture(
    ports,
    id,
    par,
    {
      fields: {
        numero: numero ?? "",
        date: date ?? "",
        montant: montant ?? "",
        montantHT: montantHT ?? "",
        montantTVA: montantTVA ?? "",
        libelle: LIBELLE_A_VENTILER,
        nature: "entretien",
      },
      aVentiler: true,
      fichier: envoi.fichier,
    },
    f,
  );
  return interventionDuFournisseur(ports, f, id);
}

/** POST .../photos (file, moment): one photo, on an ordered or done order of the supplier, ten per moment. */
export async function photoDuFournisseur(
  ports: Ports,
  f: number,
  par: string,
  id: number,
  champs: Record<string, string>,
  fichier: StoredUpload | undefined,
) {
  return writeOrRemove(ports, fichier ? [fichier.cle] : [], async () => {
    const { moment } = parseWith(photoSchema, champs);
    if (!fichier)
      throw badRequest("Certains champs sont invalides.", { file: "Joignez une photo." });
    const at = ports.clock.now().toISOString();
    const peut = sql`i."id" = ${id} and i."FournisseurId" = ${f} and i."etat" in ('commandee', 'realisee', 'facturee', 'payee')
      and (select count(*) from "InterventionPhoto" p where p."InterventionId" = i."id" and p."moment" = ${moment}) < ${MAX_PHOTOS_PAR_MOMENT}`;
    const [, [n], lignes] = await inOneTrip(ports, [
      ports.db.run(sql`insert into "InterventionPhoto" ("InterventionId", "moment", "cle", "nom", "type", "taille", "par", "createdAt")
        select i."id", ${moment}, ${fichier.cle}, ${fichier.name}, ${fichier.mime}, ${fichier.size}, ${par}, ${at}
        from "Intervention" i where ${peut}`),
      ports.db.all<{ n: number }>(sql`select changes() as n`),
      lectureUne(ports, f, id),
    ]);
    const lue = uneLue(lignes);
    if (Number(n?.n) === 1) return lue;
    const ordonnee = ["commandee", "realisee", "facturee", "payee"].includes(lue.etat);
    throw conflict(ordonnee ? MSG_PHOTO_TROP : MSG_PHOTO_ETAT);
  });
}
