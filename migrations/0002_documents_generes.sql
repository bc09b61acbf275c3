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
CREATE UNIQUE INDEX `DocumentGenere_sujet_uq` ON `DocumentGenere` (`sujet`);--> statement-breakpoint
CREATE INDEX `DocumentGenere_cle_idx` ON `DocumentGenere` (`cle`);--> statement-breakpoint
CREATE INDEX `DocumentGenere_DossierId_idx` ON `DocumentGenere` (`DossierId`);--> statement-breakpoint
CREATE INDEX `DocumentGenere_CautionId_idx` ON `DocumentGenere` (`CautionId`);--> statement-breakpoint
CREATE INDEX `DocumentGenere_AppartementId_idx` ON `DocumentGenere` (`AppartementId`);--> statement-breakpoint
CREATE INDEX `DocumentGenere_MissionId_idx` ON `DocumentGenere` (`MissionId`);--> statement-breakpoint
CREATE INDEX `DocumentGenere_IntendanceId_idx` ON `DocumentGenere` (`IntendanceId`);