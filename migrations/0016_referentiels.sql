CREATE TABLE `Commune` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`codeInsee` text NOT NULL,
	`nom` text,
	`zone` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `Commune_codeInsee_uq` ON `Commune` (`codeInsee`);--> statement-breakpoint
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
CREATE UNIQUE INDEX `PlafondHonoraires_depuis_uq` ON `PlafondHonoraires` (`depuis`);--> statement-breakpoint
ALTER TABLE `Appartement` ADD `codeInsee` text;--> statement-breakpoint
ALTER TABLE `Caution` ADD `cautionSolidaire` integer DEFAULT true NOT NULL;