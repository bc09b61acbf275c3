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
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`ClientId`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`AccompteId`) REFERENCES `Accompte`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`IntendanceId`) REFERENCES `Intendance`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `Facture_numero_uq` ON `Facture` (`numero`);--> statement-breakpoint
CREATE UNIQUE INDEX `Facture_rang_uq` ON `Facture` (`prefixe`,`annee`,`rang`);--> statement-breakpoint
CREATE UNIQUE INDEX `Facture_avoirDe_uq` ON `Facture` (`avoirDe`) WHERE "avoirDe" is not null;--> statement-breakpoint
CREATE INDEX `Facture_ClientId_idx` ON `Facture` (`ClientId`);--> statement-breakpoint
CREATE INDEX `Facture_AccompteId_idx` ON `Facture` (`AccompteId`);--> statement-breakpoint
CREATE INDEX `Facture_IntendanceId_idx` ON `Facture` (`IntendanceId`);