import { sql } from "drizzle-orm";
import { nomsArchive } from "../../domain/archives/nom-archive";
import { LETTRE_DE_L_ETAPE, type LettreSinistre } from "../../domain/garanties/lettres";
import { ApiError } from "../../lib/errors";
import type { Ports } from "../../ports";
import { genererReleveCompte } from "../compte/documents";
import { genererContratLocation, genererEtatLieux } from "../documents/dossier";
import { genererOrdreMission } from "../documents/mission";
import { urlToKey } from "../files/keys";
import { type ZipItem, zipStream } from "../files/zip-stream";
import { ficheVisale } from "./fiche-visale";
import { garantieDuSinistre, lettreSinistre } from "./lettres";

// GET /api/Dossier/{id}/sinistre/dossier.zip (issue 78 item 4, ADR 130): what an insurer or Visale asks to open a
// claim, gathered by the documents' own generators and the files kept: the signed copy when there is one, else the
// generated document. A piece that cannot be made (no inventory recorded, nothing unpaid for a letter) is named in
// « pieces-manquantes.txt » rather than failing the whole file. Entries are streamed as the client reads (zip-stream).

type Piece = { nom: string; dossier?: string } & (
  | { cle: string }
  | { bytes: Uint8Array; deflate?: boolean }
);

interface Lu {
  contratLocation: string | null;
  inventaireEntree: string | null;
  inventaireSortie: string | null;
  missionId: number | null;
  ordreMission: string | null;
  etapes: string | null;
  fichiers: string;
  actes: string;
}

/** The lease's kept files, mandate and steps done: one statement. */
const lire = (ports: Ports, dossierId: number) =>
  ports.db.all<Lu>(sql`
    select d."contratLocation", d."inventaireEntree", d."inventaireSortie",
      m."id" as "missionId", m."ordreMission",
      (select group_concat(distinct e."etape") from "EtapeSinistre" e where e."DossierId" = d."id") as "etapes",
      (select json_group_array(json_object('nom', f."nom", 'cle', f."cle")) from "Fichier" f
        where f."DossierId" = d."id" or f."LocataireId" = d."LocataireId") as "fichiers",
      (select json_group_array(json_object('nom', c."prenom" || ' ' || c."nom", 'url', c."acteCautionnementSigned"))
        from "Caution" c where c."DossierId" = d."id" and c."acteCautionnementSigned" is not null) as "actes"
    from "Dossier" d
    left join "Mission" m on m."id" = (select ma."MissionId" from "MissionAppartement" ma
      where ma."AppartementId" = d."AppartementId" order by ma."MissionId" desc limit 1)
    where d."id" = ${dossierId}`);

const PIECE_MANQUANTE = [404, 409];

/** A generated document's stored key, or the reason it could not be made (404 / 409 answered by its generator). */
async function genere(
  manquantes: string[],
  libelle: string,
  make: () => Promise<{ generated: string }>,
): Promise<string | null> {
  try {
    return urlToKey((await make()).generated);
  } catch (e) {
    if (e instanceof ApiError && PIECE_MANQUANTE.includes(e.status)) {
      manquantes.push(`${libelle} : ${e.message}`);
      return null;
    }
    throw e;
  }
}

export async function dossierSinistreZip(
  ports: Ports,
  dossierId: number,
): Promise<{ zip: ReadableStream<Uint8Array>; nom: string }> {
  const g = await garantieDuSinistre(ports, dossierId);
  const [lu] = await lire(ports, dossierId);
  if (!lu) throw new Error("dossier lu puis disparu");
  const pieces: Piece[] = [];
  const manquantes: string[] = [];
  const ajoute = (nom: string, cle: string | null, dossier?: string) => {
    if (cle) pieces.push({ nom, cle, ...(dossier ? { dossier } : {}) });
  };

  ajoute(
    "01 Contrat de location.pdf",
    lu.contratLocation
      ? urlToKey(lu.contratLocation)
      : await genere(manquantes, "Contrat de location", () =>
          genererContratLocation(ports, dossierId),
        ),
  );
  // JSON.parse gives any: the statement built these arrays as written in lire().
  const actes: { nom: string; url: string }[] = JSON.parse(lu.actes);
  const fichiers: { nom: string; cle: string }[] = JSON.parse(lu.fichiers);
  for (const a of actes) ajoute(`01 Acte de cautionnement - ${a.nom}.pdf`, urlToKey(a.url));
  ajoute(
    "02 État des lieux d'entrée.pdf",
    lu.inventaireEntree
      ? urlToKey(lu.inventaireEntree)
      : await genere(manquantes, "État des lieux d'entrée", () =>
          genererEtatLieux(ports, dossierId, "entree"),
        ),
  );
  // The exit inventory exists only once the tenant left: none is no missing piece.
  ajoute(
    "02 État des lieux de sortie.pdf",
    lu.inventaireSortie
      ? urlToKey(lu.inventaireSortie)
      : await genere([], "", () => genererEtatLieux(ports, dossierId, "sortie")),
  );
  ajoute(
    "03 Relevé de compte du locataire.pdf",
    await genere(manquantes, "Relevé de compte", () => genererReleveCompte(ports, dossierId, {})),
  );
  // The letters of the steps recorded, made again from the lease (lettres.ts).
  const lettres = new Set(
    (lu.etapes ?? "").split(",").flatMap((e): LettreSinistre[] => {
      const l = LETTRE_DE_L_ETAPE[e];
      return l ? [l] : [];
    }),
  );
  for (const [n, etape] of [
    ["04", "relance"],
    ["05", "mise_en_demeure"],
  ] as const) {
    if (!lettres.has(etape)) continue;
    try {
      const l = await lettreSinistre(ports, dossierId, etape, g);
      pieces.push({ nom: `${n} ${l.nom}`, bytes: l.bytes });
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 409)) throw e;
      manquantes.push(`${etape === "relance" ? "Relance" : "Mise en demeure"} : ${e.message}`);
    }
  }
  if (lu.missionId === null)
    manquantes.push("Mandat de gestion : aucun mandat ne porte sur ce lot.");
  else {
    const missionId = lu.missionId;
    ajoute(
      "06 Mandat de gestion.pdf",
      lu.ordreMission
        ? urlToKey(lu.ordreMission)
        : await genere(manquantes, "Mandat de gestion", () =>
            genererOrdreMission(ports, missionId),
          ),
    );
  }
  for (const f of fichiers) ajoute(f.nom, f.cle, "07-pieces-du-locataire/");
  if (g.type === "visale" && g.visale)
    pieces.push({
      nom: "08 Déclaration Visale.pdf",
      bytes: await ficheVisale(ports, dossierId, g.visale),
    });
  if (manquantes.length)
    pieces.push({
      nom: "pieces-manquantes.txt",
      bytes: new TextEncoder().encode(`${manquantes.join("\r\n")}\r\n`),
      deflate: true,
    });
  return { zip: flux(ports, pieces), nom: `sinistre-bail-${dossierId}.zip` };
}

/** The pieces as a zip, each stored object read as the client reads. */
function flux(ports: Ports, pieces: Piece[]) {
  const noms = nomsArchive(pieces.map((p) => ({ nom: p.nom, dossier: p.dossier })));
  let i = 0;
  return zipStream(async (): Promise<ZipItem | null> => {
    const p = pieces[i];
    const name = noms[i++];
    if (!p || name === undefined) return null;
    if ("bytes" in p) return { name, body: p.bytes, deflate: p.deflate };
    const stored = await ports.files.get(p.cle);
    if (!stored) throw new Error(`pièce absente du stockage : ${p.cle}`);
    return { name, body: stored.body };
  });
}
