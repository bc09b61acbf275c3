import { eq, inArray, or } from "drizzle-orm";
import {
  Caution,
  DocumentGenere,
  Dossier,
  Ecriture,
  EtatLieux,
  Fichier,
  Locataire,
  Paiement,
  Quitance,
} from "../../db/schema";
import type { Ports } from "../../ports";
import { introuvable } from "../../domain/labels";
import { nomsArchive } from "../../domain/archives/nom-archive";
import { today } from "../../lib/dates";
import { notFound } from "../../lib/errors";
import { urlToKey } from "../files/keys";
import { zipStream, type ZipItem } from "../files/zip-stream";
import { toApi, toApiList } from "../serialize";
import { present } from "../../domain/present";

// GET /api/Locataire/{id}/export (right of access, RGPD art. 15): the tenant's records as JSON and their files, in
// one zip streamed as it is read. The records are read together (one round trip on the edge), the files one per
// pull of the stream.

const json = (name: string, value: unknown): ZipItem => ({
  name,
  body: new TextEncoder().encode(JSON.stringify(value, null, 2)),
  deflate: true,
});

/** "donnees-locataire-12-2026-11-23.zip", the Paris day. */
export const exportFileName = (ports: Ports, id: number) =>
  `donnees-locataire-${id}-${today(ports.clock)}.zip`;

/** The extension of a stored object's key (".pdf"), or "". */
const extOf = (key: string) => /\.[a-z0-9]{1,8}$/i.exec(key)?.[0] ?? "";

export async function exportLocataire(
  ports: Ports,
  id: number,
): Promise<ReadableStream<Uint8Array>> {
  const { db } = ports;
  const sesDossiers = db
    .select({ id: Dossier.id })
    .from(Dossier)
    .where(eq(Dossier.LocataireId, id));
  const sesCautions = db
    .select({ id: Caution.id })
    .from(Caution)
    .where(inArray(Caution.DossierId, sesDossiers));
  const sesEtats = db
    .select({ id: EtatLieux.id })
    .from(EtatLieux)
    .innerJoin(Dossier, or(eq(Dossier.etatIn, EtatLieux.id), eq(Dossier.etatOut, EtatLieux.id)))
    .where(eq(Dossier.LocataireId, id));
  const [
    [locataire],
    dossiers,
    cautions,
    quitances,
    paiements,
    ecritures,
    etats,
    fichiers,
    documents,
  ] = await Promise.all([
    db.select().from(Locataire).where(eq(Locataire.id, id)),
    db.select().from(Dossier).where(eq(Dossier.LocataireId, id)).orderBy(Dossier.id),
    db.select().from(Caution).where(inArray(Caution.DossierId, sesDossiers)).orderBy(Caution.id),
    db
      .select()
      .from(Quitance)
      .where(or(eq(Quitance.LocataireId, id), inArray(Quitance.DossierId, sesDossiers)))
      .orderBy(Quitance.date, Quitance.id),
    db.select().from(Paiement).where(inArray(Paiement.DossierId, sesDossiers)).orderBy(Paiement.id),
    db.select().from(Ecriture).where(inArray(Ecriture.DossierId, sesDossiers)).orderBy(Ecriture.id),
    db.select().from(EtatLieux).where(inArray(EtatLieux.id, sesEtats)).orderBy(EtatLieux.id),
    db
      .select()
      .from(Fichier)
      .where(or(eq(Fichier.LocataireId, id), inArray(Fichier.DossierId, sesDossiers)))
      .orderBy(Fichier.id),
    db
      .select()
      .from(DocumentGenere)
      .where(
        or(
          inArray(DocumentGenere.DossierId, sesDossiers),
          inArray(DocumentGenere.CautionId, sesCautions),
        ),
      )
      .orderBy(DocumentGenere.id),
  ]);
  if (!locataire) throw notFound(introuvable("Locataire"));

  // Every stored object about the tenant, with its folder and name in the archive (the name made safe: nom-archive).
  const signee = (nom: string, url: string) => ({
    dossier: "copies-signees/",
    nom: nom + extOf(urlToKey(url)),
    key: urlToKey(url),
  });
  const objets: { dossier: string; nom: string; key: string }[] = [
    ...fichiers.map((f) => ({
      dossier: "fichiers/",
      nom: `${f.nom}${f.extention ? `.${f.extention}` : ""}`,
      key: f.cle,
    })),
    ...documents.map((d) => ({ dossier: "documents/", nom: `${d.nom}.pdf`, key: d.cle })),
    ...dossiers.flatMap((d) =>
      (["contratLocation", "inventaireEntree", "inventaireSortie"] as const).flatMap((col) => {
        const url = d[col];
        return url ? [signee(`dossier-${d.id}-${col}`, url)] : [];
      }),
    ),
    ...cautions.flatMap((c) =>
      c.acteCautionnementSigned ? [signee(`caution-${c.id}-acte`, c.acteCautionnementSigned)] : [],
    ),
    ...etats.flatMap((e) => (e.signed ? [signee(`etat-des-lieux-${e.id}`, e.signed)] : [])),
  ];
  const noms = nomsArchive(objets);

  const enregistrements: ZipItem[] = [
    json("locataire.json", toApi("Locataire", locataire)),
    json("dossiers.json", toApiList("Dossier", dossiers)),
    json("cautions.json", toApiList("Caution", cautions)),
    json("quittances.json", toApiList("Quitance", quitances)),
    json("paiements.json", toApiList("Paiement", paiements)),
    json("compte.json", toApiList("Ecriture", ecritures)),
    json("etats-des-lieux.json", toApiList("EtatLieux", etats)),
    json("fichiers.json", toApiList("Fichier", fichiers)),
    json("documents.json", toApiList("DocumentGenere", documents)),
  ];
  let next = 0;
  return zipStream(async () => {
    const record = enregistrements.shift();
    if (record) return record;
    // An object deleted since the rows were read (its row went with it) is left out.
    while (next < objets.length) {
      const i = next++;
      const objet = present(objets[i], "objet de l'export");
      const stored = await ports.files.get(objet.key);
      if (stored) return { name: noms[i] ?? objet.key, body: stored.body };
    }
    return null;
  });
}
