CREATE TABLE `Outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dedupeKey` text NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`attachment` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`lastError` text,
	`claimedAt` text,
	`sentAt` text,
	`QuitanceId` integer,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`QuitanceId`) REFERENCES `Quitance`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `Outbox_dedupeKey_uq` ON `Outbox` (`dedupeKey`);--> statement-breakpoint
CREATE INDEX `Outbox_status_idx` ON `Outbox` (`status`);--> statement-breakpoint
CREATE INDEX `Outbox_QuitanceId_idx` ON `Outbox` (`QuitanceId`);--> statement-breakpoint
ALTER TABLE `Quitance` ADD `montantRegle` integer;--> statement-breakpoint
ALTER TABLE `Quitance` ADD `dateReglement` text;--> statement-breakpoint
ALTER TABLE `Quitance` ADD `nbRelances` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `Quitance` ADD `fileEmpreinte` text;--> statement-breakpoint
CREATE INDEX `Quitance_file_idx` ON `Quitance` (`file`);