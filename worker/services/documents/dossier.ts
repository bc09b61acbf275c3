import type { Ports } from "../../ports";
import { notFound } from "../../lib/errors";
import { introuvable } from "../../domain/labels";
import { pdfs } from "./pdf";
import type { DossierBundle } from "../../documents/data";
import { documentContext } from "./context";
import { dossierBundle } from "./dossier-data";
import { storeGenerated } from "./store";
import { lirePlafonds } from "../referentiels/honoraires";
import { acteSigne, bailSigne, etatLieuxSigne } from "../../domain/signature/signe";
import { today } from "../../lib/dates";
import { generateVersioned } from "./versions";
import { annexesDuContrat, lirePourContrat } from "./contrat-annexes";
import { lireGarantie } from "../garanties/garantie";
import { mentionGarantie } from "../../domain/garanties/mention-bail";

const holderName = (b: DossierBundle) => `${b.locataire.prenom} ${b.locataire.nom}`;

/**
 * Makes one of a dossier's documents and stores it under its subject "Dossier/{id}/{type}". A signable one (`signe`
 * says whether it is signed) is kept as a version, and once signed answers its signed version (versions.ts).
 */
async function generer(
  ports: Ports,
  id: number,
  type: string,
  nom: string,
  make: (b: DossierBundle) => Promise<Uint8Array>,
  b?: DossierBundle,
  signe?: (b: DossierBundle) => boolean,
) {
  const bundle = b ?? (await dossierBundle(ports, id));
  const sujet = `Dossier/${id}/${type}`;
  const store = async () =>
    storeGenerated(
      ports,
      { sujet, type, nom: `${nom} - ${holderName(bundle)}`, owners: { DossierId: id } },
      await make(bundle),
      signe && { signe: signe(bundle) },
    );
  return signe ? generateVersioned(ports, sujet, signe(bundle), store) : store();
}

/**
 * GET Dossier/{id}/contratLocation/generate: the lease. Its lot's diagnostics and DPE are read with its bundle; it
 * prints the class of the DPE diagnostic when there is one (energieDuLot), and is refused (409) before it is made
 * when a needed diagnostic is missing or out of date on its signature day, or the dwelling not decent at its start
 * (contrat-annexes.ts). A signed lease already kept answers its signed version, unchecked (ADR 039).
 */
export async function genererContratLocation(ports: Ports, id: number) {
  const [bundle, lu, garantie] = await Promise.all([
    dossierBundle(ports, id),
    lirePourContrat(ports, id),
    lireGarantie(ports, id),
  ]);
  const a = bundle.appartement;
  const b = {
    ...bundle,
    appartement: { ...a, classeEnergie: lu.energie?.classe ?? a.classeEnergie },
  };
  return generer(
    ports,
    id,
    "contratLocation",
    "Contrat de location",
    async (b) => {
      const annexes = annexesDuContrat(b, lu);
      // The ceilings printed are those the lease was checked against (the admin's rows over the shipped ones).
      return (await pdfs()).contratLocationPdf(
        b,
        await documentContext(ports),
        await lirePlafonds(ports),
        annexes,
        // Issue 78 item 3: the lease names its Visale visa or its GLI insurer.
        mentionGarantie(garantie),
      );
    },
    b,
    (b) => bailSigne(b.dossier, today(ports.clock)),
  );
}

/** GET Dossier/{id}/etiquetteLocataire/generate: the holders' labels. */
export const genererEtiquetteLocataire = (ports: Ports, id: number) =>
  generer(ports, id, "etiquetteLocataire", "Étiquettes locataire", async (b) =>
    (await pdfs()).etiquetteLocatairePdf(b, await documentContext(ports)),
  );

/** GET Dossier/{id}/etatIn|etatOut/generate: the inventory; 404 when the dossier has none of that kind. */
export async function genererEtatLieux(ports: Ports, id: number, sens: "entree" | "sortie") {
  const b = await dossierBundle(ports, id);
  if (!(sens === "entree" ? b.etatIn : b.etatOut))
    throw notFound(
      sens === "entree"
        ? "L'état des lieux d'entrée est introuvable."
        : "L'état des lieux de sortie est introuvable.",
    );
  const [type, nom] =
    sens === "entree"
      ? ["etatIn", "État des lieux d'entrée"]
      : ["etatOut", "État des lieux de sortie"];
  return generer(
    ports,
    id,
    type,
    nom,
    async (bundle) => (await pdfs()).etatLieuxPdf(bundle, sens, await documentContext(ports)),
    b,
    (bundle) =>
      etatLieuxSigne(
        sens === "entree" ? bundle.etatIn : bundle.etatOut,
        sens === "entree" ? bundle.dossier.inventaireEntree : bundle.dossier.inventaireSortie,
        today(ports.clock),
      ),
  );
}

/** GET Dossier/{id}/acteCautionnement/{cautionId}/generate: the deed of one of the dossier's guarantors. */
export async function genererActeCautionnement(ports: Ports, id: number, cautionId: number) {
  const b = await dossierBundle(ports, id);
  const caution = b.cautions.find((c) => c.id === cautionId);
  if (!caution) throw notFound(introuvable("Caution"));
  const sujet = `Dossier/${id}/acteCautionnement/${cautionId}`;
  const signe = acteSigne(caution, today(ports.clock));
  return generateVersioned(ports, sujet, signe, async () =>
    storeGenerated(
      ports,
      {
        sujet,
        type: "acteCautionnement",
        nom: `Acte de cautionnement - ${caution.prenom} ${caution.nom}`,
        owners: { DossierId: id, CautionId: cautionId },
      },
      await (await pdfs()).acteCautionnementPdf(b, caution, await documentContext(ports)),
      { signe },
    ),
  );
}
