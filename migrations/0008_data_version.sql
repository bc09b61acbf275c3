CREATE TABLE `DataVersion` (
	`resource` text PRIMARY KEY NOT NULL,
	`n` integer DEFAULT 0 NOT NULL
);
