import { and, eq, isNull, sql } from "drizzle-orm";
import { present } from "../../domain/present";
import { CompteBancaire, LigneBancaire, ReleveBancaire } from "../../db/schema";
import { profilCsvSchema, type ProfilCsv } from "../../domain/banque/csv";
import { empreintes } from "../../domain/banque/empreinte";
import { type Lecture, lireReleve } from "../../domain/banque/lire";
import { ReleveInvalide } from "../../domain/banque/releve";
import { toEuros } from "../../domain/money";
import { chunks } from "../../lib/chunks";
import { ApiError, badRequest, MSG_INVALID } from "../../lib/errors";
import { CODE_RUPTURE, msgRuptureReleve } from "../../domain/banque/chaine";
import type { Ports } from "../../ports";
import { inTransaction, type TxPorts } from "../transaction";
import {
  aucunChoix,
  type ChoixCompte,
  compteChoisi,
  compteDuNumero,
  ouCompteNomme,
  MSG_CHOISIR_COMPTE,
  profilDuCompte,
} from "./comptes";
import { suggestionsPour } from "./suggestions";

// POST /api/banque/releves: a file of one or several statements, read whole before anything is written (a fault
// anywhere is a French 400 and nothing is stored), then written in one transaction: the accounts, the statements,
// their new lines (a movement already imported is counted in `doublons`, the unique index decides, also between
// two imports at once). Each statement goes to the account it states, found or created (ADR 043); one stating none
// to the account the form names.

export interface Envoi {
  bytes: Uint8Array;
  nomFichier: string | null;
  /** The form's `profil`: the CSV columns as the user corrected them (JSON). */
  profil: string;
  /** The account the form names (`CompteBancaireId`, `nouveauCompte`, or the older `compte`). */
  compte: ChoixCompte;
  /** An admin's explanation of a break in the chain of balances (`ruptureExpliquee`, ADR 067). */
  rupture?: string | null;
}

/** The previous statement of the account: the latest ending before `du`. */
const precedent = (compteId: number, du: string | null) =>
  sql`select "soldeFinal", "au" from ${ReleveBancaire} where "compteId" = ${compteId} and "au" < ${du}
    order by "au" desc, "id" desc limit 1`;

/** Whether a statement breaks its account's chain (false without balances or days to compare). */
const ruptureSql = (compteId: number, du: string | null, soldeInitial: number | null) =>
  sql`exists (select 1 from (${precedent(compteId, du)}) p
    where p."soldeFinal" is not null and p."soldeFinal" <> ${soldeInitial})`;

/** The 409 of a broken chain, with both figures: read after the refused insert, only to word it. */
async function refusRupture(
  tx: TxPorts,
  compte: { id: number; libelle: string },
  releve: { du: string | null; soldeInitial: number | null },
) {
  const [p] = await tx.db.all<{ soldeFinal: number; au: string }>(precedent(compte.id, releve.du));
  if (!p || releve.soldeInitial === null || releve.du === null)
    return new Error("relevé refusé sans rupture");
  return new ApiError(
    409,
    CODE_RUPTURE,
    msgRuptureReleve({
      soldeInitial: releve.soldeInitial,
      soldePrecedent: p.soldeFinal,
      compte: compte.libelle,
      precedentAu: p.au,
      du: releve.du,
    }),
  );
}

export const MSG_PROFIL_INVALIDE = "Profil de colonnes illisible.";

function profilDonne(texte: string): ProfilCsv | undefined {
  if (!texte.trim()) return undefined;
  let brut: unknown;
  try {
    brut = JSON.parse(texte);
  } catch {
    throw badRequest(MSG_INVALID, { profil: MSG_PROFIL_INVALIDE });
  }
  const p = profilCsvSchema.safeParse(brut);
  if (!p.success) throw badRequest(MSG_INVALID, { profil: MSG_PROFIL_INVALIDE });
  return p.data;
}

/** Reads with the profile; a file that cannot be read is a 400 on `file` (with the first reading's fault, if any). */
function lire(
  bytes: Uint8Array,
  profil: ProfilCsv | null | undefined,
  premiere?: unknown,
): Lecture {
  try {
    if (!profil && premiere) throw premiere;
    return lireReleve(bytes, profil ?? undefined);
  } catch (e) {
    const faute = premiere instanceof ReleveInvalide ? premiere : e;
    if (faute instanceof ReleveInvalide) throw badRequest(faute.message, { file: faute.message });
    throw faute;
  }
}

const LIGNES_PAR_INSERT = 400;

/** The kept CSV profile of the account a file without a number goes to (the one the form names). */
async function profilGarde(ports: Ports, choix: ChoixCompte): Promise<ProfilCsv | null> {
  const ancien = choix.ancien;
  const ou =
    choix.id !== null
      ? eq(CompteBancaire.id, choix.id)
      : choix.nouveau
        ? and(isNull(CompteBancaire.numero), eq(CompteBancaire.libelle, choix.nouveau))
        : ancien
          ? ouCompteNomme(ancien)
          : null;
  if (!ou) return null;
  const [c] = await ports.db
    .select({ profilCsv: CompteBancaire.profilCsv })
    .from(CompteBancaire)
    .where(ou);
  return c ? profilDuCompte(c) : null;
}

export async function importerReleve(ports: Ports, envoi: Envoi, auteur: string) {
  const donne = profilDonne(envoi.profil);
  let lecture: Lecture;
  try {
    lecture = lireReleve(envoi.bytes, donne);
  } catch (e) {
    // A CSV whose columns cannot be told from the file itself (no header) reads with the account's kept profile.
    const garde =
      e instanceof ReleveInvalide && !donne ? await profilGarde(ports, envoi.compte) : null;
    lecture = lire(envoi.bytes, garde ?? donne, e);
  }
  // A statement that states no account goes where the form says; the form must say it (ADR 043).
  if (lecture.releves.some((r) => !r.compte) && aucunChoix(envoi.compte))
    throw badRequest(MSG_CHOISIR_COMPTE, { CompteBancaireId: MSG_CHOISIR_COMPTE });
  const resultat = await inTransaction(ports, async (tx) => {
    const now = tx.clock.now().toISOString();
    const choisi = await compteChoisi(tx, envoi.compte);
    // The older `compte` field only ever named the account of a file stating none: it is no check.
    const impose = envoi.compte.ancien && envoi.compte.id === null ? null : choisi;
    const releves = [];
    const comptes = new Map<number, { id: number; libelle: string; numero: string | null }>();
    for (const [i, releve] of lecture.releves.entries()) {
      const compte = releve.compte ? await compteDuNumero(tx, releve.compte, impose) : choisi;
      if (!compte) throw badRequest(MSG_CHOISIR_COMPTE, { CompteBancaireId: MSG_CHOISIR_COMPTE });
      comptes.set(compte.id, { id: compte.id, libelle: compte.libelle, numero: compte.numero });
      if (lecture.profil && i === 0)
        await tx.db
          .update(CompteBancaire)
          .set({ profilCsv: JSON.stringify(lecture.profil), updatedAt: now })
          .where(eq(CompteBancaire.id, compte.id));
      // The chain (ADR 067): inserted only when its opening balance is the previous statement's closing one, or
      // with an admin's explanation. One conditional insert: no read decides the write.
      const rupture = ruptureSql(compte.id, releve.du, releve.soldeInitial);
      const explication = envoi.rupture ?? null;
      const [r] = await tx.db.all<{
        id: number;
        ruptureExpliquee: string | null;
      }>(sql`insert into ${ReleveBancaire}
          ("compteId", "format", "nomFichier", "du", "au", "soldeInitial", "soldeFinal", "ruptureExpliquee",
           "auteur", "createdAt", "updatedAt")
        select ${compte.id}, ${releve.format}, ${envoi.nomFichier}, ${releve.du}, ${releve.au},
          ${releve.soldeInitial}, ${releve.soldeFinal}, case when ${rupture} then ${explication} end,
          ${auteur}, ${now}, ${now}
        where ${explication} is not null or not ${rupture}
        returning "id", "ruptureExpliquee"`);
      if (!r) throw await refusRupture(tx, compte, releve);
      const cles = empreintes(releve.lignes);
      let ajoutees = 0;
      for (const part of chunks(
        releve.lignes.map((l, k) => ({ l, cle: present(cles[k], "empreinte de la ligne") })),
        LIGNES_PAR_INSERT,
      )) {
        const ins = await tx.db
          .insert(LigneBancaire)
          .values(
            part.map(({ l, cle }) => ({
              compteId: compte.id,
              releveId: r.id,
              date: l.date,
              montant: l.montant,
              libelle: l.libelle,
              reference: l.reference,
              contrepartie: l.contrepartie,
              mode: l.mode,
              empreinte: cle,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: LigneBancaire.id });
        ajoutees += ins.length;
      }
      const doublons = releve.lignes.length - ajoutees;
      await tx.db
        .update(ReleveBancaire)
        .set({ lignes: ajoutees, doublons })
        .where(eq(ReleveBancaire.id, r.id));
      releves.push({
        id: r.id,
        compteId: compte.id,
        format: releve.format,
        du: releve.du,
        au: releve.au,
        soldeInitial: releve.soldeInitial === null ? null : toEuros(releve.soldeInitial),
        soldeFinal: releve.soldeFinal === null ? null : toEuros(releve.soldeFinal),
        lignes: ajoutees,
        doublons,
        ruptureExpliquee: r.ruptureExpliquee,
      });
    }
    return { releves, profil: lecture.profil, comptes: [...comptes.values()] };
  });
  const ids = resultat.releves.map((r) => r.id);
  const suggestions = await suggestionsPour(ports, sql`${LigneBancaire.releveId} in ${ids}`);
  return {
    releve: resultat.releves[0],
    releves: resultat.releves,
    profil: resultat.profil,
    comptes: resultat.comptes,
    suggestions,
  };
}
