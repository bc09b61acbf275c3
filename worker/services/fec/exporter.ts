import { sql } from "drizzle-orm";
import type { Tiers } from "../../domain/fec/comptes";
import type { Evenement } from "../../domain/fec/evenements";
import { aNouveaux, Numerotation } from "../../domain/fec/fichier";
import { ENTETE, nomFichierFec } from "../../domain/fec/format";
import { fecQuerySchema, MSG_SIREN_FEC } from "../../domain/schemas/fec";
import type { Telechargeur } from "../../domain/telechargements/telechargements";
import { conflict } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { TYPES_ECRITURE } from "../../db/schema";
import { present } from "../../domain/present";
import { jsonLu, tableauDe } from "../../lib/lignes-typees";
import { agenceDe, agenceRead } from "../mandats/agence";
import { depotPaye } from "../compte/ledger";
import { inOneTrip } from "../one-trip";
import { insertionTelechargement } from "../telechargements/journal";
import { CHARSET_FEC, versIso885915 } from "../../domain/fec/encodage";
import { lettresDuCompte, type Lettre } from "../../domain/fec/lettrage";
import { today } from "../../lib/dates";
import { evenements } from "../compte/ledger";
import type { LigneRejouee } from "../../ports/kept-ledgers";
import {
  anterieursSql,
  comptesLettresSql,
  depotsRestituesSql,
  evenementsSql,
  JUSQUA_MAINTENANT,
  type Jusqua,
  jusquaSql,
} from "./sql";

// GET /api/comptabilite/fec?exercice=2026 (ADR 035): the agency's books of a year as the tax administration reads
// them. The first reads go together (the settings, the tiers' names, the opening balances, the ledgers' highest ids:
// one round trip with the session check on the edge, ADR 016); then one read per month,
// streamed as it is written, so a year of 2,000 leases never sits whole in memory.

type Nom = { id: number; nom: string; prenom: string };

/**
 * The file's name and its text, month by month. The checks (exercice, SIREN) answer before anything is sent. The
 * download is journaled (issue 59, Telechargement) in the same round trip as January's read.
 */
export async function exporterFec(ports: Ports, query: unknown, qui: Telechargeur) {
  const { exercice, encodage } = parseWith(fecQuerySchema, query);
  const utf8 = encodage === "utf-8";
  const debut = `${exercice}-01-01`;
  const jour = today(ports.clock);
  const [agence, dossiers, clients, anterieurs, [avant], restitues, comptes] = await Promise.all([
    agenceRead(ports),
    ports.db.all<Nom>(
      sql`select d.id, l.nom, l.prenom from "Dossier" d join "Locataire" l on l.id = d."LocataireId"`,
    ),
    ports.db.all<Nom>(sql`select id, nom, prenom from "Client"`),
    ports.db.all<Evenement>(anterieursSql(debut, JUSQUA_MAINTENANT)),
    ports.db.all<Jusqua>(jusquaSql),
    ports.db.all<{ DossierId: number; depotGarantie: number; j: string | null }>(
      depotsRestituesSql(`${exercice + 1}-01-01`),
    ),
    ports.db.all<{ DossierId: number; j: string }>(
      comptesLettresSql(debut, `${exercice + 1}-01-01`, JUSQUA_MAINTENANT),
    ),
  ]);
  const payes = new Map(restitues.map((r) => [r.DossierId, depotPaye(r.j, r.depotGarantie)]));
  // A deposit returned goes out of 512 as what was paid of it (issue 39 item 8); the rest stays owed on 411/165.
  const restitue = (ev: Evenement) =>
    ev.src === "H" && payes.has(ev.tiers) ? { ...ev, debit: payes.get(ev.tiers) ?? ev.debit } : ev;
  const jusqua = present(avant, "la ligne de jusquaSql");
  const siren = agenceDe(ports, agence).siren.replace(/\s/g, "");
  if (!/^\d{9}$/.test(siren)) throw conflict(MSG_SIREN_FEC);
  // No closing date in the agency's settings: the exercice is the calendar year.
  const nom = nomFichierFec(siren, `${exercice}-12-31`);

  const noms = {
    dossier: new Map(dossiers.map((d) => [d.id, `${d.nom} ${d.prenom} - bail n° ${d.id}`])),
    client: new Map(clients.map((c) => [c.id, `${c.nom} ${c.prenom}`])),
  };
  const nomTiers = (t: Tiers) =>
    (t.kind === "dossier" ? noms.dossier : noms.client).get(t.id) ??
    (t.kind === "dossier" ? `Bail n° ${t.id}` : `Client n° ${t.id}`);
  const numeros = new Numerotation(nomTiers, jour, lettres(comptes, jour));
  const encoder = encodeur(utf8);
  let mois = 0;
  const corps = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(ENTETE + numeros.ecriture(aNouveaux(anterieurs.map(restitue), exercice))),
      );
    },
    // A month with no entry enqueues nothing: go on to the next one, else the stream would wait for ever.
    async pull(controller) {
      while (mois < 12) {
        mois += 1;
        const journal = mois === 1 ? insertionTelechargement(ports, "fec", exercice, qui) : null;
        const texte = await moisFec(ports, exercice, mois, jusqua, numeros, restitue, journal);
        if (texte) return controller.enqueue(encoder.encode(texte));
      }
      controller.close();
    },
  });
  return { nom, corps, charset: utf8 ? "utf-8" : CHARSET_FEC };
}

/** ISO 8859-15 by default (the arrêté's list, issue 60 item 7); UTF-8 when asked. */
function encodeur(utf8: boolean) {
  const te = new TextEncoder();
  return { encode: (s: string) => (utf8 ? te.encode(s) : versIso885915(s)) };
}

/** The letters of the tenants' lines (EcritureLet, DateLet), from each account's replay. */
function lettres(comptes: { DossierId: number; j: string }[], jour: string) {
  const out = new Map<number, Lettre>();
  for (const c of comptes) {
    const lignes: LigneRejouee[] = jsonLu(c.j, lignesArray, "lignes de comptesLettresSql").map(
      ([id, type, date, debit, credit, QuitanceId, PaiementId]) => ({
        id,
        type,
        date,
        debit,
        credit,
        QuitanceId,
        PaiementId,
      }),
    );
    for (const [id, l] of lettresDuCompte(lignes, evenements, jour)) out.set(id, l);
  }
  return out;
}
/** A line as comptesLettresSql builds it, in LigneRejouee's order. */
type LigneArray = [
  number,
  LigneRejouee["type"],
  string,
  number,
  number,
  number | null,
  number | null,
];
const TYPES: ReadonlySet<unknown> = new Set(TYPES_ECRITURE);
const entierOuNull = (v: unknown) => v === null || typeof v === "number";
// By hand, not a schema: every line of the year's tenant accounts goes through it.
const lignesArray = tableauDe(
  (v: unknown): v is LigneArray =>
    Array.isArray(v) &&
    v.length === 7 &&
    typeof v[0] === "number" &&
    TYPES.has(v[1]) &&
    typeof v[2] === "string" &&
    typeof v[3] === "number" &&
    typeof v[4] === "number" &&
    entierOuNull(v[5]) &&
    entierOuNull(v[6]),
);

/** One month's entries, numbered on from the months before. */
async function moisFec(
  ports: Ports,
  exercice: number,
  mois: number,
  avant: Jusqua,
  numeros: Numerotation,
  restitue: (ev: Evenement) => Evenement,
  journal: ReturnType<typeof insertionTelechargement> | null,
) {
  const du = `${exercice}-${String(mois).padStart(2, "0")}-01`;
  const au =
    mois === 12 ? `${exercice + 1}-01-01` : `${exercice}-${String(mois + 1).padStart(2, "0")}-01`;
  const lecture = ports.db.all<Evenement>(evenementsSql(du, au, avant));
  const rows = journal ? (await inOneTrip(ports, [journal, lecture]))[1] : await lecture;
  let texte = "";
  for (const ev of rows) texte += numeros.evenement(restitue(ev));
  return texte;
}
