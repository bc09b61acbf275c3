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
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`CompteEspaceId`) REFERENCES `CompteEspace`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ClientId`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`LocataireId`) REFERENCES `Locataire`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `AccesEspace_ClientId_uq` ON `AccesEspace` (`ClientId`) WHERE "ClientId" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `AccesEspace_LocataireId_uq` ON `AccesEspace` (`LocataireId`) WHERE "LocataireId" is not null;--> statement-breakpoint
CREATE INDEX `AccesEspace_CompteEspaceId_idx` ON `AccesEspace` (`CompteEspaceId`);--> statement-breakpoint
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
CREATE INDEX `AttestationAssurance_DossierId_idx` ON `AttestationAssurance` (`DossierId`,`dateFin`);--> statement-breakpoint
CREATE TABLE `CompteEspace` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`passwordHash` text,
	`tokenVersion` integer DEFAULT 0 NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `CompteEspace_email_uq` ON `CompteEspace` (`email`);--> statement-breakpoint
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
CREATE INDEX `Demande_statut_idx` ON `Demande` (`statut`,`createdAt`);--> statement-breakpoint
CREATE INDEX `Demande_LocataireId_idx` ON `Demande` (`LocataireId`);--> statement-breakpoint
CREATE INDEX `Demande_ClientId_idx` ON `Demande` (`ClientId`);--> statement-breakpoint
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
CREATE INDEX `DemandePhoto_DemandeId_idx` ON `DemandePhoto` (`DemandeId`);--> statement-breakpoint
CREATE TABLE `DemandeReponse` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DemandeId` integer NOT NULL,
	`texte` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DemandeId`) REFERENCES `Demande`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `DemandeReponse_DemandeId_idx` ON `DemandeReponse` (`DemandeId`);--> statement-breakpoint
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
CREATE UNIQUE INDEX `JetonEspace_invitation_uq` ON `JetonEspace` (`hash`) WHERE "type" = 'invitation';--> statement-breakpoint
CREATE INDEX `JetonEspace_CompteEspaceId_idx` ON `JetonEspace` (`CompteEspaceId`);--> statement-breakpoint
CREATE INDEX `JetonEspace_AccesEspaceId_idx` ON `JetonEspace` (`AccesEspaceId`);--> statement-breakpoint
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
CREATE INDEX `SessionEspace_AccesEspaceId_idx` ON `SessionEspace` (`AccesEspaceId`);--> statement-breakpoint
ALTER TABLE `Dossier` ADD `assuranceAssureur` text;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `assuranceDateFin` text;