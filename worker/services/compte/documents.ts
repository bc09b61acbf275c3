import { resteEmmenagement } from "../../domain/compte/emmenagement";
import { ligneMiseEnDemeure } from "../../domain/arrieres/repris";
import { regularisationsDues } from "../../domain/regularisation/exigibilite";
import { asc, eq } from "drizzle-orm";
import { Appartement, Caution, Dossier, Locataire, Quitance } from "../../db/schema";
import type { Ports } from "../../ports";
import { introuvable } from "../../domain/labels";
import { addDays } from "../../domain/dates";
import { DELAI_MISE_EN_DEMEURE, periodeReleveSchema } from "../../domain/schemas/relances";
import { conflict, notFound } from "../../lib/errors";
import { today } from "../../lib/dates";
import { parseWith } from "../../lib/validate";
import { pdfs } from "../documents/pdf";
import { documentContext } from "../documents/context";
import { storeGenerated } from "../documents/store";
import {
  APPARTEMENT_COLS,
  LOCATAIRE_COLS,
  adresseAppartement,
  join,
  landlordsOf,
  nomsLocataire,
} from "../quitance/data";
import type { ReleveCompteData } from "../../documents/releve-compte";
import type { MiseEnDemeureData } from "../../documents/mise-en-demeure";
import { avecSolde, parDate } from "./compte";
import { aideApart, aidesDuDossier } from "../aides-logement/hors-dette";
import { lireCompte, type Compte } from "./ledger";

// The documents of the tenant's account (issue 20): the statement over a period and the formal notice to pay, both
// read from the ledger's replay (ADR 007), made on the shared layout and stored like every generated document.

export const MSG_RIEN_A_METTRE_EN_DEMEURE =
  "Ce dossier n'a aucune échéance impayée : pas de mise en demeure.";

/** Who and what the account's documents name: landlord, tenants, premises, guarantors. Three queries. */
export async function partiesDuDossier(ports: Ports, dossierId: number) {
  const [found] = await ports.db
    .select({
      d: { id: Dossier.id, AppartementId: Dossier.AppartementId },
      l: LOCATAIRE_COLS,
      a: APPARTEMENT_COLS,
    })
    .from(Dossier)
    .innerJoin(Locataire, eq(Locataire.id, Dossier.LocataireId))
    .innerJoin(Appartement, eq(Appartement.id, Dossier.AppartementId))
    .where(eq(Dossier.id, dossierId));
  if (!found) throw notFound(introuvable("Dossier"));
  const [landlord, cautions] = await Promise.all([
    landlordsOf(ports, [found.d.AppartementId]).then((of) => of(found.d.AppartementId)),
    ports.db
      .select({
        id: Caution.id,
        titre: Caution.titre,
        prenom: Caution.prenom,
        nom: Caution.nom,
        mail: Caution.mail,
      })
      .from(Caution)
      .where(eq(Caution.DossierId, dossierId))
      .orderBy(asc(Caution.id)),
  ]);
  const locataire = found.l;
  return {
    bailleurs: landlord.bailleurs,
    mandataire: landlord.mandataire,
    locataires: nomsLocataire(locataire),
    adresseLocal: adresseAppartement(found.a),
    cautions: cautions.map((c) => ({ ...c, nomComplet: join([c.titre, c.prenom, c.nom]) })),
    holder: join([locataire.prenom, locataire.nom]),
    mail: locataire.mail?.trim() || null,
  };
}

/** The statement's data: the balance before `du`, the entries of [du, au] in date order with their running balance. */
export function releveData(compte: Compte, du: string, au: string) {
  const lignes = parDate(compte.rows);
  const avant = lignes.filter((e) => e.date < du);
  const soldeAnterieur = avant.reduce((s, e) => s + e.debit - e.credit, 0);
  const periode = avecSolde(
    lignes.filter((e) => e.date >= du && e.date <= au),
    soldeAnterieur,
  );
  return {
    du,
    au,
    soldeAnterieur,
    lignes: periode.map(({ e, solde }) => ({
      date: e.date,
      libelle: e.libelle,
      debit: e.debit,
      credit: e.credit,
      solde,
    })),
    solde: periode.at(-1)?.solde ?? soldeAnterieur,
  };
}

/**
 * GET /api/Dossier/{id}/releveCompte/generate?du=&au=: the tenant's account statement. Without `du`, from the first
 * entry; without `au`, to today (Paris day). Bad dates or au before du: 400; unknown dossier: 404.
 */
export async function genererReleveCompte(
  ports: Ports,
  dossierId: number,
  query: { du?: string; au?: string },
) {
  const periode = parseWith(periodeReleveSchema, { du: query.du, au: query.au });
  const p = await partiesDuDossier(ports, dossierId);
  const compte = await lireCompte(ports, dossierId);
  const au = periode.au ?? today(ports.clock);
  const premiere = parDate(compte.rows)[0]?.date;
  const du = periode.du ?? (premiere && premiere < au ? premiere : au);
  if (du > au) parseWith(periodeReleveSchema, { du, au }); // du given, au defaulted to an earlier today: the same 400
  const data: ReleveCompteData = {
    bailleurs: p.bailleurs,
    mandataire: p.mandataire,
    locataires: p.locataires,
    adresseLocal: p.adresseLocal,
    ...releveData(compte, du, au),
  };
  const bytes = await (await pdfs()).releveComptePdf(data, await documentContext(ports));
  return storeGenerated(
    ports,
    {
      sujet: `Dossier/${dossierId}/releveCompte`,
      type: "releveCompte",
      nom: `Relevé de compte - ${p.holder}`,
      owners: { DossierId: dossierId },
    },
    bytes,
  );
}

/** Each open term of the account (something left to pay), oldest first, with its period from its row. */
export async function termesOuverts(ports: Ports, dossierId: number, compte: Compte) {
  const [rows, aides] = await Promise.all([
    ports.db
      .select({ id: Quitance.id, date: Quitance.date, dateFin: Quitance.dateFin })
      .from(Quitance)
      .where(eq(Quitance.DossierId, dossierId)),
    aidesDuDossier(ports, dossierId),
  ]);
  const periodes = new Map(rows.map((r) => [r.id, r]));
  // The housing aid still expected is not the tenant's debt (issue 77, ADR 123): what is left of a term is less it.
  const aide = (id: number) => aides.get(id)?.m ?? 0;
  const horsAide = (t: { QuitanceId: number; du: number; regle: number }) =>
    t.du - t.regle - aide(t.QuitanceId);
  const termes = [...compte.lettrage.termes.values()]
    .filter((t) => horsAide(t) > 0)
    .map((t) => {
      const q = periodes.get(t.QuitanceId);
      return {
        QuitanceId: t.QuitanceId,
        du: q?.date ?? t.date,
        au: q?.dateFin ?? q?.date ?? t.date,
        montant: t.du,
        recu: t.regle,
        aide: aide(t.QuitanceId),
        reste: horsAide(t),
      };
    })
    .sort((a, b) => (a.du < b.du ? -1 : a.du > b.du ? 1 : a.QuitanceId - b.QuitanceId));
  return { termes, aides: [...aides.values()] };
}

/** The notice's data and bytes, or null when nothing is due. Also what the daily job attaches to its third stage. */
export async function miseEnDemeure(
  ports: Ports,
  dossierId: number,
  mention?: string,
): Promise<{ bytes: Uint8Array; holder: string } | null> {
  const p = await partiesDuDossier(ports, dossierId);
  const compte = await lireCompte(ports, dossierId);
  const { termes, aides } = await termesOuverts(ports, dossierId, compte);
  const ctx = await documentContext(ports);
  // A regularisation's balance is owed from the day it can be claimed: then the notice claims it too. The deposit
  // and letting fees still open are no rent, and no regularisation either (issue 39 item 8).
  const regularisations = regularisationsDues(
    compte.rows,
    ctx.date,
    termes.reduce((s, t) => s + t.reste, 0) + resteEmmenagement(compte.lettrage),
  );
  // The opening debt an import took over is owed like a term (ADR 114): the notice claims it.
  const autres = [...ligneMiseEnDemeure(compte.lettrage), ...regularisations];
  if (!termes.length && !autres.length) return null;
  const data: MiseEnDemeureData = {
    bailleurs: p.bailleurs,
    mandataire: p.mandataire,
    locataires: p.locataires,
    adresseLocal: p.adresseLocal,
    cautions: p.cautions.map((c) => c.nomComplet).filter(Boolean),
    termes: termes.map(({ du, au, montant, recu, aide, reste }) => ({
      du,
      au,
      montant,
      recu,
      aide,
      reste,
    })),
    // Every aid missing, apart from the tenant's debt (issue 77): never claimed from the tenant.
    aideLogement: aideApart(aides, ctx.date),
    autres,
    total: [...termes, ...autres].reduce((s, t) => s + t.reste, 0),
    echeance: addDays(ctx.date, DELAI_MISE_EN_DEMEURE),
    ...(mention ? { mention } : {}),
  };
  return { bytes: await (await pdfs()).miseEnDemeurePdf(data, ctx), holder: p.holder };
}

/** GET /api/Dossier/{id}/miseEnDemeure/generate: the formal notice; 409 when no term is left unpaid. */
export async function genererMiseEnDemeure(ports: Ports, dossierId: number) {
  const made = await miseEnDemeure(ports, dossierId);
  if (!made) throw conflict(MSG_RIEN_A_METTRE_EN_DEMEURE);
  return storeGenerated(
    ports,
    {
      sujet: `Dossier/${dossierId}/miseEnDemeure`,
      type: "miseEnDemeure",
      nom: `Mise en demeure - ${made.holder}`,
      owners: { DossierId: dossierId },
    },
    made.bytes,
  );
}
