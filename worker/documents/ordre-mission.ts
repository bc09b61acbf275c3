import { numeroLisible } from "../domain/validation/identifiants";
// The mission order: who commissions the agency, for which apartments, the fees with their TVA, the planned
// instalments, those recorded and what remains to pay.
import { dureeImprimee, periodeMandat } from "../domain/mandats/registre";
import { resumeMission } from "../domain/mission";
import { htFromTtc } from "../domain/money";
import type { MissionBundle } from "./data";
import {
  createDocument,
  dateCourte,
  dateLongue,
  euros,
  eurosEtLettres,
  join,
  ouiNon,
  pourcent,
  type DocumentContext,
} from "./layout";
import { adresseClient, adresseLogement, nomClient } from "./parties";

/** The mandate's duration (its stated term, else its instalments' period), with its bounds when known. */
function dureeMission(mission: MissionBundle["mission"], accomptes: MissionBundle["accomptes"]) {
  const { debut, fin } = periodeMandat(mission, accomptes);
  const duree = dureeImprimee(debut, fin);
  return debut && fin ? `${duree} (du ${dateLongue(debut)} au ${dateLongue(fin)})` : duree;
}

export async function ordreMissionPdf(b: MissionBundle, ctx: DocumentContext): Promise<Uint8Array> {
  const m = b.mission;
  const taux = m.tauxTva ?? 20;
  const echeances: [string, number][] = [
    ["Premier acompte", m.accompte1],
    ["Deuxième acompte", m.accompte2],
    ["Reliquat", m.reliquat],
  ];
  const resume = resumeMission(m, b.accomptes, b.appartements.length);
  const appartementDe = (id: number | null) => {
    const a = b.appartements.find((x) => x.id === id);
    return a ? adresseLogement(a) : "";
  };
  const doc = await createDocument({
    ...ctx,
    titre: "Ordre de mission",
    sousTitre: join([m.numeroMandat && `Mandat n° ${m.numeroMandat}`, m.type], " — "),
  });

  doc.heading("Le mandant");
  for (const c of b.clients)
    doc.fields([
      ["Nom", nomClient(c)],
      ["Adresse", adresseClient(c)],
      ["SIRET", numeroLisible(c.numSiret)],
    ]);
  doc.heading("Le mandataire");
  doc.fields([
    ["Agence", ctx.agence.nom],
    ["Adresse", ctx.agence.adresse],
    ["SIRET", numeroLisible(ctx.agence.siret)],
    ["Carte professionnelle", ctx.agence.carteProfessionnelle],
  ]);

  doc.heading("Objet de la mission");
  doc.fields([
    ["Mandat n°", m.numeroMandat],
    ["Type de mission", m.type],
    ["Date de signature", dateLongue(m.dateSignature)],
    ["Durée du mandat", dureeMission(b.mission, b.accomptes)],
    ["Nombre d'appartements", m.nbAppart],
    ["Domicile unique", ouiNon(m.domicileUnique)],
  ]);
  if (b.appartements.length)
    doc.table(
      [
        { titre: "Appartement", largeur: 4 },
        { titre: "Surface", align: "right" },
        { titre: "Pièces", align: "right" },
      ],
      b.appartements.map((a) => [
        adresseLogement(a),
        a.surface ? `${String(a.surface).replace(".", ",")} m²` : "",
        a.nbPiece,
      ]),
    );

  doc.heading("Honoraires");
  doc.table(
    [
      { titre: "Désignation", largeur: 3 },
      { titre: "Montant TTC", align: "right" },
    ],
    [
      ["Valeur de la mission par appartement", euros(m.valeurMissionAppt)],
      [`Nombre d'appartements : ${m.nbAppart}`, ""],
      { cells: ["Total de la mission TTC", euros(m.valeurTotalMission)], bold: true },
      [`dont TVA à ${pourcent(taux)}`, euros(m.valeurTotalMission - resume.totalHT)],
      ["Total hors taxes", euros(resume.totalHT)],
    ],
  );
  doc.paragraph(`Soit un total de ${eurosEtLettres(m.valeurTotalMission)} toutes taxes comprises.`);

  // The plan is in amounts TTC (not shares of the total): said so, with its own total, which the server keeps
  // within the mission's (issue 25); what is left of the total once planned is named, never hidden.
  const planifie = echeances.reduce((s, [, ttc]) => s + ttc, 0);
  doc.heading("Échéancier");
  doc.paragraph(
    "Échéancier en montants toutes taxes comprises (et non en pourcentages du total).",
    {
      size: 8.5,
    },
  );
  doc.table(
    [
      { titre: "Échéance", largeur: 3 },
      { titre: "HT", align: "right" },
      { titre: "TTC", align: "right" },
    ],
    [
      ...echeances.map(([label, ttc]) => [label, euros(htFromTtc(ttc, taux)), euros(ttc)]),
      {
        cells: ["Total de l'échéancier", euros(htFromTtc(planifie, taux)), euros(planifie)],
        bold: true,
      },
      ...(planifie < m.valeurTotalMission
        ? [
            [
              "Reste du total de la mission hors échéancier",
              euros(htFromTtc(m.valeurTotalMission - planifie, taux)),
              euros(m.valeurTotalMission - planifie),
            ],
          ]
        : []),
    ],
  );
  if (b.accomptes.length) {
    doc.paragraph("Acomptes enregistrés", { bold: true });
    doc.table(
      [
        { titre: "Période", largeur: 1.6 },
        { titre: "Appartement", largeur: 2.4 },
        { titre: "TTC", align: "right" },
        { titre: "HT", align: "right" },
        { titre: "Mode" },
        { titre: "Payé le" },
        { titre: "Réglé", largeur: 0.6 },
      ],
      b.accomptes.map((a) => [
        join([dateCourte(a.dateDepart), dateCourte(a.dateFin)], " – "),
        appartementDe(a.AppartementId),
        euros(a.prix),
        euros(a.prixHT),
        a.mode === "Cheque" ? "Chèque" : a.mode,
        dateCourte(a.datePaiement),
        ouiNon(a.regle),
      ]),
    );
  }
  // What is paid and left to pay, then the signatures, on one page.
  doc.keepTogether(() => {
    doc.fields([
      ["Total réglé", euros(resume.totalRegle)],
      ["Reste à payer", eurosEtLettres(resume.resteAPayer)],
    ]);

    doc.signatures(
      [
        ...b.clients.map((c) => ({
          role: "Le mandant",
          nom: nomClient(c),
          mention: "« Bon pour mission »",
        })),
        { role: "Le mandataire", nom: ctx.agence.nom },
      ],
      { date: dateLongue(m.dateSignature ?? ctx.date) },
    );
  });
  return doc.finish();
}
