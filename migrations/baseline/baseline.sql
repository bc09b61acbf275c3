-- Baseline (ADR 097): the tables, rows, indexes and triggers of a database migrated up to 0104_reversement_recuperations (1795917259225), made by `npx tsx scripts/baseline.ts`; the derived objects (worker/db/derived) are made after it.
CREATE TABLE "__drizzle_migrations" (
			id SERIAL PRIMARY KEY,
			hash text NOT NULL,
			created_at numeric
		);
--> statement-breakpoint
CREATE TABLE `Client` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`titre` text DEFAULT 'Monsieur' NOT NULL,
	`nom` text NOT NULL,
	`prenom` text NOT NULL,
	`nomJeuneFille` text,
	`sexe` text DEFAULT 'Non défini' NOT NULL,
	`lieuNaissance` text,
	`cpNaissance` text,
	`naissance` text,
	`nom2` text,
	`numEdf` text,
	`numEnedis` text,
	`adresse` text,
	`codePostal` text,
	`ville` text,
	`adresseFiscale` text,
	`codePostalFiscale` text,
	`villeFiscale` text,
	`adresseDefaut` text DEFAULT 'adresse' NOT NULL,
	`mailPerso` text,
	`mailPro` text,
	`mailDefaut` text DEFAULT 'mailPerso' NOT NULL,
	`fixePerso` text,
	`fixePro` text,
	`mobilePerso` text,
	`mobilePro` text,
	`telDefaut` text DEFAULT 'mobilePerso' NOT NULL,
	`creationPOI` text,
	`dateDepotPOI` text,
	`numSiret` text,
	`mariage` integer,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL, `iban` text, `bic` text, `reserve` integer DEFAULT 0 NOT NULL, `archiveLe` text, `ibanStatut` text DEFAULT 'verifie' NOT NULL, `reference` text, `personneMorale` integer DEFAULT false NOT NULL, `raisonSociale` text,
	FOREIGN KEY (`mariage`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `Appartement` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`adresse` text NOT NULL,
	`codePostal` text NOT NULL,
	`ville` text NOT NULL,
	`situation` text,
	`typeImmeuble` text DEFAULT 'collectif' NOT NULL,
	`destination` text DEFAULT 'usage d''habitation' NOT NULL,
	"periodeConstruction" text DEFAULT '1971-1990',
	`numeroClef` text,
	`detailClef` text,
	`detailTelecomande` text,
	`digicode` text,
	`pdl` text,
	`etage` text,
	`nbPiece` integer,
	`surface` real,
	`cave` integer DEFAULT false NOT NULL,
	`caveNum` integer,
	`chauffage` text DEFAULT 'collective' NOT NULL,
	`eauChaude` text DEFAULT 'collective' NOT NULL,
	`wip` integer DEFAULT false NOT NULL,
	`quitanceAuto` integer DEFAULT false NOT NULL,
	`loyerHC` integer DEFAULT 0 NOT NULL,
	`charge` integer DEFAULT 0 NOT NULL,
	`loyerTCC` integer DEFAULT 0 NOT NULL,
	`autresInfo` text,
	`elementEquipement` text,
	`elementEquipementImportant` text,
	`copropriete` integer DEFAULT false NOT NULL,
	`syndicNom` text,
	`syndicMail` text,
	`syndicTel` text,
	`gestionnaireSyndicNom` text,
	`gestionnaireSyndicTel` text,
	`gestionnaireSyndicMail` text,
	`conseillerSyndical` text,
	`autreSyndic` text,
	`gardiennage` integer DEFAULT false NOT NULL,
	`gardienNom` text,
	`gardienTel` text,
	`defaultContact` integer,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL, `zoneLoyer` text, `classeEnergie` text, `classeClimat` text, `depenseEnergieMin` integer, `depenseEnergieMax` integer, `anneeReferenceEnergie` integer, `identifiantFiscal` text, `equipementsTic` text, `codeInsee` text, `archiveLe` text, `reference` text, `datePermisConstruire` text, `anneeInstallationElectricite` integer, `anneeInstallationGaz` integer, `chaudiere` integer DEFAULT false NOT NULL, `zoneTendue` integer, `loyerPrecedent` integer, `dateLoyerPrecedent` text, `zoneRisques` integer DEFAULT true NOT NULL, `zoneBruit` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`defaultContact`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `Locataire` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`rp` integer DEFAULT true NOT NULL,
	`quitanceAuto` integer DEFAULT false NOT NULL,
	`titre` text DEFAULT 'Monsieur' NOT NULL,
	`nom` text NOT NULL,
	`prenom` text NOT NULL,
	`nomJeuneFille` text,
	`adresse` text,
	`codePostal` text,
	`ville` text,
	`naissance` text,
	`lieuNaissance` text,
	`mail` text,
	`mail2` text,
	`tel` text,
	`tel2` text,
	`secondTitulaire` integer DEFAULT false NOT NULL,
	`autreTitre` text,
	`autreNom` text,
	`autrePrenom` text,
	`autreNomJeuneFille` text,
	`autreNaissance` text,
	`autreLieuNaissance` text,
	`autreMail` text,
	`autreTel` text,
	`autreTel2` text,
	`mineur` integer DEFAULT false NOT NULL,
	`mineurTitre` text,
	`mineurNom` text,
	`mineurPrenom` text,
	`mineurNaissance` text,
	`mineurLieuNaissance` text,
	`mineurMail` text,
	`mineurTel` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
, `anonymiseLe` text, `reference` text, `statut` text);
--> statement-breakpoint
CREATE TABLE `Dossier` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`AppartementId` integer NOT NULL,
	`LocataireId` integer NOT NULL,
	`dateEntree` text NOT NULL,
	`dateSortie` text,
	`dateCreationBail` text NOT NULL,
	`dateDebutBail` text NOT NULL,
	`dateFinBail` text,
	`dateDebutPreavis` text,
	`dateFinPreavis` text,
	`dateRetourCaution` text,
	`depotGarantie` integer NOT NULL,
	`edfEntree` text,
	"indice" real DEFAULT 135.84,
	`indiceTrim` text,
	`jourQuitance` integer DEFAULT 5 NOT NULL,
	`lieuSignature` text DEFAULT 'Paris' NOT NULL,
	`loyerHC` integer NOT NULL,
	`loyerCharge` integer NOT NULL,
	`loyerTTC` integer NOT NULL,
	`numFraisDossier` text NOT NULL,
	`fraisDossierHT` integer DEFAULT 0 NOT NULL,
	`fraisDossierTTC` integer DEFAULT 0 NOT NULL,
	`fraisDossierTauxTVA` real DEFAULT 20 NOT NULL,
	`fraisDossierTVA` integer DEFAULT 0 NOT NULL,
	`dateFraisDossier` text,
	`encadrement` text,
	`clauses` text,
	`caution` integer DEFAULT false NOT NULL,
	`etatIn` integer,
	`etatOut` integer,
	`contratLocation` text,
	`inventaireEntree` text,
	`inventaireSortie` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL, `clos` integer DEFAULT false NOT NULL, `typeBail` text DEFAULT 'nu' NOT NULL, `honorairesBailleurTTC` integer, `dernierLoyerPrecedent` integer, `dateDernierLoyerPrecedent` text, `dateRestitutionCles` text, `dateRevision` text, `archiveLe` text, `motifMobilite` text, `depotConserveParProprietaire` integer DEFAULT false NOT NULL, `modePaiement` text DEFAULT 'Virement' NOT NULL, `dateReprise` text, `reference` text, `assuranceAssureur` text, `assuranceDateFin` text, `soumisEncadrement` integer DEFAULT false NOT NULL, `motifHorsEncadrement` text, `annexesFourniesAPart` integer DEFAULT false NOT NULL, `entretienChaudiereDate` text, `congeMotif` text, `congeDateEnvoi` text, `congeBeneficiaire` text, `exceptionLoyer` text, `exceptionLoyerMotif` text,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`LocataireId`) REFERENCES `Locataire`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`etatIn`) REFERENCES `EtatLieux`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`etatOut`) REFERENCES `EtatLieux`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `Caution` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer,
	`titre` text DEFAULT 'Monsieur' NOT NULL,
	`nom` text NOT NULL,
	`prenom` text NOT NULL,
	`lieuNaissance` text,
	`naissance` text,
	`adresse` text,
	`ville` text,
	`cp` text,
	`mail` text NOT NULL,
	`mobile` text NOT NULL,
	`dateCautionSolidaire` text,
	`retourCautionSolidaire` text,
	`signatureCautionSolidaire` text,
	`complement` text,
	`acteCautionnementSigned` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL, `cautionSolidaire` integer DEFAULT true NOT NULL, `montantMaximum` integer, `dureeEngagement` integer, `reference` text,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `EtatLieux` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`AppartementId` integer,
	`signed` text,
	`interphone` integer DEFAULT false NOT NULL,
	`doubleVitrage` integer DEFAULT false NOT NULL,
	`eauFroide` text NOT NULL,
	`eauChaude` text NOT NULL,
	`chauffage` text NOT NULL,
	`antenne` text NOT NULL,
	`amenagement` text NOT NULL,
	`clef` text NOT NULL,
	`lieu` text NOT NULL,
	`date` text NOT NULL,
	`pieces` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL, `compteurs` text, `cles` text, `nouvelleAdresse` text,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `Mission` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`domicileUnique` integer DEFAULT false NOT NULL,
	`nbAppart` integer NOT NULL,
	`dateSignature` text,
	`tauxTva` real DEFAULT 20 NOT NULL,
	`accompte1` integer NOT NULL,
	`accompte2` integer NOT NULL,
	`reliquat` integer NOT NULL,
	`valeurMissionAppt` integer NOT NULL,
	`valeurTotalMission` integer NOT NULL,
	`ordreMission` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
, `numeroMandat` text, `honorairesGestion` real DEFAULT 0 NOT NULL, `archiveLe` text, `honorairesGestionHT` real, `dureeMandatMois` integer, `reconductionsMax` integer, `reconductions` integer DEFAULT 0 NOT NULL, `reference` text, `plafondTravauxTTC` integer);
--> statement-breakpoint
CREATE TABLE `MissionAppartement` (
	`MissionId` integer NOT NULL,
	`AppartementId` integer NOT NULL,
	PRIMARY KEY(`MissionId`, `AppartementId`),
	FOREIGN KEY (`MissionId`) REFERENCES `Mission`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `MissionClient` (
	`MissionId` integer NOT NULL,
	`ClientId` integer NOT NULL,
	PRIMARY KEY(`MissionId`, `ClientId`),
	FOREIGN KEY (`MissionId`) REFERENCES `Mission`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ClientId`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `Accompte` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`MissionId` integer,
	`AppartementId` integer,
	`dateDepart` text NOT NULL,
	`dateFin` text NOT NULL,
	`prix` integer NOT NULL,
	`tva` real DEFAULT 20 NOT NULL,
	`prixHT` integer NOT NULL,
	`mode` text DEFAULT 'Virement' NOT NULL,
	`datePaiement` text,
	`montant` integer,
	`date` text,
	`regle` integer DEFAULT false NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`MissionId`) REFERENCES `Mission`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `Intendance` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nature` text DEFAULT 'mission' NOT NULL,
	`AppartementId` integer,
	`dateDepart` text,
	`dateFin` text,
	`prix` integer,
	`prixHT` integer,
	`tva` real,
	`regle` integer DEFAULT false NOT NULL,
	`renouvele` integer DEFAULT false NOT NULL,
	`ordreMission` text,
	`intitule` text,
	`date` text,
	`montant` integer,
	`numFacture` text,
	`mode` text DEFAULT 'Virement' NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL, `numeroMandat` text, `payeParAgence` integer DEFAULT false NOT NULL, `natureCharge` text DEFAULT 'autre' NOT NULL,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `Quitance` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uuid` text NOT NULL,
	`numero` text,
	`date` text NOT NULL,
	`dateFin` text,
	`mois` text NOT NULL,
	`DossierId` integer,
	`AppartementId` integer,
	`ClientId` integer,
	`LocataireId` integer,
	`prixHC` integer DEFAULT 0 NOT NULL,
	`charge` integer DEFAULT 0 NOT NULL,
	`relance` integer DEFAULT false NOT NULL,
	`regle` integer DEFAULT false NOT NULL,
	`statusInconu` integer DEFAULT true NOT NULL,
	`automatique` integer DEFAULT false NOT NULL,
	`file` text,
	`reponduAt` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL, `montantRegle` integer, `dateReglement` text, `nbRelances` integer DEFAULT 0 NOT NULL, `fileEmpreinte` text, `declaration` integer, `etapeRelance` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`ClientId`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`LocataireId`) REFERENCES `Locataire`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `Fichier` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nom` text NOT NULL,
	`extention` text,
	`url` text NOT NULL,
	`cle` text NOT NULL,
	`mime` text,
	`taille` integer,
	`ClientId` integer,
	`LocataireId` integer,
	`AppartementId` integer,
	`DossierId` integer,
	`MissionId` integer,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`ClientId`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`LocataireId`) REFERENCES `Locataire`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`MissionId`) REFERENCES `Mission`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `Image` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`url` text NOT NULL,
	`cle` text NOT NULL,
	`nom` text,
	`mime` text,
	`taille` integer,
	`AppartementId` integer,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `AppartementEquipement` (
	`AppartementId` integer NOT NULL,
	`EquipementId` integer NOT NULL,
	PRIMARY KEY(`AppartementId`, `EquipementId`),
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`EquipementId`) REFERENCES `Equipement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `AppartementProprietaire` (
	`AppartementId` integer NOT NULL,
	`ClientId` integer NOT NULL, `quotePart` real,
	PRIMARY KEY(`AppartementId`, `ClientId`),
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ClientId`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `Equipement` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nom` text NOT NULL,
	`collectif` integer DEFAULT false NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `History` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`AppartementId` integer,
	`etat` text NOT NULL,
	`user` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `Variable` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nom` text NOT NULL,
	`valeur` real NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `RateLimit` (
	`cle` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`windowStart` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `Setting` (
	`nom` text PRIMARY KEY NOT NULL,
	`valeur` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `User` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`passwordHash` text NOT NULL,
	`mustSetPassword` integer DEFAULT true NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
, `tokenVersion` integer DEFAULT 0 NOT NULL, `totpSecret` text, `totpActif` integer DEFAULT false NOT NULL, `totpDernierPas` integer);
--> statement-breakpoint
CREATE TABLE `DocumentGenere` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sujet` text NOT NULL,
	`type` text NOT NULL,
	`nom` text NOT NULL,
	`cle` text NOT NULL,
	`url` text NOT NULL,
	`DossierId` integer,
	`CautionId` integer,
	`AppartementId` integer,
	`MissionId` integer,
	`IntendanceId` integer,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`CautionId`) REFERENCES `Caution`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`MissionId`) REFERENCES `Mission`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`IntendanceId`) REFERENCES `Intendance`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `Outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dedupeKey` text NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`attachment` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`lastError` text,
	`claimedAt` text,
	`sentAt` text,
	`QuitanceId` integer,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`QuitanceId`) REFERENCES `Quitance`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `Ecriture` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`type` text NOT NULL,
	`date` text NOT NULL,
	`libelle` text NOT NULL,
	`debit` integer DEFAULT 0 NOT NULL,
	`credit` integer DEFAULT 0 NOT NULL,
	`QuitanceId` integer,
	`PaiementId` integer,
	`motif` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`PaiementId`) REFERENCES `Paiement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `Paiement` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`QuitanceId` integer,
	`montant` integer NOT NULL,
	`date` text NOT NULL,
	`mode` text NOT NULL,
	`reference` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL, `versProprietaires` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `JobRun` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`startedAt` text NOT NULL,
	`trigger` text NOT NULL,
	`dossiers` integer DEFAULT 0 NOT NULL,
	`mails` integer DEFAULT 0 NOT NULL,
	`batches` integer DEFAULT 0 NOT NULL,
	`batchesDone` integer DEFAULT 0 NOT NULL,
	`generated` integer DEFAULT 0 NOT NULL,
	`queued` integer DEFAULT 0 NOT NULL,
	`sent` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`errors` integer DEFAULT 0 NOT NULL,
	`failures` text DEFAULT '[]' NOT NULL,
	`updatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `DataVersion` (
	`resource` text PRIMARY KEY NOT NULL,
	`n` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `Irl` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trimestre` text NOT NULL,
	`valeur` real NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `Mobilier` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`AppartementId` integer NOT NULL,
	`designation` text NOT NULL,
	`quantite` integer DEFAULT 1 NOT NULL,
	`etat` text,
	`piece` text,
	`elementObligatoire` text,
	`ordre` integer DEFAULT 0 NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `Commune` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`codeInsee` text NOT NULL,
	`nom` text,
	`zone` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ListeCommunes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dateListe` text NOT NULL,
	`nombre` integer NOT NULL,
	`fichier` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `PlafondHonoraires` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`depuis` text NOT NULL,
	`tresTendue` integer NOT NULL,
	`tendue` integer NOT NULL,
	`nonTendue` integer NOT NULL,
	`etatDesLieux` integer NOT NULL,
	`source` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `CompteBancaire` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`libelle` text NOT NULL,
	`numero` text,
	`profilCsv` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
, `sequestre` integer DEFAULT false NOT NULL);
--> statement-breakpoint
CREATE TABLE `LibelleAppris` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cle` text NOT NULL,
	`DossierId` integer NOT NULL,
	`fois` integer DEFAULT 1 NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `LigneBancaire` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`compteId` integer NOT NULL,
	`releveId` integer NOT NULL,
	`date` text NOT NULL,
	`montant` integer NOT NULL,
	`libelle` text NOT NULL,
	`reference` text,
	`contrepartie` text,
	`mode` text NOT NULL,
	`empreinte` text NOT NULL,
	`statut` text DEFAULT 'à rapprocher' NOT NULL,
	`DossierId` integer,
	`QuitanceId` integer,
	`PaiementId` integer,
	`motif` text,
	`traitePar` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`compteId`) REFERENCES `CompteBancaire`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`releveId`) REFERENCES `ReleveBancaire`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`PaiementId`) REFERENCES `Paiement`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `ReleveBancaire` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`compteId` integer NOT NULL,
	`format` text NOT NULL,
	`nomFichier` text,
	`du` text,
	`au` text,
	`soldeInitial` integer,
	`soldeFinal` integer,
	`lignes` integer DEFAULT 0 NOT NULL,
	`doublons` integer DEFAULT 0 NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL, `ruptureExpliquee` text,
	FOREIGN KEY (`compteId`) REFERENCES `CompteBancaire`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `Regularisation` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`du` text NOT NULL,
	`au` text NOT NULL,
	`date` text NOT NULL,
	`provisions` integer NOT NULL,
	`reel` integer NOT NULL,
	`solde` integer NOT NULL,
	`nouvelleProvision` integer NOT NULL,
	`EcritureId` integer,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`EcritureId`) REFERENCES `Ecriture`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `RegularisationCharge` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`RegularisationId` integer NOT NULL,
	`categorie` text NOT NULL,
	`montant` integer NOT NULL,
	`quotePart` text,
	FOREIGN KEY (`RegularisationId`) REFERENCES `Regularisation`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `DeductionDepot` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`motif` text NOT NULL,
	`montant` integer NOT NULL,
	`piece` text,
	`ordre` integer DEFAULT 0 NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL, `date` text,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `RestitutionDepot` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`retenueSyndic` integer DEFAULT 0 NOT NULL,
	`dateRestitution` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `Journal` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`userEmail` text NOT NULL,
	`action` text NOT NULL,
	`resource` text NOT NULL,
	`resourceId` text NOT NULL,
	`changes` text NOT NULL
, `sessionId` text);
--> statement-breakpoint
CREATE TABLE `JournalAuteur` (
	`id` integer PRIMARY KEY NOT NULL,
	`email` text,
	`pause` integer DEFAULT 0 NOT NULL, `sessionId` text,
	CONSTRAINT "JournalAuteur_un" CHECK("JournalAuteur"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `RevisionLoyer` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`dateRevision` text NOT NULL,
	`dateEffet` text NOT NULL,
	`ancienLoyer` integer NOT NULL,
	`nouveauLoyer` integer NOT NULL,
	`trimestreReference` text NOT NULL,
	`indiceReference` real NOT NULL,
	`nouveauTrimestre` text NOT NULL,
	`nouvelIndice` real NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `AgenceParametres` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nom` text DEFAULT '' NOT NULL,
	`adresse` text DEFAULT '' NOT NULL,
	`siret` text DEFAULT '' NOT NULL,
	`siren` text DEFAULT '' NOT NULL,
	`numeroTVA` text DEFAULT '' NOT NULL,
	`telephone` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`carteProfessionnelle` text DEFAULT '' NOT NULL,
	`cciDelivrance` text DEFAULT '' NOT NULL,
	`garantFinancier` text DEFAULT '' NOT NULL,
	`montantGarantie` integer,
	`assureurRCP` text DEFAULT '' NOT NULL,
	`policeRCP` text DEFAULT '' NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
, `iban` text DEFAULT '' NOT NULL, `bic` text DEFAULT '' NOT NULL, `envoiCompteRendu` integer DEFAULT false NOT NULL, `mentionExonerationTVA` text DEFAULT '' NOT NULL, `ics` text DEFAULT '' NOT NULL, `delaiPrenotification` integer DEFAULT 14 NOT NULL, `exigerDeuxFacteurs` integer DEFAULT false NOT NULL, `verificationIban` text DEFAULT 'deuxieme_personne' NOT NULL, `ibanStatut` text DEFAULT 'verifie' NOT NULL, `ibanModifiePar` text, `ibanModifieAt` text, `carteProfessionnelleFin` text, `garantieFinanciereFin` text, `assuranceRcpFin` text);
--> statement-breakpoint
CREATE TABLE `Mandat` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`carte` text NOT NULL,
	`annee` integer NOT NULL,
	`sequence` integer NOT NULL,
	`numero` text NOT NULL,
	`nature` text NOT NULL,
	`MissionId` integer,
	`IntendanceId` integer,
	`date` text NOT NULL,
	`mandants` text,
	`bien` text,
	`duree` text,
	`dateFin` text,
	`dateAnnulation` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `Facture` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`numero` text NOT NULL,
	`prefixe` text NOT NULL,
	`annee` integer NOT NULL,
	`rang` integer NOT NULL,
	`date` text NOT NULL,
	`ClientId` integer,
	`AccompteId` integer,
	`IntendanceId` integer,
	`objet` text NOT NULL,
	`tauxTva` real NOT NULL,
	`totalHT` integer NOT NULL,
	`totalTVA` integer NOT NULL,
	`totalTTC` integer NOT NULL,
	`acheteur` text NOT NULL,
	`vendeur` text NOT NULL,
	`reglement` text NOT NULL,
	`avoirDe` integer,
	`motif` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL, `DossierId` integer,
	FOREIGN KEY (`ClientId`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`AccompteId`) REFERENCES `Accompte`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`IntendanceId`) REFERENCES `Intendance`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `EcritureProprietaire` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ClientId` integer NOT NULL,
	`type` text NOT NULL,
	`date` text NOT NULL,
	`libelle` text NOT NULL,
	`debit` integer DEFAULT 0 NOT NULL,
	`credit` integer DEFAULT 0 NOT NULL,
	`tva` integer DEFAULT 0 NOT NULL,
	`AppartementId` integer,
	`DossierId` integer,
	`PaiementId` integer,
	`QuitanceId` integer,
	`IntendanceId` integer,
	`AccompteId` integer,
	`ReversementId` integer,
	`annuleId` integer,
	`motif` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL, `natureCharge` text,
	FOREIGN KEY (`ClientId`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `LigneReversement` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ReversementId` integer NOT NULL,
	`ClientId` integer NOT NULL,
	`date` text NOT NULL,
	`montant` integer NOT NULL,
	`nom` text NOT NULL,
	`iban` text NOT NULL,
	`bic` text,
	FOREIGN KEY (`ReversementId`) REFERENCES `Reversement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `Reversement` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`statut` text DEFAULT 'brouillon' NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`ecartes` text DEFAULT '[]' NOT NULL,
	`cle` text NOT NULL,
	`auteur` text NOT NULL,
	`valideAt` text,
	`validePar` text,
	`createdAt` text NOT NULL
, `fichierSepa` text);
--> statement-breakpoint
CREATE TABLE `DocumentVersion` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DocumentGenereId` integer NOT NULL,
	`cle` text NOT NULL,
	`url` text NOT NULL,
	`hash` text NOT NULL,
	`signe` integer DEFAULT false NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`DocumentGenereId`) REFERENCES `DocumentGenere`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `LignePrelevement` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`PrelevementId` integer NOT NULL,
	`DossierId` integer NOT NULL,
	`QuitanceId` integer NOT NULL,
	`MandatSepaId` integer NOT NULL,
	`montant` integer NOT NULL,
	`rum` text NOT NULL,
	`titulaire` text NOT NULL,
	`iban` text NOT NULL,
	`bic` text,
	`dateSignature` text NOT NULL,
	`sequence` text NOT NULL,
	`rejet` text,
	`rejeteAt` text,
	`PaiementId` integer,
	FOREIGN KEY (`PrelevementId`) REFERENCES `Prelevement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `MandatSepa` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`rum` text NOT NULL,
	`titulaire` text NOT NULL,
	`iban` text NOT NULL,
	`bic` text,
	`dateSignature` text NOT NULL,
	`lieuSignature` text NOT NULL,
	`statut` text DEFAULT 'actif' NOT NULL,
	`revoqueAt` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `Prelevement` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dateEcheance` text NOT NULL,
	`statut` text DEFAULT 'brouillon' NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`ecartes` text DEFAULT '[]' NOT NULL,
	`cle` text NOT NULL,
	`auteur` text NOT NULL,
	`valideAt` text,
	`validePar` text,
	`createdAt` text NOT NULL
, `fichierSepa` text);
--> statement-breakpoint
CREATE TABLE `IbanClient` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ClientId` integer NOT NULL,
	`iban` text NOT NULL,
	`bic` text,
	`statut` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	`verifieApres` text,
	`informeA` text,
	`confirmePar` text,
	`confirmeAt` text, `ImportId` integer,
	FOREIGN KEY (`ClientId`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `CodeSecours` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer NOT NULL,
	`codeHash` text NOT NULL,
	`utiliseAt` text,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`UserId`) REFERENCES `User`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `Session` (
	`id` text PRIMARY KEY NOT NULL,
	`UserId` integer NOT NULL,
	`appareil` text DEFAULT '' NOT NULL,
	`adresse` text DEFAULT '' NOT NULL,
	`createdAt` text NOT NULL,
	`derniereUtilisation` text NOT NULL,
	`confirmeAt` text,
	`revoqueAt` text,
	FOREIGN KEY (`UserId`) REFERENCES `User`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `Telechargement` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quoi` text NOT NULL,
	`reference` text NOT NULL,
	`auteur` text NOT NULL,
	`sessionId` text,
	`adresse` text DEFAULT '' NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ExerciceClos` (
	`exercice` integer PRIMARY KEY NOT NULL,
	`closAt` text NOT NULL,
	`closPar` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `CoproprieteAnnee` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`AppartementId` integer NOT NULL,
	`annee` integer NOT NULL,
	`nonDeductible` integer DEFAULT 0 NOT NULL,
	`auteur` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `QuotesPartsEnAttente` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`AppartementId` integer NOT NULL,
	`parts` text NOT NULL,
	`statut` text DEFAULT 'a_verifier' NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	`traitePar` text,
	`traiteAt` text,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `Passkey` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer NOT NULL,
	`credentialId` text NOT NULL,
	`publicKey` text NOT NULL,
	`compteur` integer DEFAULT 0 NOT NULL,
	`transports` text,
	`nom` text DEFAULT '' NOT NULL,
	`createdAt` text NOT NULL,
	`derniereUtilisation` text,
	FOREIGN KEY (`UserId`) REFERENCES `User`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `Import` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`statut` text DEFAULT 'en_cours' NOT NULL,
	`dateReprise` text NOT NULL,
	`fichiers` text DEFAULT '[]' NOT NULL,
	`crees` text DEFAULT '{}' NOT NULL,
	`misAJour` text DEFAULT '{}' NOT NULL,
	`lignesTotal` integer DEFAULT 0 NOT NULL,
	`lignesEcrites` integer DEFAULT 0 NOT NULL,
	`erreurs` text,
	`cle` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	`termineAt` text,
	`annuleAt` text,
	`annulePar` text
, `soldes` text, `soldesConfirmesPar` text, `soldesConfirmesAt` text, `soldesComptentApres` text, `soldesContestesAt` text, `soldesContestesPar` text, `soldesContestesMotif` text);
--> statement-breakpoint
CREATE TABLE `ImportElement` (
	`ImportId` integer NOT NULL,
	`entite` text NOT NULL,
	`entiteId` integer NOT NULL,
	PRIMARY KEY(`entite`, `entiteId`),
	FOREIGN KEY (`ImportId`) REFERENCES `Import`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `AccesEspace` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`CompteEspaceId` integer NOT NULL,
	`espace` text NOT NULL,
	`ClientId` integer,
	`LocataireId` integer,
	`statut` text DEFAULT 'invite' NOT NULL,
	`inviteAt` text NOT NULL,
	`invitePar` text NOT NULL,
	`activeAt` text,
	`derniereConnexion` text,
	`revoqueAt` text,
	`revoquePar` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL, `suspenduAt` text, `suspenduPar` text, `ancienneAdresse` text, `nouvelleAdresse` text, `reorientePar` text, `reorienteAt` text, `FournisseurId` integer,
	FOREIGN KEY (`CompteEspaceId`) REFERENCES `CompteEspace`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ClientId`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`LocataireId`) REFERENCES `Locataire`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `AttestationAssurance` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`cle` text NOT NULL,
	`nom` text NOT NULL,
	`type` text NOT NULL,
	`taille` integer NOT NULL,
	`dateFin` text NOT NULL,
	`assureur` text,
	`deposePar` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `CompteEspace` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`passwordHash` text,
	`tokenVersion` integer DEFAULT 0 NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `Demande` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`espace` text NOT NULL,
	`LocataireId` integer,
	`DossierId` integer,
	`AppartementId` integer,
	`ClientId` integer,
	`objet` text NOT NULL,
	`texte` text NOT NULL,
	`statut` text DEFAULT 'nouvelle' NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`LocataireId`) REFERENCES `Locataire`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`ClientId`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `DemandePhoto` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DemandeId` integer NOT NULL,
	`cle` text NOT NULL,
	`nom` text NOT NULL,
	`type` text NOT NULL,
	`taille` integer NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DemandeId`) REFERENCES `Demande`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `DemandeReponse` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DemandeId` integer NOT NULL,
	`texte` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DemandeId`) REFERENCES `Demande`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `JetonEspace` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`hash` text NOT NULL,
	`AccesEspaceId` integer,
	`CompteEspaceId` integer,
	`expireAt` text NOT NULL,
	`utiliseAt` text,
	`essais` integer DEFAULT 0 NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`AccesEspaceId`) REFERENCES `AccesEspace`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`CompteEspaceId`) REFERENCES `CompteEspace`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `SessionEspace` (
	`id` text PRIMARY KEY NOT NULL,
	`AccesEspaceId` integer NOT NULL,
	`appareil` text DEFAULT '' NOT NULL,
	`adresse` text DEFAULT '' NOT NULL,
	`createdAt` text NOT NULL,
	`derniereUtilisation` text NOT NULL,
	`revoqueAt` text,
	FOREIGN KEY (`AccesEspaceId`) REFERENCES `AccesEspace`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `Diagnostic` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`AppartementId` integer NOT NULL,
	`type` text NOT NULL,
	`dateRealisation` text NOT NULL,
	`resultat` text,
	`classe` text,
	`energieFinale` real,
	`positif` integer,
	`surface` real,
	`FichierId` integer,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL, `classeApresAttestation` text, `dateAttestation` text, `sourceAttestation` text,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`FichierId`) REFERENCES `Fichier`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `LigneReglementation` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tableau` text NOT NULL,
	`cle` text NOT NULL,
	`debut` text NOT NULL,
	`fin` text,
	`source` text NOT NULL,
	`donnees` text NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `Colocataire` (
	`DossierId` integer NOT NULL,
	`LocataireId` integer NOT NULL,
	`rang` integer NOT NULL,
	PRIMARY KEY(`DossierId`, `LocataireId`),
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`LocataireId`) REFERENCES `Locataire`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `ImportAvant` (
	`ImportId` integer NOT NULL,
	`entite` text NOT NULL,
	`entiteId` integer NOT NULL,
	`avant` text NOT NULL,
	`apres` text,
	PRIMARY KEY(`ImportId`, `entite`, `entiteId`),
	FOREIGN KEY (`ImportId`) REFERENCES `Import`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `AideLogement` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`organisme` text NOT NULL,
	`numeroAllocataire` text NOT NULL,
	`type` text NOT NULL,
	`tiersPayant` integer NOT NULL,
	`montantMensuel` integer NOT NULL,
	`depuis` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `DeclarationImpayeCaf` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`dateConstitution` text NOT NULL,
	`declareLe` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `VersementAide` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`numeroAllocataire` text NOT NULL,
	`mois` text NOT NULL,
	`montant` integer NOT NULL,
	`virement` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL, `LigneBancaireId` integer REFERENCES LigneBancaire(id),
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `ContratGli` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`assureur` text NOT NULL,
	`numeroContrat` text NOT NULL,
	`taux` real NOT NULL,
	`base` text DEFAULT 'loyer_charges' NOT NULL,
	`delaiRelance` integer DEFAULT 20 NOT NULL,
	`delaiMiseEnDemeure` integer DEFAULT 35 NOT NULL,
	`delaiDeclaration` integer DEFAULT 40 NOT NULL,
	`orias` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
, `FournisseurId` integer REFERENCES Fournisseur(id));
--> statement-breakpoint
CREATE TABLE `EtapeSinistre` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`QuitanceId` integer NOT NULL,
	`etape` text NOT NULL,
	`date` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`QuitanceId`) REFERENCES `Quitance`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `GarantieDossier` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`type` text NOT NULL,
	`numeroVisa` text,
	`dateVisa` text,
	`ContratGliId` integer,
	`dateAdhesion` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ContratGliId`) REFERENCES `ContratGli`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `PrimeGli` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ContratGliId` integer NOT NULL,
	`DossierId` integer NOT NULL,
	`QuitanceId` integer NOT NULL,
	`mois` text NOT NULL,
	`date` text NOT NULL,
	`base` integer NOT NULL,
	`taux` real NOT NULL,
	`prime` integer NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`ContratGliId`) REFERENCES `ContratGli`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `Subrogation` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`PaiementId` integer NOT NULL,
	`date` text NOT NULL,
	`montant` integer NOT NULL,
	`organisme` text NOT NULL,
	`periodes` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `Fournisseur` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`raisonSociale` text NOT NULL,
	`siret` text,
	`metiers` text NOT NULL,
	`contact` text,
	`tel` text,
	`mail` text,
	`adresse` text,
	`codePostal` text,
	`ville` text,
	`iban` text,
	`bic` text,
	`ibanStatut` text DEFAULT 'verifie' NOT NULL,
	`decennale` text,
	`rcPro` text,
	`archiveLe` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `IbanFournisseur` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`FournisseurId` integer NOT NULL,
	`iban` text NOT NULL,
	`bic` text,
	`statut` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	`verifieApres` text,
	`informeA` text,
	`confirmePar` text,
	`confirmeAt` text,
	FOREIGN KEY (`FournisseurId`) REFERENCES `Fournisseur`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `Intervention` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`AppartementId` integer NOT NULL,
	`DemandeId` integer,
	`FournisseurId` integer,
	`metier` text NOT NULL,
	`objet` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`urgence` integer DEFAULT false NOT NULL,
	`date` text NOT NULL,
	`datePassage` text,
	`etat` text DEFAULT 'ouverte' NOT NULL,
	`decennaleForceePar` text,
	`decennaleForceeAt` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL, `contactLocataire` integer DEFAULT false NOT NULL, `accepteeAt` text,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`DemandeId`) REFERENCES `Demande`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`FournisseurId`) REFERENCES `Fournisseur`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `InterventionEtat` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`InterventionId` integer NOT NULL,
	`de` text,
	`etat` text NOT NULL,
	`par` text NOT NULL,
	`at` text NOT NULL,
	`commentaire` text,
	FOREIGN KEY (`InterventionId`) REFERENCES `Intervention`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `DecisionDevis` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DevisId` integer NOT NULL,
	`ClientId` integer NOT NULL,
	`decision` text NOT NULL,
	`commentaire` text,
	`quotePart` real NOT NULL,
	`at` text NOT NULL,
	FOREIGN KEY (`DevisId`) REFERENCES `Devis`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ClientId`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `Devis` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`InterventionId` integer NOT NULL,
	`FournisseurId` integer NOT NULL,
	`montantHT` integer NOT NULL,
	`tauxTVA` real NOT NULL,
	`montantTTC` integer NOT NULL,
	`mentionTVA` text,
	`cle` text NOT NULL,
	`nom` text NOT NULL,
	`choisi` integer DEFAULT false NOT NULL,
	`choisiPar` text,
	`choisiAt` text,
	`refuseAt` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`InterventionId`) REFERENCES `Intervention`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`FournisseurId`) REFERENCES `Fournisseur`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `FactureFournisseur` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`InterventionId` integer NOT NULL,
	`FournisseurId` integer NOT NULL,
	`AppartementId` integer NOT NULL,
	`numero` text NOT NULL,
	`date` text NOT NULL,
	`montant` integer NOT NULL,
	`lignes` text NOT NULL,
	`fichierNom` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL, `FichierId` integer, `aVentiler` integer DEFAULT false NOT NULL, `ventileePar` text, `ventileeAt` text,
	FOREIGN KEY (`InterventionId`) REFERENCES `Intervention`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`FournisseurId`) REFERENCES `Fournisseur`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `LignePaiementFournisseur` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`PaiementFournisseurId` integer NOT NULL,
	`FactureFournisseurId` integer NOT NULL,
	`FournisseurId` integer NOT NULL,
	`InterventionId` integer NOT NULL,
	`numero` text NOT NULL,
	`nom` text NOT NULL,
	`iban` text NOT NULL,
	`bic` text,
	`montant` integer NOT NULL,
	FOREIGN KEY (`PaiementFournisseurId`) REFERENCES `PaiementFournisseur`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`FactureFournisseurId`) REFERENCES `FactureFournisseur`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `PaiementFournisseur` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`statut` text NOT NULL,
	`total` integer NOT NULL,
	`ecartes` text DEFAULT '[]' NOT NULL,
	`cle` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	`valideAt` text,
	`validePar` text,
	`fichierSepa` text
, `cleValidation` text);
--> statement-breakpoint
CREATE TABLE `LignePaiementPrime` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`PaiementFournisseurId` integer NOT NULL,
	`ContratGliId` integer NOT NULL,
	`trimestre` text NOT NULL,
	`FournisseurId` integer NOT NULL,
	`nom` text NOT NULL,
	`iban` text NOT NULL,
	`bic` text,
	`montant` integer NOT NULL,
	FOREIGN KEY (`PaiementFournisseurId`) REFERENCES `PaiementFournisseur`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ContratGliId`) REFERENCES `ContratGli`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `RecuperationAssureur` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`date` text NOT NULL,
	`montant` integer NOT NULL,
	`organisme` text NOT NULL,
	`reference` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `InterventionPhoto` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`InterventionId` integer NOT NULL,
	`moment` text NOT NULL,
	`cle` text NOT NULL,
	`nom` text NOT NULL,
	`type` text NOT NULL,
	`taille` integer NOT NULL,
	`par` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`InterventionId`) REFERENCES `Intervention`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `TropPercuAide` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`organisme` text NOT NULL,
	`numeroAllocataire` text NOT NULL,
	`mois` text NOT NULL,
	`montant` integer NOT NULL,
	`motif` text NOT NULL,
	`statut` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	`rembourseLe` text,
	`validePar` text,
	`cle` text,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `ReversementRecuperation` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`RecuperationAssureurId` integer NOT NULL,
	`PaiementFournisseurId` integer,
	`ContratGliId` integer,
	`FournisseurId` integer,
	`nom` text NOT NULL,
	`iban` text,
	`bic` text,
	`montant` integer NOT NULL,
	`virementLe` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`RecuperationAssureurId`) REFERENCES `RecuperationAssureur`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`PaiementFournisseurId`) REFERENCES `PaiementFournisseur`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ContratGliId`) REFERENCES `ContratGli`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '0245146429bb1b415d4a43866fbcbd69e03bd96223fb5058db0532c2aa25932f', 1795450514132);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '02ca65a8bee585c7be049118b4442f6cc05c2a2398116f70a095284022417e48', 1795547651614);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '02e6b9922d354114e1566e391dfb6405bb32e44fd0cfcd1193c8e032871f69b1', 1795891883544);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '035b58dbe4c9edc5d885484bfe433ef56f5c55905ed7dcbb6cb19d365664936c', 1795892392816);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '06da31f5ba295297423e726f0ff74b366de3a4de5dfcc0c282836974bce7b4b9', 1795917259225);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '0819d915f755eaaa7dcfd781d4883f040eb7920ccc9e124708b0ec4a2a8a8f32', 1795475184382);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '083a3ec9597266ebf3cf63b8445963d70bd7f0e1bd664d6d7be4bd4dbd30c2d8', 1795550655660);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '094d1d4b2962a95a50fdb88c8929c341a2e789f532ebe0ceb9813d025f7bfc39', 1795795346578);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '0b94d9d9116507b5aab4e1ab993493dbca51ac8dd479487d25ca78268f70a59c', 1795478391414);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '13315a446e8cbe729429eadb0df1a02f8e14fb96c6239d2a4ad2afb29e2c93d9', 1795547650963);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '151a7e3b3cfa8c8fdeb042f820e9383ebbe988ea30530b3fcfc74a5090241513', 1795475691458);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '1be11a681fe9fb8263cf1f948abd32d394a2039e40c09e8cda7fca405c48c66c', 1795903278267);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '1d2268b64eb2f882a9b691868562c82c697b2eafa898c2eb6eb9860e6503300e', 1795476302100);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '1d3914491771afc747e449c53ad68f76f621e93629c525bb4c7eaac6acbf6e6a', 1795478394731);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '1dd4b622197462c510e455d467b045d8629c01e1fcd783ba29725daa52269a94', 1795431893514);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '1fd83b4ffe101c3730a0b17d679d7c9400f3c24ec9e2b1256fe5073335546fde', 1795570652215);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '20b41210252ab1139d15ce9bd7c623d88b11578473311e42fa0a3180f622439b', 1795454466551);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '20cf985c413113d49caf1e80649b71f66b87015294af90c64185bbfb27ca2a6f', 1795899618997);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '22a0fd9735f395d4e1c0b9cdad5f193115601243ba344d7e7eefa8bc8f0891be', 1795464647638);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '27766778b4f46c54e658653288a93a759c923a9105abb86b4a8d185eaa77e528', 1795787432571);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '2d0a3cde67279f4caf5a8698e3ba1729c0bd8deb12caefdc1f0b814d6c93b2e5', 1795783513332);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '2d3677ef005edd5411e358ed9e3036cc36af0862c828c3dd7f63d0734fb73712', 1795351242645);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '2f0542b86b6c0388062cb49e07335d5b6c362fc3c047f2cec1de2798be536789', 1795571755421);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '309e6328f900b41f9eba673cb050e719e235d6c677853d6ec50471f49497d699', 1795914969452);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '3198e3b027dcec75bc092677e4ad6a1fcc360beb79fd8e10d3d550b48988328e', 1795902986084);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '328df41366d2a0a11cb3a5c5ff71558a43df9e099816b3a7d1ee0e773f6f5116', 1795452480463);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '3a594331dd6528fd8b2046c077620db3efccfa0202f9b33041141a6440fdc4a3', 1795472933201);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '3c2112574d912bf43a94027825f8857cf585af2d22cb492e08047ab74ade810e', 1795443421053);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '3c42e331fe674c1408d6bf0f5940f974a995d3a7c578ed40747e661a96f2e02d', 1795808672488);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '3e84ded7a25a90624f6ecca5bfaca3b2f38bcce4df1456340e45a4a61e89cc5c', 1795476306384);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '3fbb6c7b835684d0a21f12a90c964d91ba8bfdefc72bfeed572b656a16547a39', 1795808684016);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '419a1f7df393f3c52de86b6d852f9ec695491084577bd9ca8eaf4a943b5d5811', 1795478206392);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '44f3a91912abe8199489f04d69b6971a83f88b6d73a347c8ef99bf15f20e7233', 1795914830401);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '4917dcab68cfdb4e1e67705339ecd0d93f0f64498c9d62cdb58f41692c2f04d4', 1795354107543);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '559012af70e5a24b35a56fbdd13a3ad72c172bb5728d03315789840ee89e822d', 1795570657020);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '559616dbdd04061f466f0b0c22a14745a45c33c902ba7ea1abb2b3e3e59ec4b8', 1795478396805);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '559616dbdd04061f466f0b0c22a14745a45c33c902ba7ea1abb2b3e3e59ec4b8', 1795547658495);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '559616dbdd04061f466f0b0c22a14745a45c33c902ba7ea1abb2b3e3e59ec4b8', 1795550659019);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '559616dbdd04061f466f0b0c22a14745a45c33c902ba7ea1abb2b3e3e59ec4b8', 1795568870410);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '559616dbdd04061f466f0b0c22a14745a45c33c902ba7ea1abb2b3e3e59ec4b8', 1795570660816);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '559616dbdd04061f466f0b0c22a14745a45c33c902ba7ea1abb2b3e3e59ec4b8', 1795571817025);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '559616dbdd04061f466f0b0c22a14745a45c33c902ba7ea1abb2b3e3e59ec4b8', 1795572064677);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '559616dbdd04061f466f0b0c22a14745a45c33c902ba7ea1abb2b3e3e59ec4b8', 1795579634685);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '559616dbdd04061f466f0b0c22a14745a45c33c902ba7ea1abb2b3e3e59ec4b8', 1795586354826);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '559616dbdd04061f466f0b0c22a14745a45c33c902ba7ea1abb2b3e3e59ec4b8', 1795783520938);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '559616dbdd04061f466f0b0c22a14745a45c33c902ba7ea1abb2b3e3e59ec4b8', 1795795337675);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '559616dbdd04061f466f0b0c22a14745a45c33c902ba7ea1abb2b3e3e59ec4b8', 1795808687524);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '559616dbdd04061f466f0b0c22a14745a45c33c902ba7ea1abb2b3e3e59ec4b8', 1795821037722);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '559616dbdd04061f466f0b0c22a14745a45c33c902ba7ea1abb2b3e3e59ec4b8', 1795833936374);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '559616dbdd04061f466f0b0c22a14745a45c33c902ba7ea1abb2b3e3e59ec4b8', 1795834601200);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '56a7495456f586a6367567d61684dd82fc4d308139438378caa67f6d07a46d37', 1795460420561);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '6193f1fea9a5750d54068c9dfd4e1012cc3e9ff1dc30967e0dbda4f73762f084', 1795891864089);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '62777cb278da4887650a194a50557d3283de8b2cb85c2f1447384476de249ffe', 1795833932220);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '64cf568e2d7136c21e71d24e5a5078d1e8f178070a207d8ea22aa926499da838', 1795905448538);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '79a6351513a038117f55a18cded4620a9338945eb42df7e67f7705159db82ce8', 1795893401198);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '7f6d18f06fe0e906af190de429c66c68488224173d23d2692bfc01abf2e131b7', 1795903248970);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '8143facfc00f68e7771a422c85b8da4c418ab54b7197c2d4b87d6dfb99b1cad7', 1795304380504);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '8154668b5d26f23fc344fcf6ad6fe4d00d3355a4cf09f586d96515d07ba2e1c1', 1795476176840);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '81c2f652b82bd394f8434289fbd5b7bad2f0ad89e6015ea3a7c38f30dbac629e', 1795914552808);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '8652a3d9a73b918f10a3b08bf84687c1b1c7151399f172f1484330b3c1cfc1c4', 1795464648663);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '87d8795152f9bf0baf028a8fde8add0bcc7ad0e45abfac53d4a1dc40f233753f', 1795821043302);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '89362fa934a7755425d640809ed5e4ff5a9e8c63ebec6ef1e3edb9e7a0b28cad', 1795904053668);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '8ab752f9b976b196846cacbe4f806e79371843dde40a4a47a8b0c1273d65fa8a', 1795796875124);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '8b65e02bd866475c126cd68a17d5b8735e1ac4151f6a2c6dcd07c4627116a59e', 1795454572871);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, '8e74423ea4b7610711844f8d928dfc96ba5df400c9c52a465fdcfd7541bfef1f', 1795475177059);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'a05b4d81c06680561c500e5799be48929b9724f1401114bc5e150d648fa7cd4d', 1795903240172);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'a250023327d19ba0ac747ae1690826cbef09526c37e8ae27a635d0b966b8e25e', 1795431289908);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'a6bb0de04358f5c17da8212f372e70a518934c5c27d43ae69af6e376a108fb6d', 1795572055341);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'ab963fcae997786bc019ed8b5236262f6664649cd6b4fb720b632e6e222548bd', 1795903252853);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'ad9ddbc121aafca61f31665a5f2d227db234b93ca6d3578ffebe6888dd7fc130', 1795592371644);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'b26d98f4429113142611dd04a405fb08e792ebb5da04ec1bcfd6329352d8dd01', 1795454525034);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'b7dc759cc9570a3f54d8219d2d9e0561dbaad97e32f22968b4a647f5d7176386', 1795821029979);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'b7f416d37514c38b5e7018541ade8971fa5a284358878b58e120c92a4379e325', 1795571815534);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'b91ded7d2ea6384f763d7a23f4c541aa6bccc36ea39f1bc749963dc6c9b703b2', 1795572058028);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'c13e36fea4a1ab95fe913f621e51db9fd98ae2956de21f4f04633f2f92a13ace', 1795476172296);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'c15549b9ed96e6e4eda9b278989c49137a1ebae24d674fc3e322aff83822d30e', 1795472927289);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'c176271ea17f3b1c9d8c41319efc02daea5f6950288958dec92a8c795c717c9b', 1795475696979);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'c5224761c366fcc0f67a0e5e679f0eca9522c97bc21363465d998b3bcb2c9352', 1795352098905);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'cbb6f7dd0e1464c734bf4197333ce4ec077a2b137ce40fcb287817aae4923b54', 1795579628661);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'cc9ce60e1667c2c6b0e783e39fc66a7ff0db952ef7bab22cbfc4e2b2320763a2', 1795586351882);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'd0495f2f74a0fe2171cd74156fdd9343a38e5155ad9c0a1a44196965cfdc2cf7', 1795571655957);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'd166d5bef80f87ec7bfdc1f86dce839e12970493c6d96a9c803f7c90fa9d89fd', 1795914428466);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'd6e071aae5d9909f8bf0ab7fd5793de74ca5a70c78bbc5278c870dace93f0bdb', 1795460421707);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'd7004ff151a5abfbe058642e4029f9ca519dd1a9fc34ce8b24da5930a2d51484', 1795834587563);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'd8da5e8256d1535931a7871cf9e4401c018020a8669851c19cd2f2816d30f06e', 1795341525271);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'd96ac27346fcaf229dfd1061fb91b99b9690a6cee993abb976fe02ce529e1408', 1795887951029);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'e2f7cc579c6f1eecae9b31d1ccc9524f76eb19f19a3136c4ce5d2dd871a2f5ae', 1795914651946);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'e38c0e09f24c0b4907e304def1119d96cb1cd57cf8a771ff2a171a121d0a2e65', 1795743623730);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'e38c0e09f24c0b4907e304def1119d96cb1cd57cf8a771ff2a171a121d0a2e65', 1795783523959);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'e38c0e09f24c0b4907e304def1119d96cb1cd57cf8a771ff2a171a121d0a2e65', 1795795341550);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'e38c0e09f24c0b4907e304def1119d96cb1cd57cf8a771ff2a171a121d0a2e65', 1795808691042);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'e38c0e09f24c0b4907e304def1119d96cb1cd57cf8a771ff2a171a121d0a2e65', 1795821041283);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'e38c0e09f24c0b4907e304def1119d96cb1cd57cf8a771ff2a171a121d0a2e65', 1795833940018);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'ebde7dfbe6b15b422ef6b559274a8593f3ddd757c1a469ce265f44816be91416', 1795452473939);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'ed21ea2f5ec954ec4841f1bafe7d10a9c4df3589075505ea2a76580d876d5e1b', 1795906090945);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'edd62bef38869dbb346ffc86175ed14e2fc7d3f66f5d44ca495df10f7f78691a', 1795783961828);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'ee7ddcb70730a5f2ebe499116bd5e7ed91651c167cf0b0e2febcbe6016c23257', 1795914788858);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'f0f3f3b8c37c163d8801f59527fb6d4201f3fc19e9356936805d06d67b05ebf7', 1795903261514);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'f26a899b230d3ade698e159f9ed6641c257ef6829f48046f3e5c63fd4feb6910', 1795454471100);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'f3c092e00a4d604bad1df00baadea6dbfeb2a71c10d6248276ff64834201001a', 1795450508748);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'f58de8e058e5d16aa78443169b7e0c56ac2633bbef1bb6d641cceb8a3729d02f', 1795833941697);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'fbd0d34d4cb5a3998c3dc78cb1e239f2c6a9c04d6d32ad91e1f2b22960ef8aff', 1795568860984);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'fbdd90bbf84dac5995c21c6bc7b6e0496228b0d74cdfd11496d96813ae57c102', 1795912122989);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'fdd8040164b31c54766305f83cfb368b06a4ae4689744c496cad94becffad5c3', 1795795308838);
--> statement-breakpoint
INSERT INTO "__drizzle_migrations" ("id", "hash", "created_at") VALUES (NULL, 'ff8823e38a24d6bf5d1bcd62378a67483e4a71dbe03c91ce70935c7699525192', 1795567812368);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('AccesEspace', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Accompte', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('AgenceParametres', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('AideLogement', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Appartement', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('AppartementEquipement', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('AppartementProprietaire', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('AttestationAssurance', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Caution', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Client', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('CodeSecours', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Colocataire', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Commune', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('CompteBancaire', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('CompteEspace', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('ContratGli', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('CoproprieteAnnee', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('DecisionDevis', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('DeclarationImpayeCaf', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('DeductionDepot', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Demande', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('DemandePhoto', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('DemandeReponse', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Devis', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Diagnostic', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('DocumentGenere', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('DocumentVersion', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Dossier', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Ecriture', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('EcritureProprietaire', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Equipement', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('EtapeSinistre', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('EtatLieux', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('ExerciceClos', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Facture', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('FactureFournisseur', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Fichier', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Fournisseur', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('GarantieDossier', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('History', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('IbanClient', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('IbanFournisseur', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Image', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Import', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('ImportAvant', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('ImportElement', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Intendance', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Intervention', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('InterventionEtat', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('InterventionPhoto', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Irl', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Journal', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('LibelleAppris', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('LigneBancaire', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('LignePaiementFournisseur', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('LignePaiementPrime', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('LignePrelevement', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('LigneReglementation', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('LigneReversement', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('ListeCommunes', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Locataire', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Mandat', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('MandatSepa', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Mission', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('MissionAppartement', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('MissionClient', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Mobilier', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Outbox', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Paiement', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('PaiementFournisseur', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Passkey', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('PlafondHonoraires', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Prelevement', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('PrimeGli', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Quitance', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('QuotesPartsEnAttente', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('RecuperationAssureur', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Regularisation', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('RegularisationCharge', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('ReleveBancaire', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('RestitutionDepot', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Reversement', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('ReversementRecuperation', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('RevisionLoyer', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Setting', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Subrogation', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Telechargement', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('TropPercuAide', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('User', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('Variable', 0);
--> statement-breakpoint
INSERT INTO "DataVersion" ("resource", "n") VALUES ('VersementAide', 0);
--> statement-breakpoint
INSERT INTO "sqlite_sequence" ("name", "seq") VALUES ('Ecriture', 0);
--> statement-breakpoint
INSERT INTO "sqlite_sequence" ("name", "seq") VALUES ('Mandat', 0);
--> statement-breakpoint
INSERT INTO "sqlite_sequence" ("name", "seq") VALUES ('Paiement', 0);
--> statement-breakpoint
UPDATE "DataVersion" SET "n" = abs(random()) WHERE "resource" = ''
--> statement-breakpoint
CREATE INDEX `Client_mariage_idx` ON `Client` (`mariage`);
--> statement-breakpoint
CREATE INDEX `Client_nom_idx` ON `Client` (`nom`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Client_reference_uq` ON `Client` (`reference`) WHERE "reference" is not null;
--> statement-breakpoint
CREATE INDEX `IbanClient_ClientId_idx` ON `IbanClient` (`ClientId`,`createdAt`);
--> statement-breakpoint
CREATE INDEX `Appartement_defaultContact_idx` ON `Appartement` (`defaultContact`);
--> statement-breakpoint
CREATE INDEX `Appartement_ville_idx` ON `Appartement` (`ville`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Appartement_reference_uq` ON `Appartement` (`reference`) WHERE "reference" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX `CoproprieteAnnee_uq` ON `CoproprieteAnnee` (`AppartementId`,`annee`);
--> statement-breakpoint
CREATE INDEX `Locataire_nom_idx` ON `Locataire` (`nom`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Locataire_reference_uq` ON `Locataire` (`reference`) WHERE "reference" is not null;
--> statement-breakpoint
CREATE INDEX `Dossier_AppartementId_idx` ON `Dossier` (`AppartementId`);
--> statement-breakpoint
CREATE INDEX `Dossier_LocataireId_idx` ON `Dossier` (`LocataireId`);
--> statement-breakpoint
CREATE INDEX `Dossier_etatIn_idx` ON `Dossier` (`etatIn`);
--> statement-breakpoint
CREATE INDEX `Dossier_etatOut_idx` ON `Dossier` (`etatOut`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Dossier_reference_uq` ON `Dossier` (`reference`) WHERE "reference" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX `Dossier_ouvert_uq` ON `Dossier` (`AppartementId`,`LocataireId`) WHERE "clos" = 0;
--> statement-breakpoint
CREATE INDEX `Caution_DossierId_idx` ON `Caution` (`DossierId`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Caution_reference_uq` ON `Caution` (`reference`) WHERE "reference" is not null;
--> statement-breakpoint
CREATE INDEX `EtatLieux_AppartementId_idx` ON `EtatLieux` (`AppartementId`);
--> statement-breakpoint
CREATE INDEX `MissionAppartement_AppartementId_idx` ON `MissionAppartement` (`AppartementId`);
--> statement-breakpoint
CREATE INDEX `MissionClient_ClientId_idx` ON `MissionClient` (`ClientId`);
--> statement-breakpoint
CREATE INDEX `Accompte_MissionId_idx` ON `Accompte` (`MissionId`);
--> statement-breakpoint
CREATE INDEX `Accompte_AppartementId_idx` ON `Accompte` (`AppartementId`);
--> statement-breakpoint
CREATE INDEX `Intendance_AppartementId_idx` ON `Intendance` (`AppartementId`);
--> statement-breakpoint
CREATE INDEX `Intendance_dateFin_idx` ON `Intendance` (`dateFin`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Quitance_uuid_uq` ON `Quitance` (`uuid`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Quitance_dossier_mois_uq` ON `Quitance` (`DossierId`,`mois`);
--> statement-breakpoint
CREATE INDEX `Quitance_AppartementId_idx` ON `Quitance` (`AppartementId`);
--> statement-breakpoint
CREATE INDEX `Quitance_ClientId_idx` ON `Quitance` (`ClientId`);
--> statement-breakpoint
CREATE INDEX `Quitance_LocataireId_idx` ON `Quitance` (`LocataireId`);
--> statement-breakpoint
CREATE INDEX `Quitance_mois_idx` ON `Quitance` (`mois`,`prixHC`,`charge`);
--> statement-breakpoint
CREATE INDEX `Quitance_impaye_idx` ON `Quitance` (`date`,`prixHC`,`charge`,`montantRegle`) WHERE "regle" = 0;
--> statement-breakpoint
CREATE INDEX `Quitance_file_idx` ON `Quitance` (`file`);
--> statement-breakpoint
CREATE INDEX `Fichier_ClientId_idx` ON `Fichier` (`ClientId`);
--> statement-breakpoint
CREATE INDEX `Fichier_LocataireId_idx` ON `Fichier` (`LocataireId`);
--> statement-breakpoint
CREATE INDEX `Fichier_AppartementId_idx` ON `Fichier` (`AppartementId`);
--> statement-breakpoint
CREATE INDEX `Fichier_DossierId_idx` ON `Fichier` (`DossierId`);
--> statement-breakpoint
CREATE INDEX `Fichier_MissionId_idx` ON `Fichier` (`MissionId`);
--> statement-breakpoint
CREATE INDEX `Image_AppartementId_idx` ON `Image` (`AppartementId`);
--> statement-breakpoint
CREATE INDEX `AppartementEquipement_EquipementId_idx` ON `AppartementEquipement` (`EquipementId`);
--> statement-breakpoint
CREATE INDEX `AppartementProprietaire_ClientId_idx` ON `AppartementProprietaire` (`ClientId`);
--> statement-breakpoint
CREATE INDEX `History_AppartementId_idx` ON `History` (`AppartementId`);
--> statement-breakpoint
CREATE UNIQUE INDEX `QuotesPartsEnAttente_ouverte_uq` ON `QuotesPartsEnAttente` (`AppartementId`) WHERE "statut" = 'a_verifier';
--> statement-breakpoint
CREATE UNIQUE INDEX `Variable_nom_uq` ON `Variable` (`nom`);
--> statement-breakpoint
CREATE UNIQUE INDEX `CodeSecours_user_hash_uq` ON `CodeSecours` (`UserId`,`codeHash`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Passkey_credentialId_uq` ON `Passkey` (`credentialId`);
--> statement-breakpoint
CREATE INDEX `Passkey_UserId_idx` ON `Passkey` (`UserId`);
--> statement-breakpoint
CREATE INDEX `Session_UserId_idx` ON `Session` (`UserId`);
--> statement-breakpoint
CREATE INDEX `Telechargement_at_idx` ON `Telechargement` (`at`);
--> statement-breakpoint
CREATE UNIQUE INDEX `User_email_uq` ON `User` (`email`);
--> statement-breakpoint
CREATE UNIQUE INDEX `DocumentGenere_sujet_uq` ON `DocumentGenere` (`sujet`);
--> statement-breakpoint
CREATE INDEX `DocumentGenere_cle_idx` ON `DocumentGenere` (`cle`);
--> statement-breakpoint
CREATE INDEX `DocumentGenere_DossierId_idx` ON `DocumentGenere` (`DossierId`);
--> statement-breakpoint
CREATE INDEX `DocumentGenere_CautionId_idx` ON `DocumentGenere` (`CautionId`);
--> statement-breakpoint
CREATE INDEX `DocumentGenere_AppartementId_idx` ON `DocumentGenere` (`AppartementId`);
--> statement-breakpoint
CREATE INDEX `DocumentGenere_MissionId_idx` ON `DocumentGenere` (`MissionId`);
--> statement-breakpoint
CREATE INDEX `DocumentGenere_IntendanceId_idx` ON `DocumentGenere` (`IntendanceId`);
--> statement-breakpoint
CREATE INDEX `DocumentVersion_DocumentGenereId_idx` ON `DocumentVersion` (`DocumentGenereId`);
--> statement-breakpoint
CREATE INDEX `DocumentVersion_cle_idx` ON `DocumentVersion` (`cle`);
--> statement-breakpoint
CREATE UNIQUE INDEX `DocumentVersion_signe_uq` ON `DocumentVersion` (`DocumentGenereId`) WHERE "signe" = 1;
--> statement-breakpoint
CREATE UNIQUE INDEX `Outbox_dedupeKey_uq` ON `Outbox` (`dedupeKey`);
--> statement-breakpoint
CREATE INDEX `Outbox_status_idx` ON `Outbox` (`status`);
--> statement-breakpoint
CREATE INDEX `Outbox_QuitanceId_idx` ON `Outbox` (`QuitanceId`);
--> statement-breakpoint
CREATE INDEX `Ecriture_DossierId_idx` ON `Ecriture` (`DossierId`,`id`);
--> statement-breakpoint
CREATE INDEX `Ecriture_QuitanceId_idx` ON `Ecriture` (`QuitanceId`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Ecriture_annulation_uq` ON `Ecriture` (`PaiementId`) WHERE "type" = 'annulation';
--> statement-breakpoint
CREATE INDEX `Ecriture_date_idx` ON `Ecriture` (`type`,`date`);
--> statement-breakpoint
CREATE INDEX `Paiement_DossierId_idx` ON `Paiement` (`DossierId`);
--> statement-breakpoint
CREATE INDEX `Paiement_date_idx` ON `Paiement` (`date`,`montant`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Irl_trimestre_uq` ON `Irl` (`trimestre`);
--> statement-breakpoint
CREATE INDEX `Mobilier_AppartementId_idx` ON `Mobilier` (`AppartementId`,`ordre`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Commune_codeInsee_uq` ON `Commune` (`codeInsee`);
--> statement-breakpoint
CREATE UNIQUE INDEX `PlafondHonoraires_depuis_uq` ON `PlafondHonoraires` (`depuis`);
--> statement-breakpoint
CREATE UNIQUE INDEX `CompteBancaire_numero_uq` ON `CompteBancaire` (`numero`);
--> statement-breakpoint
CREATE UNIQUE INDEX `LibelleAppris_uq` ON `LibelleAppris` (`cle`,`DossierId`);
--> statement-breakpoint
CREATE UNIQUE INDEX `LigneBancaire_empreinte_uq` ON `LigneBancaire` (`compteId`,`empreinte`);
--> statement-breakpoint
CREATE INDEX `LigneBancaire_statut_idx` ON `LigneBancaire` (`statut`,`date`);
--> statement-breakpoint
CREATE INDEX `LigneBancaire_releve_idx` ON `LigneBancaire` (`releveId`);
--> statement-breakpoint
CREATE UNIQUE INDEX `LigneBancaire_paiement_uq` ON `LigneBancaire` (`PaiementId`) WHERE "PaiementId" is not null;
--> statement-breakpoint
CREATE INDEX `ReleveBancaire_compte_idx` ON `ReleveBancaire` (`compteId`,`au`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Regularisation_periode_uq` ON `Regularisation` (`DossierId`,`du`,`au`);
--> statement-breakpoint
CREATE INDEX `RegularisationCharge_RegularisationId_idx` ON `RegularisationCharge` (`RegularisationId`);
--> statement-breakpoint
CREATE INDEX `DeductionDepot_DossierId_idx` ON `DeductionDepot` (`DossierId`,`ordre`);
--> statement-breakpoint
CREATE UNIQUE INDEX `RestitutionDepot_DossierId_uq` ON `RestitutionDepot` (`DossierId`);
--> statement-breakpoint
CREATE INDEX `Journal_at_idx` ON `Journal` (`at`);
--> statement-breakpoint
CREATE INDEX `Journal_resource_idx` ON `Journal` (`resource`,`resourceId`,`at`);
--> statement-breakpoint
CREATE INDEX `Journal_user_idx` ON `Journal` (`userEmail`,`at`);
--> statement-breakpoint
CREATE UNIQUE INDEX `RevisionLoyer_annee_uq` ON `RevisionLoyer` (`DossierId`,`dateRevision`);
--> statement-breakpoint
CREATE INDEX `RevisionLoyer_dateEffet_idx` ON `RevisionLoyer` (`dateEffet`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Mandat_carte_annee_sequence_uq` ON `Mandat` (`carte`,`annee`,`sequence`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Mandat_MissionId_uq` ON `Mandat` (`MissionId`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Mandat_IntendanceId_uq` ON `Mandat` (`IntendanceId`);
--> statement-breakpoint
CREATE INDEX `Mandat_annee_idx` ON `Mandat` (`annee`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Facture_numero_uq` ON `Facture` (`numero`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Facture_rang_uq` ON `Facture` (`prefixe`,`annee`,`rang`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Facture_avoirDe_uq` ON `Facture` (`avoirDe`) WHERE "avoirDe" is not null;
--> statement-breakpoint
CREATE INDEX `Facture_ClientId_idx` ON `Facture` (`ClientId`);
--> statement-breakpoint
CREATE INDEX `Facture_AccompteId_idx` ON `Facture` (`AccompteId`);
--> statement-breakpoint
CREATE INDEX `Facture_IntendanceId_idx` ON `Facture` (`IntendanceId`);
--> statement-breakpoint
CREATE INDEX `Facture_DossierId_idx` ON `Facture` (`DossierId`);
--> statement-breakpoint
CREATE INDEX `EcritureProprietaire_ClientId_idx` ON `EcritureProprietaire` (`ClientId`,`date`,`id`);
--> statement-breakpoint
CREATE INDEX `EcritureProprietaire_date_idx` ON `EcritureProprietaire` (`date`);
--> statement-breakpoint
CREATE INDEX `EcritureProprietaire_PaiementId_idx` ON `EcritureProprietaire` (`PaiementId`);
--> statement-breakpoint
CREATE INDEX `EcritureProprietaire_AppartementId_idx` ON `EcritureProprietaire` (`AppartementId`);
--> statement-breakpoint
CREATE INDEX `EcritureProprietaire_AccompteId_idx` ON `EcritureProprietaire` (`AccompteId`);
--> statement-breakpoint
CREATE INDEX `EcritureProprietaire_DossierId_idx` ON `EcritureProprietaire` (`DossierId`,`id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `EcritureProprietaire_annule_uq` ON `EcritureProprietaire` (`annuleId`) WHERE "annuleId" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX `EcritureProprietaire_reversement_uq` ON `EcritureProprietaire` (`ReversementId`,`ClientId`) WHERE "ReversementId" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX `LigneReversement_client_date_uq` ON `LigneReversement` (`ClientId`,`date`);
--> statement-breakpoint
CREATE INDEX `LigneReversement_ReversementId_idx` ON `LigneReversement` (`ReversementId`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Reversement_cle_uq` ON `Reversement` (`cle`);
--> statement-breakpoint
CREATE INDEX `Reversement_date_idx` ON `Reversement` (`date`);
--> statement-breakpoint
CREATE UNIQUE INDEX `LignePrelevement_terme_uq` ON `LignePrelevement` (`QuitanceId`) WHERE "rejet" is null;
--> statement-breakpoint
CREATE INDEX `LignePrelevement_PrelevementId_idx` ON `LignePrelevement` (`PrelevementId`);
--> statement-breakpoint
CREATE INDEX `LignePrelevement_MandatSepaId_idx` ON `LignePrelevement` (`MandatSepaId`);
--> statement-breakpoint
CREATE UNIQUE INDEX `MandatSepa_rum_uq` ON `MandatSepa` (`rum`);
--> statement-breakpoint
CREATE UNIQUE INDEX `MandatSepa_actif_uq` ON `MandatSepa` (`DossierId`) WHERE "statut" = 'actif';
--> statement-breakpoint
CREATE UNIQUE INDEX `Prelevement_cle_uq` ON `Prelevement` (`cle`);
--> statement-breakpoint
CREATE INDEX `Prelevement_date_idx` ON `Prelevement` (`dateEcheance`);
--> statement-breakpoint
CREATE INDEX `Import_createdAt_idx` ON `Import` (`createdAt`);
--> statement-breakpoint
CREATE INDEX `ImportElement_ImportId_idx` ON `ImportElement` (`ImportId`);
--> statement-breakpoint
CREATE UNIQUE INDEX `AccesEspace_ClientId_uq` ON `AccesEspace` (`ClientId`) WHERE "ClientId" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX `AccesEspace_LocataireId_uq` ON `AccesEspace` (`LocataireId`) WHERE "LocataireId" is not null;
--> statement-breakpoint
CREATE INDEX `AccesEspace_CompteEspaceId_idx` ON `AccesEspace` (`CompteEspaceId`);
--> statement-breakpoint
CREATE INDEX `AttestationAssurance_DossierId_idx` ON `AttestationAssurance` (`DossierId`,`dateFin`);
--> statement-breakpoint
CREATE UNIQUE INDEX `CompteEspace_email_uq` ON `CompteEspace` (`email`);
--> statement-breakpoint
CREATE INDEX `Demande_statut_idx` ON `Demande` (`statut`,`createdAt`);
--> statement-breakpoint
CREATE INDEX `Demande_LocataireId_idx` ON `Demande` (`LocataireId`);
--> statement-breakpoint
CREATE INDEX `Demande_ClientId_idx` ON `Demande` (`ClientId`);
--> statement-breakpoint
CREATE INDEX `DemandePhoto_DemandeId_idx` ON `DemandePhoto` (`DemandeId`);
--> statement-breakpoint
CREATE INDEX `DemandeReponse_DemandeId_idx` ON `DemandeReponse` (`DemandeId`);
--> statement-breakpoint
CREATE UNIQUE INDEX `JetonEspace_invitation_uq` ON `JetonEspace` (`hash`) WHERE "type" = 'invitation';
--> statement-breakpoint
CREATE INDEX `JetonEspace_CompteEspaceId_idx` ON `JetonEspace` (`CompteEspaceId`);
--> statement-breakpoint
CREATE INDEX `JetonEspace_AccesEspaceId_idx` ON `JetonEspace` (`AccesEspaceId`);
--> statement-breakpoint
CREATE INDEX `SessionEspace_AccesEspaceId_idx` ON `SessionEspace` (`AccesEspaceId`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Diagnostic_AppartementId_type_uq` ON `Diagnostic` (`AppartementId`,`type`);
--> statement-breakpoint
CREATE INDEX `Diagnostic_FichierId_idx` ON `Diagnostic` (`FichierId`);
--> statement-breakpoint
CREATE UNIQUE INDEX `LigneReglementation_uq` ON `LigneReglementation` (`tableau`,`cle`,`debut`);
--> statement-breakpoint
CREATE INDEX `Colocataire_LocataireId_idx` ON `Colocataire` (`LocataireId`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Mission_reference_uq` ON `Mission` (`reference`) WHERE "reference" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX `AideLogement_dossier_depuis_uq` ON `AideLogement` (`DossierId`,`depuis`);
--> statement-breakpoint
CREATE UNIQUE INDEX `DeclarationImpayeCaf_uq` ON `DeclarationImpayeCaf` (`DossierId`,`dateConstitution`);
--> statement-breakpoint
CREATE UNIQUE INDEX `VersementAide_uq` ON `VersementAide` (`virement`,`numeroAllocataire`,`mois`);
--> statement-breakpoint
CREATE UNIQUE INDEX `EtapeSinistre_uq` ON `EtapeSinistre` (`QuitanceId`,`etape`);
--> statement-breakpoint
CREATE UNIQUE INDEX `GarantieDossier_DossierId_uq` ON `GarantieDossier` (`DossierId`);
--> statement-breakpoint
CREATE UNIQUE INDEX `PrimeGli_QuitanceId_uq` ON `PrimeGli` (`QuitanceId`);
--> statement-breakpoint
CREATE INDEX `PrimeGli_contrat_idx` ON `PrimeGli` (`ContratGliId`,`date`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Subrogation_PaiementId_uq` ON `Subrogation` (`PaiementId`);
--> statement-breakpoint
CREATE INDEX `Subrogation_DossierId_idx` ON `Subrogation` (`DossierId`);
--> statement-breakpoint
CREATE INDEX `Fournisseur_raisonSociale_idx` ON `Fournisseur` (`raisonSociale`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Fournisseur_siret_uq` ON `Fournisseur` (`siret`) WHERE "siret" is not null;
--> statement-breakpoint
CREATE INDEX `IbanFournisseur_FournisseurId_idx` ON `IbanFournisseur` (`FournisseurId`,`createdAt`);
--> statement-breakpoint
CREATE INDEX `Intervention_AppartementId_idx` ON `Intervention` (`AppartementId`);
--> statement-breakpoint
CREATE INDEX `Intervention_FournisseurId_idx` ON `Intervention` (`FournisseurId`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Intervention_DemandeId_uq` ON `Intervention` (`DemandeId`) WHERE "DemandeId" is not null;
--> statement-breakpoint
CREATE INDEX `InterventionEtat_InterventionId_idx` ON `InterventionEtat` (`InterventionId`,`id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `DecisionDevis_DevisId_ClientId_uq` ON `DecisionDevis` (`DevisId`,`ClientId`);
--> statement-breakpoint
CREATE INDEX `Devis_InterventionId_idx` ON `Devis` (`InterventionId`);
--> statement-breakpoint
CREATE UNIQUE INDEX `Devis_choisi_uq` ON `Devis` (`InterventionId`) WHERE "choisi" = 1 and "refuseAt" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX `FactureFournisseur_InterventionId_uq` ON `FactureFournisseur` (`InterventionId`);
--> statement-breakpoint
CREATE UNIQUE INDEX `FactureFournisseur_numero_uq` ON `FactureFournisseur` (`FournisseurId`,`numero`);
--> statement-breakpoint
CREATE UNIQUE INDEX `LignePaiementFournisseur_facture_uq` ON `LignePaiementFournisseur` (`FactureFournisseurId`);
--> statement-breakpoint
CREATE INDEX `LignePaiementFournisseur_lot_idx` ON `LignePaiementFournisseur` (`PaiementFournisseurId`);
--> statement-breakpoint
CREATE UNIQUE INDEX `PaiementFournisseur_cle_unique` ON `PaiementFournisseur` (`cle`);
--> statement-breakpoint
CREATE UNIQUE INDEX `LignePaiementPrime_trimestre_uq` ON `LignePaiementPrime` (`ContratGliId`,`trimestre`);
--> statement-breakpoint
CREATE INDEX `LignePaiementPrime_lot_idx` ON `LignePaiementPrime` (`PaiementFournisseurId`);
--> statement-breakpoint
CREATE UNIQUE INDEX `PaiementFournisseur_cleValidation_unique` ON `PaiementFournisseur` (`cleValidation`);
--> statement-breakpoint
CREATE INDEX `FactureFournisseur_lot_idx` ON `FactureFournisseur` (`AppartementId`);
--> statement-breakpoint
CREATE INDEX `RecuperationAssureur_DossierId_idx` ON `RecuperationAssureur` (`DossierId`);
--> statement-breakpoint
CREATE INDEX `InterventionPhoto_InterventionId_idx` ON `InterventionPhoto` (`InterventionId`,`id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `AccesEspace_FournisseurId_uq` ON `AccesEspace` (`FournisseurId`) WHERE "FournisseurId" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX `TropPercuAide_uq` ON `TropPercuAide` (`DossierId`,`organisme`,`mois`);
--> statement-breakpoint
CREATE UNIQUE INDEX `ReversementRecuperation_recuperation_uq` ON `ReversementRecuperation` (`RecuperationAssureurId`);
--> statement-breakpoint
CREATE INDEX `ReversementRecuperation_lot_idx` ON `ReversementRecuperation` (`PaiementFournisseurId`);
--> statement-breakpoint
CREATE TRIGGER `Ecriture_sans_modification` BEFORE UPDATE ON `Ecriture` BEGIN SELECT RAISE(ABORT, 'Une écriture du compte ne se modifie pas : passez une écriture de correction.'); END;
--> statement-breakpoint
CREATE TRIGGER `Ecriture_sans_suppression` BEFORE DELETE ON `Ecriture` WHEN EXISTS (SELECT 1 FROM `Dossier` WHERE `id` = OLD.`DossierId`) BEGIN SELECT RAISE(ABORT, 'Une écriture du compte ne se supprime pas : passez une écriture de correction.'); END;
--> statement-breakpoint
CREATE TRIGGER `Paiement_sans_modification` BEFORE UPDATE ON `Paiement` BEGIN SELECT RAISE(ABORT, 'Un paiement ne se modifie pas : annulez-le.'); END;
--> statement-breakpoint
CREATE TRIGGER `Paiement_sans_suppression` BEFORE DELETE ON `Paiement` WHEN EXISTS (SELECT 1 FROM `Dossier` WHERE `id` = OLD.`DossierId`) BEGIN SELECT RAISE(ABORT, 'Un paiement ne se supprime pas : annulez-le.'); END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Accompte_insert` AFTER INSERT ON `Accompte` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Accompte'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Accompte_update` AFTER UPDATE ON `Accompte` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Accompte'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Accompte_delete` AFTER DELETE ON `Accompte` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Accompte'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Appartement_insert` AFTER INSERT ON `Appartement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Appartement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Appartement_update` AFTER UPDATE ON `Appartement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Appartement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Appartement_delete` AFTER DELETE ON `Appartement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Appartement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AppartementEquipement_insert` AFTER INSERT ON `AppartementEquipement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AppartementEquipement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AppartementEquipement_update` AFTER UPDATE ON `AppartementEquipement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AppartementEquipement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AppartementEquipement_delete` AFTER DELETE ON `AppartementEquipement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AppartementEquipement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AppartementProprietaire_insert` AFTER INSERT ON `AppartementProprietaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AppartementProprietaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AppartementProprietaire_update` AFTER UPDATE ON `AppartementProprietaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AppartementProprietaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AppartementProprietaire_delete` AFTER DELETE ON `AppartementProprietaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AppartementProprietaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Caution_insert` AFTER INSERT ON `Caution` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Caution'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Caution_update` AFTER UPDATE ON `Caution` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Caution'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Caution_delete` AFTER DELETE ON `Caution` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Caution'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Client_insert` AFTER INSERT ON `Client` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Client'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Client_update` AFTER UPDATE ON `Client` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Client'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Client_delete` AFTER DELETE ON `Client` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Client'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DocumentGenere_insert` AFTER INSERT ON `DocumentGenere` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DocumentGenere'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DocumentGenere_update` AFTER UPDATE ON `DocumentGenere` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DocumentGenere'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DocumentGenere_delete` AFTER DELETE ON `DocumentGenere` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DocumentGenere'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Dossier_insert` AFTER INSERT ON `Dossier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Dossier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Dossier_update` AFTER UPDATE ON `Dossier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Dossier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Dossier_delete` AFTER DELETE ON `Dossier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Dossier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Ecriture_insert` AFTER INSERT ON `Ecriture` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Ecriture'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Ecriture_update` AFTER UPDATE ON `Ecriture` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Ecriture'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Ecriture_delete` AFTER DELETE ON `Ecriture` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Ecriture'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Equipement_insert` AFTER INSERT ON `Equipement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Equipement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Equipement_update` AFTER UPDATE ON `Equipement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Equipement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Equipement_delete` AFTER DELETE ON `Equipement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Equipement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_EtatLieux_insert` AFTER INSERT ON `EtatLieux` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'EtatLieux'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_EtatLieux_update` AFTER UPDATE ON `EtatLieux` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'EtatLieux'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_EtatLieux_delete` AFTER DELETE ON `EtatLieux` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'EtatLieux'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Fichier_insert` AFTER INSERT ON `Fichier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Fichier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Fichier_update` AFTER UPDATE ON `Fichier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Fichier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Fichier_delete` AFTER DELETE ON `Fichier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Fichier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_History_insert` AFTER INSERT ON `History` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'History'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_History_update` AFTER UPDATE ON `History` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'History'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_History_delete` AFTER DELETE ON `History` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'History'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Image_insert` AFTER INSERT ON `Image` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Image'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Image_update` AFTER UPDATE ON `Image` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Image'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Image_delete` AFTER DELETE ON `Image` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Image'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Intendance_insert` AFTER INSERT ON `Intendance` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Intendance'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Intendance_update` AFTER UPDATE ON `Intendance` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Intendance'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Intendance_delete` AFTER DELETE ON `Intendance` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Intendance'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Locataire_insert` AFTER INSERT ON `Locataire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Locataire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Locataire_update` AFTER UPDATE ON `Locataire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Locataire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Locataire_delete` AFTER DELETE ON `Locataire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Locataire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Mission_insert` AFTER INSERT ON `Mission` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Mission'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Mission_update` AFTER UPDATE ON `Mission` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Mission'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Mission_delete` AFTER DELETE ON `Mission` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Mission'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_MissionAppartement_insert` AFTER INSERT ON `MissionAppartement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'MissionAppartement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_MissionAppartement_update` AFTER UPDATE ON `MissionAppartement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'MissionAppartement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_MissionAppartement_delete` AFTER DELETE ON `MissionAppartement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'MissionAppartement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_MissionClient_insert` AFTER INSERT ON `MissionClient` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'MissionClient'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_MissionClient_update` AFTER UPDATE ON `MissionClient` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'MissionClient'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_MissionClient_delete` AFTER DELETE ON `MissionClient` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'MissionClient'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Outbox_insert` AFTER INSERT ON `Outbox` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Outbox'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Outbox_update` AFTER UPDATE ON `Outbox` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Outbox'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Outbox_delete` AFTER DELETE ON `Outbox` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Outbox'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Paiement_insert` AFTER INSERT ON `Paiement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Paiement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Paiement_update` AFTER UPDATE ON `Paiement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Paiement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Paiement_delete` AFTER DELETE ON `Paiement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Paiement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Quitance_insert` AFTER INSERT ON `Quitance` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Quitance'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Quitance_update` AFTER UPDATE ON `Quitance` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Quitance'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Quitance_delete` AFTER DELETE ON `Quitance` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Quitance'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Setting_insert` AFTER INSERT ON `Setting` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Setting'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Setting_update` AFTER UPDATE ON `Setting` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Setting'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Setting_delete` AFTER DELETE ON `Setting` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Setting'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_User_insert` AFTER INSERT ON `User` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'User'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_User_update` AFTER UPDATE ON `User` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'User'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_User_delete` AFTER DELETE ON `User` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'User'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Variable_insert` AFTER INSERT ON `Variable` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Variable'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Variable_update` AFTER UPDATE ON `Variable` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Variable'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Variable_delete` AFTER DELETE ON `Variable` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Variable'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Irl_insert` AFTER INSERT ON `Irl` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Irl'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Irl_update` AFTER UPDATE ON `Irl` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Irl'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Irl_delete` AFTER DELETE ON `Irl` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Irl'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Mobilier_insert` AFTER INSERT ON `Mobilier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Mobilier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Mobilier_update` AFTER UPDATE ON `Mobilier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Mobilier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Mobilier_delete` AFTER DELETE ON `Mobilier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Mobilier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Commune_insert` AFTER INSERT ON `Commune` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Commune'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Commune_update` AFTER UPDATE ON `Commune` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Commune'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Commune_delete` AFTER DELETE ON `Commune` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Commune'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ListeCommunes_insert` AFTER INSERT ON `ListeCommunes` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ListeCommunes'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ListeCommunes_update` AFTER UPDATE ON `ListeCommunes` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ListeCommunes'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ListeCommunes_delete` AFTER DELETE ON `ListeCommunes` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ListeCommunes'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_PlafondHonoraires_insert` AFTER INSERT ON `PlafondHonoraires` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'PlafondHonoraires'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_PlafondHonoraires_update` AFTER UPDATE ON `PlafondHonoraires` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'PlafondHonoraires'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_PlafondHonoraires_delete` AFTER DELETE ON `PlafondHonoraires` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'PlafondHonoraires'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CompteBancaire_insert` AFTER INSERT ON `CompteBancaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CompteBancaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CompteBancaire_update` AFTER UPDATE ON `CompteBancaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CompteBancaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CompteBancaire_delete` AFTER DELETE ON `CompteBancaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CompteBancaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ReleveBancaire_insert` AFTER INSERT ON `ReleveBancaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ReleveBancaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ReleveBancaire_update` AFTER UPDATE ON `ReleveBancaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ReleveBancaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ReleveBancaire_delete` AFTER DELETE ON `ReleveBancaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ReleveBancaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LigneBancaire_insert` AFTER INSERT ON `LigneBancaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LigneBancaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LigneBancaire_update` AFTER UPDATE ON `LigneBancaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LigneBancaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LigneBancaire_delete` AFTER DELETE ON `LigneBancaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LigneBancaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LibelleAppris_insert` AFTER INSERT ON `LibelleAppris` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LibelleAppris'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LibelleAppris_update` AFTER UPDATE ON `LibelleAppris` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LibelleAppris'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LibelleAppris_delete` AFTER DELETE ON `LibelleAppris` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LibelleAppris'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Regularisation_insert` AFTER INSERT ON `Regularisation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Regularisation'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Regularisation_update` AFTER UPDATE ON `Regularisation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Regularisation'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Regularisation_delete` AFTER DELETE ON `Regularisation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Regularisation'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RegularisationCharge_insert` AFTER INSERT ON `RegularisationCharge` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RegularisationCharge'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RegularisationCharge_update` AFTER UPDATE ON `RegularisationCharge` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RegularisationCharge'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RegularisationCharge_delete` AFTER DELETE ON `RegularisationCharge` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RegularisationCharge'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RestitutionDepot_insert` AFTER INSERT ON `RestitutionDepot` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RestitutionDepot'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RestitutionDepot_update` AFTER UPDATE ON `RestitutionDepot` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RestitutionDepot'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RestitutionDepot_delete` AFTER DELETE ON `RestitutionDepot` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RestitutionDepot'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DeductionDepot_insert` AFTER INSERT ON `DeductionDepot` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DeductionDepot'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DeductionDepot_update` AFTER UPDATE ON `DeductionDepot` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DeductionDepot'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DeductionDepot_delete` AFTER DELETE ON `DeductionDepot` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DeductionDepot'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Journal_insert` AFTER INSERT ON `Journal` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Journal'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Journal_update` AFTER UPDATE ON `Journal` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Journal'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Journal_delete` AFTER DELETE ON `Journal` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Journal'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RevisionLoyer_insert` AFTER INSERT ON `RevisionLoyer` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RevisionLoyer'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RevisionLoyer_update` AFTER UPDATE ON `RevisionLoyer` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RevisionLoyer'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RevisionLoyer_delete` AFTER DELETE ON `RevisionLoyer` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RevisionLoyer'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Mandat_insert` AFTER INSERT ON `Mandat` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Mandat'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Mandat_update` AFTER UPDATE ON `Mandat` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Mandat'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Mandat_delete` AFTER DELETE ON `Mandat` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Mandat'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AgenceParametres_insert` AFTER INSERT ON `AgenceParametres` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AgenceParametres'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AgenceParametres_update` AFTER UPDATE ON `AgenceParametres` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AgenceParametres'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AgenceParametres_delete` AFTER DELETE ON `AgenceParametres` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AgenceParametres'; END;
--> statement-breakpoint
CREATE TRIGGER `Mandat_numero_Mission` AFTER INSERT ON `Mandat` WHEN NEW.`MissionId` IS NOT NULL BEGIN UPDATE `Mission` SET `numeroMandat` = NEW.`numero` WHERE `id` = NEW.`MissionId`; END;
--> statement-breakpoint
CREATE TRIGGER `Mandat_numero_Intendance` AFTER INSERT ON `Mandat` WHEN NEW.`IntendanceId` IS NOT NULL BEGIN UPDATE `Intendance` SET `numeroMandat` = NEW.`numero` WHERE `id` = NEW.`IntendanceId`; END;
--> statement-breakpoint
CREATE TRIGGER `Mandat_annulation_Mission` AFTER DELETE ON `Mission` BEGIN UPDATE `Mandat` SET `dateAnnulation` = coalesce(`dateAnnulation`, date('now')) WHERE `MissionId` = OLD.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `Mandat_annulation_Intendance` AFTER DELETE ON `Intendance` BEGIN UPDATE `Mandat` SET `dateAnnulation` = coalesce(`dateAnnulation`, date('now')), `dateFin` = coalesce(`dateFin`, OLD.`dateFin`) WHERE `IntendanceId` = OLD.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Facture_insert` AFTER INSERT ON `Facture` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Facture'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Facture_update` AFTER UPDATE ON `Facture` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Facture'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Facture_delete` AFTER DELETE ON `Facture` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Facture'; END;
--> statement-breakpoint
CREATE TRIGGER `Facture_immuable` BEFORE UPDATE OF `numero`, `prefixe`, `annee`, `rang`, `date`, `objet`, `tauxTva`, `totalHT`, `totalTVA`, `totalTTC`, `acheteur`, `vendeur`, `reglement`, `avoirDe`, `motif` ON `Facture` BEGIN SELECT RAISE(ABORT, 'Facture émise : elle ne se modifie pas.'); END;
--> statement-breakpoint
CREATE TRIGGER `EcritureProprietaire_sans_modification` BEFORE UPDATE ON `EcritureProprietaire` BEGIN SELECT RAISE(ABORT, 'Une écriture du compte propriétaire ne se modifie pas : passez une écriture de correction.'); END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_EcritureProprietaire_insert` AFTER INSERT ON `EcritureProprietaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'EcritureProprietaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_EcritureProprietaire_update` AFTER UPDATE ON `EcritureProprietaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'EcritureProprietaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_EcritureProprietaire_delete` AFTER DELETE ON `EcritureProprietaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'EcritureProprietaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Reversement_insert` AFTER INSERT ON `Reversement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Reversement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Reversement_update` AFTER UPDATE ON `Reversement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Reversement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Reversement_delete` AFTER DELETE ON `Reversement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Reversement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LigneReversement_insert` AFTER INSERT ON `LigneReversement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LigneReversement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LigneReversement_update` AFTER UPDATE ON `LigneReversement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LigneReversement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LigneReversement_delete` AFTER DELETE ON `LigneReversement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LigneReversement'; END;
--> statement-breakpoint
CREATE TRIGGER `Appartement_historique_argent` BEFORE DELETE ON `Appartement` WHEN EXISTS (SELECT 1 FROM `Quitance` WHERE `AppartementId` = OLD.`id`) OR EXISTS (SELECT 1 FROM `EcritureProprietaire` WHERE `AppartementId` = OLD.`id`) OR EXISTS (SELECT 1 FROM `Intendance` i WHERE i.`AppartementId` = OLD.`id` AND EXISTS (SELECT 1 FROM `Facture` WHERE `IntendanceId` = i.`id`)) BEGIN SELECT RAISE(ABORT, 'Cet appartement a des écritures comptables : archivez-le.'); END;
--> statement-breakpoint
CREATE TRIGGER `Mission_historique_argent` BEFORE DELETE ON `Mission` WHEN EXISTS (SELECT 1 FROM `Mandat` WHERE `MissionId` = OLD.`id`) OR EXISTS (SELECT 1 FROM `Accompte` a WHERE a.`MissionId` = OLD.`id` AND (EXISTS (SELECT 1 FROM `Facture` WHERE `AccompteId` = a.`id`) OR EXISTS (SELECT 1 FROM `EcritureProprietaire` WHERE `AccompteId` = a.`id`))) BEGIN SELECT RAISE(ABORT, 'Cette mission a des écritures comptables : archivez-la.'); END;
--> statement-breakpoint
CREATE TRIGGER `Accompte_facture_sans_modification` BEFORE UPDATE ON `Accompte` WHEN (NEW.`MissionId` IS NOT OLD.`MissionId` OR NEW.`dateDepart` IS NOT OLD.`dateDepart` OR NEW.`dateFin` IS NOT OLD.`dateFin` OR NEW.`prix` IS NOT OLD.`prix` OR NEW.`tva` IS NOT OLD.`tva` OR NEW.`prixHT` IS NOT OLD.`prixHT` OR NEW.`mode` IS NOT OLD.`mode` OR NEW.`datePaiement` IS NOT OLD.`datePaiement` OR NEW.`montant` IS NOT OLD.`montant` OR NEW.`date` IS NOT OLD.`date` OR NEW.`regle` IS NOT OLD.`regle`) AND EXISTS (SELECT 1 FROM `Facture` f WHERE f.`AccompteId` = OLD.`id` AND f.`prefixe` = 'F' AND NOT EXISTS (SELECT 1 FROM `Facture` av WHERE av.`avoirDe` = f.`id`)) BEGIN SELECT RAISE(ABORT, 'Cet acompte est facturé : émettez un avoir pour le corriger.'); END;
--> statement-breakpoint
CREATE TRIGGER `Accompte_facture_sans_suppression` BEFORE DELETE ON `Accompte` WHEN EXISTS (SELECT 1 FROM `Facture` f WHERE f.`AccompteId` = OLD.`id` AND f.`prefixe` = 'F' AND NOT EXISTS (SELECT 1 FROM `Facture` av WHERE av.`avoirDe` = f.`id`)) BEGIN SELECT RAISE(ABORT, 'Cet acompte est facturé : émettez un avoir pour le corriger.'); END;
--> statement-breakpoint
CREATE TRIGGER `Intendance_facture_sans_modification` BEFORE UPDATE ON `Intendance` WHEN (NEW.`nature` IS NOT OLD.`nature` OR NEW.`dateDepart` IS NOT OLD.`dateDepart` OR NEW.`dateFin` IS NOT OLD.`dateFin` OR NEW.`prix` IS NOT OLD.`prix` OR NEW.`prixHT` IS NOT OLD.`prixHT` OR NEW.`tva` IS NOT OLD.`tva` OR NEW.`regle` IS NOT OLD.`regle` OR NEW.`intitule` IS NOT OLD.`intitule` OR NEW.`date` IS NOT OLD.`date` OR NEW.`montant` IS NOT OLD.`montant` OR NEW.`mode` IS NOT OLD.`mode`) AND EXISTS (SELECT 1 FROM `Facture` f WHERE f.`IntendanceId` = OLD.`id` AND f.`prefixe` = 'F' AND NOT EXISTS (SELECT 1 FROM `Facture` av WHERE av.`avoirDe` = f.`id`)) BEGIN SELECT RAISE(ABORT, 'Cette intendance est facturée : émettez un avoir pour la corriger.'); END;
--> statement-breakpoint
CREATE TRIGGER `Intendance_facture_sans_suppression` BEFORE DELETE ON `Intendance` WHEN EXISTS (SELECT 1 FROM `Facture` f WHERE f.`IntendanceId` = OLD.`id` AND f.`prefixe` = 'F' AND NOT EXISTS (SELECT 1 FROM `Facture` av WHERE av.`avoirDe` = f.`id`)) BEGIN SELECT RAISE(ABORT, 'Cette intendance est facturée : émettez un avoir pour la corriger.'); END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DocumentVersion_insert` AFTER INSERT ON `DocumentVersion` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DocumentVersion'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DocumentVersion_update` AFTER UPDATE ON `DocumentVersion` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DocumentVersion'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DocumentVersion_delete` AFTER DELETE ON `DocumentVersion` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DocumentVersion'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_MandatSepa_insert` AFTER INSERT ON `MandatSepa` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'MandatSepa'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_MandatSepa_update` AFTER UPDATE ON `MandatSepa` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'MandatSepa'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_MandatSepa_delete` AFTER DELETE ON `MandatSepa` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'MandatSepa'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Prelevement_insert` AFTER INSERT ON `Prelevement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Prelevement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Prelevement_update` AFTER UPDATE ON `Prelevement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Prelevement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Prelevement_delete` AFTER DELETE ON `Prelevement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Prelevement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LignePrelevement_insert` AFTER INSERT ON `LignePrelevement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LignePrelevement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LignePrelevement_update` AFTER UPDATE ON `LignePrelevement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LignePrelevement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LignePrelevement_delete` AFTER DELETE ON `LignePrelevement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LignePrelevement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_IbanClient_insert` AFTER INSERT ON `IbanClient` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'IbanClient'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_IbanClient_update` AFTER UPDATE ON `IbanClient` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'IbanClient'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_IbanClient_delete` AFTER DELETE ON `IbanClient` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'IbanClient'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CodeSecours_insert` AFTER INSERT ON `CodeSecours` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CodeSecours'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CodeSecours_update` AFTER UPDATE ON `CodeSecours` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CodeSecours'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CodeSecours_delete` AFTER DELETE ON `CodeSecours` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CodeSecours'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Telechargement_insert` AFTER INSERT ON `Telechargement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Telechargement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Telechargement_update` AFTER UPDATE ON `Telechargement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Telechargement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Telechargement_delete` AFTER DELETE ON `Telechargement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Telechargement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ExerciceClos_insert` AFTER INSERT ON `ExerciceClos` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ExerciceClos'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ExerciceClos_update` AFTER UPDATE ON `ExerciceClos` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ExerciceClos'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ExerciceClos_delete` AFTER DELETE ON `ExerciceClos` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ExerciceClos'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Passkey_insert` AFTER INSERT ON `Passkey` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Passkey'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Passkey_update` AFTER UPDATE ON `Passkey` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Passkey'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Passkey_delete` AFTER DELETE ON `Passkey` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Passkey'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_QuotesPartsEnAttente_insert` AFTER INSERT ON `QuotesPartsEnAttente` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'QuotesPartsEnAttente'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_QuotesPartsEnAttente_update` AFTER UPDATE ON `QuotesPartsEnAttente` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'QuotesPartsEnAttente'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_QuotesPartsEnAttente_delete` AFTER DELETE ON `QuotesPartsEnAttente` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'QuotesPartsEnAttente'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CoproprieteAnnee_insert` AFTER INSERT ON `CoproprieteAnnee` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CoproprieteAnnee'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CoproprieteAnnee_update` AFTER UPDATE ON `CoproprieteAnnee` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CoproprieteAnnee'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CoproprieteAnnee_delete` AFTER DELETE ON `CoproprieteAnnee` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CoproprieteAnnee'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Import_insert` AFTER INSERT ON `Import` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Import'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Import_update` AFTER UPDATE ON `Import` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Import'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Import_delete` AFTER DELETE ON `Import` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Import'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ImportElement_insert` AFTER INSERT ON `ImportElement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ImportElement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ImportElement_update` AFTER UPDATE ON `ImportElement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ImportElement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ImportElement_delete` AFTER DELETE ON `ImportElement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ImportElement'; END;
--> statement-breakpoint
CREATE TRIGGER `Client_historique_argent` BEFORE DELETE ON `Client` WHEN EXISTS (SELECT 1 FROM `EcritureProprietaire` WHERE `ClientId` = OLD.`id` AND `type` <> 'reprise') OR EXISTS (SELECT 1 FROM `Facture` WHERE `ClientId` = OLD.`id`) OR EXISTS (SELECT 1 FROM `Quitance` WHERE `ClientId` = OLD.`id`) OR (EXISTS (SELECT 1 FROM `EcritureProprietaire` WHERE `ClientId` = OLD.`id`) AND NOT EXISTS (SELECT 1 FROM `Import` WHERE `statut` = 'annulation')) BEGIN SELECT RAISE(ABORT, 'Ce client a des écritures comptables : archivez-le.'); END;
--> statement-breakpoint
CREATE TRIGGER `EcritureProprietaire_sans_suppression` BEFORE DELETE ON `EcritureProprietaire` WHEN EXISTS (SELECT 1 FROM `Client` WHERE `id` = OLD.`ClientId`) AND NOT (OLD.`type` = 'reprise' AND EXISTS (SELECT 1 FROM `Import` WHERE `statut` = 'annulation')) BEGIN SELECT RAISE(ABORT, 'Une écriture du compte propriétaire ne se supprime pas : passez une écriture de correction.'); END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CompteEspace_insert` AFTER INSERT ON `CompteEspace` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CompteEspace'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CompteEspace_update` AFTER UPDATE ON `CompteEspace` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CompteEspace'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CompteEspace_delete` AFTER DELETE ON `CompteEspace` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CompteEspace'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AccesEspace_insert` AFTER INSERT ON `AccesEspace` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AccesEspace'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AccesEspace_update` AFTER UPDATE ON `AccesEspace` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AccesEspace'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AccesEspace_delete` AFTER DELETE ON `AccesEspace` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AccesEspace'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Demande_insert` AFTER INSERT ON `Demande` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Demande'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Demande_update` AFTER UPDATE ON `Demande` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Demande'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Demande_delete` AFTER DELETE ON `Demande` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Demande'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DemandePhoto_insert` AFTER INSERT ON `DemandePhoto` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DemandePhoto'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DemandePhoto_update` AFTER UPDATE ON `DemandePhoto` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DemandePhoto'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DemandePhoto_delete` AFTER DELETE ON `DemandePhoto` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DemandePhoto'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DemandeReponse_insert` AFTER INSERT ON `DemandeReponse` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DemandeReponse'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DemandeReponse_update` AFTER UPDATE ON `DemandeReponse` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DemandeReponse'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DemandeReponse_delete` AFTER DELETE ON `DemandeReponse` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DemandeReponse'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AttestationAssurance_insert` AFTER INSERT ON `AttestationAssurance` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AttestationAssurance'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AttestationAssurance_update` AFTER UPDATE ON `AttestationAssurance` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AttestationAssurance'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AttestationAssurance_delete` AFTER DELETE ON `AttestationAssurance` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AttestationAssurance'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Diagnostic_insert` AFTER INSERT ON `Diagnostic` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Diagnostic'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Diagnostic_update` AFTER UPDATE ON `Diagnostic` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Diagnostic'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Diagnostic_delete` AFTER DELETE ON `Diagnostic` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Diagnostic'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LigneReglementation_insert` AFTER INSERT ON `LigneReglementation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LigneReglementation'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LigneReglementation_update` AFTER UPDATE ON `LigneReglementation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LigneReglementation'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LigneReglementation_delete` AFTER DELETE ON `LigneReglementation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LigneReglementation'; END;
--> statement-breakpoint
CREATE TRIGGER `Dossier_historique_argent` BEFORE DELETE ON `Dossier` WHEN EXISTS (SELECT 1 FROM `Paiement` WHERE `DossierId` = OLD.`id`) OR EXISTS (SELECT 1 FROM `Ecriture` WHERE `DossierId` = OLD.`id` AND `type` NOT IN ('reprise', 'depotDetenu') AND NOT (`type` = 'echeance' AND `motif` IN (SELECT 'Import n° ' || `id` FROM `Import` WHERE `statut` = 'annulation'))) OR EXISTS (SELECT 1 FROM `Quitance` WHERE `DossierId` = OLD.`id`) OR (EXISTS (SELECT 1 FROM `Ecriture` WHERE `DossierId` = OLD.`id`) AND NOT EXISTS (SELECT 1 FROM `Import` WHERE `statut` = 'annulation')) BEGIN SELECT RAISE(ABORT, 'Ce dossier a des écritures comptables : archivez-le.'); END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Colocataire_insert` AFTER INSERT ON `Colocataire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Colocataire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Colocataire_update` AFTER UPDATE ON `Colocataire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Colocataire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Colocataire_delete` AFTER DELETE ON `Colocataire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Colocataire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ImportAvant_insert` AFTER INSERT ON `ImportAvant` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ImportAvant'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ImportAvant_update` AFTER UPDATE ON `ImportAvant` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ImportAvant'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ImportAvant_delete` AFTER DELETE ON `ImportAvant` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ImportAvant'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AideLogement_insert` AFTER INSERT ON `AideLogement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AideLogement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AideLogement_update` AFTER UPDATE ON `AideLogement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AideLogement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AideLogement_delete` AFTER DELETE ON `AideLogement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AideLogement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DeclarationImpayeCaf_insert` AFTER INSERT ON `DeclarationImpayeCaf` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DeclarationImpayeCaf'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DeclarationImpayeCaf_update` AFTER UPDATE ON `DeclarationImpayeCaf` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DeclarationImpayeCaf'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DeclarationImpayeCaf_delete` AFTER DELETE ON `DeclarationImpayeCaf` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DeclarationImpayeCaf'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_VersementAide_insert` AFTER INSERT ON `VersementAide` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'VersementAide'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_VersementAide_update` AFTER UPDATE ON `VersementAide` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'VersementAide'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_VersementAide_delete` AFTER DELETE ON `VersementAide` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'VersementAide'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ContratGli_insert` AFTER INSERT ON `ContratGli` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ContratGli'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ContratGli_update` AFTER UPDATE ON `ContratGli` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ContratGli'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ContratGli_delete` AFTER DELETE ON `ContratGli` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ContratGli'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_GarantieDossier_insert` AFTER INSERT ON `GarantieDossier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'GarantieDossier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_GarantieDossier_update` AFTER UPDATE ON `GarantieDossier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'GarantieDossier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_GarantieDossier_delete` AFTER DELETE ON `GarantieDossier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'GarantieDossier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_PrimeGli_insert` AFTER INSERT ON `PrimeGli` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'PrimeGli'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_PrimeGli_update` AFTER UPDATE ON `PrimeGli` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'PrimeGli'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_PrimeGli_delete` AFTER DELETE ON `PrimeGli` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'PrimeGli'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_EtapeSinistre_insert` AFTER INSERT ON `EtapeSinistre` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'EtapeSinistre'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_EtapeSinistre_update` AFTER UPDATE ON `EtapeSinistre` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'EtapeSinistre'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_EtapeSinistre_delete` AFTER DELETE ON `EtapeSinistre` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'EtapeSinistre'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Subrogation_insert` AFTER INSERT ON `Subrogation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Subrogation'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Subrogation_update` AFTER UPDATE ON `Subrogation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Subrogation'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Subrogation_delete` AFTER DELETE ON `Subrogation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Subrogation'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Fournisseur_insert` AFTER INSERT ON `Fournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Fournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Fournisseur_update` AFTER UPDATE ON `Fournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Fournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Fournisseur_delete` AFTER DELETE ON `Fournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Fournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_IbanFournisseur_insert` AFTER INSERT ON `IbanFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'IbanFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_IbanFournisseur_update` AFTER UPDATE ON `IbanFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'IbanFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_IbanFournisseur_delete` AFTER DELETE ON `IbanFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'IbanFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Intervention_insert` AFTER INSERT ON `Intervention` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Intervention'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Intervention_update` AFTER UPDATE ON `Intervention` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Intervention'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Intervention_delete` AFTER DELETE ON `Intervention` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Intervention'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_InterventionEtat_insert` AFTER INSERT ON `InterventionEtat` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'InterventionEtat'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_InterventionEtat_update` AFTER UPDATE ON `InterventionEtat` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'InterventionEtat'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_InterventionEtat_delete` AFTER DELETE ON `InterventionEtat` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'InterventionEtat'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Devis_insert` AFTER INSERT ON `Devis` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Devis'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Devis_update` AFTER UPDATE ON `Devis` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Devis'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Devis_delete` AFTER DELETE ON `Devis` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Devis'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DecisionDevis_insert` AFTER INSERT ON `DecisionDevis` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DecisionDevis'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DecisionDevis_update` AFTER UPDATE ON `DecisionDevis` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DecisionDevis'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DecisionDevis_delete` AFTER DELETE ON `DecisionDevis` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DecisionDevis'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_FactureFournisseur_insert` AFTER INSERT ON `FactureFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'FactureFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_FactureFournisseur_update` AFTER UPDATE ON `FactureFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'FactureFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_FactureFournisseur_delete` AFTER DELETE ON `FactureFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'FactureFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_PaiementFournisseur_insert` AFTER INSERT ON `PaiementFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'PaiementFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_PaiementFournisseur_update` AFTER UPDATE ON `PaiementFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'PaiementFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_PaiementFournisseur_delete` AFTER DELETE ON `PaiementFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'PaiementFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LignePaiementFournisseur_insert` AFTER INSERT ON `LignePaiementFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LignePaiementFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LignePaiementFournisseur_update` AFTER UPDATE ON `LignePaiementFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LignePaiementFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LignePaiementFournisseur_delete` AFTER DELETE ON `LignePaiementFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LignePaiementFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LignePaiementPrime_insert` AFTER INSERT ON `LignePaiementPrime` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LignePaiementPrime'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LignePaiementPrime_update` AFTER UPDATE ON `LignePaiementPrime` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LignePaiementPrime'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LignePaiementPrime_delete` AFTER DELETE ON `LignePaiementPrime` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LignePaiementPrime'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RecuperationAssureur_insert` AFTER INSERT ON `RecuperationAssureur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RecuperationAssureur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RecuperationAssureur_update` AFTER UPDATE ON `RecuperationAssureur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RecuperationAssureur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RecuperationAssureur_delete` AFTER DELETE ON `RecuperationAssureur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RecuperationAssureur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_InterventionPhoto_insert` AFTER INSERT ON `InterventionPhoto` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'InterventionPhoto'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_InterventionPhoto_update` AFTER UPDATE ON `InterventionPhoto` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'InterventionPhoto'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_InterventionPhoto_delete` AFTER DELETE ON `InterventionPhoto` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'InterventionPhoto'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_TropPercuAide_insert` AFTER INSERT ON `TropPercuAide` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'TropPercuAide'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_TropPercuAide_update` AFTER UPDATE ON `TropPercuAide` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'TropPercuAide'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_TropPercuAide_delete` AFTER DELETE ON `TropPercuAide` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'TropPercuAide'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ReversementRecuperation_insert` AFTER INSERT ON `ReversementRecuperation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ReversementRecuperation'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ReversementRecuperation_update` AFTER UPDATE ON `ReversementRecuperation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ReversementRecuperation'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ReversementRecuperation_delete` AFTER DELETE ON `ReversementRecuperation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ReversementRecuperation'; END;
