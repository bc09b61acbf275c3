CREATE TABLE `Colocataire` (
	`DossierId` integer NOT NULL,
	`LocataireId` integer NOT NULL,
	`rang` integer NOT NULL,
	PRIMARY KEY(`DossierId`, `LocataireId`),
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`LocataireId`) REFERENCES `Locataire`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `Colocataire_LocataireId_idx` ON `Colocataire` (`LocataireId`);--> statement-breakpoint
ALTER TABLE `Client` ADD `raisonSociale` text;--> statement-breakpoint
ALTER TABLE `Mission` ADD `reference` text;--> statement-breakpoint
CREATE UNIQUE INDEX `Mission_reference_uq` ON `Mission` (`reference`) WHERE "reference" is not null;