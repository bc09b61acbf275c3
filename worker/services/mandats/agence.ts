import { eq } from "drizzle-orm";
import { AgenceParametres } from "../../db/schema";
import { agenceSchema, type DatesAgence } from "../../domain/mandats/agence-schema";
import { agenceSecuriteSchema } from "../../domain/deux-facteurs/schemas";
import { mentionExoneration, mentionsFactureManquantes } from "../../domain/factures/tva";
import { toCents, toEuros } from "../../domain/money";
import { AGENCE_PAR_DEFAUT, type Agence } from "../../lib/agence";
import { parseWith } from "../../lib/validate";
import { conflict } from "../../lib/errors";
import type { Ports } from "../../ports";
import { inTransaction } from "../transaction";
import { builtOnce } from "../../db/built-once";
import { verificationIbanSchema } from "../../domain/iban-verification/schemas";
import { colonnesVerification, verificationDe } from "../iban-verification/sequestre";
import type { RequestSession } from "../../auth/session-user";

// Paramètres > Agence: one row (id 1) over the host's AGENCE_* values, field by field (an empty field keeps the
// host's). Documents, the register's card and the invoices read the effective identity through `lireAgence`.

/** The one settings row. */
export const ID_AGENCE = 1;
const ID = ID_AGENCE;
export const MSG_EXIGER_SANS_FACTEUR =
  "Activez d'abord votre propre second facteur (Sécurité du compte) : cette exigence vous bloquerait aussi.";
type Stored = typeof AgenceParametres.$inferSelect;
/** The identity's columns (the security settings of issue 59 are read on their own). */
type Identite = Omit<
  Stored,
  | "exigerDeuxFacteurs"
  | "verificationIban"
  | "ibanStatut"
  | "ibanModifiePar"
  | "ibanModifieAt"
  | keyof DatesAgence
>;

/** The host's identity (environment), the defaults of every field. */
const hote = (ports: Ports): Agence => ports.config.agence ?? AGENCE_PAR_DEFAUT;

function effective(defauts: Agence, row: Identite | undefined): Agence {
  if (!row) return defauts;
  const text = (
    k: Exclude<keyof Agence, "montantGarantie" | "envoiCompteRendu" | "delaiPrenotification">,
  ) => row[k] || defauts[k];
  return {
    nom: text("nom"),
    adresse: text("adresse"),
    siret: text("siret"),
    siren: text("siren"),
    numeroTVA: text("numeroTVA"),
    telephone: text("telephone"),
    email: text("email"),
    carteProfessionnelle: text("carteProfessionnelle"),
    cciDelivrance: text("cciDelivrance"),
    garantFinancier: text("garantFinancier"),
    montantGarantie: row.montantGarantie ?? defauts.montantGarantie,
    assureurRCP: text("assureurRCP"),
    policeRCP: text("policeRCP"),
    iban: text("iban"),
    bic: text("bic"),
    envoiCompteRendu: row.envoiCompteRendu,
    mentionExonerationTVA: text("mentionExonerationTVA"),
    ics: text("ics"),
    delaiPrenotification: row.delaiPrenotification ?? defauts.delaiPrenotification,
  };
}

/** The read of the saved settings, for a batch of reads (the daily job's, one round trip): see `agenceDe`. */
export const agenceRead = (ports: Ports) =>
  ports.db.select().from(AgenceParametres).where(eq(AgenceParametres.id, ID));

/** The agency from `agenceRead`'s rows. */
export const agenceDe = (ports: Ports, rows: readonly Stored[]): Agence =>
  effective(hote(ports), rows[0]);

/**
 * The agency's own deadlines from `agenceRead`'s rows (issue 63 item 5): the professional card, the financial
 * guarantee and the liability insurance's last days (AAAA-MM-JJ, null: not given). No host default: a date is
 * the agency's to enter. The calendar reads them with its other reads (one round trip on the edge).
 */
export const datesAgenceDe = (rows: readonly Stored[]): DatesAgence => {
  // Each of DATES_AGENCE, in its order, written out: the type checks that none is missing.
  const r = rows[0];
  return {
    carteProfessionnelleFin: r?.carteProfessionnelleFin ?? null,
    garantieFinanciereFin: r?.garantieFinanciereFin ?? null,
    assuranceRcpFin: r?.assuranceRcpFin ?? null,
  };
};

/** `agenceRead`, built once: every document reads it. */
const agenceLue = builtOnce((db) =>
  db.select().from(AgenceParametres).where(eq(AgenceParametres.id, ID)).prepare(),
);

/** The agency as documents print it: the saved settings over the host's values. One read. */
export async function lireAgence(ports: Ports): Promise<Agence> {
  return agenceDe(ports, await agenceLue(ports.db).all());
}

/** The agency's own deadlines, one read (see `datesAgenceDe`). */
export async function lireDatesAgence(ports: Ports): Promise<DatesAgence> {
  return datesAgenceDe(await agenceLue(ports.db).all());
}

/**
 * The API's shape: the guarantee in euros, as every amount of the API, the exemption ground as invoices print it,
 * and what invoices lack (the screens' warning).
 */
const enEuros = (a: Agence) => ({
  ...a,
  montantGarantie: a.montantGarantie == null ? null : toEuros(a.montantGarantie),
  mentionExonerationTVA: mentionExoneration(a.mentionExonerationTVA),
  mentionsManquantes: mentionsFactureManquantes(a),
});

/** The security settings of issue 59 the settings screen shows beside the identity (never printed). */
const securite = (row: Stored | undefined) => ({
  exigerDeuxFacteurs: row?.exigerDeuxFacteurs ?? false,
  ...verificationDe(row),
});

/** GET /api/agence: the effective settings, the second factor's rule and how IBANs are verified (ADR 069, 068). */
export async function lireParametresAgence(ports: Ports) {
  const rows = await agenceLue(ports.db).all();
  return { ...enEuros(agenceDe(ports, rows)), ...datesAgenceDe(rows), ...securite(rows[0]) };
}

/** The settings whose change moves money (issue 59): where the SEPA files take it from and in whose name. */
const CHAMPS_SENSIBLES = ["iban", "bic", "ics"] as const;

/**
 * PUT /api/agence: the body merged over the effective settings (ADR 002), validated, saved as row 1. A change of the
 * trust account (IBAN, BIC) or of the creditor identifier (ICS) needs the session's fresh confirmation (403
 * `confirmation_requise`), checked in the write's transaction against the effective values before it; a change of
 * the trust account by `auteur` holds it "a_verifier" until someone else confirms it.
 */
export async function ecrireParametresAgence(
  ports: Ports,
  body: Record<string, unknown>,
  auteur: { email: string; deuxFacteurs: boolean },
  session: RequestSession,
) {
  const { exigerDeuxFacteurs, ...identite } = body;
  const saisie = parseWith(agenceSecuriteSchema, { exigerDeuxFacteurs });
  // Only what the body gives: a PUT without the field keeps the stored value (ADR 002).
  const securiteSaisie =
    saisie.exigerDeuxFacteurs === undefined
      ? {}
      : { exigerDeuxFacteurs: saisie.exigerDeuxFacteurs };
  // The admin who turns the rule on without a factor of their own would be the first one it locks out.
  if (saisie.exigerDeuxFacteurs === true && auteur && !auteur.deuxFacteurs)
    throw conflict(MSG_EXIGER_SANS_FACTEUR);
  const { verificationIban } = parseWith(verificationIbanSchema, body);
  return inTransaction(ports, async (tx) => {
    const rows = await agenceRead(tx);
    const { mentionsManquantes: _, ...avant } = enEuros(agenceDe(tx, rows));
    // The stored dates too: a PUT without them keeps them (ADR 002).
    const data = parseWith(agenceSchema, { ...avant, ...datesAgenceDe(rows), ...identite });
    const now = tx.clock.now().toISOString();
    const values = {
      ...data,
      ...securiteSaisie,
      montantGarantie: data.montantGarantie == null ? null : toCents(data.montantGarantie),
      updatedAt: now,
    };
    const effectif = effective(hote(tx), { id: ID, createdAt: "", ...values });
    if (CHAMPS_SENSIBLES.some((k) => (effectif[k] || null) !== (avant[k] || null)))
      await session.exigerConfirmation();
    const verification = colonnesVerification(
      avant,
      effectif,
      verificationIban,
      auteur?.email ?? "",
      now,
    );
    const [row] = await tx.db
      .insert(AgenceParametres)
      .values({ id: ID, ...values, ...verification, createdAt: now })
      .onConflictDoUpdate({ target: AgenceParametres.id, set: { ...values, ...verification } })
      .returning();
    return { ...enEuros(effectif), ...datesAgenceDe(row ? [row] : []), ...securite(row) };
  });
}
