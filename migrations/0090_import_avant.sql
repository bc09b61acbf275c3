CREATE TABLE `ImportAvant` (
	`ImportId` integer NOT NULL,
	`entite` text NOT NULL,
	`entiteId` integer NOT NULL,
	`avant` text NOT NULL,
	`apres` text,
	PRIMARY KEY(`ImportId`, `entite`, `entiteId`),
	FOREIGN KEY (`ImportId`) REFERENCES `Import`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `IbanClient` ADD `ImportId` integer;