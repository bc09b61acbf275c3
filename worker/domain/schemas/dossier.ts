import { z } from "zod";
import {
  booleen,
  booleenOptionnel,
  choix,
  choixOptionnel,
  date,
  dateRequise,
  entier,
  entierRequis,
  idOptionnel,
  idRequis,
  montant,
  montantRequis,
  nombre,
  parDefaut,
  surface,
  tauxTva,
  texte,
  texteRequis,
} from "./fields";
import { periodeConstruction } from "./appartement";
import { regleComplement } from "../loyer";
import { toCents } from "../money";
import { TYPES_BAIL } from "../bail/types-bail";
import { regleDepot } from "../bail/depot";
import { regleDureeEtudiant, regleDureeMobilite } from "../bail/duree";
import { regleMotifMobilite } from "../bail/mobilite";
import { MODE_PRELEVEMENT, MODES_PAIEMENT_LOYER, MOTIFS_MOBILITE } from "./enums";
import { regleHonorairesBailleur } from "../bail/honoraires";
import {
  CODES_EXCEPTION_LOYER,
  exceptionAJustifier,
  MSG_MOTIF_EXCEPTION,
} from "../reglementation/relocation";

/**
 * Spec 9: the values a new dossier starts with (the form shows them, the server applies them when absent or blank).
 * The IRL (`indice`, `indiceTrim`) is no constant: the last quarter published by the signature date, which the
 * server fills from its table (services/irl/bail.ts, issue 23); the schema leaves both optional for that.
 */
export const DOSSIER_DEFAUTS = {
  jourQuitance: 5,
  lieuSignature: "Paris",
  fraisDossierTauxTVA: 20,
} as const;

export const encadrementSchema = z.object({
  surface: surface(),
  nbPiece: entier(0),
  periodeConstruction: periodeConstruction(),
  loyerReference: montant(),
  loyerReferenceMajore: montant(),
  montantBase: montant(), // derived: loyerReferenceMajore x surface
  complementLoyer: montant({ signe: true }), // derived: loyerHC - montantBase
  caracteristiqueLoyer: texte(),
});

export const clausesSchema = z.object({ clausesText: texte() });

export const dossierSchema = z
  .object({
    AppartementId: idRequis(),
    LocataireId: idRequis(),
    // The kind of lease (issue 23): its contract, term, notice and deposit cap (worker/domain/bail/types-bail.ts).
    typeBail: choix(TYPES_BAIL, "nu"),
    // A bail mobilité's reason (art. 25-12), required for that kind (issue 39).
    motifMobilite: choixOptionnel(MOTIFS_MOBILITE),
    dateEntree: dateRequise(),
    dateSortie: date(),
    dateCreationBail: dateRequise(),
    dateDebutBail: dateRequise(),
    dateFinBail: date(),
    dateDebutPreavis: date(),
    dateFinPreavis: date(),
    dateRetourCaution: date(),
    // Keys returned at the end of the lease: the deposit's return and its legal deadline start here (art. 22).
    dateRestitutionCles: date(),
    depotGarantie: montantRequis(),
    edfEntree: texte(),
    // The home insurance certificate in hand (art. 7 g): staff's entry; the tenant's upload sets it too (issue 62).
    assuranceAssureur: texte(),
    assuranceDateFin: date(),
    // Issue 63: rent-level control, derived by the server from the lot's commune and the signature day when absent
    // (worker/domain/echeances/encadrement.ts); false against the rule needs motifHorsEncadrement.
    soumisEncadrement: booleenOptionnel(),
    motifHorsEncadrement: texte(),
    // The diagnostics handed to the tenant apart: the lease prints without its annexes' check (issue 63).
    annexesFourniesAPart: booleen(false),
    // The last yearly boiler maintenance certificate (décret n° 2009-649), for a lot with a boiler (issue 63).
    entretienChaudiereDate: date(),
    indice: nombre(),
    indiceTrim: texte(),
    dateRevision: date(),
    // Spec 9 default 5 when the field is absent; spec 5 keeps it required, so a blanked value is still refused.
    jourQuitance: z.preprocess(
      (v) => (v === undefined ? DOSSIER_DEFAUTS.jourQuitance : v),
      entierRequis(1, 31, "Le jour de quittance doit être compris entre 1 et 31."),
    ),
    lieuSignature: parDefaut(texte(), DOSSIER_DEFAUTS.lieuSignature),
    loyerHC: montantRequis(),
    loyerCharge: montantRequis(),
    numFraisDossier: texteRequis(),
    fraisDossierTTC: parDefaut(montant(), 0),
    fraisDossierTauxTVA: parDefaut(tauxTva(), DOSSIER_DEFAUTS.fraisDossierTauxTVA),
    dateFraisDossier: date(),
    // The lessor's share of the letting fees (décret n° 2015-587, annexe, VII), printed beside the tenant's.
    honorairesBailleurTTC: montant(),
    encadrement: encadrementSchema.nullish(),
    clauses: clausesSchema.nullish(),
    caution: booleen(false),
    // The deposit kept by the owner rather than held by the agency (issue 60: the trust statement tells them apart).
    depotConserveParProprietaire: booleen(false),
    // How the tenant pays without a direct-debit mandate (it reads "Prélèvement" while one is active; sent back,
    // "Prélèvement" keeps the stored mode: services/prelevements/mode-paiement.ts).
    modePaiement: choix([...MODES_PAIEMENT_LOYER, MODE_PRELEVEMENT], "Virement"),
    etatIn: idOptionnel(),
    etatOut: idOptionnel(),
    // Zone tendue: the previous tenant's last rent and when it was paid (décret n° 2015-587, annexe, IV A).
    dernierLoyerPrecedent: montant(),
    dateDernierLoyerPrecedent: date(),
    // Issue 73: the case of décret n° 2017-1198 under which the rent exceeds the previous tenant's in zone tendue.
    exceptionLoyer: choixOptionnel(CODES_EXCEPTION_LOYER),
    exceptionLoyerMotif: texte(),
  })
  .superRefine((d, ctx) => {
    if (exceptionAJustifier(d.exceptionLoyer) && !d.exceptionLoyerMotif)
      ctx.addIssue({ code: "custom", path: ["exceptionLoyerMotif"], message: MSG_MOTIF_EXCEPTION });
    const cents = (v: number | null | undefined) => (v == null ? v : toCents(v));
    // The deposit's cap by kind (loi n° 89-462, art. 22, 25-6, 25-16) and the bail mobilité's term (art. 25-14).
    const depot = regleDepot(d.typeBail, cents(d.loyerHC), cents(d.depotGarantie));
    if (depot) ctx.addIssue({ code: "custom", path: ["depotGarantie"], message: depot });
    const part = regleHonorairesBailleur(cents(d.fraisDossierTTC), cents(d.honorairesBailleurTTC));
    if (part) ctx.addIssue({ code: "custom", path: ["fraisDossierTTC"], message: part });
    const fin = regleDureeMobilite(d.typeBail, d.dateDebutBail, d.dateFinBail);
    if (fin) ctx.addIssue({ code: "custom", path: ["dateFinBail"], message: fin });
    const neufMois = regleDureeEtudiant(d.typeBail, d.dateDebutBail, d.dateFinBail);
    if (neufMois) ctx.addIssue({ code: "custom", path: ["dateFinBail"], message: neufMois });
    const motif = regleMotifMobilite(d.typeBail, d.motifMobilite);
    if (motif) ctx.addIssue({ code: "custom", path: ["motifMobilite"], message: motif });
    // Rent cap (euros here, cents in the rule): a rent above the base needs its complement justified.
    const e = d.encadrement;
    if (!e) return;
    const message = regleComplement(cents(d.loyerHC), {
      ...e,
      loyerReferenceMajore: cents(e.loyerReferenceMajore),
    });
    if (message)
      ctx.addIssue({ code: "custom", path: ["encadrement", "caracteristiqueLoyer"], message });
  });
