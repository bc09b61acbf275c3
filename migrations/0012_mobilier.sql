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
CREATE INDEX `Mobilier_AppartementId_idx` ON `Mobilier` (`AppartementId`,`ordre`);