import { anneesDeclaration, periodesCompteRendu } from "../../domain/espace/periodes";
import { toCents, toEuros } from "../../domain/money";
import { disponible as disponibleApres } from "../../domain/proprietaire/repartition";
import { introuvable } from "../../domain/labels";
import { notFound } from "../../lib/errors";
import { nombreFr } from "../../domain/francais/nombres";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import { liensPourEspace } from "./liens";
import { designation } from "../gerance/donnees";
import {
  type CompteProprietaireLu,
  compteProprietaireSql,
} from "../../speed/sql-json/compte-proprietaire-sql";
import { type SoldeReprisLu, soldesRepris, soldesReprisSql } from "../imports/soldes-proprietaire";
import {
  type DocumentLu,
  documentsSql,
  type LotLu,
  lotsSql,
  nomSql,
  type ReversementLu,
  reversementsSql,
} from "./proprietaire-sql";

// GET /api/espace/proprietaire (issue 62 item 3, ADR 084): the owner's space in one read. The account is staff's
// GET /Client/{id}/compte (the same figures to the cent), built by SQLite as JSON text put in the answer as it is
// (ADR 159: that path was a third of the page's CPU; a test holds it equal to staff's service); the lots, payouts and
// documents are one statement each; all are issued together, so on the edge they and the session's check are one
// round trip.

/** « 2 pièces, 42,5 m², 3e étage gauche »: what tells the owner's lots apart beside their address. */
const designationLot = (a: LotLu) =>
  [
    a.nbPiece ? `${a.nbPiece} ${a.nbPiece > 1 ? "pièces" : "pièce"}` : null,
    a.surface ? `${nombreFr(a.surface, 0, 2)} m²` : null,
    a.situation,
  ]
    .filter(Boolean)
    .join(", ") || a.adresse;

/** A validated payout is « Effectué » once its transfer day has come, « Programmé » before. */
const statutReversement = (date: string, jour: string) => (date <= jour ? "Effectué" : "Programmé");

/** The page's JSON text: the account's entries are SQLite's text, the rest JSON.stringify's, in the same key order. */
export async function lireEspaceProprietaire(ports: Ports, clientId: number): Promise<string> {
  const jour = today(ports.clock);
  const [comptes, noms, lots, reversements, documents, repris] = await Promise.all([
    ports.db.all<CompteProprietaireLu>(compteProprietaireSql(clientId)),
    ports.db.all<{ nom: string }>(nomSql(clientId)),
    ports.db.all<LotLu>(lotsSql(clientId, jour.slice(0, 7), jour)),
    ports.db.all<ReversementLu>(reversementsSql(clientId)),
    ports.db.all<DocumentLu>(documentsSql(clientId)),
    ports.db.all<SoldeReprisLu>(soldesReprisSql(clientId)),
  ]);
  // A stored file gets a signed link; an invoice's route (no PDF yet) is called with the session's token.
  const stockes = documents.filter((d) => d.url.startsWith("/files/"));
  const signes = new Map(
    (
      await liensPourEspace(
        ports,
        stockes.map((d) => d.url),
      )
    ).map((u, i) => [stockes[i]?.url, u]),
  );
  const compte = comptes[0];
  if (!compte) throw notFound(introuvable("Client"));
  const premiere = compte.premiere;
  const soldes = soldesRepris(repris, ports.clock.now().toISOString());
  // An opening balance still waiting for its confirmation or its delay (ADR 132) is held apart by the payouts and
  // the trust check: the space does not promise it as available for the next payout either.
  const retenu = soldes
    .filter((l) => l.statut === "a_verifier" && l.montant > 0)
    .reduce((t, l) => t + toCents(l.montant), 0);
  const solde = Number(compte.solde);
  const disponible = Math.max(0, disponibleApres(solde, Number(compte.reserve)) - retenu);
  const tete = {
    nom: noms[0]?.nom ?? "",
    compte: { solde: toEuros(solde), disponible: toEuros(disponible) },
  };
  const reste = {
    appartements: lots.map((a) => ({
      id: a.id,
      designation: designationLot(a),
      adresse: designation(a),
      locataire: a.locataire || null,
      loyerAppele: toEuros(Number(a.appele)),
      loyerEncaisse: toEuros(Number(a.encaisse)),
      impayes: toEuros(Number(a.impayes)),
      loyersAppeles: Boolean(a.appeles),
    })),
    reversements: reversements.map((r) => ({
      id: r.id,
      date: r.date,
      montant: toEuros(r.montant),
      statut: statutReversement(r.date, jour),
    })),
    soldesRepris: soldes,
    comptesRendus: periodesCompteRendu(jour, premiere),
    declarations2044: anneesDeclaration(jour, premiere),
    documents: documents.map((d) => ({
      type: d.type,
      libelle: d.libelle,
      date: d.date,
      url: signes.get(d.url) ?? d.url,
    })),
  };
  // {"nom":…,"compte":{"solde":…,"disponible":…,"ecritures":[…]},"appartements":…}: the head's object left open
  // for the entries' text, then the rest's members.
  return `${JSON.stringify(tete).slice(0, -2)},"ecritures":${compte.ecritures}},${JSON.stringify(reste).slice(1)}`;
}
