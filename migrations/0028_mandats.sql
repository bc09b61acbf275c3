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
);
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
CREATE UNIQUE INDEX `Mandat_carte_annee_sequence_uq` ON `Mandat` (`carte`,`annee`,`sequence`);--> statement-breakpoint
CREATE UNIQUE INDEX `Mandat_MissionId_uq` ON `Mandat` (`MissionId`);--> statement-breakpoint
CREATE UNIQUE INDEX `Mandat_IntendanceId_uq` ON `Mandat` (`IntendanceId`);--> statement-breakpoint
CREATE INDEX `Mandat_annee_idx` ON `Mandat` (`annee`);--> statement-breakpoint
ALTER TABLE `Mission` ADD `numeroMandat` text;--> statement-breakpoint
ALTER TABLE `Intendance` ADD `numeroMandat` text;