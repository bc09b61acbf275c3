import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { CompteBancaire } from "../../db/schema";
import { type CompteLu, libelleCompte } from "../../domain/banque/compte-lu";
import { profilCsvSchema, type ProfilCsv } from "../../domain/banque/csv";
import { ibanCourt, ibanNormal } from "../../domain/banque/iban";
import { badRequest, conflict, MSG_INVALID } from "../../lib/errors";
import type { TxPorts } from "../transaction";

export type CompteRow = typeof CompteBancaire.$inferSelect;

export const MSG_COMPTE_INCONNU = "Ce compte bancaire n'existe pas.";
export const MSG_CHOISIR_COMPTE = "Choisissez le compte bancaire de ce relevé.";

/** What the import form says of the account (ADR 043): an existing one, a new one to create, or the older `compte`. */
export interface ChoixCompte {
  /** `CompteBancaireId`: an existing account; a statement stating another number is refused (409). */
  id: number | null;
  /** `nouveauCompte`: the label of a new account without number (found again by that label). */
  nouveau: string | null;
  /** `compte` (issue 26): an id, a number or a label, only for the statements stating none. */
  ancien: string;
}

/**
 * The account issue 26's `compte` names: by its id or number, or by the label of an account without number. A label
 * no account has is a new account of that label (`nouveauCompte`'s path); an id or number none has is refused.
 */
export const ouCompteNomme = (ancien: string) =>
  /^\d+$/.test(ancien)
    ? sql`${CompteBancaire.id} = ${Number(ancien)} or ${CompteBancaire.numero} = ${ancien}`
    : or(
        eq(CompteBancaire.numero, ancien),
        and(isNull(CompteBancaire.numero), eq(CompteBancaire.libelle, ancien)),
      );

export const aucunChoix = (c: ChoixCompte) => c.id === null && !c.nouveau && !c.ancien;

const numeroCourt = (n: string) => (ibanNormal(n) ? ibanCourt(n) : n);

/** « Ce relevé est celui du compte FR76 …1234 : il ne peut pas être importé dans le compte « Courant ». » */
export function msgAutreCompte(lu: CompteLu, compte: Pick<CompteRow, "libelle" | "numero">) {
  const numero = compte.numero ? numeroCourt(compte.numero) : null;
  const nom =
    numero && !compte.libelle.includes(numero)
      ? `« ${compte.libelle} » (${numero})`
      : `« ${compte.libelle} »`;
  return `Ce relevé est celui du compte ${numeroCourt(lu.numero)} : il ne peut pas être importé dans le compte ${nom}.`;
}

/** The account the form chose, inside the import's transaction; null when it chose none. */
export async function compteChoisi(tx: TxPorts, choix: ChoixCompte): Promise<CompteRow | null> {
  if (choix.id !== null) {
    const [c] = await tx.db.select().from(CompteBancaire).where(eq(CompteBancaire.id, choix.id));
    if (!c) throw badRequest(MSG_INVALID, { CompteBancaireId: MSG_COMPTE_INCONNU });
    return c;
  }
  if (choix.nouveau) {
    const now = tx.clock.now().toISOString();
    const libre = and(isNull(CompteBancaire.numero), eq(CompteBancaire.libelle, choix.nouveau));
    // One conditional write: the same new account asked twice (a second file, a double click) is created once.
    await tx.db.run(
      sql`insert into ${CompteBancaire} ("libelle", "numero", "sequestre", "createdAt", "updatedAt")
          select ${choix.nouveau}, null, 0, ${now}, ${now}
          where not exists (select 1 from ${CompteBancaire} where ${libre})`,
    );
    const [c] = await tx.db.select().from(CompteBancaire).where(libre).limit(1);
    if (!c) throw new Error("compte créé introuvable");
    return c;
  }
  if (choix.ancien) {
    const [c] = await tx.db
      .select()
      .from(CompteBancaire)
      .where(ouCompteNomme(choix.ancien))
      .limit(1);
    if (c) return c;
    if (/^\d+$/.test(choix.ancien)) throw badRequest(MSG_INVALID, { compte: MSG_COMPTE_INCONNU });
    return compteChoisi(tx, { id: null, nouveau: choix.ancien, ancien: "" });
  }
  return null;
}

/**
 * The account of a statement stating its number: found by it (or by an older form of it, then renamed), else
 * created with a label naming its bank. The unique index on `numero` makes two parallel imports create one.
 */
export async function compteDuNumero(
  tx: TxPorts,
  lu: CompteLu,
  choisi: CompteRow | null,
): Promise<CompteRow> {
  if (choisi && choisi.numero !== lu.numero && !lu.anciens.includes(choisi.numero ?? ""))
    throw conflict(msgAutreCompte(lu, choisi));
  const now = tx.clock.now().toISOString();
  if (lu.anciens.length)
    await tx.db
      .update(CompteBancaire)
      .set({ numero: lu.numero, updatedAt: now })
      .where(
        and(
          inArray(CompteBancaire.numero, lu.anciens),
          sql`not exists (select 1 from ${CompteBancaire} c where c."numero" = ${lu.numero})`,
        ),
      );
  await tx.db
    .insert(CompteBancaire)
    .values({ libelle: libelleCompte(lu), numero: lu.numero, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [c] = await tx.db.select().from(CompteBancaire).where(eq(CompteBancaire.numero, lu.numero));
  if (!c) throw new Error("compte introuvable après sa création");
  return c;
}

/** The CSV profile an account keeps (null when none, or when a stored one no longer reads). */
export function profilDuCompte(c: Pick<CompteRow, "profilCsv">): ProfilCsv | null {
  if (!c.profilCsv) return null;
  try {
    const p = profilCsvSchema.safeParse(JSON.parse(c.profilCsv));
    return p.success ? p.data : null;
  } catch {
    return null;
  }
}
