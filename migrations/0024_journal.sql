CREATE TABLE `Journal` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`userEmail` text NOT NULL,
	`action` text NOT NULL,
	`resource` text NOT NULL,
	`resourceId` text NOT NULL,
	`changes` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `Journal_at_idx` ON `Journal` (`at`);--> statement-breakpoint
CREATE INDEX `Journal_resource_idx` ON `Journal` (`resource`,`resourceId`,`at`);--> statement-breakpoint
CREATE INDEX `Journal_user_idx` ON `Journal` (`userEmail`,`at`);--> statement-breakpoint
CREATE TABLE `JournalAuteur` (
	`id` integer PRIMARY KEY NOT NULL,
	`email` text,
	`pause` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "JournalAuteur_un" CHECK("JournalAuteur"."id" = 1)
);
