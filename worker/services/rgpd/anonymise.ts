import { eq, inArray, or } from "drizzle-orm";
import {
  Caution,
  DocumentGenere,
  Dossier,
  EtatLieux,
  Fichier,
  LibelleAppris,
  Locataire,
  Outbox,
  Quitance,
} from "../../db/schema";
import type { Ports } from "../../ports";
import {
  NOM_CAUTION_ANONYME,
  finAuPlusTard,
  motifRefus,
  nomAnonyme,
} from "../../domain/rgpd/retention";
import { today } from "../../lib/dates";
import { notFound } from "../../lib/errors";
import { introuvable } from "../../domain/labels";
import { deleteStored, deleteStoredRowsOf } from "../files/cleanup";
import { inTransaction, type TxPorts } from "../transaction";
import { sansTrace } from "../journal/effacer";
import { echeantsAu, etatsConservation } from "./etats";

// A former tenant's personal data anonymised (docs/decisions/030-rgpd-retention.md): identities and contacts
// blanked, guarantors too, every file about them deleted (uploads, signed copies, generated PDFs, receipts' PDFs),
// in one transaction; the stored objects go after the commit. The amounts stay: terms, payments and the ledger
// are kept whole and a receipt printed again shows "Ancien locataire n° X".

/** The tenant's identity columns, blanked (the NOT NULL ones get ""). */
const LOCATAIRE_VIDE = {
  prenom: "",
  nomJeuneFille: null,
  adresse: null,
  codePostal: null,
  ville: null,
  naissance: null,
  lieuNaissance: null,
  mail: null,
  mail2: null,
  tel: null,
  tel2: null,
  secondTitulaire: false,
  autreTitre: null,
  autreNom: null,
  autrePrenom: null,
  autreNomJeuneFille: null,
  autreNaissance: null,
  autreLieuNaissance: null,
  autreMail: null,
  autreTel: null,
  autreTel2: null,
  mineur: false,
  mineurTitre: null,
  mineurNom: null,
  mineurPrenom: null,
  mineurNaissance: null,
  mineurLieuNaissance: null,
  mineurMail: null,
  mineurTel: null,
  quitanceAuto: false,
} satisfies Partial<typeof Locataire.$inferInsert>;

/** A guarantor's identity blanked; the lease keeps that it had one, of which kind, and its dates. */
const CAUTION_VIDE = {
  nom: NOM_CAUTION_ANONYME,
  prenom: "",
  lieuNaissance: null,
  naissance: null,
  adresse: null,
  ville: null,
  cp: null,
  mail: "",
  mobile: "",
  complement: null,
  acteCautionnementSigned: null,
} satisfies Partial<typeof Caution.$inferInsert>;

/**
 * Anonymises one tenant in the caller's transaction when the rule allows it on the Paris day; otherwise answers
 * why not (French) and writes nothing. The rule is read under the write lock (BEGIN IMMEDIATE): a payment or a new
 * lease committed meanwhile is seen.
 */
export async function anonymiserDans(tx: TxPorts, id: number): Promise<string | null> {
  const jour = today(tx.clock);
  const [etat] = await etatsConservation(tx, { id });
  if (!etat) throw notFound(introuvable("Locataire"));
  const refus = motifRefus({ ...etat, jour });
  if (refus) return refus;
  const now = tx.clock.now().toISOString();
  const dossiers = await tx.db.select().from(Dossier).where(eq(Dossier.LocataireId, id));
  const dossierIds = dossiers.map((d) => d.id);
  const cautions = await tx.db.select().from(Caution).where(inArray(Caution.DossierId, dossierIds));
  const etatIds = dossiers.flatMap((d) => [d.etatIn, d.etatOut]).filter((e) => e != null);
  const etats = etatIds.length
    ? await tx.db.select().from(EtatLieux).where(inArray(EtatLieux.id, etatIds))
    : [];
  const quitances = await tx.db
    .select({ id: Quitance.id, file: Quitance.file })
    .from(Quitance)
    .where(or(eq(Quitance.LocataireId, id), inArray(Quitance.DossierId, dossierIds)));

  const fichiers = await tx.db
    .select({ id: Fichier.id })
    .from(Fichier)
    .where(or(eq(Fichier.LocataireId, id), inArray(Fichier.DossierId, dossierIds)));
  // The journal's lines of these rows held the identity in their values: they go too (services/journal/effacer.ts).
  const lignes = [
    { resource: "Locataire", ids: [id] },
    { resource: "Caution", ids: cautions.map((c) => c.id) },
    { resource: "EtatLieux", ids: etatIds },
    { resource: "Fichier", ids: fichiers.map((f) => f.id) },
  ];
  await sansTrace(tx, lignes, { resource: "Locataire", id, jour }, async () => {
    // Uploads and generated documents: rows now, objects after the commit.
    await deleteStoredRowsOf(tx, Fichier, Fichier.LocataireId, id);
    for (const d of dossiers) {
      await deleteStoredRowsOf(tx, Fichier, Fichier.DossierId, d.id);
      await deleteStoredRowsOf(tx, DocumentGenere, DocumentGenere.DossierId, d.id);
      for (const key of [d.contratLocation, d.inventaireEntree, d.inventaireSortie])
        await deleteStored(tx, key);
    }
    for (const c of cautions) {
      await deleteStoredRowsOf(tx, DocumentGenere, DocumentGenere.CautionId, c.id);
      await deleteStored(tx, c.acteCautionnementSigned);
    }
    for (const e of etats) await deleteStored(tx, e.signed);
    for (const q of quitances) await deleteStored(tx, q.file);

    // The bank labels learned for the tenant's leases (their words: the tenant's name) help matching only.
    await tx.db.delete(LibelleAppris).where(inArray(LibelleAppris.DossierId, dossierIds));
    await tx.db
      .update(Dossier)
      .set({
        contratLocation: null,
        inventaireEntree: null,
        inventaireSortie: null,
        updatedAt: now,
      })
      .where(eq(Dossier.LocataireId, id));
    if (cautions.length)
      await tx.db
        .update(Caution)
        .set({ ...CAUTION_VIDE, updatedAt: now })
        .where(inArray(Caution.DossierId, dossierIds));
    if (etats.length)
      await tx.db
        .update(EtatLieux)
        .set({ signed: null, nouvelleAdresse: null, updatedAt: now })
        .where(inArray(EtatLieux.id, etatIds));
    const quitanceIds = quitances.map((q) => q.id);
    if (quitanceIds.length) {
      // The receipt's PDF is made again, with the anonymous name, when it is next downloaded.
      await tx.db
        .update(Quitance)
        .set({ file: null, fileEmpreinte: null, updatedAt: now })
        .where(inArray(Quitance.id, quitanceIds));
      // The e-mails sent about these terms carried the tenant's (and guarantors') addresses and names.
      await tx.db
        .update(Outbox)
        .set({ to: "", body: "", attachment: null })
        .where(inArray(Outbox.QuitanceId, quitanceIds));
    }
    await tx.db
      .update(Locataire)
      .set({ ...LOCATAIRE_VIDE, nom: nomAnonyme(id), anonymiseLe: jour, updatedAt: now })
      .where(eq(Locataire.id, id));
  });
  return null;
}

/** POST /api/rgpd/purger with ids: each one anonymised, all or none (409 with the first refusal's reason). */
export async function anonymiserLocataires(
  ports: Ports,
  ids: number[],
): Promise<{ refus: string; id: number } | { anonymises: number[] }> {
  return inTransaction(ports, async (tx) => {
    for (const id of ids) {
      const refus = await anonymiserDans(tx, id);
      if (refus) throw new RefusAnonymisation(id, refus);
    }
    return { anonymises: ids };
  }).catch((e) => {
    if (e instanceof RefusAnonymisation) return { refus: e.message, id: e.id };
    throw e;
  });
}

/** A refusal inside the transaction: it rolls back what was anonymised before it. */
class RefusAnonymisation extends Error {
  constructor(
    readonly id: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One page of the tenants due today (the daily job, "Anonymiser maintenant" without ids): at most `taille` after
 * id `apres`, each in its own transaction, so a failing one leaves the others done. Answers the ids done, the
 * failures, and where the next page starts (undefined when this one was the last).
 */
export async function anonymiserPage(ports: Ports, apres = 0, taille = 20) {
  const jour = today(ports.clock);
  const page = await etatsConservation(ports, {
    apres,
    having: echeantsAu(finAuPlusTard(jour)),
    sansDette: true,
    limit: taille,
  });
  const anonymises: number[] = [];
  let erreurs = 0;
  for (const { id } of page) {
    try {
      const refus = await inTransaction(ports, (tx) => anonymiserDans(tx, id));
      if (!refus) anonymises.push(id);
    } catch (e) {
      erreurs++;
      (ports.log ?? console.error)("[rgpd]", id, e);
    }
  }
  const suite = page.length === taille ? page.at(-1)?.id : undefined;
  return { anonymises, erreurs, suite };
}
