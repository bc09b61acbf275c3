import { eq, sql } from "drizzle-orm";
import { Demande, DemandePhoto, DemandeReponse } from "../../db/schema";
import { courrielReponse, lienEspace } from "../../domain/demandes/courriels";
import { MSG_STATUT, fautesDemande, statutDemande } from "../../domain/demandes/regles";
import { MSG } from "../../domain/schemas/fields";
import { MSG_INVALID, badRequest, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { deliverOutbox, enqueue } from "../outbox";
import { writeOrRemove, type StoredUpload } from "../files/store";
import { inTransaction } from "../transaction";
import { bailCourant } from "./bail";
import { DEMANDE_INTROUVABLE, lireDemande } from "./lecture";

// The writes of the requests (issue 62, item 5): a tenant's (with photos already stored by the route) or an
// owner's, staff's state and replies. Each is one transaction; the photos' objects go again if the rows fail.

const invalide = (fautes: Record<string, string>) => {
  if (Object.keys(fautes).length) throw badRequest(MSG_INVALID, fautes);
};

const texteDe = (v: unknown) => (typeof v === "string" ? v.trim() : undefined);

/** A tenant's request on their current lease, its photos' rows with it; nothing stays if anything fails. */
export async function demandeLocataire(
  ports: Ports,
  locataireId: number,
  champs: Record<string, string>,
  photos: StoredUpload[],
) {
  const id = await writeOrRemove(
    ports,
    photos.map((p) => p.cle),
    async () => {
      invalide(fautesDemande(champs.objet, champs.texte));
      const bail = await bailCourant(ports, locataireId);
      return inTransaction(ports, async (tx) => {
        const now = tx.clock.now().toISOString();
        const [row] = await tx.db
          .insert(Demande)
          .values({
            espace: "locataire",
            LocataireId: locataireId,
            DossierId: bail.DossierId,
            AppartementId: bail.AppartementId,
            objet: (champs.objet ?? "").trim(),
            texte: (champs.texte ?? "").trim(),
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: Demande.id });
        const demandeId = row?.id ?? 0;
        if (photos.length)
          await tx.db.insert(DemandePhoto).values(
            photos.map((p) => ({
              DemandeId: demandeId,
              cle: p.cle,
              nom: p.name,
              type: p.mime,
              taille: p.size,
              createdAt: now,
            })),
          );
        return demandeId;
      });
    },
  );
  return lireDemande(ports, { espace: "locataire", recordId: locataireId }, id);
}

/** An owner's message, about one of their apartments if named (another's is a 404). */
export async function demandeProprietaire(
  ports: Ports,
  clientId: number,
  body: Record<string, unknown>,
) {
  const objet = texteDe(body.objet);
  const texte = texteDe(body.texte);
  const fautes = fautesDemande(objet, texte);
  const appartement = body.AppartementId;
  if (appartement !== undefined && appartement !== null && !Number.isSafeInteger(appartement))
    fautes.AppartementId = MSG.id;
  invalide(fautes);
  const id = await inTransaction(ports, async (tx) => {
    if (typeof appartement === "number") {
      // One of the owner's lots (AppartementProprietaire: the owners of an apartment, co-owners included).
      const [a] = await tx.db.all<{
        id: number;
      }>(sql`select "AppartementId" as "id" from "AppartementProprietaire"
        where "AppartementId" = ${appartement} and "ClientId" = ${clientId}`);
      if (!a) throw notFound("Ce logement est introuvable parmi les vôtres.");
    }
    const now = tx.clock.now().toISOString();
    const [row] = await tx.db
      .insert(Demande)
      .values({
        espace: "proprietaire",
        ClientId: clientId,
        AppartementId: typeof appartement === "number" ? appartement : null,
        objet: objet ?? "",
        texte: texte ?? "",
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: Demande.id });
    return row?.id ?? 0;
  });
  return lireDemande(ports, { espace: "proprietaire", recordId: clientId }, id);
}

/** PUT /Demande/{id} { statut }. */
export async function changerStatut(ports: Ports, id: number, body: Record<string, unknown>) {
  const statut = statutDemande(body.statut);
  if (!statut)
    throw badRequest(MSG_INVALID, { statut: body.statut === undefined ? MSG.requis : MSG_STATUT });
  const [row] = await ports.db
    .update(Demande)
    .set({ statut, updatedAt: ports.clock.now().toISOString() })
    .where(eq(Demande.id, id))
    .returning({ id: Demande.id });
  if (!row) throw notFound(DEMANDE_INTROUVABLE);
  return lireDemande(ports, { staff: true }, id);
}

/** The author's address: the space's account that sent it (still open), else the record's own e-mail. */
const auteurSql = (id: number) => sql`select d."objet" as "objet", coalesce(
    (select ce."email" from "AccesEspace" ae join "CompteEspace" ce on ce."id" = ae."CompteEspaceId"
      where ae."statut" = 'actif' and ae."espace" = d."espace"
        and (ae."LocataireId" = d."LocataireId" or ae."ClientId" = d."ClientId")),
    nullif(l."mail", ''), nullif(l."mail2", ''),
    nullif(case c."mailDefaut" when 'mailPro' then c."mailPro" else c."mailPerso" end, ''),
    nullif(c."mailPerso", ''), nullif(c."mailPro", '')) as "email"
  from "Demande" d left join "Locataire" l on l."id" = d."LocataireId" left join "Client" c on c."id" = d."ClientId"
  where d."id" = ${id}`;

/**
 * POST /Demande/{id}/reponses { texte }: the reply, the request taken in hand (nouvelle -> en_cours), and the
 * author's e-mail queued, in one transaction; the mail is tried once the commit is done.
 */
export async function repondre(
  ports: Ports,
  id: number,
  body: Record<string, unknown>,
  auteur: string,
) {
  const texte = texteDe(body.texte);
  const { texte: faute } = fautesDemande("-", texte);
  if (faute) throw badRequest(MSG_INVALID, { texte: faute });
  const mailId = await inTransaction(ports, async (tx) => {
    const [demande] = await tx.db.all<{ objet: string; email: string | null }>(auteurSql(id));
    if (!demande) throw notFound(DEMANDE_INTROUVABLE);
    const now = tx.clock.now().toISOString();
    const [reponse] = await tx.db
      .insert(DemandeReponse)
      .values({ DemandeId: id, texte: texte ?? "", auteur, createdAt: now })
      .returning({ id: DemandeReponse.id });
    await tx.db
      .update(Demande)
      .set({
        statut: sql`case when ${Demande.statut} = 'nouvelle' then 'en_cours' else ${Demande.statut} end`,
        updatedAt: now,
      })
      .where(eq(Demande.id, id));
    if (!demande.email || !reponse) return null;
    const agence = tx.config.agence?.nom || "Patrimoine Locatif";
    return enqueue(tx, {
      dedupeKey: `demande-reponse:${reponse.id}`,
      to: demande.email,
      ...courrielReponse(demande.objet, lienEspace(tx.config.publicUrl), agence),
    });
  });
  if (mailId !== null) {
    const envoi = deliverOutbox(ports, [mailId]).catch((e) =>
      (ports.log ?? console.error)("[demande] courriel", e),
    );
    ports.sharedLists?.waitUntil(envoi);
  }
  return lireDemande(ports, { staff: true }, id);
}
