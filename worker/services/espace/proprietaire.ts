import { anneesDeclaration, periodesCompteRendu } from "../../domain/espace/periodes";
import { toCents, toEuros } from "../../domain/money";
import { nombreFr } from "../../domain/francais/nombres";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import { liensPourEspace } from "./liens";
import { designation } from "../gerance/donnees";
import { lireCompteProprietaire } from "../proprietaire/compte";
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
// GET /Client/{id}/compte itself (the same service: the same figures to the cent); the lots, payouts and documents
// are one statement each; all are issued together, so on the edge they and the session's check are one round trip.

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

export async function lireEspaceProprietaire(ports: Ports, clientId: number) {
  const jour = today(ports.clock);
  const [compte, noms, lots, reversements, documents, repris] = await Promise.all([
    lireCompteProprietaire(ports, clientId, {}),
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
  const premiere = compte.ecritures[0]?.date ?? null;
  const soldes = soldesRepris(repris, ports.clock.now().toISOString());
  // An opening balance still waiting for its confirmation or its delay (ADR 132) is held apart by the payouts and
  // the trust check: the space does not promise it as available for the next payout either.
  const retenu = soldes
    .filter((l) => l.statut === "a_verifier" && l.montant > 0)
    .reduce((t, l) => t + toCents(l.montant), 0);
  const disponible = toEuros(Math.max(0, toCents(compte.disponible) - retenu));
  return {
    nom: noms[0]?.nom ?? "",
    compte: { solde: compte.solde, disponible, ecritures: compte.ecritures },
    appartements: lots.map((a) => ({
      id: a.id,
      designation: designationLot(a),
      adresse: designation(a),
      locataire: a.locataire || null,
      loyerAppele: toEuros(Number(a.appele)),
      loyerEncaisse: toEuros(Number(a.encaisse)),
      impayes: toEuros(Number(a.impayes)),
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
}
