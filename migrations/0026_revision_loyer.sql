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
CREATE UNIQUE INDEX `RevisionLoyer_annee_uq` ON `RevisionLoyer` (`DossierId`,`dateRevision`);--> statement-breakpoint
CREATE INDEX `RevisionLoyer_dateEffet_idx` ON `RevisionLoyer` (`dateEffet`);--> statement-breakpoint
ALTER TABLE `Dossier` ADD `dateRevision` text;