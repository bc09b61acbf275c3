import { type Colonne, col } from "./colonne";

// The rest of each record's form as columns (issue 74 item 1, ADR 115): every field staff can type on a record
// screen has a column, copied as it is to the table's column of the same name (services/imports/champs-directs.ts)
// and exported from it. The sheets' first columns (colonnes.ts) are those a reading rule or a link needs; these are
// plain values. What has no column is listed with its reason in colonnes-couverture.test.ts.

const t = (champ: string, entete: string, aide: string, synonymes: string[] = []) =>
  col(champ, entete, "texte", aide, synonymes);
const d = (champ: string, entete: string, aide: string, synonymes: string[] = []) =>
  col(champ, entete, "date", aide, synonymes);
const b = (champ: string, entete: string, aide: string, synonymes: string[] = []) =>
  col(champ, entete, "booleen", aide, synonymes);
const m = (champ: string, entete: string, aide: string, synonymes: string[] = []) =>
  col(champ, entete, "montant", aide, synonymes);
const e = (champ: string, entete: string, aide: string, synonymes: string[] = []) =>
  col(champ, entete, "entier", aide, synonymes);

export const COLONNES_FICHES = {
  Proprietaires: [
    t("nomJeuneFille", "Nom de naissance", "Le nom de naissance, s'il diffère.", [
      "Nom de jeune fille",
    ]),
    t("sexe", "Sexe", "Non défini, Male ou Femelle (la fiche)."),
    t("cpNaissance", "Code postal de naissance", "5 chiffres."),
    t("nom2", "Nom du conjoint", "Le nom de la personne liée.", ["Nom 2"]),
    t("numEdf", "N EDF", "Le numéro de client EDF.", ["Numéro EDF"]),
    t("numEnedis", "N Enedis", "Le numéro Enedis.", ["Numéro Enedis"]),
    t("adresseFiscale", "Adresse fiscale", "L'adresse fiscale, si autre."),
    t("codePostalFiscale", "Code postal fiscal", "5 chiffres."),
    t("villeFiscale", "Ville fiscale", "La commune fiscale."),
    col("mailPro", "Email pro", "email", "L'adresse électronique professionnelle.", ["Mail pro"]),
    col("fixePerso", "Fixe", "telephone", "Le téléphone fixe.", ["Téléphone fixe"]),
    col("fixePro", "Fixe pro", "telephone", "Le téléphone fixe professionnel."),
    col("mobilePro", "Mobile pro", "telephone", "Le mobile professionnel."),
    d("creationPOI", "Creation POI", "La date de création du POI.", ["Création POI"]),
    d("dateDepotPOI", "Depot POI", "La date de dépôt du POI.", ["Dépôt POI"]),
    m("reserve", "Reserve", "Le montant gardé à chaque reversement.", ["Réserve"]),
  ],
  Appartements: [
    t("typeImmeuble", "Type d'immeuble", "collectif ou individuel."),
    t("destination", "Destination", "usage d'habitation ou usage mixte."),
    t("chauffage", "Chauffage", "collective ou individuelle."),
    t("eauChaude", "Eau chaude", "collective ou individuelle."),
    b("wip", "En travaux", "oui si le lot est en travaux."),
    t("numeroClef", "N clef", "Le numéro des clés.", ["Numéro de clé"]),
    t("detailClef", "Detail clefs", "Le détail des clés.", ["Détail des clés"]),
    t("detailTelecomande", "Telecommande", "Le détail des télécommandes.", ["Télécommande"]),
    t("digicode", "Digicode", "Le code d'entrée."),
    t("pdl", "PDL", "Le point de livraison électrique.", ["Point de livraison"]),
    b("cave", "Cave", "oui si le lot a une cave."),
    e("caveNum", "N cave", "Le numéro de la cave.", ["Numéro de cave"]),
    b("quitanceAuto", "Quittance auto", "oui pour des quittances automatiques."),
    t("elementEquipement", "Equipements", "Les éléments d'équipement.", ["Équipements"]),
    t("elementEquipementImportant", "Equipements importants", "Les équipements importants."),
    col("syndicMail", "Email syndic", "email", "L'adresse du syndic."),
    col("syndicTel", "Telephone syndic", "telephone", "Le téléphone du syndic."),
    t("gestionnaireSyndicNom", "Gestionnaire syndic", "Le gestionnaire chez le syndic."),
    col("gestionnaireSyndicTel", "Telephone gestionnaire", "telephone", "Son téléphone."),
    col("gestionnaireSyndicMail", "Email gestionnaire", "email", "Son adresse électronique."),
    t("conseillerSyndical", "Conseil syndical", "Le membre du conseil syndical."),
    t("autreSyndic", "Autre syndic", "Un autre syndic."),
    b("gardiennage", "Gardiennage", "oui si l'immeuble a un gardien."),
    t("gardienNom", "Gardien", "Le nom du gardien."),
    col("gardienTel", "Telephone gardien", "telephone", "Le téléphone du gardien."),
    t("zoneLoyer", "Zone de loyer", "La zone de l'arrêté d'encadrement."),
    m("loyerPrecedent", "Loyer precedent", "Le loyer du locataire précédent.", ["Loyer précédent"]),
    d("dateLoyerPrecedent", "Date loyer precedent", "Son dernier versement."),
    t("codeInsee", "Code INSEE", "Le code INSEE de la commune."),
    t("classeClimat", "Classe climat", "La classe GES, A à G.", ["GES"]),
    m("depenseEnergieMin", "Depense energie min", "Estimation basse annuelle du DPE."),
    m("depenseEnergieMax", "Depense energie max", "Estimation haute annuelle du DPE."),
    e("anneeReferenceEnergie", "Annee des prix energie", "L'année de référence du DPE."),
    t("identifiantFiscal", "Identifiant fiscal", "L'identifiant fiscal du local."),
    t("equipementsTic", "Equipements TIC", "Les accès aux technologies de l'information."),
    d("datePermisConstruire", "Permis de construire", "La date du permis de construire."),
    e("anneeInstallationElectricite", "Annee electricite", "L'année de l'installation électrique."),
    e("anneeInstallationGaz", "Annee gaz", "L'année de l'installation de gaz."),
    b("chaudiere", "Chaudiere", "oui si le lot a une chaudière.", ["Chaudière"]),
    b("zoneRisques", "Zone a risques", "oui si la commune est exposée (ERP)."),
    b("zoneBruit", "Zone de bruit", "oui si le lot est en zone de bruit d'aérodrome."),
  ],
  Locataires: [
    t("nomJeuneFille", "Nom de naissance", "Le nom de naissance, s'il diffère.", [
      "Nom de jeune fille",
    ]),
    col("mail2", "Email 2", "email", "Une seconde adresse électronique."),
    col("tel2", "Telephone 2", "telephone", "Un second téléphone."),
    b("quitanceAuto", "Quittance auto", "oui pour des quittances automatiques."),
    b("mineur", "Mineur", "oui si un mineur occupe le logement."),
    col("mineurTitre", "Civilite du mineur", "civilite", "M. ou Mme."),
    t("mineurNom", "Nom du mineur", "Son nom."),
    t("mineurPrenom", "Prenom du mineur", "Son prénom."),
    d("mineurNaissance", "Naissance du mineur", "Sa date de naissance."),
    t("mineurLieuNaissance", "Lieu de naissance du mineur", "Sa commune de naissance."),
    col("mineurMail", "Email du mineur", "email", "Son adresse électronique."),
    col("mineurTel", "Telephone du mineur", "telephone", "Son téléphone."),
    col(
      "statut",
      "Situation",
      "statutLocataire",
      "Salarié, Indépendant, Étudiant, Apprenti, Retraité, Sans emploi ou Autre : un étudiant ou un apprenti peut avoir un garant à côté d'une GLI.",
      ["Statut", "Situation professionnelle"],
    ),
  ],
  Baux: [
    t("motifMobilite", "Motif mobilite", "Pour un bail mobilité : son motif (art. 25-12).", [
      "Motif du bail mobilité",
    ]),
    col(
      "fraisDossierTauxTVA",
      "TVA des frais",
      "nombre",
      "Le taux de TVA des honoraires de location.",
    ),
    d("dateSortie", "Date de sortie", "La sortie des lieux."),
    d("dateDebutPreavis", "Debut du preavis", "Le début du préavis.", ["Début du préavis"]),
    d("dateFinPreavis", "Fin du preavis", "La fin du préavis.", ["Fin du préavis"]),
    d("dateRetourCaution", "Retour du depot", "Le jour où le dépôt a été rendu."),
    d("dateRestitutionCles", "Remise des cles", "Le jour où les clés ont été rendues."),
    t("edfEntree", "Releve EDF entree", "Le relevé du compteur à l'entrée."),
    t("assuranceAssureur", "Assureur", "L'assureur du locataire.", ["Compagnie d'assurance"]),
    t("motifHorsEncadrement", "Motif hors encadrement", "Pourquoi le bail n'est pas encadré."),
    b("annexesFourniesAPart", "Annexes a part", "oui si les annexes sont remises à part."),
    d("entretienChaudiereDate", "Entretien chaudiere", "Le dernier entretien de la chaudière."),
    d("dateRevision", "Date de revision", "La date de la prochaine révision.", [
      "Date de révision",
    ]),
    t("lieuSignature", "Lieu de signature", "La commune où il a été signé.", ["Fait à"]),
    m("fraisDossierTTC", "Frais de dossier", "Les honoraires de location du locataire, TTC."),
    d("dateFraisDossier", "Date des frais", "Le jour où ils ont été facturés."),
    m(
      "honorairesBailleurTTC",
      "Honoraires bailleur",
      "Les honoraires de location du bailleur, TTC.",
    ),
    b("caution", "Avec garant", "oui si le bail a un garant."),
    b(
      "depotConserveParProprietaire",
      "Depot garde par le bailleur",
      "oui si le bailleur le détient.",
    ),
    m("dernierLoyerPrecedent", "Dernier loyer precedent", "Le loyer du locataire précédent."),
    d("dateDernierLoyerPrecedent", "Date dernier loyer precedent", "Son dernier versement."),
    t("exceptionLoyer", "Exception de loyer", "L'exception au plafond de relocation."),
    t("exceptionLoyerMotif", "Motif de l'exception", "Sa justification."),
  ],
  Garants: [
    b("cautionSolidaire", "Caution solidaire", "oui si l'engagement est solidaire."),
    d("dateCautionSolidaire", "Date de l'acte", "Le jour de l'acte de cautionnement."),
    d("retourCautionSolidaire", "Retour de l'acte", "Le jour où l'acte est revenu."),
    d("signatureCautionSolidaire", "Signature de l'acte", "Le jour de sa signature."),
    t("complement", "Complement", "Ce qu'il faut savoir du garant.", ["Complément"]),
    m("montantMaximum", "Montant maximum", "Le plafond de l'engagement."),
    e("dureeEngagement", "Duree engagement", "En mois.", ["Durée de l'engagement"]),
  ],
} as const satisfies Record<string, readonly Colonne[]>;

/**
 * A management mandate (Mission « Mandat de gestion »): the one the owners' fee on each rent is read from
 * (services/proprietaire/loyers.ts), so an imported owner is charged from the first rent collected.
 */
export const COLONNES_MANDATS: readonly Colonne[] = [
  col(
    "reference",
    "Reference",
    "reference",
    "L'identifiant du mandat dans l'ancien logiciel.",
    ["Référence", "Ref", "Code mandat"],
    true,
  ),
  col(
    "proprietaires",
    "Proprietaires",
    "references",
    "La ou les références des mandants (P001;P002).",
    ["Propriétaires", "Propriétaire", "Mandants", "Mandant"],
    true,
  ),
  col(
    "appartements",
    "Appartements",
    "references",
    "Les références des lots gérés (A001;A002).",
    ["Lots", "Lot", "Biens"],
    true,
  ),
  t("numeroMandat", "Numero de mandat", "Son numéro au registre des mandats.", [
    "N° mandat",
    "Numéro",
  ]),
  d("dateSignature", "Date de signature", "Le jour où il a été signé.", ["Signé le"]),
  col("honorairesHT", "Honoraires HT", "nombre", "Les honoraires de gestion en % HT des loyers.", [
    "Taux HT",
    "Honoraires de gestion HT",
  ]),
  col("honorairesTTC", "Honoraires TTC", "nombre", "Ou en % TTC (un seul des deux).", [
    "Taux TTC",
    "Honoraires de gestion",
  ]),
  col("tauxTva", "TVA", "nombre", "Le taux de TVA des honoraires ; vide : 20.", ["Taux de TVA"]),
  e("dureeMandatMois", "Duree en mois", "La durée du mandat.", ["Durée", "Durée du mandat"]),
  e("reconductionsMax", "Reconductions max", "Le nombre de reconductions tacites permises."),
  m(
    "plafondTravauxTTC",
    "Plafond travaux TTC",
    "Les travaux que l'agence commande sans l'accord des propriétaires, jusqu'à ce montant TTC ; vide : chaque devis leur est soumis.",
    ["Plafond de travaux", "Plafond travaux"],
  ),
];
