import {
  type LettreSinistre,
  LIBELLES_LETTRE,
  mentionVisale,
  MSG_SANS_GARANTIE,
} from "../../domain/garanties/lettres";
import { today } from "../../lib/dates";
import { conflict } from "../../lib/errors";
import type { Ports } from "../../ports";
import { miseEnDemeure, MSG_RIEN_A_METTRE_EN_DEMEURE } from "../compte/documents";
import { documentContext } from "../documents/context";
import { pdfs } from "../documents/pdf";
import { lettresDeRelance } from "../relances/lettre";
import { lireGarantie } from "./garantie";

// GET /api/Dossier/{id}/sinistre/lettre?etape=relance|mise_en_demeure (issue 78 item 3, ADR 130): a claim step's
// letter, made from the lease by the reminders' own readers, so its amounts are the tenant's own debt: the housing
// aid awaited is out of it (ADR 123) and the terms an insurer paid are settled (ADR 118). Not stored: the claim file
// makes them again (zip.ts).

/** The lease's guarantee, 404 for an unknown lease, 409 when it is under neither a GLI nor Visale. */
export async function garantieDuSinistre(ports: Ports, dossierId: number) {
  const g = await lireGarantie(ports, dossierId);
  if (g.type !== "gli" && g.type !== "visale") throw conflict(MSG_SANS_GARANTIE);
  return g;
}

export async function lettreSinistre(
  ports: Ports,
  dossierId: number,
  etape: LettreSinistre,
  garantie?: Awaited<ReturnType<typeof garantieDuSinistre>>,
): Promise<{ bytes: Uint8Array; nom: string }> {
  const g = garantie ?? (await garantieDuSinistre(ports, dossierId));
  const libelle = LIBELLES_LETTRE[etape];
  if (etape === "mise_en_demeure") {
    // Visale asks it by registered mail with acknowledgement of receipt: the letter says so.
    const mention = g.type === "visale" ? mentionVisale(today(ports.clock)) : undefined;
    const made = await miseEnDemeure(ports, dossierId, mention);
    if (!made) throw conflict(MSG_RIEN_A_METTRE_EN_DEMEURE);
    return { bytes: made.bytes, nom: `${libelle} - ${made.holder}.pdf` };
  }
  // The first reminder's text, as « Relancer maintenant » writes it (409 when nothing is unpaid).
  const l = await lettresDeRelance(ports, dossierId, 1);
  const p = l.parties;
  const bytes = await (await pdfs()).lettreRelancePdf(
    {
      bailleurs: p.bailleurs,
      mandataire: p.mandataire,
      locataires: p.locataires,
      adresseLocal: p.adresseLocal,
      libelle,
      objet: l.locataire.objet,
      texte: l.locataire.texte,
    },
    await documentContext(ports),
  );
  return { bytes, nom: `${libelle} - ${p.holder}.pdf` };
}
