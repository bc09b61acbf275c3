import { inArray, type SQL } from "drizzle-orm";
import { Appartement, Intendance } from "../../db/schema";
import { intendanceSchema } from "../../domain/schemas/intendance";
import { prixHT } from "../../domain/mission";
import { type ApiRow, defineResource } from "../resource-def";
import { linkedThrough, ref, rowOf } from "../rows";
import { apresEcritureIntendance, refusFacture, factureRule } from "../factures/regles";
import type { Ports } from "../../ports";
import { intendanceFlags } from "./list-flags";
import { tvaVariable } from "./variable";
import { SIGNED_FILES } from "../../domain/signed-files";
import { annulerMandat, numeroterIntendance } from "../mandats/numero";
import { depenseProprietaires } from "../proprietaire/liens";
import { intendanceListe } from "./liste-sql";

type IntendanceRow = ApiRow<typeof Intendance>;

/**
 * List rows carry their apartment's address (id, adresse, codePostal, ville), read in one query: the list screen
 * names each row's apartment without downloading every apartment. The apartments any caretaking row points at, read
 * before the rows are in (not by their ids): on the edge, one round trip with the list's read (issue 22).
 */
async function withAppartement(
  ports: Ports,
  given: Promise<IntendanceRow[]>,
  page?: SQL,
): Promise<IntendanceRow[]> {
  // A page's rows: the apartments of its own rows only (issue 64).
  const pointed = ports.db
    .select({ id: Intendance.AppartementId })
    .from(Intendance)
    .where(page ? inArray(Intendance.id, page) : undefined);
  const read = ports.db
    .select({
      id: Appartement.id,
      adresse: Appartement.adresse,
      codePostal: Appartement.codePostal,
      ville: Appartement.ville,
    })
    .from(Appartement)
    .where(inArray(Appartement.id, pointed))
    .execute();
  const [found, rows] = await Promise.all([read, given]);
  const byId = new Map(found.map((a) => [a.id, a]));
  return rows.map((r) => ({
    ...r,
    Appartement: r.AppartementId === null ? null : (byId.get(r.AppartementId) ?? null),
  }));
}

export const intendanceResource = defineResource({
  name: "Intendance",
  table: Intendance,
  decorate: (ports, rows, page) => withAppartement(ports, intendanceFlags(ports, rows), page),
  listeColonnes: intendanceListe.colonnes,
  listeRecherche: ["appartement"],
  listeFiltres: intendanceListe.filtres,
  schema: intendanceSchema,
  refs: { AppartementId: ref(Appartement) },
  // Without a rate in the form, the tva variable of the settings applies (spec 9).
  async derive(d, ports) {
    if (d.prix == null) return { ...d, prixHT: null };
    const tva = d.tva ?? (await tvaVariable(ports));
    return { ...d, tva, prixHT: prixHT(d.prix, tva) };
  },
  include: async (ports, id) => ({
    Appartement: await linkedThrough(ports, Appartement, Intendance, Intendance.AppartementId, id),
  }),
  signedFiles: SIGNED_FILES.Intendance,
  // A caretaking mission's number in the register of mandates, given in the creation's transaction (a renewal's
  // too: a new mandate); kept, cancelled, when it goes.
  // Then its fee invoiced when it is created paid (ADR 028), in the same transaction.
  async afterInsert(ports, row) {
    const numbered = await numeroterIntendance(ports, row);
    await apresEcritureIntendance(ports, rowOf(Intendance, numbered));
    // Issue 38: an expense created paid by the agency is debited on the owners' accounts.
    await depenseProprietaires(ports, rowOf(Intendance, numbered), "système");
    return numbered;
  },
  async onDelete(ports, row) {
    await annulerMandat(
      ports,
      { IntendanceId: row.id },
      { debut: row.dateDepart, fin: row.dateFin },
    );
    // Issue 38: the owners' debit of an expense that goes is reversed (its entries stay: append-only).
    await depenseProprietaires(ports, rowOf(Intendance, row), "système", true);
  },
  // ADR 028: a caretaking mission's fee is invoiced in the write that marks it paid; ADR 038: changing or deleting
  // it then needs a credit note.
  beforeWrite: (ports, _data, existing) => refusFacture(ports, "IntendanceId", existing),
  deleteRule: factureRule("IntendanceId"),
  async afterUpdate(ports, row, existing, user) {
    await apresEcritureIntendance(ports, row, existing);
    await depenseProprietaires(ports, row, user);
  },
});
