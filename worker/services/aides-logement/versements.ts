import { and, eq, inArray, sql } from "drizzle-orm";
import { AideLogement, LigneBancaire, Quitance, VersementAide } from "../../db/schema";
import { aideEnVigueur, partageTerme } from "../../domain/aides-logement/aide";
import { lireDetail } from "../../domain/aides-logement/detail-versement";
import { referencePartAide } from "../../domain/aides-logement/reference-part";
import {
  partsAPayer,
  repartir,
  type BailAide,
  type Part,
} from "../../domain/aides-logement/repartition";
import { versementsSchema } from "../../domain/aides-logement/schemas";
import { toCents, toEuros } from "../../domain/money";
import { MSG_DATE_FUTURE } from "../../domain/schemas/paiement";
import { today } from "../../lib/dates";
import { badRequest, MSG_INVALID } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { encaisser } from "../compte/encaisser";
import { inTransaction } from "../transaction";
import { paiementRow } from "../compte/paiements";
import { aidesDe } from "./lecture";
import { ligneDuVirement, rapprocherDuVirement } from "./ligne-virement";

// POST /api/aidesLogement/versements (issue 77 item 2): the organisme's transfer split from its detail. Each known
// tenant's share is a payment « CAF » (or « MSA ») of that tenant's term, written by the one way money comes in
// (encaisser: the owners' shares, the replay), with its VersementAide row in the same batch under the condition
// that this share of this transfer is not already paid: the same detail sent twice, or in parallel, pays once.
// What cannot be matched is listed, never guessed.

export const MSG_DETAIL_ILLISIBLE =
  "Aucune ligne du détail n'a pu être lue (n° d'allocataire, nom, mois, montant).";

const partApi = (p: Part, etat: "paye" | "deja" | "non_paye") => ({
  ligne: p.ligne,
  numeroAllocataire: p.numeroAllocataire,
  nom: p.nom,
  mois: p.mois,
  montant: toEuros(p.montant),
  statut: p.statut,
  DossierId: p.DossierId,
  aideAttendue: p.aideAttendue === null ? null : toEuros(p.aideAttendue),
  ecart: p.ecart === null ? null : toEuros(p.ecart),
  etat,
});

export async function repartirVersement(ports: Ports, input: unknown, auteur: string) {
  const v = parseWith(versementsSchema, input);
  const detail = lireDetail(v.detail);
  if (!detail.lignes.length) throw badRequest(MSG_INVALID, { detail: MSG_DETAIL_ILLISIBLE });
  const numeros = [...new Set(detail.lignes.map((l) => l.numeroAllocataire))];
  const ligneId = v.LigneBancaireId ?? null;
  const typee = v.montantVirement == null ? null : toCents(v.montantVirement);
  // A bank line is the transfer: its shares are keyed by the line, whatever reference is typed.
  const virement =
    ligneId !== null
      ? `ligne:${ligneId}`
      : v.reference?.trim() ||
        `${v.organisme}:${v.date}:${typee ?? detail.lignes.reduce((s, l) => s + l.montant, 0)}`;
  const [aides, termes, deja, lignesBanque] = await Promise.all([
    aidesDe(
      ports,
      and(
        inArray(AideLogement.numeroAllocataire, numeros),
        eq(AideLogement.organisme, v.organisme),
      ),
    ),
    ports.db
      .select({
        id: Quitance.id,
        DossierId: Quitance.DossierId,
        mois: Quitance.mois,
        date: Quitance.date,
        du: sql<number>`${Quitance.prixHC} + ${Quitance.charge}`,
      })
      .from(Quitance)
      .where(
        and(
          inArray(
            Quitance.DossierId,
            sql`(select "DossierId" from "AideLogement" where "numeroAllocataire" in ${numeros})`,
          ),
          inArray(Quitance.mois, [...new Set(detail.lignes.map((l) => l.mois))]),
        ),
      ),
    ports.db
      .select({ numeroAllocataire: VersementAide.numeroAllocataire, mois: VersementAide.mois })
      .from(VersementAide)
      .where(eq(VersementAide.virement, virement)),
    ports.db
      .select()
      .from(LigneBancaire)
      .where(eq(LigneBancaire.id, ligneId ?? 0)),
  ]);
  const ligne = ligneDuVirement(lignesBanque[0], ligneId, v.organisme);
  const date = ligne?.date ?? v.date ?? "";
  if (date > today(ports.clock)) throw badRequest(MSG_INVALID, { date: MSG_DATE_FUTURE });
  const montantVirement = ligne?.montant ?? typee;
  // A number is the lease's whose aid is paid to the agency: the latest lease naming it in tiers payant.
  const baux = new Map<string, BailAide>();
  for (const a of aides.filter((x) => x.tiersPayant)) {
    const siennes = aides.filter((x) => x.DossierId === a.DossierId);
    baux.set(a.numeroAllocataire, {
      DossierId: a.DossierId,
      numeroAllocataire: a.numeroAllocataire,
      attendue: (mois) => {
        const t = termes.find((q) => q.DossierId === a.DossierId && q.mois === mois);
        const aide = aideEnVigueur(siennes, `${mois}-01`);
        return t
          ? partageTerme(Number(t.du), aide).aideAttendue
          : aide?.tiersPayant
            ? aide.montantMensuel
            : null;
      },
    });
  }
  const r = repartir(detail.lignes, [...baux.values()], montantVirement);
  const paiement = { organisme: v.organisme, date, LigneBancaireId: ligneId };
  const aPayer = new Set(partsAPayer(r));
  const dejaVu = new Set(deja.map((d) => `${d.numeroAllocataire}:${d.mois}`));
  const etats = new Map<Part, "paye" | "deja" | "non_paye">();
  const aRegler: { p: Part; DossierId: number }[] = [];
  for (const p of r.parts) {
    if (!aPayer.has(p) || p.DossierId === null) etats.set(p, "non_paye");
    else if (dejaVu.has(`${p.numeroAllocataire}:${p.mois}`)) etats.set(p, "deja");
    else if (v.apercu) etats.set(p, "non_paye");
    else aRegler.push({ p, DossierId: p.DossierId });
  }
  // The line's match and every share: one transaction, so a failure halfway leaves neither a matched line with
  // shares unpaid nor some tenants credited and not the others (each share keeps its own guard against replays).
  if (!v.apercu && (ligne || aRegler.length))
    await inTransaction(ports, async (tx) => {
      if (ligne) await rapprocherDuVirement(tx, ligne.id, v.organisme, auteur);
      for (const { p, DossierId } of aRegler)
        etats.set(p, await payer(tx, p, DossierId, paiement, virement, termes, auteur));
    });
  return {
    apercu: v.apercu,
    virement,
    LigneBancaireId: ligneId,
    parts: r.parts.map((p) => partApi(p, etats.get(p) ?? "non_paye")),
    illisibles: detail.illisibles,
    totalDetail: toEuros(r.totalDetail),
    montantVirement: r.montantVirement === null ? null : toEuros(r.montantVirement),
    ecartTotal: r.ecartTotal === null ? null : toEuros(r.ecartTotal),
  };
}

/** One share as a payment of its tenant's term, with its VersementAide row, in one batch guarded by that row. */
async function payer(
  ports: Ports,
  p: Part,
  dossierId: number,
  v: { organisme: string; date: string; LigneBancaireId: number | null },
  virement: string,
  termes: { id: number; DossierId: number | null; mois: string }[],
  auteur: string,
): Promise<"paye" | "deja"> {
  const terme = termes.find((t) => t.DossierId === dossierId && t.mois === p.mois);
  const cle = sql`${virement}, ${p.numeroAllocataire}, ${p.mois}`;
  try {
    await encaisser(
      ports,
      paiementRow(
        ports,
        dossierId,
        {
          montant: p.montant,
          date: v.date,
          mode: v.organisme,
          reference: referencePartAide(v.organisme, p.numeroAllocataire, p.mois),
          QuitanceId: terme?.id ?? null,
        },
        auteur,
      ),
      {
        garde: sql`not exists (select 1 from "VersementAide" where ("virement", "numeroAllocataire", "mois") = (${cle}))`,
        apres: ports.db.run(sql`
          insert into "VersementAide" ("DossierId", "numeroAllocataire", "mois", "montant", "virement", "LigneBancaireId", "auteur", "createdAt")
          select ${dossierId}, ${p.numeroAllocataire}, ${p.mois}, ${p.montant}, ${virement}, ${v.LigneBancaireId}, ${auteur}, ${ports.clock.now().toISOString()}
          where not exists (select 1 from "VersementAide" where ("virement", "numeroAllocataire", "mois") = (${cle}))`),
      },
    );
    return "paye";
  } catch (e) {
    // The guard refused: a parallel call paid this share of this transfer first.
    if (e instanceof Error && "status" in e && e.status === 409) return "deja";
    throw e;
  }
}
