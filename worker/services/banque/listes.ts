import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { CompteBancaire, LigneBancaire, Quitance, ReleveBancaire } from "../../db/schema";
import { STATUTS_LIGNE_BANCAIRE } from "../../domain/banque/statuts";
import { toEuros } from "../../domain/money";
import { badRequest, MSG_INVALID } from "../../lib/errors";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { profilDuCompte } from "./comptes";
import { ligneApi } from "./rapprocher";
import { suggestionsPour } from "./suggestions";

// The Banque screen's reads: accounts, statements, lines with their suggestions.

const euros = (c: number | null) => (c === null ? null : toEuros(c));

function idFiltre(valeur: string | undefined, champ: string): number | undefined {
  if (valeur === undefined || valeur === "") return undefined;
  if (!/^\d+$/.test(valeur)) throw badRequest(MSG_INVALID, { [champ]: "Identifiant invalide." });
  return Number(valeur);
}

/** GET /api/banque/comptes. */
export async function listeComptes(ports: Ports) {
  const [comptes, releves, attente] = await inOneTrip(ports, [
    ports.db.select().from(CompteBancaire).orderBy(CompteBancaire.id),
    ports.db
      .select({
        compteId: ReleveBancaire.compteId,
        au: ReleveBancaire.au,
        soldeFinal: ReleveBancaire.soldeFinal,
      })
      .from(ReleveBancaire)
      .orderBy(desc(ReleveBancaire.au), desc(ReleveBancaire.id)),
    ports.db
      .select({ compteId: LigneBancaire.compteId, n: sql<number>`count(*)` })
      .from(LigneBancaire)
      .where(eq(LigneBancaire.statut, "à rapprocher"))
      .groupBy(LigneBancaire.compteId),
  ]);
  return {
    data: comptes.map((c) => {
      const siens = releves.filter((r) => r.compteId === c.id);
      const dernier = siens.find((r) => r.soldeFinal !== null) ?? null;
      return {
        id: c.id,
        libelle: c.libelle,
        numero: c.numero,
        sequestre: c.sequestre,
        profilCsv: profilDuCompte(c),
        releves: siens.length,
        aRapprocher: attente.find((a) => a.compteId === c.id)?.n ?? 0,
        dernierSolde: euros(dernier?.soldeFinal ?? null),
        dernierReleve: siens[0]?.au ?? null,
      };
    }),
  };
}

/** GET /api/banque/releves?compteId=. */
export async function listeReleves(ports: Ports, query: { compteId?: string }) {
  const compteId = idFiltre(query.compteId, "compteId");
  const rows = await ports.db
    .select({
      r: ReleveBancaire,
      // Its lines matched to a payment: while there is one, the statement cannot be deleted (supprimer.ts), and
      // the screen says so before anyone confirms.
      rapprochees: sql<number>`(select count(*) from "LigneBancaire" l where l."releveId" = "ReleveBancaire"."id"
        and l."statut" = 'rapprochée')`,
    })
    .from(ReleveBancaire)
    .where(compteId === undefined ? undefined : eq(ReleveBancaire.compteId, compteId))
    .orderBy(desc(ReleveBancaire.id));
  return {
    data: rows.map(({ r, rapprochees }) => ({
      id: r.id,
      compteId: r.compteId,
      format:
        r.format === "camt053" ||
        r.format === "camt054" ||
        r.format === "ofx" ||
        r.format === "qif" ||
        r.format === "cfonb"
          ? r.format
          : "csv",
      nomFichier: r.nomFichier,
      du: r.du,
      au: r.au,
      soldeInitial: euros(r.soldeInitial),
      soldeFinal: euros(r.soldeFinal),
      lignes: r.lignes,
      doublons: r.doublons,
      ruptureExpliquee: r.ruptureExpliquee,
      auteur: r.auteur,
      createdAt: r.createdAt,
      rapprochees: Number(rapprochees),
    })),
  };
}

/** GET /api/banque/lignes?statut=&compteId=&releveId=. */
export async function listeLignes(
  ports: Ports,
  query: { statut?: string; compteId?: string; releveId?: string },
) {
  const statut = STATUTS_LIGNE_BANCAIRE.find((s) => s === query.statut);
  if (query.statut && !statut)
    throw badRequest(MSG_INVALID, {
      statut: `Statut inconnu (${STATUTS_LIGNE_BANCAIRE.join(", ")}).`,
    });
  const compteId = idFiltre(query.compteId, "compteId");
  const releveId = idFiltre(query.releveId, "releveId");
  const filtres: SQL[] = [];
  if (statut) filtres.push(eq(LigneBancaire.statut, statut));
  if (compteId !== undefined) filtres.push(eq(LigneBancaire.compteId, compteId));
  if (releveId !== undefined) filtres.push(eq(LigneBancaire.releveId, releveId));
  const where = filtres.length ? and(...filtres) : undefined;
  const rows = await ports.db
    .select({ l: LigneBancaire, terme: Quitance.mois })
    .from(LigneBancaire)
    .leftJoin(Quitance, eq(Quitance.id, LigneBancaire.QuitanceId))
    .where(where)
    .orderBy(desc(LigneBancaire.date), desc(LigneBancaire.id));
  const suggestions =
    statut === "rapprochée" || statut === "ignorée"
      ? []
      : await suggestionsPour(ports, where ?? sql`1`);
  return {
    data: rows.map(({ l, terme }) => ligneApi(l, terme)),
    suggestions,
  };
}
