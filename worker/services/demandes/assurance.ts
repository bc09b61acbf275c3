import { desc, eq, sql } from "drizzle-orm";
import { AttestationAssurance, Dossier } from "../../db/schema";
import { assureurDe, dateFinAssurance } from "../../domain/demandes/regles";
import { introuvable } from "../../domain/labels";
import { MSG } from "../../domain/schemas/fields";
import { MSG_INVALID, badRequest, notFound } from "../../lib/errors";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import { lienPourEspace } from "../espace/liens";
import { keyToUrl } from "../files/keys";
import { writeOrRemove, type StoredUpload } from "../files/store";
import { inTransaction } from "../transaction";
import { bailCourant } from "./bail";

// The tenant's home insurance certificate (issue 62, item 5; loi 89-462 art. 7 g): the file already stored by the
// route, then its row and the lease's insurer and end date in one transaction (the object goes again if they fail).
// The daily job's reminders read the lease's end date (rappels-assurance.ts): a new certificate moves it, so the
// old date's reminders stop.

/** POST /espace/locataire/assurance: 201 { dateFin, assureur, nom }. */
export async function deposerAttestation(
  ports: Ports,
  locataireId: number,
  champs: Record<string, string>,
  fichier: StoredUpload | undefined,
  deposePar: string,
) {
  return writeOrRemove(ports, fichier ? [fichier.cle] : [], async () => {
    const fin = dateFinAssurance(champs.dateFin, today(ports.clock));
    const fautes = {
      ...("faute" in fin ? { dateFin: fin.faute } : {}),
      ...(fichier ? {} : { file: MSG.requis }),
    };
    if (!fichier || "faute" in fin) throw badRequest(MSG_INVALID, fautes);
    const assureur = assureurDe(champs.assureur);
    const { DossierId } = await bailCourant(ports, locataireId);
    await inTransaction(ports, async (tx) => {
      const now = tx.clock.now().toISOString();
      await tx.db.insert(AttestationAssurance).values({
        DossierId,
        cle: fichier.cle,
        nom: fichier.name,
        type: fichier.mime,
        taille: fichier.size,
        dateFin: fin.date,
        assureur,
        deposePar,
        createdAt: now,
      });
      await tx.db
        .update(Dossier)
        .set({ assuranceDateFin: fin.date, assuranceAssureur: assureur, updatedAt: now })
        .where(eq(Dossier.id, DossierId));
    });
    return { dateFin: fin.date, assureur, nom: fichier.name };
  });
}

/** GET /Dossier/{id}/assurances: the lease's certificates, the latest end date first, each with a signed link. */
export async function attestationsDuDossier(ports: Ports, dossierId: number) {
  const [dossier, rows] = await Promise.all([
    ports.db.all<{ id: number }>(sql`select "id" from "Dossier" where "id" = ${dossierId}`),
    ports.db
      .select()
      .from(AttestationAssurance)
      .where(eq(AttestationAssurance.DossierId, dossierId))
      .orderBy(desc(AttestationAssurance.dateFin), desc(AttestationAssurance.id)),
  ]);
  if (!dossier.length) throw notFound(introuvable("Dossier"));
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      dateFin: r.dateFin,
      assureur: r.assureur,
      deposePar: r.deposePar,
      createdAt: r.createdAt,
      nom: r.nom,
      url: await lienPourEspace(ports, keyToUrl(r.cle)),
    })),
  );
}
