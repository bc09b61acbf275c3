import { sql } from "drizzle-orm";
import { adresse, nomClient } from "../../documents/parties";
import { introuvable } from "../../domain/labels";
import { METIER_LABELS, type Metier } from "../../domain/travaux/types";
import { notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { documentContextOf } from "../documents/context";
import { pdfs } from "../documents/pdf";
import { agenceDe, agenceRead } from "../mandats/agence";

// GET /Intervention/{id}/ordre (issue 76, item 2; ADR 120): the order of service as a PDF, made on demand from its
// reads sent together (one round trip on the edge), not stored. The tenant's contact only when they agreed.

interface Ligne {
  id: number;
  metier: Metier;
  objet: string;
  description: string;
  urgence: number;
  contactLocataire: number;
  datePassage: string | null;
  lot: string;
  digicode: string | null;
  etage: string | null;
  detailClef: string | null;
  gardienNom: string | null;
  gardienTel: string | null;
  raisonSociale: string | null;
  fAdresse: string | null;
  fCodePostal: string | null;
  fVille: string | null;
  siret: string | null;
}

export async function ordreDeService(ports: Ports, id: number) {
  const [[l], [devis], locataires, proprietaires, agence] = await Promise.all([
    ports.db.all<Ligne>(sql`select i."id", i."metier", i."objet", i."description", i."urgence",
        i."contactLocataire", i."datePassage", a."adresse" || ', ' || a."codePostal" || ' ' || a."ville" as "lot",
        a."digicode", a."etage", a."detailClef", a."gardienNom", a."gardienTel", f."raisonSociale",
        f."adresse" as "fAdresse", f."codePostal" as "fCodePostal", f."ville" as "fVille", f."siret"
      from "Intervention" i join "Appartement" a on a."id" = i."AppartementId"
        left join "Fournisseur" f on f."id" = i."FournisseurId" where i."id" = ${id}`),
    ports.db.all<{
      montantHT: number;
      tauxTVA: number;
      montantTTC: number;
      mentionTVA: string | null;
    }>(
      sql`select "montantHT", "tauxTVA", "montantTTC", "mentionTVA" from "Devis"
        where "InterventionId" = ${id} and "choisi" = 1 and "refuseAt" is null`,
    ),
    // The lot's current tenant, only when the order says they agreed to be called.
    ports.db.all<{ prenom: string; nom: string; tel: string | null; mail: string | null }>(
      sql`select l."prenom", l."nom", l."tel", l."mail" from "Intervention" i
        join "Dossier" d on d."AppartementId" = i."AppartementId" and d."clos" = 0
        join "Locataire" l on l."id" = d."LocataireId"
        where i."id" = ${id} and i."contactLocataire" = 1 order by d."dateEntree" desc limit 1`,
    ),
    ports.db.all<{
      titre: string | null;
      prenom: string;
      nom: string;
      raisonSociale: string | null;
    }>(
      sql`select c."titre", c."prenom", c."nom", c."raisonSociale" from "Intervention" i
        join "AppartementProprietaire" ap on ap."AppartementId" = i."AppartementId"
        join "Client" c on c."id" = ap."ClientId" where i."id" = ${id} order by c."nom", c."id"`,
    ),
    agenceRead(ports),
  ]);
  if (!l) throw notFound(introuvable("Intervention"));
  const [t] = locataires;
  const bytes = await (await pdfs()).ordreServicePdf(
    {
      numero: l.id,
      fournisseur: {
        raisonSociale: l.raisonSociale ?? "À désigner",
        adresse: adresse(l.fAdresse, l.fCodePostal, l.fVille),
        siret: l.siret,
      },
      lot: l.lot,
      acces: [
        ["Étage", l.etage],
        ["Digicode", l.digicode],
        ["Clés", l.detailClef],
        ["Gardien", [l.gardienNom, l.gardienTel].filter(Boolean).join(", ") || null],
      ],
      locataire: t ? { nom: `${t.prenom} ${t.nom}`.trim(), tel: t.tel, mail: t.mail } : null,
      metier: METIER_LABELS[l.metier],
      objet: l.objet,
      description: l.description,
      urgence: Boolean(l.urgence),
      datePassage: l.datePassage,
      prix: devis
        ? {
            ht: devis.montantHT,
            tauxTVA: devis.tauxTVA,
            ttc: devis.montantTTC,
            mentionTVA: devis.mentionTVA,
          }
        : null,
      proprietaires: proprietaires.map(nomClient),
    },
    documentContextOf(ports, agenceDe(ports, agence)),
  );
  return { bytes, nom: `ordre-de-service-${l.id}.pdf` };
}
