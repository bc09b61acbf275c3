CREATE TABLE `Irl` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trimestre` text NOT NULL,
	`valeur` real NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `Irl_trimestre_uq` ON `Irl` (`trimestre`);