CREATE TABLE `JobRun` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`startedAt` text NOT NULL,
	`trigger` text NOT NULL,
	`dossiers` integer DEFAULT 0 NOT NULL,
	`mails` integer DEFAULT 0 NOT NULL,
	`batches` integer DEFAULT 0 NOT NULL,
	`batchesDone` integer DEFAULT 0 NOT NULL,
	`generated` integer DEFAULT 0 NOT NULL,
	`queued` integer DEFAULT 0 NOT NULL,
	`sent` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`errors` integer DEFAULT 0 NOT NULL,
	`failures` text DEFAULT '[]' NOT NULL,
	`updatedAt` text NOT NULL
);
