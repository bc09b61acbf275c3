import type { z } from "zod";
import type { Ports } from "../../ports";
import type { espaceLocataire } from "../../domain/contract/espace";
import { moisLong } from "../../domain/compte/libelles";
import { toEuros } from "../../domain/money";
import { prochaineEcheance } from "../../domain/espace/prochaine-echeance";
import { today } from "../../lib/dates";
import { compteApi } from "../compte/compte";
import { lireCompte } from "../compte/ledger";
import { adresseAppartement, join } from "../quitance/data";
import { quitancesDuDossier } from "../quitance/lists";
import {
  type BailLu,
  bailDuLocataire,
  bailOu404,
  lectureBail,
  lectureDocumentsGeneres,
} from "./locataire-bail";
import { lienPourEspace } from "./liens";
import { depotGarantieDetenu } from "../../domain/espace/depot-detenu";

// GET /api/espace/locataire (issue 62): the tenant's lease, account, terms and documents. Every read names the lease
// by its SQL (locataire-bail.ts) and they are issued together: on the edge they go as one batch with the session's
// check, one round trip. The account is staff's GET /Dossier/{id}/compte's (compteApi), to the cent.

type EspaceLocataire = z.output<typeof espaceLocataire>;
type Document = EspaceLocataire["documents"][number];

export async function espaceDuLocataire(
  ports: Ports,
  LocataireId: number,
): Promise<EspaceLocataire> {
  const dossier = bailDuLocataire(LocataireId);
  const [bail, compte, termes, generes] = await Promise.all([
    lectureBail(ports, LocataireId),
    lireCompte(ports, dossier),
    quitancesDuDossier(ports, dossier),
    lectureDocumentsGeneres(ports, dossier),
  ]);
  const b = bailOu404(bail);
  const jour = today(ports.clock);
  const api = compteApi(compte, jour);
  const echeance = prochaineEcheance(b.d, jour);
  const quittances = termes.map((q) => ({
    id: q.id,
    periode: moisLong(q.mois),
    montant: toEuros(q.prixHC + q.charge),
    resteDu: q.resteDu,
    typeDocument: q.typeDocument,
    declaration: q.declaration ?? null,
  }));
  return {
    nom: join([b.l.prenom, b.l.nom]),
    bail: {
      DossierId: b.d.id,
      adresse: adresseAppartement(b.a),
      typeBail: b.d.typeBail,
      dateDebutBail: b.d.dateDebutBail,
      loyerHC: toEuros(b.d.loyerHC),
      loyerCharge: toEuros(b.d.loyerCharge),
      jourQuitance: b.d.jourQuitance,
      assuranceDateFin: b.d.assuranceDateFin ?? null,
    },
    compte: {
      ...api,
      depotGarantieDetenu: depotGarantieDetenu(api.ecritures),
      prochaineEcheance: echeance && { date: echeance.date, montant: toEuros(echeance.montant) },
    },
    quittances,
    // A yearly quittance proves payments: the years with a term paid in full.
    annees: [...new Set(termes.filter((q) => q.regle).map((q) => Number(q.mois.slice(0, 4))))].sort(
      (x, y) => y - x,
    ),
    documents: await Promise.all(
      documentsDuBail(b, generes).map(async (d) => ({
        ...d,
        url: await lienPourEspace(ports, d.url),
      })),
    ),
  };
}

/** The signed copies, then the generated documents a signed copy does not replace. */
function documentsDuBail(b: BailLu, generes: Genere[]): Document[] {
  const signes = documentsSignes(b);
  const remplaces = new Set(signes.map((s) => s.remplace));
  return [
    ...signes.map(({ remplace: _, ...d }) => d),
    ...generes.filter((g) => !remplaces.has(g.type)).flatMap(documentGenere),
  ];
}

/** The copies staff uploaded as signed (spec 7 signed files): they are the lease and inventories as signed. */
function documentsSignes(b: BailLu): (Document & { remplace: string })[] {
  const d = b.d;
  const copies: [string | null, Document["type"], string, string][] = [
    [d.contratLocation, "bail", "Bail signé", "contratLocation"],
    [d.inventaireEntree ?? d.etatInSigne, "etatLieux", "État des lieux d'entrée signé", "etatIn"],
    [
      d.inventaireSortie ?? d.etatOutSigne,
      "etatLieux",
      "État des lieux de sortie signé",
      "etatOut",
    ],
  ];
  return copies.flatMap(([url, type, libelle, remplace]) =>
    url ? [{ type, libelle, date: null, url, remplace }] : [],
  );
}

type Genere = { type: string; nom: string; url: string; date: string };

const GENERES: Record<string, [Document["type"], string]> = {
  contratLocation: ["bail", "Bail"],
  etatIn: ["etatLieux", "État des lieux d'entrée"],
  etatOut: ["etatLieux", "État des lieux de sortie"],
  inventaireMobilier: ["annexe", "Inventaire du mobilier"],
  mandatSepa: ["mandatPrelevement", "Mandat de prélèvement SEPA"],
};

/** A generated document of the lease (its signed version once signed), named for the tenant. */
function documentGenere(g: Genere): Document[] {
  const kind = GENERES[g.type];
  return kind ? [{ type: kind[0], libelle: kind[1], date: g.date.slice(0, 10), url: g.url }] : [];
}
