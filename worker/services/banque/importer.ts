import { eq, sql } from "drizzle-orm";
import { CompteBancaire, LigneBancaire, ReleveBancaire } from "../../db/schema";
import { profilCsvSchema, type ProfilCsv } from "../../domain/banque/csv";
import { empreintes } from "../../domain/banque/empreinte";
import { lireReleve } from "../../domain/banque/lire";
import { ReleveInvalide, type ReleveLu } from "../../domain/banque/releve";
import { toEuros } from "../../domain/money";
import { chunks } from "../../lib/chunks";
import { badRequest, MSG_INVALID } from "../../lib/errors";
import type { Ports } from "../../ports";
import { inTransaction } from "../transaction";
import { compteDuReleve, profilDuCompte } from "./comptes";
import { suggestionsPour } from "./suggestions";

// POST /api/banque/releves: a file of one or several statements, read whole before anything is written (a fault
// anywhere is a French 400 and nothing is stored), then written in one transaction: the accounts, the statements,
// their new lines (a movement already imported is counted in `doublons`, the unique index decides, also between
// two imports at once).

export interface Envoi {
  bytes: Uint8Array;
  nomFichier: string | null;
  /** The form's `profil`: the CSV columns as the user corrected them (JSON). */
  profil: string;
  /** The form's `compte`: the account for a file that names none (an id or a number). */
  compte: string;
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

function lire(bytes: Uint8Array, profil: ProfilCsv | undefined) {
  try {
    return lireReleve(bytes, profil);
  } catch (e) {
    if (e instanceof ReleveInvalide) throw badRequest(e.message, { file: e.message });
    throw e;
  }
}

const LIGNES_PAR_INSERT = 400;

export async function importerReleve(ports: Ports, envoi: Envoi, auteur: string) {
  const donne = profilDonne(envoi.profil);
  // A CSV names no account: the account's kept profile is the one to read it with, unless the user gave one.
  const premiereLecture = lire(envoi.bytes, donne);
  const resultat = await inTransaction(ports, async (tx) => {
    let lecture = premiereLecture;
    const now = tx.clock.now().toISOString();
    const releves = [];
    for (const [i, lu] of lecture.releves.entries()) {
      const compte = await compteDuReleve(tx, lu.compte, envoi.compte);
      let releve: ReleveLu = lu;
      if (lecture.profil && i === 0) {
        const garde = profilDuCompte(compte);
        if (!donne && garde && JSON.stringify(garde) !== JSON.stringify(lecture.profil)) {
          lecture = lire(envoi.bytes, garde);
          releve = lecture.releves[0] ?? lu;
        }
        await tx.db
          .update(CompteBancaire)
          .set({ profilCsv: JSON.stringify(lecture.profil), updatedAt: now })
          .where(eq(CompteBancaire.id, compte.id));
      }
      const [r] = await tx.db
        .insert(ReleveBancaire)
        .values({
          compteId: compte.id,
          format: releve.format,
          nomFichier: envoi.nomFichier,
          du: releve.du,
          au: releve.au,
          soldeInitial: releve.soldeInitial,
          soldeFinal: releve.soldeFinal,
          auteur,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: ReleveBancaire.id });
      if (!r) throw new Error("relevé non enregistré");
      const cles = empreintes(releve.lignes);
      let ajoutees = 0;
      for (const part of chunks(
        releve.lignes.map((l, k) => ({ l, cle: cles[k]! })),
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
      });
    }
    return { releves, profil: lecture.profil };
  });
  const ids = resultat.releves.map((r) => r.id);
  const suggestions = await suggestionsPour(ports, sql`${LigneBancaire.releveId} in ${ids}`);
  return {
    releve: resultat.releves[0],
    releves: resultat.releves,
    profil: resultat.profil,
    suggestions,
  };
}
