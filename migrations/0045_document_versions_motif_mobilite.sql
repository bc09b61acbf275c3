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
CREATE INDEX `DocumentVersion_DocumentGenereId_idx` ON `DocumentVersion` (`DocumentGenereId`);--> statement-breakpoint
CREATE INDEX `DocumentVersion_cle_idx` ON `DocumentVersion` (`cle`);--> statement-breakpoint
CREATE UNIQUE INDEX `DocumentVersion_signe_uq` ON `DocumentVersion` (`DocumentGenereId`) WHERE "signe" = 1;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `motifMobilite` text;