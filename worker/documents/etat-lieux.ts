// The inventory of fixtures (état des lieux, décret n° 2016-382 du 30 mars 2016): its general fields, the meters'
// readings, the keys and the room grid. The exit inventory shows the entry's state beside its own when the dossier
// has both, each room paired with its entry room by identity (etat-lieux-comparaison.ts), and the tenant's new
// address (art. 3).
import type { DossierBundle, EtatLieuxRow } from "./data";
import { cles, compteurs, pieces } from "./etat-lieux-comparaison";
import {
  createDocument,
  dateLongue,
  join,
  ouiNon,
  text,
  type Column,
  type DocumentContext,
  type Text,
} from "./layout";
import { adresseClient, adresseLogement, nomClient, titulaires } from "./parties";

export async function etatLieuxPdf(
  b: DossierBundle,
  sens: "entree" | "sortie",
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const etat = sens === "entree" ? b.etatIn : b.etatOut;
  if (!etat) throw new Error(`No ${sens} inventory`);
  // The exit inventory is read against the entry's: both side by side when the entry exists.
  const entree = sens === "sortie" ? b.etatIn : null;
  const titre = sens === "entree" ? "État des lieux d'entrée" : "État des lieux de sortie";
  const doc = await createDocument({ ...ctx, titre, sousTitre: adresseLogement(b.appartement) });

  doc.heading("Les parties");
  doc.fields([
    ["Bailleur", join(b.proprietaires.map(nomClient), ", ")],
    ["Adresse du bailleur", b.proprietaires[0] ? adresseClient(b.proprietaires[0]) : ""],
    ["Mandataire", join([ctx.agence.nom, ctx.agence.adresse], ", ")],
    [
      "Locataire",
      titulaires(b.locataire, b.colocataires)
        .map((h) => h.nom)
        .join(" et "),
    ],
    // Décret n° 2016-382, art. 3: the exit inventory gives the tenant's new home or place of residence.
    ["Nouvelle adresse du locataire", sens === "sortie" ? etat.nouvelleAdresse : ""],
  ]);
  doc.heading("Le logement");
  doc.fields([
    ["Adresse", adresseLogement(b.appartement)],
    [
      "Situation",
      join(
        [
          b.appartement.situation,
          text(b.appartement.etage) && `étage ${text(b.appartement.etage)}`,
        ],
        ", ",
      ),
    ],
    [
      "Surface",
      text(b.appartement.surface) && `${String(b.appartement.surface).replace(".", ",")} m²`,
    ],
    ["Date d'entrée", dateLongue(b.dossier.dateEntree)],
    // The exit's date is the exit inventory's own, not the lease's end.
    ["Date de sortie", sens === "sortie" ? dateLongue(etat.date) : ""],
  ]);

  doc.heading("Relevés et équipements");
  const general: [string, (e: EtatLieuxRow) => Text][] = [
    ["Date de l'état des lieux", (e) => dateLongue(e.date)],
    ["Clés remises", (e) => e.clef],
    ["Eau froide", (e) => e.eauFroide],
    ["Eau chaude", (e) => e.eauChaude],
    ["Chauffage", (e) => e.chauffage],
    ["Antenne", (e) => e.antenne],
    ["Aménagement", (e) => e.amenagement],
    ["Interphone", (e) => ouiNon(e.interphone)],
    ["Double vitrage", (e) => ouiNon(e.doubleVitrage)],
  ];
  doc.table(
    columns(entree),
    general.map(([label, get]) => (entree ? [label, get(entree), get(etat)] : [label, get(etat)])),
  );

  compteurs(doc, etat, entree);
  cles(doc, etat, entree);
  pieces(doc, etat, entree);

  const holders = titulaires(b.locataire, b.colocataires);
  // The closing sentence and the signatures on one page.
  doc.keepTogether(() => {
    doc.paragraph(
      "Le présent état des lieux, établi contradictoirement, est annexé au contrat de location dont il fait partie intégrante.",
      { size: 8.5 },
    );
    doc.signatures(
      [
        {
          role: "Le bailleur ou son mandataire",
          nom: ctx.agence.nom,
          mention: "« Certifié exact »",
        },
        ...holders.map((h) => ({
          role: "Le locataire",
          nom: h.nom,
          mention: "« Certifié exact »",
        })),
      ],
      { lieu: etat.lieu, date: dateLongue(etat.date) },
    );
  });
  return doc.finish();
}

function columns(entree: EtatLieuxRow | null): Column[] {
  return entree
    ? [
        { titre: "Élément", largeur: 1.1 },
        { titre: "À l'entrée", largeur: 2 },
        { titre: "À la sortie", largeur: 2 },
      ]
    : [
        { titre: "Élément", largeur: 1.1 },
        { titre: "État", largeur: 4 },
      ];
}
