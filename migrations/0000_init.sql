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
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`mariage`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `Client_mariage_idx` ON `Client` (`mariage`);--> statement-breakpoint
CREATE INDEX `Client_nom_idx` ON `Client` (`nom`);--> statement-breakpoint
CREATE TABLE `Appartement` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`adresse` text NOT NULL,
	`codePostal` text NOT NULL,
	`ville` text NOT NULL,
	`situation` text,
	`typeImmeuble` text DEFAULT 'collectif' NOT NULL,
	`destination` text DEFAULT 'usage d''habitation' NOT NULL,
	`periodeConstruction` text DEFAULT '1971-1990' NOT NULL,
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
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`defaultContact`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `Appartement_defaultContact_idx` ON `Appartement` (`defaultContact`);--> statement-breakpoint
CREATE INDEX `Appartement_ville_idx` ON `Appartement` (`ville`);--> statement-breakpoint
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
);
--> statement-breakpoint
CREATE INDEX `Locataire_nom_idx` ON `Locataire` (`nom`);--> statement-breakpoint
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
	`indice` real DEFAULT 135.84 NOT NULL,
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
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`LocataireId`) REFERENCES `Locataire`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`etatIn`) REFERENCES `EtatLieux`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`etatOut`) REFERENCES `EtatLieux`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `Dossier_AppartementId_idx` ON `Dossier` (`AppartementId`);--> statement-breakpoint
CREATE INDEX `Dossier_LocataireId_idx` ON `Dossier` (`LocataireId`);--> statement-breakpoint
CREATE INDEX `Dossier_etatIn_idx` ON `Dossier` (`etatIn`);--> statement-breakpoint
CREATE INDEX `Dossier_etatOut_idx` ON `Dossier` (`etatOut`);--> statement-breakpoint
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
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `Caution_DossierId_idx` ON `Caution` (`DossierId`);--> statement-breakpoint
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
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `EtatLieux_AppartementId_idx` ON `EtatLieux` (`AppartementId`);--> statement-breakpoint
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
);
--> statement-breakpoint
CREATE TABLE `MissionAppartement` (
	`MissionId` integer NOT NULL,
	`AppartementId` integer NOT NULL,
	PRIMARY KEY(`MissionId`, `AppartementId`),
	FOREIGN KEY (`MissionId`) REFERENCES `Mission`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `MissionAppartement_AppartementId_idx` ON `MissionAppartement` (`AppartementId`);--> statement-breakpoint
CREATE TABLE `MissionClient` (
	`MissionId` integer NOT NULL,
	`ClientId` integer NOT NULL,
	PRIMARY KEY(`MissionId`, `ClientId`),
	FOREIGN KEY (`MissionId`) REFERENCES `Mission`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ClientId`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `MissionClient_ClientId_idx` ON `MissionClient` (`ClientId`);--> statement-breakpoint
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
CREATE INDEX `Accompte_MissionId_idx` ON `Accompte` (`MissionId`);--> statement-breakpoint
CREATE INDEX `Accompte_AppartementId_idx` ON `Accompte` (`AppartementId`);--> statement-breakpoint
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
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `Intendance_AppartementId_idx` ON `Intendance` (`AppartementId`);--> statement-breakpoint
CREATE INDEX `Intendance_dateFin_idx` ON `Intendance` (`dateFin`);--> statement-breakpoint
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
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`ClientId`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`LocataireId`) REFERENCES `Locataire`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `Quitance_uuid_uq` ON `Quitance` (`uuid`);--> statement-breakpoint
CREATE UNIQUE INDEX `Quitance_dossier_mois_uq` ON `Quitance` (`DossierId`,`mois`);--> statement-breakpoint
CREATE INDEX `Quitance_AppartementId_idx` ON `Quitance` (`AppartementId`);--> statement-breakpoint
CREATE INDEX `Quitance_ClientId_idx` ON `Quitance` (`ClientId`);--> statement-breakpoint
CREATE INDEX `Quitance_LocataireId_idx` ON `Quitance` (`LocataireId`);--> statement-breakpoint
CREATE INDEX `Quitance_mois_idx` ON `Quitance` (`mois`);--> statement-breakpoint
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
CREATE INDEX `Fichier_ClientId_idx` ON `Fichier` (`ClientId`);--> statement-breakpoint
CREATE INDEX `Fichier_LocataireId_idx` ON `Fichier` (`LocataireId`);--> statement-breakpoint
CREATE INDEX `Fichier_AppartementId_idx` ON `Fichier` (`AppartementId`);--> statement-breakpoint
CREATE INDEX `Fichier_DossierId_idx` ON `Fichier` (`DossierId`);--> statement-breakpoint
CREATE INDEX `Fichier_MissionId_idx` ON `Fichier` (`MissionId`);--> statement-breakpoint
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
CREATE INDEX `Image_AppartementId_idx` ON `Image` (`AppartementId`);--> statement-breakpoint
CREATE TABLE `AppartementEquipement` (
	`AppartementId` integer NOT NULL,
	`EquipementId` integer NOT NULL,
	PRIMARY KEY(`AppartementId`, `EquipementId`),
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`EquipementId`) REFERENCES `Equipement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `AppartementEquipement_EquipementId_idx` ON `AppartementEquipement` (`EquipementId`);--> statement-breakpoint
CREATE TABLE `AppartementProprietaire` (
	`AppartementId` integer NOT NULL,
	`ClientId` integer NOT NULL,
	PRIMARY KEY(`AppartementId`, `ClientId`),
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ClientId`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `AppartementProprietaire_ClientId_idx` ON `AppartementProprietaire` (`ClientId`);--> statement-breakpoint
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
CREATE INDEX `History_AppartementId_idx` ON `History` (`AppartementId`);--> statement-breakpoint
CREATE TABLE `Variable` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nom` text NOT NULL,
	`valeur` real NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `Variable_nom_uq` ON `Variable` (`nom`);--> statement-breakpoint
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
);
--> statement-breakpoint
CREATE UNIQUE INDEX `User_email_uq` ON `User` (`email`);